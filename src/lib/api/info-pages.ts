/** Editors' information page calls (decision 153): write, change, publish, unpublish, restore and preview. */
import { api } from './client.ts';
import type { Schema } from './schemas.ts';

/** The shapes are the document's (src/lib/api/schemas.ts). */
export type InfoPageWriteResult = Schema<'InfoPageWriteResult'>;
export type InfoPageStatus = InfoPageWriteResult['status'];
export type NewInfoPage = Schema<'NewInfoPage'>;

/** What the editor sends: every field a page has but its address. */
export interface InfoPageInput {
  title: string;
  description: string;
  /** Markdown. */
  body: string;
  order: number;
  inFooter: boolean;
}

const path = (slug: string) => `private/admin/info-page/${encodeURIComponent(slug)}`;

export function createInfoPage(input: NewInfoPage): Promise<InfoPageWriteResult> {
  return api.post('private/admin/info-page', { json: input }).json<InfoPageWriteResult>();
}

export function updateInfoPage(slug: string, changes: Partial<InfoPageInput>): Promise<InfoPageWriteResult> {
  return api.put(path(slug), { json: changes }).json<InfoPageWriteResult>();
}

export function setInfoPageLive(slug: string, live: boolean): Promise<InfoPageWriteResult> {
  return api.put(`${path(slug)}/${live ? 'publish' : 'unpublish'}`).json<InfoPageWriteResult>();
}

export function restoreInfoPageRevision(slug: string, number: number): Promise<InfoPageWriteResult> {
  return api.post(`${path(slug)}/revisions/${number}/restore`).json<InfoPageWriteResult>();
}

export function restoreShippedInfoPage(slug: string): Promise<InfoPageWriteResult> {
  return api.post(`${path(slug)}/restore-shipped`).json<InfoPageWriteResult>();
}

/** The Markdown rendered and sanitised exactly as the page would show it. */
export async function previewInfoPage(body: string, signal?: AbortSignal): Promise<string> {
  const { html } = await api
    .post('private/admin/info-page/preview', { json: { body }, ...(signal ? { signal } : {}) })
    .json<{ html: string }>();
  return html;
}
