/**
 * A Markdown body with "Escrever" and "Pré-visualizar" tabs; the preview is the server's rendering (the same
 * Markdown and sanitiser as publishing). The article editor and the information page editor (decision 153)
 * both use it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { useTranslate } from '../../lib/translator.ts';
import { errorClass, inputClass, translateKey } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';

/** Markdown is rendered on the server once typing pauses. */
const PREVIEW_DELAY_MS = 300;

interface Props {
  /** Prefix of the ids of the label, tabs and panels. */
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** The sanitised HTML of `body`, as publishing would store it. */
  preview: (body: string, signal: AbortSignal) => Promise<string>;
}

export function MarkdownBody({ id, label, hint, value, error, onChange, preview: render }: Props) {
  const t = useTranslate();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const hydrated = useHydrated();
  // `refused`: the server's reason (a message key) not to render this text, shown at the field as a save's error.
  const [preview, setPreview] = useState<{ html: string; loading: boolean; refused?: string }>({
    html: '',
    loading: false,
  });
  const fieldError = error ?? (preview.refused && translateKey(t, preview.refused, 'form.error.invalid'));
  const tabs = { write: useRef<HTMLButtonElement>(null), preview: useRef<HTMLButtonElement>(null) };

  useEffect(() => {
    if (tab !== 'preview') return;
    if (value.trim() === '') {
      setPreview({ html: '', loading: false });
      return;
    }
    const abort = new AbortController();
    setPreview((p) => ({ ...p, loading: true }));
    const timer = setTimeout(() => {
      render(value, abort.signal)
        .then((html) => setPreview({ html, loading: false }))
        .catch((e: unknown) => {
          if (abort.signal.aborted) return;
          const key =
            e instanceof ApiError ? (e.body as { errors?: { body?: string } } | undefined)?.errors?.body : undefined;
          setPreview({ html: '', loading: false, ...(key && { refused: key }) });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [tab, value, render]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    tabs[next].current?.focus();
  }

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <span id={`${id}-body-label`} className="font-semibold">
          {label}
        </span>
        <div role="tablist" aria-label={t('article-editor.tabs')} className="flex gap-1 rounded-button bg-sand p-1">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              ref={tabs[name]}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              disabled={!hydrated}
              className="min-h-10 rounded-button px-4 text-sm font-semibold aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm"
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
            >
              {t(`article-editor.tab.${name}`)}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-panel-write`} role="tabpanel" aria-labelledby={`${id}-tab-write`} hidden={tab !== 'write'}>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={18}
          className={`${inputClass} font-mono text-sm`}
          value={value}
          aria-labelledby={`${id}-body-label`}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-body-hint${fieldError ? ` ${id}-body-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
        <p id={`${id}-body-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      </div>
      <div
        id={`${id}-panel-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-preview`}
        hidden={tab !== 'preview'}
        aria-busy={preview.loading || undefined}
        className="min-h-48 rounded-lg border-2 border-line bg-white p-4"
        data-markdown-preview
      >
        {preview.loading ? (
          <p className="text-ink-muted">{t('article-editor.preview-loading')}</p>
        ) : preview.html ? (
          // The server's sanitiser produced this HTML: the same allow-list as the published page.
          <div className="prose article-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
        ) : (
          <p className="text-ink-muted">{t('article-editor.preview-empty')}</p>
        )}
      </div>
      {fieldError && (
        <p id={`${id}-body-error`} className={errorClass}>
          {fieldError}
        </p>
      )}
    </div>
  );
}

/** The translation keys MarkdownBody shows. */
export const MARKDOWN_BODY_KEYS = [
  'article-editor.tabs',
  'article-editor.tab.write',
  'article-editor.tab.preview',
  'article-editor.preview-empty',
  'article-editor.preview-loading',
  'article.error.body-too-deep',
  'form.error.invalid',
] as const;
