/**
 * In-process cache of the public article reads (blog pages, one article with its related ones, the
 * home's latest), emptied by every write of the tables they read, here at once and on other instances
 * through PostgreSQL NOTIFY (decisions 086, 203).
 */
import type { Database, Db } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';

const articles = readCacheKind('articles', { channel: 'patinhas_articles', maxEntries: 500 });

/** Channel of "published articles changed"; every instance LISTENs and empties its cache. */
export const ARTICLES_CHANNEL = articles.channel;

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function articlesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache {
  return articles.cache(ctx);
}
