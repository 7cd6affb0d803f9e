/** File store in an S3-compatible bucket (AWS S3, MinIO, Garage, R2...), signed with AWS Signature V4 by node:crypto. */
import { createHash, createHmac } from 'node:crypto';
import { assertValidKey, type FileStore } from './store.ts';

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
  fetch?: typeof fetch;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

export function createS3Store(config: S3Config): FileStore {
  const doFetch = config.fetch ?? fetch;
  const base = new URL(config.endpoint);
  const origin = config.forcePathStyle ? base.origin : `${base.protocol}//${config.bucket}.${base.host}`;
  const prefix = config.forcePathStyle ? `/${config.bucket}` : '';
  const basePath = base.pathname.replace(/\/$/, '');

  async function send(method: string, key: string, query: Record<string, string> = {}, body?: Uint8Array, headers: Record<string, string> = {}) {
    const url = new URL(`${origin}${basePath}${prefix}/${key.split('/').map(encodeRfc3986).join('/')}`);
    url.search = Object.entries(query)
      .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
      .join('&');
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: body ? createHash('sha256').update(body).digest('hex') : EMPTY_SHA256,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
    });
    // `host` is signed but set by fetch itself from the URL.
    const { host: _host, ...sent } = signed;
    return doFetch(url, { method, headers: sent, ...(body && { body: Buffer.from(body) }) });
  }

  async function expectOk(res: Response, what: string): Promise<void> {
    if (res.ok) return;
    const text = await res.text().catch(() => '');
    throw new Error(`S3 ${what} failed: ${res.status} ${/<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? ''}`.trim());
  }

  /** Every key under `dir/` (ListObjectsV2, following continuation tokens). */
  async function list(dir: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await send('GET', '', { 'list-type': '2', prefix: dir, ...(token && { 'continuation-token': token }) });
      await expectOk(res, `list ${dir}`);
      const xml = await res.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1]!));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)</.exec(xml)?.[1] ?? '') : undefined;
    } while (token);
    return keys;
  }

  return {
    kind: 's3',
    put: async (key, bytes, contentType) => {
      assertValidKey(key);
      // Objects never change once written (a new image gets a new key): caches may keep them forever.
      const res = await send('PUT', key, {}, bytes, { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' });
      await expectOk(res, `put ${key}`);
    },
    get: async (key) => {
      assertValidKey(key);
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
      return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    delete: async (keyOrPrefix) => {
      assertValidKey(keyOrPrefix);
      for (const key of [keyOrPrefix, ...(await list(`${keyOrPrefix}/`))]) {
        const res = await send('DELETE', key);
        // Deleting a missing key is a success in S3 (204); some stores answer 404.
        if (res.status !== 404) await expectOk(res, `delete ${key}`);
        else await res.body?.cancel();
      }
    },
  };
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing time (default now). */
  date?: Date;
  service?: string;
}

/** AWS Signature Version 4 in the Authorization header: returns every header to send, `host` included. */
export function signRequest(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = (input.date ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    input.method,
    // S3 signs the path as sent (each segment encoded once, as the URL already holds it).
    input.url.pathname || '/',
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  headers['authorization'] = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return headers;
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** URI encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ percent-encoded. */
function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
}
