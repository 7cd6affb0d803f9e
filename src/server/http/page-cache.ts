/**
 * Public pages as a visitor gets them, kept rendered and compressed in memory (decision 090): a page opts in
 * by answering 200 with `Cache-Control: public…` and no Set-Cookie; the store empties whenever any public
 * data changes (sales, articles, public profiles, information pages: `onPublicDataChange`), here at once and
 * on the other instances through their LISTEN; PAGE_CACHE=off keeps nothing (decision 160). Also the validators pages use: a weak ETag with a per-process render id,
 * and the If-None-Match check.
 */
import { createHash, randomBytes } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client.ts';
import { cachingDisabled, onPublicDataChange } from '../cache/read-cache.ts';
import { ARTICLES, INFO_PAGES } from '../domain/documents/kind.ts';
import { salesCache } from '../domain/sales/cache.ts';
import { profilesCache } from '../domain/users/cache.ts';

/**
 * The same data renders differently after a deploy: the build's id keeps an old page's ETag from matching
 * a new build's page, while every instance started from one build agrees, so a browser revalidating
 * through another instance behind the proxy still gets its 304. Code that Vite did not build (the unit
 * tests) gets an id per process.
 */
const RENDER_ID =
  typeof __PATINHAS_BUILD_ID__ === 'string' ? __PATINHAS_BUILD_ID__ : randomBytes(6).toString('base64url');

