/**
 * Public profiles (the breeders directory, a person's page, names and pictures on cards and articles):
 * every write that changes what a visitor sees of a person announces it, so rendered public pages are
 * emptied here at once and on the other instances through PostgreSQL NOTIFY (decision 090).
 */
import type { Database, Db, Tx } from '../../db/client.ts';
import { readCacheKind, type ReadCache } from '../../cache/read-cache.ts';
import { ARTICLES } from '../documents/kind.ts';
import { announceSalesChanged, invalidateSales } from '../sales/cache.ts';

const profiles = readCacheKind('profiles', { channel: 'patinhas_profiles', maxEntries: 500 });

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function profilesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache {
  return profiles.cache(ctx);
}

/**
 * Inside a write's transaction: the other instances hear it only if the write commits. A person also
 * shows on their sales (the seller card: name, picture, phone) and articles (the byline), which the
 * sales and articles caches hold: those are announced too.
 */
export async function announceProfilesChanged(tx: Tx | Db): Promise<void> {
  await profiles.announce(tx);
  await announceSalesChanged(tx);
  await ARTICLES.announce(tx);
}

/** Empties this instance's caches of everything that shows a person (after a committed write). */
export function invalidateProfiles(ctx: { db: Db }): void {
  profiles.invalidate(ctx);
  invalidateSales(ctx);
  ARTICLES.invalidate(ctx);
}
