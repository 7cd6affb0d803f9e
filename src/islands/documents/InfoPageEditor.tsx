/**
 * The information page editor (decision 153): title, address (new pages only), description, Markdown body with
 * the server's preview, position and footer; save a draft or publish, put live or take off, and go back to the
 * text shipped with the code.
 */
import { useState } from 'react';
import {
  createInfoPage,
  previewInfoPage,
  restoreShippedInfoPage,
  setInfoPageLive,
  updateInfoPage,
} from '../../lib/api/documents.ts';
import { slugProblem, suggestSlug, SLUG_MAX } from '../../lib/documents/addresses.ts';
import {
  INFO_PAGE_DESCRIPTION_MAX,
  INFO_PAGE_ORDER_DEFAULT,
  INFO_PAGE_ORDER_MAX,
  INFO_PAGE_TITLE_MAX,
} from '../../lib/documents/rules.ts';
import type { EditableInfoPage as InfoPageShape } from '../../lib/documents/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { TextField } from '../ui/fields.tsx';
import { errorClass, inputClass, labelClass } from '../ui/form.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { createEditorStore, useEditorStore, type Refusal } from './editor-store.ts';

/** What the editor needs of the page it changes (`source`: the Markdown as written). */
export type EditableInfoPage = Pick<
  InfoPageShape,
  'slug' | 'title' | 'description' | 'source' | 'order' | 'inFooter' | 'status' | 'origin' | 'shipped'
>;

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

/** A button under the form: its text, its call, and the toast once done (translation keys). */
type Action = [label: string, work: (slug: string) => Promise<unknown>, done: string];

const editUrl = (slug: string) => `/admin/pages/edit?slug=${encodeURIComponent(slug)}`;

function Editor({ page }: { page?: EditableInfoPage | undefined }) {
  const t = useTranslate();
  const [slugTouched, setSlugTouched] = useState(false);
  // A new page is usually one for the footer: it starts checked (issue 55); an existing one keeps its choice.
  const [inFooter, setInFooter] = useState(page?.inFooter ?? true);
  const hydrated = useHydrated();
  // A page's address never changes: only a new page's counts as a change.
  const editor = useEditorStore(
    () =>
      createEditorStore(
        {
          title: page?.title ?? '',
          slug: page?.slug ?? '',
          description: page?.description ?? '',
          body: page?.source ?? '',
          order: String(page?.order ?? INFO_PAGE_ORDER_DEFAULT),
        },
        FIELDS,
        true,
      ),
    {
      changed: inFooter !== (page?.inFooter ?? true),
      adopted: (typed) => typed['slug'] !== undefined && setSlugTouched(true),
    },
  );
  const { store, texts, errors, busy } = editor;
  // The position's ids start with the summary's scope: its link reaches it.
  const ids = editor.summary.scope;

  /** The page as the form has it now, in the API's shape. */
  const content = () => {
    const { title, description, body, order } = editor.current();
    return { title, description, body, order: Number(order), inFooter };
  };

  function save(publish: boolean) {
    if (busy) return;
    const { slug, order } = editor.current();
    const position = Number(order);
    const local: Partial<Record<Field, Refusal>> = {};
    const problem = page ? null : slugProblem(slug);
    if (problem) local.slug = { key: problem };
    if (order.trim() === '' || !Number.isInteger(position) || position < 0 || position > INFO_PAGE_ORDER_MAX)
      local.order = { key: 'info-page.error.order' };
    if (Object.keys(local).length > 0) return editor.refuse(local);
    void editor.save(async () => {
      if (page) {
        await updateInfoPage(page.slug, content());
        return { target: editUrl(page.slug), summary: 'info-page-editor.saved' };
      }
      const created = await createInfoPage({ ...content(), slug, publish });
      return {
        target: editUrl(created.slug),
        summary: publish ? 'info-page-editor.published' : 'info-page-editor.saved',
      };
    });
  }

  /** Putting live, taking off or restoring with unsaved changes saves them first: nothing typed is lost. */
  const live: Action =
    page?.status === 'DRAFT'
      ? ['info-page-editor.publish', (slug) => setInfoPageLive(slug, true), 'info-page-editor.published']
      : ['info-page-editor.unpublish', (slug) => setInfoPageLive(slug, false), 'info-page-editor.unpublished'];
  const restore: Action = [
    'info-page-editor.restore-shipped',
    restoreShippedInfoPage,
    'info-page-editor.shipped-restored',
  ];
  const actions = page?.shipped && page.origin !== 'shipped' ? [live, restore] : [live];
  const act = (slug: string, work: (slug: string) => Promise<unknown>, done: string) =>
    editor.save(async () => {
      if (editor.dirty) await updateInfoPage(slug, content());
      await work(slug);
      return { target: editUrl(slug), summary: done };
    });

  return (
    <div className="flex flex-col gap-6">
      <DocumentForm
        editor={editor}
        marker="data-info-page-editor"
        labels={Object.fromEntries(FIELDS.map((f) => [f, t(`info-page-editor.field.${f}`)])) as Record<Field, string>}
        status={
          page && (
            <p className="text-sm text-ink-muted" data-info-page-status={page.status}>
              {t('info-page-editor.status', { status: t(`info-page.status.${page.status}`) })} ·{' '}
              {t(`info-page.origin.${page.origin}`)}
            </p>
          )
        }
        title={{
          ...editor.bind('title'),
          label: t('info-page-editor.field.title'),
          maxLength: INFO_PAGE_TITLE_MAX,
          onChange: (value) => {
            store.change('title', value);
            if (!page && !slugTouched) store.setText('slug', suggestSlug(value));
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
              value={texts.slug}
              maxLength={SLUG_MAX}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              hint={t('info-page-editor.field.slug-hint', { path: `/${texts.slug || '…'}` })}
              error={errors.slug}
              onChange={(e) => {
                store.change('slug', e.target.value);
                setSlugTouched(true);
              }}
            />
          )
        }
        described={{
          ...editor.bind('description'),
          label: t('info-page-editor.field.description'),
          hint: t('info-page-editor.field.description-hint'),
          maxLength: INFO_PAGE_DESCRIPTION_MAX,
        }}
        body={{ ...editor.bind('body'), label: t('info-page-editor.field.body'), preview: previewInfoPage }}
        publish={page ? undefined : t('info-page-editor.publish')}
        save={{ label: t(page ? 'info-page-editor.save' : 'info-page-editor.save-draft'), primary: Boolean(page) }}
        onSend={save}
      >
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
              max={INFO_PAGE_ORDER_MAX}
              step={1}
              className={`${inputClass} w-28`}
              value={texts.order}
              aria-invalid={errors.order ? true : undefined}
              aria-describedby={`${ids}-order-hint${errors.order ? ` ${ids}-order-error` : ''}`}
              onChange={(e) => store.change('order', e.target.value)}
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
      </DocumentForm>
      {page && (
        <section className="flex flex-wrap gap-3 border-t border-line pt-5" aria-label={t('info-page-editor.actions')}>
          {actions.map(([label, work, done]) => (
            <button
              key={label}
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              disabled={!hydrated}
              onClick={() => void act(page.slug, work, done)}
            >
              {t(label)}
            </button>
          ))}
        </section>
      )}
    </div>
  );
}
