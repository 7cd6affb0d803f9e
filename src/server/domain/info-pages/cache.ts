/**
 * In-process cache of the published information pages (what every page's footer, the sitemap and each
 * information page read), emptied by every write here at once and on the other instances through
 * PostgreSQL NOTIFY; emptying it also empties the rendered-page cache (decisions 090, 154 and 203).
 */
import type { Database, Db } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';

const infoPages = readCacheKind('info pages', { channel: 'patinhas_info_pages', maxEntries: 10 });

/** Channel of "information pages changed"; every instance LISTENs and empties its caches. */
export const INFO_PAGES_CHANNEL = infoPages.channel;

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function infoPagesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache {
  return infoPages.cache(ctx);
}
