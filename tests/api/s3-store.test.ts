// The file stores' shared contract (disk, memory, S3), the S3 store against a fake S3 HTTP server (the
// outside world), and SigV4 against AWS's own published example.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, resetEnvForTests } from '../../src/server/env.ts';
import { createDiskStore } from '../../src/server/files/disk-store.ts';
import { createMemoryStore } from '../../src/server/files/memory-store.ts';
import { processImage } from '../../src/server/files/process-image.ts';
import { createS3Store, signRequest } from '../../src/server/files/s3-store.ts';
import { createFileStore, type FileStore } from '../../src/server/files/store.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { useTestContext } from '../helpers/context.ts';

const ACCESS_KEY = 'AKIDPATINHASTEST';
const SECRET = 'segredo/do+teste';
const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

interface FakeS3 {
  endpoint: string;
  objects: Map<string, { bytes: Buffer; contentType: string; cacheControl: string | undefined }>;
  /** Requests refused for a malformed signature (should stay empty). */
  refused: string[];
  requests: string[];
  close(): Promise<void>;
}

/** A path-style S3 endpoint for one bucket: PUT/GET/DELETE objects and ListObjectsV2 two keys a page. */
async function startFakeS3(bucket: string, region: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const refused: string[] = [];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      const auth = AUTH.exec(String(req.headers.authorization ?? ''));
      const date = String(req.headers['x-amz-date'] ?? '');
      const problem = !auth
        ? 'authorization shape'
        : auth[1] !== ACCESS_KEY || auth[3] !== region
          ? 'credential'
          : !/^\d{8}T\d{6}Z$/.test(date) || auth[2] !== date.slice(0, 8)
            ? 'date'
            : !['host', 'x-amz-content-sha256', 'x-amz-date'].every((h) => auth[4]!.split(';').includes(h))
              ? 'signed headers'
              : req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')
                ? 'payload hash'
                : undefined;
      if (problem) {
        refused.push(problem);
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const [, b, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (b !== bucket) return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const all = [...objects.keys()].filter((k) => k.startsWith(url.searchParams.get('prefix') ?? '')).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = all.slice(start, start + 2);
        const more = start + 2 < all.length;
        const xml =
          `<ListBucketResult><IsTruncated>${more}</IsTruncated>` +
          page.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('') +
          (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') +
          '</ListBucketResult>';
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      }
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, contentType: String(req.headers['content-type']), cacheControl: req.headers['cache-control'] });
        return void res.writeHead(200).end();
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-type': object.contentType }).end(object.bytes);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const fake = await startFakeS3('patinhas-imagens', 'eu-west-1');
const diskRoot = await mkdtemp(path.join(tmpdir(), 'patinhas-store-'));
afterAll(async () => {
  await fake.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const s3Env = {
  FILE_STORE: 's3' as const,
  S3_ENDPOINT: fake.endpoint,
  S3_BUCKET: 'patinhas-imagens',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: ACCESS_KEY,
  S3_SECRET_ACCESS_KEY: SECRET,
};

const stores: [string, () => FileStore][] = [
  ['disk', () => createDiskStore(diskRoot)],
  ['memory', () => createMemoryStore()],
  ['s3', () => createFileStore({ DATA_DIR: 'memory://', ...s3Env })],
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

describe('the S3 store against the bucket', () => {
  it('signs every request well (the fake refused none) and marks objects immutable', async () => {
    expect(fake.requests.length).toBeGreaterThan(10);
    expect(fake.refused).toEqual([]);
    expect([...fake.objects.values()].every((o) => o.cacheControl === 'public, max-age=31536000, immutable')).toBe(true);
  });

  it('surfaces a refused signature as an error, not as a missing image', async () => {
    const wrong = createS3Store({
      endpoint: fake.endpoint,
      bucket: 'patinhas-imagens',
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      forcePathStyle: true,
    });
    await expect(wrong.put('ee05/320.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.get('ee05/320.webp')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(fake.refused).toContain('credential');
    fake.refused.length = 0;
  });

  it('puts the bucket in the host name when path style is off', async () => {
    const seen: string[] = [];
    const store = createS3Store({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'patinhas-imagens',
      region: 'eu-west-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      forcePathStyle: false,
      fetch: async (url) => {
        seen.push(String(url));
        return new Response(null, { status: 404 });
      },
    });
    expect(await store.get('ff06/320.webp')).toBeNull();
    expect(seen).toEqual(['https://patinhas-imagens.s3.eu-west-1.amazonaws.com/ff06/320.webp']);
  });
});

describe('uploads with FILE_STORE=s3', async () => {
  const ctx = await useTestContext(s3Env);
  const route = createFilesRoute(async () => ctx);
  let key = '';
  beforeAll(async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    key = (await processImage(ctx, { bytes: png, kind: 'sale', ownerId: null })).key;
  });

  it('writes the renditions to the bucket', () => {
    expect(ctx.files.kind).toBe('s3');
    expect(fake.objects.get(`${key}/320.webp`)?.contentType).toBe('image/webp');
    expect(fake.objects.get(`${key}/400.jpg`)?.contentType).toBe('image/jpeg');
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
      expect(() => env()).toThrow(/S3_BUCKET: required when FILE_STORE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    } finally {
      delete process.env.FILE_STORE;
      delete process.env.S3_ENDPOINT;
      resetEnvForTests();
    }
  });
});

describe('signRequest', () => {
  // AWS's worked example "GET Object" (Signature V4, authenticating requests in the Authorization header).
  it("reproduces AWS's published signature", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: createHash('sha256').update('').digest('hex'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
