// The file stores' shared contract (disk, memory, S3), and the S3 store against s3rver: an S3-compatible
// server (the outside world) that checks every request's SigV4 signature with its account's secret key.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, resetEnvForTests } from '../../src/server/env.ts';
import { createDiskStore } from '../../src/server/files/disk-store.ts';
import { createMemoryStore } from '../../src/server/files/memory-store.ts';
import { processImage } from '../../src/server/files/process-image.ts';
import { createS3Store, type S3Config } from '../../src/server/files/s3-store.ts';
import type { FileStore } from '../../src/server/files/store.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { useTestContext } from '../helpers/context.ts';

// s3rver's one account.
const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
const BUCKET = 'patinhas-imagens';

/**
 * s3rver in a process of its own: its continuation tokens are DES-encrypted, a cipher Node 24's OpenSSL 3
 * keeps in the legacy provider. Path-style buckets only; prints its port once it listens.
 */
async function startS3rver(directory: string): Promise<{ endpoint: string; stop(): void }> {
  const script = `new (require('@20minutes/s3rver'))({
    address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1], vhostBuckets: false,
    configureBuckets: [{ name: '${BUCKET}' }],
  }).run().then(({ port }) => console.log(port));`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script, directory], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const bucketDir = await mkdtemp(path.join(tmpdir(), 'patinhas-s3rver-'));
const diskRoot = await mkdtemp(path.join(tmpdir(), 'patinhas-store-'));
const server = await startS3rver(bucketDir);
const { endpoint } = server;
afterAll(async () => {
  server.stop();
  await rm(bucketDir, { recursive: true, force: true });
  await rm(diskRoot, { recursive: true, force: true });
});

interface Exchange {
  method: string;
  url: URL;
  /** The x-amz-content-sha256 the request signed, and the hash of the body it carried. */
  signedHash: string | null;
  bodyHash: string;
  status: number;
  cacheControl: string | null;
}
/** What the S3 store sent and what the server answered (s3rver checks signatures, not payload hashes). */
const exchanges: Exchange[] = [];
async function recordingFetch(request: Request): Promise<Response> {
  const body = new Uint8Array(await request.clone().arrayBuffer());
  const res = await fetch(request);
  exchanges.push({
    method: request.method,
    url: new URL(request.url),
    signedHash: request.headers.get('x-amz-content-sha256'),
    bodyHash: createHash('sha256').update(body).digest('hex'),
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
  });
  return res;
}

const s3Config: S3Config = {
  endpoint,
  bucket: BUCKET,
  region: 'eu-west-1',
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  forcePathStyle: true,
  fetch: recordingFetch,
  // Two keys a page, so deleting a prefix follows continuation tokens.
  listPageSize: 2,
};

const s3Env = {
  FILE_STORE: 's3' as const,
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: SECRET,
};

const stores: [string, () => FileStore][] = [
  ['disk', () => createDiskStore(diskRoot)],
  ['memory', () => createMemoryStore()],
  ['s3', () => createS3Store(s3Config)],
];

describe.each(stores)('the %s file store', (kind, make) => {
  const store = make();
  const webp = Buffer.from('RIFF....WEBPVP8 fake bytes');
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

  it('is the kind it says', () => {
    expect(store.kind).toBe(kind);
  });

  it('gives back what was put, with its content type', async () => {
    await store.put(`${kind}aa01/320.webp`, webp, 'image/webp');
    await store.put(`${kind}aa01/320.jpg`, jpeg, 'image/jpeg');
    const got = await store.get(`${kind}aa01/320.webp`);
    expect(Buffer.from(got!.bytes).equals(webp)).toBe(true);
    expect(got!.contentType).toBe('image/webp');
    expect((await store.get(`${kind}aa01/320.jpg`))?.contentType).toBe('image/jpeg');
  });

  it('answers null for a missing key', async () => {
    expect(await store.get(`${kind}bb02/640.webp`)).toBeNull();
  });

  it('deletes a key and everything under it, and leaves its neighbours', async () => {
    for (const w of [320, 640, 960]) {
      await store.put(`${kind}cc03/${w}.webp`, webp, 'image/webp');
      await store.put(`${kind}cc03/${w}.jpg`, jpeg, 'image/jpeg');
    }
    await store.put(`${kind}cc030/320.webp`, webp, 'image/webp');
    await store.delete(`${kind}cc03`);
    for (const w of [320, 640, 960]) {
      expect(await store.get(`${kind}cc03/${w}.webp`)).toBeNull();
      expect(await store.get(`${kind}cc03/${w}.jpg`)).toBeNull();
    }
    expect(await store.get(`${kind}cc030/320.webp`)).not.toBeNull();
    // Deleting what is not there is not an error.
    await store.delete(`${kind}dd04`);
  });

  it('refuses keys that could leave its root', async () => {
    await expect(store.put('../etc/320.webp', webp, 'image/webp')).rejects.toThrow(/Invalid file store key/);
    await expect(store.get('ab/../../x.webp')).rejects.toThrow(/Invalid file store key/);
  });
});

