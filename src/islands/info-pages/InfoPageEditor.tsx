/**
 * The information page editor (decision 153): title, address (new pages only), description, Markdown body with
 * the server's preview, position and footer; save a draft or publish, put live or take off, and go back to the
 * text shipped with the code.
 */
import { useCallback, useState, type SubmitEvent } from 'react';
import {
  createInfoPage,
  previewInfoPage,
  restoreShippedInfoPage,
  setInfoPageLive,
  updateInfoPage,
  type InfoPageInput,
  type InfoPageStatus,
} from '../../lib/api/info-pages.ts';
import { slugProblem, suggestSlug, SLUG_MAX } from '../../lib/info-pages/slug.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { EditorTexts } from '../articles/EditorTexts.tsx';
import { useHydrated } from '../hydration.ts';
import { useEditorForm } from '../ui/editor-form.ts';
import { TextField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { errorClass, inputClass, labelClass } from '../ui/form.tsx';

export interface EditableInfoPage {
  slug: string;
  title: string;
  description: string;
  /** The Markdown as written. */
  source: string;
  order: number;
  inFooter: boolean;
  status: InfoPageStatus;
  origin: 'shipped' | 'edited' | 'new';
  shipped: boolean;
}

interface Props {
  messages: Messages;
  /** The page being edited; none for a new one. */
  page?: EditableInfoPage | undefined;
}

type Field = 'slug' | 'title' | 'description' | 'body' | 'order';
/** In the form's order, as the error summary lists them. */
const FIELDS: readonly Field[] = ['title', 'slug', 'description', 'body', 'order'];

export default function InfoPageEditor({ messages, page }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Editor page={page} />
    </MessagesContext.Provider>
  );
}

const editUrl = (slug: string) => `/admin/pages/edit?slug=${encodeURIComponent(slug)}`;

