// The read caches' bound: a full cache lets its least recently used entry go, never the one just read.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { readCacheKind } from './read-cache.ts';

describe('a read cache', () => {
  it('keeps at most maxEntries answers, letting the least recently used one go first', async () => {
    // Without `database` nothing LISTENs: the database only names which cache this is.
    const cache = readCacheKind('test', { channel: 'patinhas_test', maxEntries: 2 }).cache({ db: {} as Db });
    const loads: string[] = [];
    const read = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return { key, at: loads.length };
      });

    await read('a');
    await read('b');
    expect((await read('a')).value).toEqual({ key: 'a', at: 1 });
    await read('c');
    expect(cache.size).toBe(2);
    expect((await read('a')).value).toEqual({ key: 'a', at: 1 });
    expect((await read('b')).value).toEqual({ key: 'b', at: 4 });
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('shares one load among concurrent readers, and gives the same answer the same ETag', async () => {
    const cache = readCacheKind('test', { channel: 'patinhas_test', maxEntries: 2 }).cache({ db: {} as Db });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { n: 1 };
    };
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(1);
    expect(first.etag).toBe(second.etag);
    cache.clear();
    expect((await cache.get('k', load)).etag).toBe(first.etag);
    expect(loads).toBe(2);
  });
});
