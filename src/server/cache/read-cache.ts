/**
 * In-process caches of public reads, one per kind of data (sales, articles, public profiles, information pages),
 * emptied when a committed transaction wrote a table of that kind: here at once (`forgetChanges`, called by
 * `inTransaction`) and on every instance through the NOTIFY the database's triggers send (decisions 061, 086, 090, 203).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client.ts';
import { channelOf, type CacheKind } from './cached-tables.ts';
import { logger } from '../log.ts';

/** A safety net only: writes empty a cache at once; this bounds the age of what no write changes (ages, dates). */
const TTL_MS = 60_000;

export interface Cached<T> {
  value: T;
  /** Strong validator of `value` (a hash of its JSON): ETags and 304 answers come from it. */
  etag: string;
}

export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<Cached<T>>;
  /** Forgets everything (after a write), and tells `onPublicDataChange` listeners. */
  clear(): void;
  readonly size: number;
}

interface Entry {
  value: unknown;
  etag: string;
}

function etagOf(value: unknown): string {
  return `"${createHash('sha1')
    .update(JSON.stringify(value) ?? 'null')
    .digest('base64url')}"`;
}

/**
 * `keeping` false: nothing is kept until `keep()` (the instance's LISTEN is on): a read kept before it began could miss
 * another instance's write forever (until the TTL).
 */
function createReadCache(maxEntries: number, onClear: () => void, keeping = true): ReadCache & { keep(): void } {
  // Least recently used first out when full; an entry older than the TTL is never answered.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, ttl: TTL_MS });
  let kept = keeping;
  const loading = new Map<string, Promise<Cached<unknown>>>();
  // A load that started before a write must not store its (older) answer after the write cleared.
  let generation = 0;

  const load = async <T>(key: string, loader: () => Promise<T>): Promise<Cached<T>> => {
    const started = generation;
    const value = await loader();
    const etag = etagOf(value);
    if (kept && started === generation) entries.set(key, { value, etag });
    return { value, etag };
  };

  return {
    get: async <T>(key: string, loader: () => Promise<T>) => {
      const hit = entries.get(key);
      if (hit) return { value: hit.value as T, etag: hit.etag };
      // Fifty visitors asking for the same cold page share one query.
      let pending = loading.get(key) as Promise<Cached<T>> | undefined;
      if (!pending) {
        pending = load(key, loader).finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    clear: () => {
      generation += 1;
      entries.clear();
      loading.clear();
      onClear();
    },
    get size() {
      return entries.size;
    },
    keep: () => {
      kept = true;
    },
  };
}

/** Databases whose reads are never kept (PAGE_CACHE=off, decision 160). */
const uncached = new WeakSet<Db>();

/**
 * PAGE_CACHE=off: from now on nothing read from this database is kept, by these caches or by the rendered-page
 * cache (src/server/http/page-cache.ts). Called when the context opens the database, before any read.
 */
export function disableCaching(db: Db): void {
  uncached.add(db);
}

/** True when PAGE_CACHE=off was set for this database: every read goes to it, every page is rendered. */
export function cachingDisabled(db: Db): boolean {
  return uncached.has(db);
}

/** A cache that keeps nothing: every `get` loads (the ETag is still computed, as on a miss). */
function passThrough(onClear: () => void): ReadCache {
  return {
    get: async <T>(_key: string, loader: () => Promise<T>) => {
      const value = await loader();
      return { value, etag: etagOf(value) };
    },
    clear: onClear,
    size: 0,
  };
}

/** Called after any read cache of a database empties (the rendered-page cache follows the data). */
type ChangeListener = () => void;
const changeListeners = new WeakMap<Db, Set<ChangeListener>>();

/** Runs `listener` whenever public data of this database changes, whichever kind it was. */
export function onPublicDataChange(db: Db, listener: ChangeListener): () => void {
  let listeners = changeListeners.get(db);
  if (!listeners) changeListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface ReadCacheKind {
  /** The NOTIFY channel of this kind of write; every instance LISTENs on it. */
  readonly channel: string;
  /** The cache of one database; its first use starts listening for the other instances' writes. */
  cache(ctx: { db: Db; database?: Pick<Database, 'listen'> }): ReadCache;
}

/** The kinds this process has, by channel: a commit empties those it changed (`forgetChanges`). */
const kindsByChannel = new Map<string, { forget(db: Db): boolean }>();

/** The channels of the read caches this process has (the tests hold them to the triggers' kinds). */
export function readCacheChannels(): string[] {
  return [...kindsByChannel.keys()];
}

/**
 * After a transaction of `db` committed here: empties at once this instance's caches of the kinds it changed (its
 * own NOTIFY arrives a moment later), and the rendered pages with them.
 */
export function forgetChanges(db: Db, kinds: readonly CacheKind[]): void {
  if (kinds.length === 0) return;
  let emptied = false;
  for (const kind of kinds) emptied = kindsByChannel.get(channelOf(kind))?.forget(db) === true || emptied;
  // Pages may show these kinds even when nothing of them was read through a cache yet.
  if (!emptied) for (const listener of changeListeners.get(db) ?? []) listener();
}

/** One kind of public data: its channel, its bound, and a cache per database. */
export function readCacheKind(name: string, options: { channel: string; maxEntries: number }): ReadCacheKind {
  const caches = new WeakMap<Db, ReadCache>();
  const changed = (db: Db) => () => {
    for (const listener of changeListeners.get(db) ?? []) listener();
  };
  kindsByChannel.set(options.channel, {
    forget: (db) => {
      const cache = caches.get(db);
      cache?.clear();
      return cache !== undefined;
    },
  });
  return {
    channel: options.channel,
    cache(ctx) {
      let cache = caches.get(ctx.db);
      if (!cache && uncached.has(ctx.db)) {
        // Nothing kept, so nothing to empty when another instance writes: no LISTEN either.
        cache = passThrough(changed(ctx.db));
        caches.set(ctx.db, cache);
      }
      if (!cache) {
        // Reads are kept once this instance hears the others' writes: one kept before could miss a write forever.
        const created = createReadCache(options.maxEntries, changed(ctx.db), !ctx.database);
        cache = created;
        caches.set(ctx.db, created);
        // A LISTEN that was away (database restarted) missed NOTIFYs: empty the cache when it comes back.
        ctx.database
          ?.listen(options.channel, () => created.clear(), { onResubscribe: () => created.clear() })
          .then(() => created.keep())
          .catch((error: unknown) => {
            created.keep();
            logger.warn(`${name} cache: LISTEN failed, relying on the TTL for other instances`, {
              error: String(error),
            });
          });
      }
      return cache;
    },
  };
}