/** Public pages may be kept but are checked every time (ETag): a moderation decision shows at once. */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';
/** The same page rendered for a signed-in user: revalidated too, but no shared cache may keep it. */
export const SIGNED_IN_PAGE_CACHE = 'private, no-cache';
/** A private preview or a 404 that its owner would see differently: never stored. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** Weak: the bytes differ with the compression the response gets on its way out. */
export function pageEtag(...parts: string[]): string {
  return `W/"${RENDER_ID}.${createHash('sha1').update(parts.join('\n')).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (compared weakly, as for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** True when the browser already holds this page. */
export function isNotModified(request: Request, etag: string): boolean {
  return etagMatches(request.headers.get('if-none-match'), etag);
}

/**
 * Marks a page as the same for every visitor: public for a visitor (this store and a CDN may keep it),
 * private for a signed-in user (whose page may differ). Pages whose data gives a better validator set their
 * own ETag; the others get one from the rendered bytes when this store keeps them.
 */
export function markPublicPage(astro: { response: { headers: Headers }; locals: { session: unknown } }): void {
  astro.response.headers.set('Cache-Control', astro.locals.session ? SIGNED_IN_PAGE_CACHE : PUBLIC_PAGE_CACHE);
}

/** Pages kept at most; the least recently served goes first. */
export const MAX_PAGES = 500;
/** Ages ("10 semanas") move with the calendar: no page is older than this. */
const TTL_MS = 60_000;
const SESSION_COOKIE = /(?:^|;\s*)access_token=[^;]/;

interface Variant {
  body: Uint8Array;
  /** Every header of the stored answer, ready to hand to a Response (built once, not per request). */
  headers: Record<string, string>;
}

interface Page {
  status: number;
  etag: string;
  cacheControl: string;
  identity: Variant;
  gzip: Variant;
  br: Variant;
  /** Answers given from memory; a page that reaches HOT_HITS gets its best brotli (see `polish`). */
  hits: number;
  /** The headers every variant shares (without encoding and length), to rebuild a variant. */
  headers: [string, string][];
}

/**
 * A page is first kept with brotli quality 5 (about 2 ms for 75 KB, so the visitor who fills the store
 * does not wait); one that proves popular is compressed again at quality 11 (about 85 ms, about 11 %
 * smaller) on libuv's thread pool, off the event loop, and swapped in if still current. Cold pages never
 * pay for it, and a write that empties the store simply drops the job's result.
 */
const HOT_HITS = 20;

function polish(key: string, page: Page): void {
  brotliCompress(
    page.identity.body,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.identity.body.byteLength,
      },
    },
    (error, best) => {
      if (error || pages.peek(key) !== page || best.byteLength >= page.br.body.byteLength) return;
      page.br = variant(page.headers, best, 'br');
    },
  );
}

function encodingFor(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const offered = accept.split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const accepts = (name: string) => offered.some((o) => (o.name === name || o.name === '*') && o.q > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function answer(page: Page, request: Request): Response {
  if (isNotModified(request, page.etag)) {
    return new Response(null, {
      status: 304,
      headers: { ETag: page.etag, 'Cache-Control': page.cacheControl, Vary: 'Accept-Encoding' },
    });
  }
  const encoding = encodingFor(request.headers.get('accept-encoding') ?? undefined);
  const variant = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  return new Response(request.method === 'HEAD' ? null : (variant.body as Uint8Array<ArrayBuffer>), {
    status: page.status,
    headers: variant.headers,
  });
}

function variant(headers: [string, string][], body: Uint8Array, encoding: 'br' | 'gzip' | null): Variant {
  const all: Record<string, string> = {};
  for (const [name, value] of headers) all[name] = value;
  all['vary'] = 'Accept-Encoding';
  all['content-length'] = String(body.byteLength);
  if (encoding) all['content-encoding'] = encoding;
  return { body, headers: all };
}

/**
 * The rendered pages of this process (one store: the Hono middleware fills it, both entrances read it): the
 * least recently served page goes first when full, and none is served older than the TTL.
 */
const pages = new LRUCache<string, Page>({ max: MAX_PAGES, ttl: TTL_MS });
let generation = 0;
let subscribed: Db | undefined;

function follow(ctx: { db: Db; database: Pick<Database, 'listen'> }): void {
  if (subscribed === ctx.db) return;
  subscribed = ctx.db;
  pages.clear();
  // Every kind of data a public page shows: their first use starts each one's LISTEN for other instances.
  salesCache(ctx);
  ARTICLES.cache(ctx);
  profilesCache(ctx);
  INFO_PAGES.cache(ctx);
  onPublicDataChange(ctx.db, () => {
    generation += 1;
    pages.clear();
  });
}

/** The stored page for a visitor's request, or null when it must be rendered. */
function lookup(method: string, path: string, search: string, cookie: string | undefined): Page | null {
  if ((method !== 'GET' && method !== 'HEAD') || SESSION_COOKIE.test(cookie ?? '') || pages.size === 0) return null;
  const key = `${path}${search}`;
  const hit = pages.get(key);
  if (!hit) return null;
  if ((hit.hits += 1) === HOT_HITS) polish(key, hit);
  return hit;
}

/**
 * Hono middleware in front of Astro: a visitor (no session cookie) gets a page as it was last rendered,
 * already compressed, as long as no public data changed. Only answers the page itself marked public (200,
 * `Cache-Control: public`, no Set-Cookie) are kept: private previews, 404s and every signed-in render are
 * not. A page without its own ETag gets one made of its bytes.
 */
export function publicPageCache(
  getContext: () => Promise<{ db: Db; database: Pick<Database, 'listen'> }>,
): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const cookie = c.req.header('cookie');
    if ((method !== 'GET' && method !== 'HEAD') || SESSION_COOKIE.test(cookie ?? '')) return next();
    const ctx = await getContext();
    follow(ctx);
    // PAGE_CACHE=off (decision 160): every page is rendered afresh and none is kept, so the store stays empty.
    if (cachingDisabled(ctx.db)) return next();
    const raw = c.req.url;
    const query = raw.indexOf('?');
    const search = query < 0 ? '' : raw.slice(query);
    const hit = lookup(method, c.req.path, search, cookie);
    if (hit) return answer(hit, c.req.raw);

    const started = generation;
    await next();
    const res = c.res;
    // A HEAD render has no body (Astro's endpoints answer it empty): it must never become the stored GET page.
    if (
      method !== 'GET' ||
      res.status !== 200 ||
      !res.headers.get('cache-control')?.startsWith('public') ||
      res.headers.has('set-cookie') ||
      res.headers.has('content-encoding')
    )
      return;
    const identity = new Uint8Array(await res.arrayBuffer());
    const etag = res.headers.get('etag') ?? pageEtag(createHash('sha1').update(identity).digest('base64url'));
    const headers = [...res.headers].filter(
      ([name]) => name !== 'content-length' && name !== 'transfer-encoding' && name !== 'vary' && name !== 'etag',
    );
    headers.push(['etag', etag]);
    const page: Page = {
      status: res.status,
      etag,
      cacheControl: res.headers.get('cache-control') ?? PUBLIC_PAGE_CACHE,
      identity: variant(headers, identity, null),
      gzip: variant(headers, gzipSync(identity, { level: 6 }), 'gzip'),
      // Quality 5 compresses a 70 KB page in about a millisecond and still beats gzip clearly.
      br: variant(
        headers,
        brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
        }),
        'br',
      ),
      hits: 0,
      headers,
    };
    // A write that happened while this page rendered may have made it stale: answer it, keep it not.
    if (started === generation) pages.set(`${c.req.path}${search}`, page);
    c.res = answer(page, c.req.raw);
  };
}

/**
 * The same stored pages for a plain Node server, before any Request object is built (the cheapest way in,
 * like the static files): true when it answered, false to let the request go through the pipeline, which
 * renders and stores the page. Meant for src/server/main.ts (decision 090).
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  const page = lookup(req.method ?? 'GET', path, query < 0 ? '' : url.slice(query), req.headers.cookie);
  if (!page) return false;
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, { etag: page.etag, 'cache-control': page.cacheControl, vary: 'Accept-Encoding' }).end();
    return true;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  const variant = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  res.writeHead(page.status, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
  return true;
}
