/** The file store behind images: disk, memory or S3-compatible, chosen from the environment (the interface and key rules: file-store.ts). */
import path from 'node:path';
import type { Env } from '../env.ts';
import { createDiskStore } from './disk-store.ts';
import { createMemoryStore } from './memory-store.ts';
import { createS3Store } from './s3-store.ts';

import type { FileStore } from './file-store.ts';

export type { FileStore, StoredObject } from './file-store.ts';

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
