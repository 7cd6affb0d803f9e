/** Editors' article calls: write, change, publish, unpublish, delete and preview. */
import { api } from './client.ts';

export type ArticleStatus = 'DRAFT' | 'PUBLISHED';

export interface ArticleInput {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** Base64 (data: URL) of a new cover; null removes the cover (edits only). */
  coverImage?: string | null;
}

export interface PublishResult {
  referenceKey: string;
  status: ArticleStatus;
  notified: number;
}

export function createArticle(input: ArticleInput & { publish: boolean }): Promise<PublishResult> {
  return api.post('private/admin/article', { json: input }).json<PublishResult>();
}

export function updateArticle(referenceKey: string, changes: Partial<ArticleInput>): Promise<{ referenceKey: string }> {
  return api
    .put(`private/admin/article/${encodeURIComponent(referenceKey)}`, { json: changes })
    .json<{ referenceKey: string }>();
}

export function publishArticle(referenceKey: string): Promise<PublishResult> {
  return api.put(`private/admin/article/${encodeURIComponent(referenceKey)}/publish`).json<PublishResult>();
}

export function unpublishArticle(referenceKey: string): Promise<PublishResult> {
  return api.put(`private/admin/article/${encodeURIComponent(referenceKey)}/unpublish`).json<PublishResult>();
}

export async function deleteArticle(referenceKey: string): Promise<void> {
  await api.delete(`private/admin/article/${encodeURIComponent(referenceKey)}`);
}

/** The Markdown rendered and sanitised exactly as publishing would store it. */
export function previewArticle(body: string, signal?: AbortSignal): Promise<{ html: string; readingMinutes: number }> {
  return api
    .post('private/admin/article/preview', { json: { body }, ...(signal ? { signal } : {}) })
    .json<{ html: string; readingMinutes: number }>();
}
