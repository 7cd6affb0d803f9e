/**
 * In-process cache of the public article reads (blog pages, one article with its related ones, the
 * home's latest), emptied by every article write here at once and on other instances through
 * PostgreSQL NOTIFY (decision 086).
 */
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { logger } from '../../log.ts';

/** Channel of "published articles changed"; every instance LISTENs and empties its cache. */
export const ARTICLES_CHANNEL = 'patinhas_articles';
/** Writes empty the cache at once; the TTL only bounds what no write announces (an author's new name or picture). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

export interface ArticlesCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

function createCache(): ArticlesCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();
  // A read that started before a write must not store its older answer after the write cleared.
  let generation = 0;
  return {
    get: <T>(key: string, load: () => Promise<T>): Promise<T> => {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return Promise.resolve(hit.value as T);
      // Many visitors asking for the same cold page share one query.
      let pending = loading.get(key) as Promise<T> | undefined;
      if (!pending) {
        const started = generation;
        pending = load()
          .then((value) => {
            if (started === generation) {
              if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
              entries.set(key, { value, expires: Date.now() + TTL_MS });
            }
            return value;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    clear: () => {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}

const caches = new WeakMap<Db, ArticlesCache>();

/** The cache of one database; its first use starts listening for the other instances' writes. */
export function articlesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ArticlesCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    const created = createCache();
    cache = created;
    caches.set(ctx.db, created);
    ctx.database
      ?.listen(ARTICLES_CHANNEL, () => created.clear())
      .catch((error: unknown) => {
        logger.warn('articles cache: LISTEN failed, relying on the TTL for other instances', { error: String(error) });
      });
  }
  return cache;
}

/** Inside a write's transaction: the other instances hear it only if the write commits. */
export async function announceArticlesChanged(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${ARTICLES_CHANNEL}, '')`);
}

/** Empties this instance's cache now (after a committed write; its own NOTIFY arrives a moment later). */
export function invalidateArticles(ctx: { db: Db }): void {
  caches.get(ctx.db)?.clear();
}
