/** File store in an S3-compatible bucket (AWS S3, MinIO, Garage, R2...), requests signed with SigV4 by aws4fetch. */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertValidKey, type FileStore } from './file-store.ts';

export interface S3Config {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`, ... (no bucket in it). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** The outside world's fetch (tests may point it elsewhere; default: global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Keys per ListObjectsV2 page (default: the server's, 1,000 on S3). */
  listPageSize?: number;
}

type Send = (
  method: string,
  key: string,
  query?: Record<string, string>,
  body?: Uint8Array,
  headers?: Record<string, string>,
) => Promise<Response>;

export function createS3Store(config: S3Config): FileStore {
  const send = s3Sender(config);
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => {
      assertValidKey(key);
      // Objects never change once written (a new image gets a new key): caches may keep them forever.
      const res = await send('PUT', key, {}, bytes, {
        'content-type': contentType,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      await expectOk(res, `put ${key}`);
    },
    get: async (key) => {
      assertValidKey(key);
      return getObject(send, key);
    },
    delete: async (keyOrPrefix) => {
      assertValidKey(keyOrPrefix);
      for (const key of [keyOrPrefix, ...(await list(send, `${keyOrPrefix}/`, config.listPageSize))]) {
        const res = await send('DELETE', key);
        // Deleting a missing key is a success in S3 (204); some stores answer 404.
        if (res.status !== 404) await expectOk(res, `delete ${key}`);
        else await res.body?.cancel();
      }
    },
  };
}

/** Signs and sends one request to the bucket (SigV4, the payload's hash signed too). */
function s3Sender(config: S3Config): Send {
  const doFetch = config.fetch ?? ((request: Request) => fetch(request));
  const base = new URL(config.endpoint);
  const origin = config.forcePathStyle ? base.origin : `${base.protocol}//${config.bucket}.${base.host}`;
  const prefix = config.forcePathStyle ? `/${config.bucket}` : '';
  const basePath = base.pathname.replace(/\/$/, '');
  // Only its signer is used: requests go through `doFetch`, so no retries are added to a failure.
  const signer = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  return async (method, key, query = {}, body, headers = {}) => {
    // Keys are lowercase letters, digits and `_.-/` (assertValidKey): nothing in them needs encoding. A
    // listing names the bucket without a trailing slash, as the SDKs send it.
    const url = new URL(`${origin}${basePath}${key ? `${prefix}/${key}` : prefix}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for S3).
    const payloadHash = createHash('sha256')
      .update(body ?? '')
      .digest('hex');
    const request = await signer.sign(url, {
      method,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      ...(body && { body: Buffer.from(body) }),
    });
    return doFetch(request);
  };
}

async function getObject(send: Send, key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const res = await send('GET', key);
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (res.status === 403) {
    // Without s3:ListBucket a missing key is AccessDenied rather than NoSuchKey; a bad signature or
    // key is another code and must not pass for a missing image.
    const text = await res.text().catch(() => '');
    if (/<Code>AccessDenied<\/Code>/.test(text)) return null;
    throw new Error(`S3 get ${key} failed: 403 ${/<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? ''}`.trim());
  }
  await expectOk(res, `get ${key}`);
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
  };
}

async function expectOk(res: Response, what: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`S3 ${what} failed: ${res.status} ${/<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? ''}`.trim());
}

/** Every key under `dir/` (ListObjectsV2, following continuation tokens). */
async function list(send: Send, dir: string, pageSize: number | undefined): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const res = await send('GET', '', {
      'list-type': '2',
      prefix: dir,
      ...(pageSize && { 'max-keys': String(pageSize) }),
      ...(token && { 'continuation-token': token }),
    });
    await expectOk(res, `list ${dir}`);
    const xml = await res.text();
    for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1]!));
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
      ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '')
      : undefined;
  } while (token);
  return keys;
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
  );
}
