/** The article editor: title, summary, Markdown body with a server-rendered preview, cover upload; save a draft or publish. */
import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import {
  createArticle,
  previewArticle,
  publishArticle,
  updateArticle,
  type ArticleInput,
  type ArticleStatus,
} from '../../lib/api/articles.ts';
import { IMAGE_MAX_BYTES } from '../../lib/images.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { useEditorForm } from '../ui/editor-form.ts';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { errorClass, labelClass } from '../ui/form.tsx';
import { EditorTexts } from './EditorTexts.tsx';
import { estimatedKb, IMAGE_ACCEPT, readAsDataUrl } from '../profile/image-file.ts';
import { PublishConfirm } from './PublishConfirm.tsx';

export interface EditableArticle {
  referenceKey: string;
  title: string;
  summary: string;
  /** The Markdown as written. */
  source: string;
  status: ArticleStatus;
  coverImage: string | null;
}

interface Props {
  messages: Messages;
  /** The article being edited; none for a new one. */
  article?: EditableArticle | undefined;
}

/** The cover limit of the image pipeline, in the KB of the specification's estimate. */
const COVER_MAX_KB = IMAGE_MAX_BYTES.article / 1000;

const FIELDS = ['title', 'summary', 'body', 'coverImage'] as const;

export default function ArticleEditor({ messages, article }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor article={article} />
    </MessagesContext.Provider>
  );
}

function Editor({ article }: { article?: EditableArticle | undefined }) {
  const t = useTranslate();
  // undefined: keep the current cover; null: remove it; a string: the new picture (data: URL).
  const [cover, setCover] = useState<string | null | undefined>(undefined);
  const [coverPreview, setCoverPreview] = useState<string | null>(article?.coverImage ?? null);
  const fileInput = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // Leaving with unsaved changes asks first; publishing, which notifies every user, is confirmed (issue 25, item 8).
  const editor = useEditorForm(
    { title: article?.title ?? '', summary: article?.summary ?? '', body: article?.source ?? '' },
    { fields: FIELDS, changed: cover !== undefined },
  );
  const { errors, busy, summary } = editor;
  // The body's ids start with the summary's scope: its link reaches the text area.
  const ids = summary.scope;
  const [confirmPublish, setConfirmPublish] = useState(false);

  // Rendered on the server, by the same code as publishing.
  const preview = useCallback(
    async (source: string, signal: AbortSignal) => (await previewArticle(source, signal)).html,
    [],
  );

  useEffect(() => () => void (coverPreview?.startsWith('blob:') && URL.revokeObjectURL(coverPreview)), [coverPreview]);

  async function chooseCover(file: File | undefined) {
    if (!file) return;
    editor.clearError('coverImage');
    const dataUrl = await readAsDataUrl(file);
    const size = estimatedKb(dataUrl);
    if (size > COVER_MAX_KB) {
      editor.setErrors((e) => ({ ...e, coverImage: t('article-editor.cover-too-large', { size, max: COVER_MAX_KB }) }));
      return;
    }
    setCover(dataUrl);
    setCoverPreview(URL.createObjectURL(file));
  }

  async function save(publish: boolean) {
    if (busy) return;
    editor.setBusy(true);
    editor.setFormError(undefined);
    try {
      const { title, summary, body } = editor.current();
      const input: ArticleInput = { title, summary, body, ...(cover !== undefined ? { coverImage: cover } : {}) };
      let key: string;
      let status: ArticleStatus;
      if (article) {
        key = (await updateArticle(article.referenceKey, input)).referenceKey;
        status = article.status;
        if (publish && status === 'DRAFT') status = (await publishArticle(key)).status;
      } else {
        if (cover === null) delete input.coverImage;
        const created = await createArticle({ ...input, publish });
        key = created.referenceKey;
        status = created.status;
      }
      const justPublished = status === 'PUBLISHED' && article?.status !== 'PUBLISHED';
      editor.done(
        `/blog/detail/${encodeURIComponent(key)}`,
        t(justPublished ? 'article-editor.published' : 'article-editor.saved'),
        justPublished ? t('article-editor.published-detail') : undefined,
      );
    } catch (e) {
      editor.failed(e, (status, fields) => {
        if (status === 413 && !fields.coverImage) fields.coverImage = t('image.error.image-too-large');
      });
    }
  }

  const publishing = !article || article.status === 'DRAFT';
  const submitter = useRef<'draft' | 'publish'>('publish');

  return (
    <form
      ref={editor.form}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
        e.preventDefault();
        if (busy) return;
        // "Publicar" (also Enter in a field, which presses it) opens the confirmation; the draft is saved at once.
        if (submitter.current === 'publish' && publishing) setConfirmPublish(true);
        else void save(false);
      }}
      data-article-editor
    >
      <ErrorSummary
        summary={summary}
        labels={{
          title: t('article-editor.field.title'),
          summary: t('article-editor.field.summary'),
          body: t('article-editor.field.body'),
          coverImage: t('article-editor.cover'),
        }}
        errors={errors}
        message={editor.formError}
      />
      {article && (
        <p className="text-sm text-ink-muted" data-article-status={article.status}>
          {t('article-editor.status', { status: t(`article.status.${article.status}`) })}
        </p>
      )}
      <FieldScope summary={summary}>
        <EditorTexts
          title={{ ...editor.bind('title'), label: t('article-editor.field.title'), maxLength: 160 }}
          described={{
            ...editor.bind('summary'),
            label: t('article-editor.field.summary'),
            hint: t('article-editor.field.summary-hint'),
            maxLength: 320,
          }}
          body={{ ...editor.bind('body'), id: ids, label: t('article-editor.field.body'), preview }}
        />
      </FieldScope>

      <div>
        <p id={`${ids}-cover-label`} className={labelClass}>
          {t('article-editor.cover')}
        </p>
        {coverPreview && (
          <img
            src={coverPreview}
            alt={t('article-editor.cover-current')}
            className="mb-3 h-32 w-56 rounded-lg object-cover"
            data-cover-preview
          />
        )}
        <div className="flex flex-wrap gap-3">
          <button
            id={summary.fieldId('coverImage')}
            type="button"
            className="btn btn-outline"
            disabled={!hydrated}
            aria-describedby={`${ids}-cover-label ${ids}-cover-hint${errors.coverImage ? ` ${ids}-cover-error` : ''}`}
            onClick={() => fileInput.current?.click()}
          >
            {t('article-editor.cover-choose')}
          </button>
          {coverPreview && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={!hydrated}
              onClick={() => {
                setCover(article?.coverImage ? null : undefined);
                setCoverPreview(null);
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
          onChange={(e) => void chooseCover(e.target.files?.[0])}
        />
        <p id={`${ids}-cover-hint`} className="mt-1 text-sm text-ink-muted">
          {t('article-editor.cover-hint', { max: COVER_MAX_KB })}
        </p>
        {errors.coverImage && (
          <p id={`${ids}-cover-error`} className={errorClass}>
            {errors.coverImage}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        {publishing && (
          <button
            type="submit"
            className="btn btn-primary"
            aria-disabled={busy || undefined}
            onClick={() => (submitter.current = 'publish')}
          >
            {t('article-editor.publish')}
          </button>
        )}
        <button
          type="submit"
          className="btn btn-outline"
          aria-disabled={busy || undefined}
          onClick={() => (submitter.current = 'draft')}
        >
          {t(article ? 'article-editor.save' : 'article-editor.save-draft')}
        </button>
      </div>
      {editor.guardDialog}
      <PublishConfirm open={confirmPublish} onOpenChange={setConfirmPublish} onAccept={() => void save(true)} />
    </form>
  );
}
