/** What every file store is (disk, memory, S3-compatible) and the keys they accept; store.ts picks one. */

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Keys are slash-separated lowercase segments (`<fileKey>/<width>.<ext>`). Objects never change once
 * written: a new image gets a new key, which is what lets the files route cache them forever.
 */
export interface FileStore {
  readonly kind: 'disk' | 'memory' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object named `key` and every object under `key/`. */
  delete(keyOrPrefix: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses keys that could escape the store's root or be read differently by another backend. */
export function assertValidKey(key: string): void {
  if (key.length > 200 || !KEY.test(key) || key.includes('..')) throw new Error(`Invalid file store key: ${key}`);
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  // Certification documents (decision 176), never served by the public files route.
  pdf: 'application/pdf',
};

/** Content type implied by a key's extension (the disk store keeps no side metadata). */
export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
}
