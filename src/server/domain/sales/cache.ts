/**
 * In-process cache of the public sale reads (listing pages, details, certified carousel), emptied by
 * every sale write on this instance at once and on the others through PostgreSQL NOTIFY (decision 061).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { logger } from '../../log.ts';

/** Channel of "public sale data changed" events; every instance LISTENs and empties its cache. */
export const SALES_CHANNEL = 'patinhas_sales';
/** A safety net only: writes empty the cache immediately; this bounds the age of anything missed. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;

export interface Cached<T> {
  value: T;
  /** Strong validator of `value` (a hash of its JSON): ETags and 304 answers come from it. */
  etag: string;
}

interface Entry {
  value: unknown;
  etag: string;
  expires: number;
}

export interface SalesCache {
  get<T>(key: string, load: () => Promise<T>): Promise<Cached<T>>;
  /** Forgets everything (after a write). */
  clear(): void;
  /** Called after every clear (the rendered-page cache follows the data). */
  onClear(listener: () => void): () => void;
  readonly size: number;
}

function createCache(): SalesCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Cached<unknown>>>();
  // A load that started before a write must not store its (older) answer after the write cleared.
  let generation = 0;
  const listeners = new Set<() => void>();

  const load = async <T>(key: string, loader: () => Promise<T>): Promise<Cached<T>> => {
    const started = generation;
    const value = await loader();
    const etag = `"${createHash('sha1').update(JSON.stringify(value) ?? 'null').digest('base64url')}"`;
    if (started === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, etag, expires: Date.now() + TTL_MS });
    }
    return { value, etag };
  };

  return {
    get: async <T>(key: string, loader: () => Promise<T>) => {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        // Re-inserting keeps the Map in least-recently-used order, so eviction drops the coldest key.
        entries.delete(key);
        entries.set(key, hit);
        return { value: hit.value as T, etag: hit.etag };
      }
      // Fifty visitors asking for the same cold page share one query.
      let pending = loading.get(key) as Promise<Cached<T>> | undefined;
      if (!pending) {
        pending = load(key, loader).finally(() => loading.delete(key));
        loading.set(key, pending as Promise<Cached<unknown>>);
      }
      return pending;
    },
    clear: () => {
      generation += 1;
      entries.clear();
      loading.clear();
      for (const listener of listeners) listener();
    },
    onClear: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<Db, SalesCache>();

/** The cache of one database; the first use starts listening for other instances' writes. */
export function salesCache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): SalesCache {
  let cache = caches.get(ctx.db);
  if (!cache) {
    const created = createCache();
    cache = created;
    caches.set(ctx.db, created);
    ctx.database?.listen(SALES_CHANNEL, () => created.clear()).catch((error: unknown) => {
      logger.warn('sales cache: LISTEN failed, relying on the TTL for other instances', { error: String(error) });
    });
  }
  return cache;
}

/**
 * Called inside a write's transaction: other instances hear it only if the write commits. The caller
 * also clears its own cache after the commit (its own NOTIFY arrives a moment later).
 */
export async function announceSalesChanged(tx: Tx | Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${SALES_CHANNEL}, '')`);
}

/** Empties this instance's cache now (after a committed write). */
export function invalidateSales(ctx: { db: Db }): void {
  caches.get(ctx.db)?.clear();
}