describe('the S3 store against a server that verifies signatures', () => {
  it('had every request accepted, with its payload hash signed, and marks objects immutable', async () => {
    expect(exchanges.length).toBeGreaterThan(10);
    expect(exchanges.filter((e) => e.status === 403)).toEqual([]);
    expect(exchanges.filter((e) => e.signedHash !== e.bodyHash)).toEqual([]);
    // Deleting the six renditions under one key read the listing in pages, signed tokens included.
    expect(exchanges.some((e) => e.url.searchParams.has('continuation-token'))).toBe(true);
    const objectReads = exchanges.filter((e) => e.method === 'GET' && e.status === 200 && !e.url.search);
    expect(objectReads.length).toBeGreaterThan(0);
    expect(objectReads.every((e) => e.cacheControl === 'public, max-age=31536000, immutable')).toBe(true);
  });

  it('surfaces a wrong secret key as an error, not as a missing image, and writes nothing', async () => {
    const wrong = createS3Store({ ...s3Config, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('ee05/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    await expect(wrong.get('ee05/320.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.delete('ee05')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(await createS3Store(s3Config).get('ee05/320.webp')).toBeNull();
  });

  it('surfaces an unknown access key as an error', async () => {
    const stranger = createS3Store({ ...s3Config, accessKeyId: 'AKIDDESCONHECIDA' });
    await expect(stranger.get('ee05/320.webp')).rejects.toThrow(/403 InvalidAccessKeyId/);
  });

  it('puts the bucket in the host name when path style is off', async () => {
    const seen: string[] = [];
    const store = createS3Store({
      ...s3Config,
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
      fetch: async (request) => {
        seen.push(request.url);
        return request.url.includes('list-type')
          ? new Response('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')
          : new Response(null, { status: 404 });
      },
    });
    expect(await store.get('ff06/320.webp')).toBeNull();
    await store.delete('ff06');
    expect(seen).toEqual([
      'https://patinhas-imagens.s3.eu-west-1.amazonaws.com/ff06/320.webp',
      'https://patinhas-imagens.s3.eu-west-1.amazonaws.com/?list-type=2&prefix=ff06%2F&max-keys=2',
      'https://patinhas-imagens.s3.eu-west-1.amazonaws.com/ff06',
    ]);
  });
});

describe('uploads with FILE_STORE=s3', async () => {
  const ctx = await useTestContext(s3Env);
  const route = createFilesRoute(async () => ctx);
  let key = '';
  beforeAll(async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    key = (await processImage(ctx, { bytes: png, kind: 'sale', ownerId: null })).key;
  });

  it('writes the renditions to the bucket', async () => {
    expect(ctx.files.kind).toBe('s3');
    const bucket = createS3Store(s3Config);
    expect((await bucket.get(`${key}/320.webp`))?.contentType).toBe('image/webp');
    expect((await bucket.get(`${key}/400.jpg`))?.contentType).toBe('image/jpeg');
  });

  it('serves them at /files from the bucket', async () => {
    const res = await route.request(`/${key}/320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    expect((await route.request(`/${'0'.repeat(20)}/320.webp`)).status).toBe(404);
  });
});

describe('FILE_STORE=s3 at start-up', () => {
  it('refuses to start without the bucket and keys, naming what is missing', () => {
    process.env.FILE_STORE = 's3';
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9000';
    resetEnvForTests();
    try {
      expect(() => env()).toThrow(
        /S3_BUCKET: required when FILE_STORE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
      );
    } finally {
      delete process.env.FILE_STORE;
      delete process.env.S3_ENDPOINT;
      resetEnvForTests();
    }
  });
});
