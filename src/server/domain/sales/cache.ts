/**
 * In-process cache of the public sale reads (listing pages, details, certified carousel), emptied by
 * every sale write on this instance at once and on the others through PostgreSQL NOTIFY (decision 061).
 */
import type { Database, Db, Tx } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';

export type { Cached } from '../../cache/read-cache.ts';
export type SalesCache = ReadCache;

const sales = readCacheKind('sales', { channel: 'patinhas_sales', maxEntries: 2000 });

/** Channel of "public sale data changed" events; every instance LISTENs and empties its cache. */
export const SALES_CHANNEL = sales.channel;

/** The cache of one database; the first use starts listening for other instances' writes. */
export function salesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): SalesCache {
  return sales.cache(ctx);
}

/**
 * Called inside a write's transaction: other instances hear it only if the write commits. The caller
 * also clears its own cache after the commit (its own NOTIFY arrives a moment later).
 */
export function announceSalesChanged(tx: Tx | Db): Promise<void> {
  return sales.announce(tx);
}

/** Empties this instance's cache now (after a committed write). */
export function invalidateSales(ctx: { db: Db }): void {
  sales.invalidate(ctx);
}
