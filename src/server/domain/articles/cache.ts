/**
 * In-process cache of the public article reads (blog pages, one article with its related ones, the
 * home's latest), emptied by every article write here at once and on other instances through
 * PostgreSQL NOTIFY (decision 086).
 */
import type { Database, Db, Tx } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';

const articles = readCacheKind('articles', { channel: 'patinhas_articles', maxEntries: 500 });

/** Channel of "published articles changed"; every instance LISTENs and empties its cache. */
export const ARTICLES_CHANNEL = articles.channel;

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function articlesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache {
  return articles.cache(ctx);
}

/** Inside a write's transaction: the other instances hear it only if the write commits. */
export function announceArticlesChanged(tx: Tx | Db): Promise<void> {
  return articles.announce(tx);
}

/** Empties this instance's cache now (after a committed write; its own NOTIFY arrives a moment later). */
export function invalidateArticles(ctx: { db: Db }): void {
  articles.invalidate(ctx);
}
