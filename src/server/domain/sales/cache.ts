/**
 * In-process cache of the public sale reads (listing pages, details, certified carousel, similar adverts), emptied by
 * every write of a table they read, on this instance at once and on the others through PostgreSQL NOTIFY (decisions
 * 061, 203).
 */
import type { Database, Db } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';
import { channelOf } from '../../cache/cached-tables.ts';

export type { Cached } from '../../cache/read-cache.ts';
export type SalesCache = ReadCache;

const sales = readCacheKind('sales', { channel: channelOf('sales'), maxEntries: 2000 });

/** The cache of one database; the first use starts listening for other instances' writes. */
export function salesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): SalesCache {
  return sales.cache(ctx);
}
