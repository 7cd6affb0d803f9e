/** Editors' document calls: articles and information pages (decision 153): write, change, publish, unpublish, restore and preview. */
import type {
  ArticleChanges,
  ArticleKey,
  InfoPageChanges,
  InfoPageWriteResult,
  NewArticle,
  NewInfoPage,
  Preview,
  PreviewRequest,
  PublishResult,
} from '../documents/shapes.ts';
import { api } from './client.ts';

const article = (key: string) => `private/admin/article/${encodeURIComponent(key)}`;
const infoPage = (slug: string) => `private/admin/info-page/${encodeURIComponent(slug)}`;

/** The Markdown of a kind of document rendered and sanitised exactly as saving would store it (both answers carry `html`). */
const preview = (path: string) => async (body: string, signal?: AbortSignal) =>
  (
    await api
      .post(path, { json: { body } satisfies PreviewRequest, ...(signal ? { signal } : {}) })
      .json<Pick<Preview, 'html'>>()
  ).html;

export const previewArticle = preview('private/admin/article/preview');
export const previewInfoPage = preview('private/admin/info-page/preview');

export function createArticle(input: NewArticle): Promise<PublishResult> {
  return api.post('private/admin/article', { json: input }).json<PublishResult>();
}

export function updateArticle(key: string, changes: ArticleChanges): Promise<ArticleKey> {
  return api.put(article(key), { json: changes }).json<ArticleKey>();
}

export function setArticleLive(key: string, live: boolean): Promise<PublishResult> {
  return api.put(`${article(key)}/${live ? 'publish' : 'unpublish'}`).json<PublishResult>();
}

export async function deleteArticle(key: string): Promise<void> {
  await api.delete(article(key));
}

export function createInfoPage(input: NewInfoPage): Promise<InfoPageWriteResult> {
  return api.post('private/admin/info-page', { json: input }).json<InfoPageWriteResult>();
}

export function updateInfoPage(slug: string, changes: InfoPageChanges): Promise<InfoPageWriteResult> {
  return api.put(infoPage(slug), { json: changes }).json<InfoPageWriteResult>();
}

export function setInfoPageLive(slug: string, live: boolean): Promise<InfoPageWriteResult> {
  return api.put(`${infoPage(slug)}/${live ? 'publish' : 'unpublish'}`).json<InfoPageWriteResult>();
}

export function restoreInfoPageRevision(slug: string, number: number): Promise<InfoPageWriteResult> {
  return api.post(`${infoPage(slug)}/revisions/${number}/restore`).json<InfoPageWriteResult>();
}

export function restoreShippedInfoPage(slug: string): Promise<InfoPageWriteResult> {
  return api.post(`${infoPage(slug)}/restore-shipped`).json<InfoPageWriteResult>();
}
