/**
 * A Markdown body with "Escrever" and "Pré-visualizar" tabs; the preview is the server's rendering (the same
 * Markdown and sanitiser as publishing). The article editor and the information page editor (decision 153)
 * both use it.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { errorClass, inputClass, translateKey } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';
import { useMarkdownPreview, type Preview } from './use-markdown-preview.ts';

type Tab = 'write' | 'preview';

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
  const [tab, setTab] = useState<Tab>('write');
  const hydrated = useHydrated();
  const preview = useMarkdownPreview(tab, value, render);
  const fieldError = error ?? (preview.refused && translateKey(t, preview.refused, 'form.error.invalid'));

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <span id={`${id}-body-label`} className="font-semibold">
          {label}
        </span>
        <MarkdownTabs id={id} tab={tab} hydrated={hydrated} onSelect={setTab} />
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
      <PreviewPanel id={id} hidden={tab !== 'preview'} preview={preview} />
      {fieldError && (
        <p id={`${id}-body-error`} className={errorClass}>
          {fieldError}
        </p>
      )}
    </div>
  );
}

/** "Escrever" and "Pré-visualizar": the arrow keys move between them, the focus following. */
function MarkdownTabs({
  id,
  tab,
  hydrated,
  onSelect,
}: {
  id: string;
  tab: Tab;
  hydrated: boolean;
  onSelect: (tab: Tab) => void;
}) {
  const t = useTranslate();
  const tabs = { write: useRef<HTMLButtonElement>(null), preview: useRef<HTMLButtonElement>(null) };

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'write' ? 'preview' : 'write';
    onSelect(next);
    tabs[next].current?.focus();
  }

  return (
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
          onClick={() => onSelect(name)}
          onKeyDown={onTabKey}
        >
          {t(`article-editor.tab.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** The preview tab's panel: the server's rendering, or that it is on its way, or that there is nothing yet. */
function PreviewPanel({ id, hidden, preview }: { id: string; hidden: boolean; preview: Preview }) {
  const t = useTranslate();
  return (
    <div
      id={`${id}-panel-preview`}
      role="tabpanel"
      aria-labelledby={`${id}-tab-preview`}
      hidden={hidden}
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
