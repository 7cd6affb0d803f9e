/** The information page editor's state: its store, whether the address was typed by hand, the footer box, the saves. */
import { useState } from 'react';
import { createInfoPage, updateInfoPage } from '../../lib/api/documents.ts';
import { slugProblem } from '../../lib/documents/addresses.ts';
import { INFO_PAGE_ORDER_DEFAULT, INFO_PAGE_ORDER_MAX } from '../../lib/documents/rules.ts';
import type { EditableInfoPage as InfoPageShape } from '../../lib/documents/shapes.ts';
import { createEditorStore, useEditorStore, type Refusal } from './editor-store.ts';

/** What the editor needs of the page it changes (`source`: the Markdown as written). */
export type EditableInfoPage = Pick<
  InfoPageShape,
  'slug' | 'title' | 'description' | 'source' | 'order' | 'inFooter' | 'status' | 'origin' | 'shipped'
>;

export type Field = 'slug' | 'title' | 'description' | 'body' | 'order';
/** In the form's order, as the error summary lists them. */
export const FIELDS: readonly Field[] = ['title', 'slug', 'description', 'body', 'order'];

const editUrl = (slug: string) => `/admin/pages/edit?slug=${encodeURIComponent(slug)}`;

/** `page`: the page being edited; none for a new one. */
export function useInfoPageEditor(page: EditableInfoPage | undefined) {
  const [slugTouched, setSlugTouched] = useState(false);
  // A new page is usually one for the footer: it starts checked (issue 55); an existing one keeps its choice.
  const [inFooter, setInFooter] = useState(page?.inFooter ?? true);
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

  /** The page as the form has it now, in the API's shape. */
  const content = () => {
    const { title, description, body, order } = editor.current();
    return { title, description, body, order: Number(order), inFooter };
  };

  function save(publish: boolean) {
    if (editor.busy) return;
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
  const act = (slug: string, work: (slug: string) => Promise<unknown>, done: string) =>
    editor.save(async () => {
      if (editor.dirty) await updateInfoPage(slug, content());
      await work(slug);
      return { target: editUrl(slug), summary: done };
    });

  return { editor, slugTouched, touchSlug: () => setSlugTouched(true), inFooter, setInFooter, save, act };
}
