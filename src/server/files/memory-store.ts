/** In-memory file store for tests and `DATA_DIR=memory://`. */
import { assertValidKey, type FileStore, type StoredObject } from './file-store.ts';

export function createMemoryStore(): FileStore {
  const objects = new Map<string, StoredObject>();
  return {
    kind: 'memory',
    put: async (key, bytes, contentType) => {
      assertValidKey(key);
      objects.set(key, { bytes: Uint8Array.from(bytes), contentType });
    },
    get: async (key) => {
      assertValidKey(key);
      return objects.get(key) ?? null;
    },
    delete: async (keyOrPrefix) => {
      assertValidKey(keyOrPrefix);
      for (const key of objects.keys()) {
        if (key === keyOrPrefix || key.startsWith(`${keyOrPrefix}/`)) objects.delete(key);
      }
    },
  };
}
