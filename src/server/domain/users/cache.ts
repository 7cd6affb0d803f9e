/**
 * Public profiles (the breeders directory, a person's page): no read of them is kept apart, but the rendered public
 * pages are, and they empty whenever a table these pages read changes, here at once and on the other instances
 * through PostgreSQL NOTIFY (decisions 090, 203). A person's name and picture on sales and articles are those kinds'.
 */
import type { Database, Db } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';
import { channelOf } from '../../cache/cached-tables.ts';

const profiles = readCacheKind('profiles', { channel: channelOf('profiles'), maxEntries: 500 });

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function profilesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache {
  return profiles.cache(ctx);
}