function Editor({ page }: { page?: EditableInfoPage | undefined }) {
  const t = useTranslate();
  const [slugTouched, setSlugTouched] = useState(false);
  const [inFooter, setInFooter] = useState(page?.inFooter ?? false);
  const hydrated = useHydrated();
  // A page's address never changes: only a new page's counts as a change.
  const editor = useEditorForm(
    {
      title: page?.title ?? '',
      slug: page?.slug ?? '',
      description: page?.description ?? '',
      body: page?.source ?? '',
      order: String(page?.order ?? 100),
    },
    {
      fields: FIELDS,
      changed: inFooter !== (page?.inFooter ?? false),
      adopted: (typed) => typed['slug'] !== undefined && setSlugTouched(true),
      showMessage: true,
    },
  );
  const { values, errors, busy, dirty, summary } = editor;
  // The body's and the position's ids start with the summary's scope: its links reach them.
  const ids = summary.scope;
  const { slug, order } = values;
  const [submitter, setSubmitter] = useState<'draft' | 'publish'>('publish');
  const preview = useCallback((source: string, signal: AbortSignal) => previewInfoPage(source, signal), []);

  async function save(publish: boolean) {
    if (busy) return;
    const { title, slug, description, body, order } = editor.current();
    const position = Number(order);
    const local: Partial<Record<Field, string>> = {};
    if (!page) {
      const problem = slugProblem(slug);
      if (problem) local.slug = t(problem);
    }
    if (order.trim() === '' || !Number.isInteger(position) || position < 0 || position > 999)
      local.order = t('info-page.error.order');
    if (Object.keys(local).length > 0) {
      editor.refuse(local);
      return;
    }
    editor.setBusy(true);
    editor.setFormError(undefined);
    const input: InfoPageInput = { title, description, body, order: position, inFooter };
    try {
      if (page) {
        await updateInfoPage(page.slug, input);
        editor.done(editUrl(page.slug), t('info-page-editor.saved'));
      } else {
        const created = await createInfoPage({ ...input, slug, publish });
        editor.done(editUrl(created.slug), t(publish ? 'info-page-editor.published' : 'info-page-editor.saved'));
      }
    } catch (e) {
      editor.failed(e);
    }
  }

  /** Publishing, taking off or restoring with unsaved changes saves them first: nothing typed is lost. */
  async function act(work: () => Promise<unknown>, summary: string) {
    if (busy || !page) return;
    editor.setBusy(true);
    try {
      if (dirty) {
        const { title, description, body, order } = editor.current();
        await updateInfoPage(page.slug, { title, description, body, order: Number(order), inFooter });
      }
      await work();
      editor.done(editUrl(page.slug), summary);
    } catch (e) {
      editor.failed(e);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        ref={editor.form}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e: SubmitEvent<HTMLFormElement>) => {
          e.preventDefault();
          void save(submitter === 'publish');
        }}
        data-info-page-editor
      >
        <ErrorSummary
          summary={summary}
          labels={Object.fromEntries(FIELDS.map((f) => [f, t(`info-page-editor.field.${f}`)])) as Record<Field, string>}
          errors={errors}
          message={editor.formError}
        />
        {page && (
          <p className="text-sm text-ink-muted" data-info-page-status={page.status}>
            {t('info-page-editor.status', { status: t(`info-page.status.${page.status}`) })} ·{' '}
            {t(`info-page.origin.${page.origin}`)}
          </p>
        )}
        <FieldScope summary={summary}>
          <EditorTexts
            title={{
              ...editor.bind('title'),
              label: t('info-page-editor.field.title'),
              maxLength: 120,
              onChange: (value) => {
                editor.change('title', value);
                if (!page && !slugTouched) editor.setText('slug', suggestSlug(value));
              },
            }}
            afterTitle={
              page ? (
                <p>
                  <span className={labelClass}>{t('info-page-editor.field.slug')}</span>
                  <a href={`/${page.slug}`} className="font-mono">{`/${page.slug}`}</a>
                </p>
              ) : (
                <TextField
                  label={t('info-page-editor.field.slug')}
                  name="slug"
                  value={slug}
                  maxLength={SLUG_MAX}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  hint={t('info-page-editor.field.slug-hint', { path: `/${slug || '…'}` })}
                  error={errors.slug}
                  onChange={(e) => {
                    editor.change('slug', e.target.value);
                    setSlugTouched(true);
                  }}
                />
              )
            }
            described={{
              ...editor.bind('description'),
              label: t('info-page-editor.field.description'),
              hint: t('info-page-editor.field.description-hint'),
              maxLength: 300,
            }}
            body={{ ...editor.bind('body'), id: ids, label: t('info-page-editor.field.body'), preview }}
          />
        </FieldScope>
        <div className="flex flex-wrap items-start gap-6">
          <div>
            <label htmlFor={`${ids}-order`} className={labelClass}>
              {t('info-page-editor.field.order')}
            </label>
            <input
              id={`${ids}-order`}
              name="order"
              type="number"
              inputMode="numeric"
              min={0}
              max={999}
              step={1}
              className={`${inputClass} w-28`}
              value={order}
              aria-invalid={errors.order ? true : undefined}
              aria-describedby={`${ids}-order-hint${errors.order ? ` ${ids}-order-error` : ''}`}
              onChange={(e) => editor.change('order', e.target.value)}
            />
            <p id={`${ids}-order-hint`} className="mt-1 text-sm text-ink-muted">
              {t('info-page-editor.field.order-hint')}
            </p>
            {errors.order && (
              <p id={`${ids}-order-error`} className={errorClass}>
                {errors.order}
              </p>
            )}
          </div>
          <label className="flex min-h-11 items-center gap-3 pt-7 font-semibold">
            <input
              type="checkbox"
              name="inFooter"
              className="size-5"
              checked={inFooter}
              onChange={(e) => setInFooter(e.target.checked)}
            />
            {t('info-page-editor.field.in-footer')}
          </label>
        </div>
        <div className="flex flex-wrap gap-3 border-t border-line pt-5">
          {!page && (
            <button
              type="submit"
              className="btn btn-primary"
              aria-disabled={busy || undefined}
              onClick={() => setSubmitter('publish')}
            >
              {t('info-page-editor.publish')}
            </button>
          )}
          <button
            type="submit"
            className={page ? 'btn btn-primary' : 'btn btn-outline'}
            aria-disabled={busy || undefined}
            onClick={() => setSubmitter('draft')}
          >
            {t(page ? 'info-page-editor.save' : 'info-page-editor.save-draft')}
          </button>
        </div>
      </form>
      {page && (
        <section className="flex flex-wrap gap-3 border-t border-line pt-5" aria-label={t('info-page-editor.actions')}>
          {page.status === 'DRAFT' ? (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              disabled={!hydrated}
              onClick={() => void act(() => setInfoPageLive(page.slug, true), t('info-page-editor.published'))}
            >
              {t('info-page-editor.publish')}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              disabled={!hydrated}
              onClick={() => void act(() => setInfoPageLive(page.slug, false), t('info-page-editor.unpublished'))}
            >
              {t('info-page-editor.unpublish')}
            </button>
          )}
          {page.shipped && page.origin !== 'shipped' && (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              disabled={!hydrated}
              onClick={() => void act(() => restoreShippedInfoPage(page.slug), t('info-page-editor.shipped-restored'))}
            >
              {t('info-page-editor.restore-shipped')}
            </button>
          )}
        </section>
      )}
      {editor.guardDialog}
    </div>
  );
}
