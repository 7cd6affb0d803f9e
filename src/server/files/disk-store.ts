/** File store on the local disk: `<root>/<first two characters>/<key>`, written atomically. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeOf, type FileStore } from './file-store.ts';

export function createDiskStore(root: string): FileStore {
  // Two characters of fan-out keep directories small with tens of thousands of images.
  const locate = (key: string) => {
    assertValidKey(key);
    return path.join(root, key.slice(0, 2), ...key.split('/'));
  };
  return {
    kind: 'disk',
    put: async (key, bytes, contentType) => {
      if (contentTypeOf(key) !== contentType) {
        throw new Error(`The disk store infers types from extensions: ${key} cannot hold ${contentType}`);
      }
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, even if the process dies mid-write.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    get: async (key) => {
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(locate(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') {
          return null;
        }
        throw error;
      }
    },
    delete: async (keyOrPrefix) => {
      await rm(locate(keyOrPrefix), { recursive: true, force: true });
    },
  };
}
