/** An article's cover: the picture as it will be, "Escolher imagem" and "Remover", held to the pipeline's limit before sending. */
import { useEffect, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '../../lib/images.ts';
import { useTranslate } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { estimatedKb, IMAGE_ACCEPT, readAsDataUrl } from '../profile/image-file.ts';
import { errorClass, labelClass } from '../ui/form.tsx';
import type { ErrorSummaryState } from '../ui/error-summary.tsx';
import type { Refusal } from './editor-store.ts';

/** The cover limit of the image pipeline, in the KB of the specification's estimate. */
const COVER_MAX_KB = IMAGE_MAX_BYTES.article / 1000;

interface Props {
  /** The article's editor: its summary's ids, the cover's refusal. */
  editor: {
    summary: ErrorSummaryState;
    errors: { coverImage?: string | undefined };
    store: { setError(field: 'coverImage', refusal?: Refusal): void };
  };
  /** The stored cover's URL, null without one. */
  current: string | null;
  /** undefined: keep the stored cover; null: remove it; a string: the new picture (data: URL). */
  onChange: (cover: string | null | undefined) => void;
}

export function CoverField({ editor, current, onChange }: Props) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const ids = editor.summary.scope;
  const error = editor.errors.coverImage;
  const [preview, setPreview] = useState<string | null>(current);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (preview?.startsWith('blob:') && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file);
    const size = estimatedKb(dataUrl);
    const tooLarge = size > COVER_MAX_KB;
    editor.store.setError(
      'coverImage',
      tooLarge ? { key: 'article-editor.cover-too-large', params: { size, max: COVER_MAX_KB } } : undefined,
    );
    if (tooLarge) return;
    onChange(dataUrl);
    setPreview(URL.createObjectURL(file));
  }

  return (
    <div>
      <p id={`${ids}-cover-label`} className={labelClass}>
        {t('article-editor.cover')}
      </p>
      {preview && (
        <img
          src={preview}
          alt={t('article-editor.cover-current')}
          className="mb-3 h-32 w-56 rounded-lg object-cover"
          data-cover-preview
        />
      )}
      <div className="flex flex-wrap gap-3">
        <button
          id={editor.summary.fieldId('coverImage')}
          type="button"
          className="btn btn-outline"
          disabled={!hydrated}
          aria-describedby={`${ids}-cover-label ${ids}-cover-hint${error ? ` ${ids}-cover-error` : ''}`}
          onClick={() => fileInput.current?.click()}
        >
          {t('article-editor.cover-choose')}
        </button>
        {preview && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={!hydrated}
            onClick={() => {
              onChange(current ? null : undefined);
              setPreview(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            {t('article-editor.cover-remove')}
          </button>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        name="cover"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-cover-input
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${ids}-cover-hint`} className="mt-1 text-sm text-ink-muted">
        {t('article-editor.cover-hint', { max: COVER_MAX_KB })}
      </p>
      {error && (
        <p id={`${ids}-cover-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
