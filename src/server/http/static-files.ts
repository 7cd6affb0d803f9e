/** Serves the build's client files from memory, pre-compressed, with immutable caching for hashed assets. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { env } from '../env.ts';
import { COMMON_HEADERS, fallbackCspFor, HSTS, servedOverHttps, withCharset, WORKER_CSP } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;
/**
 * Above this size a file is compressed on its first request, on libuv's thread pool, and served as is until
 * then: brotli 11 takes 8 s for the API reference's 4 MB bundle (decision 016), which every start-up would pay
 * for a page hardly anyone opens.
 */
const LARGE = 1024 * 1024;

/** The service worker (decision 189): checked for a new version at every visit, and allowed to fetch from the site. */
const SERVICE_WORKER = '/sw.js';

interface Entry {
  type: string;
  csp: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** Compressible: answers vary with Accept-Encoding (a large file's variants may still be on their way). */
  vary: boolean;
  /** A large file whose compressed variants are not made yet. */
  compressLater: boolean;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Indexes every file under `dir` once; returns a handler answering true when it served the request. */
export function createStaticHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = new Map<string, Entry>();
  for (const file of walk(dir)) {
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    const body = readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const hashed = urlPath.startsWith('/_astro/');
    const entry: Entry = {
      type: withCharset(type),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: hashed
        ? 'public, max-age=31536000, immutable'
        : urlPath === SERVICE_WORKER
          ? 'no-cache'
          : 'public, max-age=3600',
      csp: urlPath === SERVICE_WORKER ? WORKER_CSP : fallbackCspFor(type),
      identity: body,
      vary: COMPRESSIBLE.test(type) && body.length > 512,
      compressLater: false,
    };
    if (entry.vary && body.length > LARGE) entry.compressLater = true;
    else if (entry.vary) {
      entry.gzip = gzipSync(body, { level: 9 });
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    }
    files.set(urlPath, entry);
  }
  // The same headers as every other answer (decision 091); HSTS when the site is served over HTTPS.
  const siteOverHttps = servedOverHttps(env().PUBLIC_SITE_URL);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = decodeURIComponentSafe((req.url ?? '/').split('?')[0] ?? '/');
    const entry = pathname && files.get(pathname);
    if (!entry) return false;
    if (entry.compressLater) compressInBackground(entry);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.identity;
    let encoding: string | undefined;
    if (entry.br && /\bbr\b/.test(accept)) [body, encoding] = [entry.br, 'br'];
    else if (entry.gzip && /\bgzip\b/.test(accept)) [body, encoding] = [entry.gzip, 'gzip'];
    res.setHeader('Content-Type', entry.type);
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('ETag', entry.etag);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', entry.csp);
    if (siteOverHttps || ('encrypted' in req.socket && req.socket.encrypted))
      res.setHeader('Strict-Transport-Security', HSTS);
    if (entry.vary) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/** A large file's gzip and brotli variants, made off the event loop; until they exist it goes out as is. */
function compressInBackground(entry: Entry): void {
  entry.compressLater = false;
  gzip(entry.identity, { level: 9 }, (error, result) => {
    if (!error) entry.gzip = result;
  });
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length };
  brotliCompress(entry.identity, { params }, (error, result) => {
    if (!error) entry.br = result;
  });
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
