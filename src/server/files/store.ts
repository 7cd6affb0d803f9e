/** The file store behind images: an interface with disk, memory and S3-compatible implementations. */
import path from 'node:path';
import type { Env } from '../env.ts';
import { createDiskStore } from './disk-store.ts';
import { createMemoryStore } from './memory-store.ts';
import { createS3Store } from './s3-store.ts';

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

type StoreEnv = Pick<Env, 'DATA_DIR' | 'FILES_DIR'> &
  Partial<
    Pick<
      Env,
      | 'FILE_STORE'
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_FORCE_PATH_STYLE'
    >
  >;

/**
 * FILE_STORE=s3: the bucket (what several instances share). Otherwise FILES_DIR, else DATA_DIR/files;
 * memory when the data directory itself is in memory (tests).
 */
export function createFileStore(env: StoreEnv): FileStore {
  if (env.FILE_STORE === 's3') {
    // env.ts refuses FILE_STORE=s3 without these; the check here keeps direct callers honest.
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
      throw new Error('FILE_STORE=s3 needs S3_ENDPOINT, S3_BUCKET and keys');
    return createS3Store({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    });
  }
  if (env.FILES_DIR) return createDiskStore(env.FILES_DIR);
  if (env.DATA_DIR.startsWith('memory://')) return createMemoryStore();
  return createDiskStore(path.join(env.DATA_DIR, 'files'));
}
