/** The public face of the blog, cached: pages of published articles, one article with its related ones, the latest. */
import type { Database, Db } from '../../../db/client.ts';
import {
  getPublishedArticle,
  latestArticles,
  listPublished,
  relatedArticles,
  type ArticleDetail,
  type ArticleSummary,
  type Page,
} from './articles.ts';
import { ARTICLES } from '../kind.ts';

export interface ReadContext {
  db: Db;
  /** Lets the cache hear the other instances' writes. */
  database?: Pick<Database, 'listen'>;
}

/** Cached values are shared between requests: callers read them, never change them. */
export function publicArticlePage(ctx: ReadContext, page: number, size: number): Promise<Page<ArticleSummary>> {
  return ARTICLES.cache(ctx)
    .get(`page:${page}:${size}`, () => listPublished(ctx.db, page, size))
    .then((cached) => cached.value);
}

export function publicArticle(
  ctx: ReadContext,
  referenceKey: string,
): Promise<{ article: ArticleDetail; related: ArticleSummary[] } | null> {
  return ARTICLES.cache(ctx)
    .get(`article:${referenceKey}`, async () => {
      const article = await getPublishedArticle(ctx.db, referenceKey);
      return article ? { article, related: await relatedArticles(ctx.db, referenceKey) } : null;
    })
    .then((cached) => cached.value);
}

export function publicLatest(ctx: ReadContext, limit: number): Promise<ArticleSummary[]> {
  return ARTICLES.cache(ctx)
    .get(`latest:${limit}`, () => latestArticles(ctx.db, limit))
    .then((cached) => cached.value);
}
