/**
 * The scale bench's HTTP pass (issue 21): the pages and API calls behind bench/lib/scale-reads.ts, requested from the
 * real built server (bench/lib/server.ts) on the generated data set by N concurrent clients, once with the page cache
 * off (PAGE_CACHE=off, decision 160: every request reads the database and renders) and once on, as the site runs.
 * Each client sends its next request when the last one answered (keep-alive, browser Accept-Encoding); the
 * latencies are the clients' wall times, req/s the answers of all clients over the measured window.
 */
import http from 'node:http';
import { SCALE_PASSWORD, type LargeDataSet } from './large-data.ts';
import { percentile } from './measure.ts';
import { startServer } from './server.ts';

export const CONCURRENCY = Number(process.env['BENCH_SCALE_CONCURRENCY'] ?? 8);
/** Seconds measured per read and cache mode, after a warm-up of a fifth of it (at least one second). */
export const HTTP_SECONDS = Number(process.env['BENCH_SCALE_HTTP_SECONDS'] ?? 5);

export interface HttpTiming {
  p50: number;
  p99: number;
  perSecond: number;
  /** Answers that were not 2xx, and requests that failed. */
  errors: number;
  requests: number;
}

interface HttpRead {
  label: string;
  path: string;
  /** Signed in as the reader (notifications) or the breeder with 500 adverts ("my sales"). */
  as?: 'reader' | 'breeder';
  method?: 'POST';
  body?: string;
}

/** The reads of scale-reads.ts as a browser or the islands ask for them. `sitemapFile` is chosen per size. */
function httpReads(data: LargeDataSet, sitemapFile: string): HttpRead[] {
  return [
    { label: '/sales, first page', path: '/sales' },
    {
      label: '/sales, filtered',
      path: `/sales?species=DOG&location=${data.lisboa}&priceMax=1000&sort=price-asc`,
    },
    { label: '/sales, Portuguese text search', path: '/sales?q=gatinho+meigo' },
    { label: '/sales, text search of a common word', path: '/sales?q=c%C3%A3o' },
    { label: '/sales, text search of a plural and a place', path: '/sales?q=c%C3%A3es+lisboa' },
    { label: '/sales, text search with a spelling fallback', path: '/sales?q=labradr' },
    // The page's URL counts from 1: its 201st page is the in-process read's page 200.
    { label: '/sales, page 200', path: '/sales?page=201' },
    { label: '/home', path: '/home' },
    { label: 'a sale detail', path: `/sales/sale-detail?searchValue=${data.saleId}` },
    { label: '/breeders', path: '/breeders' },
    { label: 'an article', path: `/blog/detail/${data.articleKey}` },
    {
      label: "a person's notifications: a page (API, 10,000 of them)",
      path: '/api/private/notification?page=2&size=20',
      as: 'reader',
    },
    {
      label: "a person's notifications: the unread count (API)",
      path: '/api/private/notification/count',
      as: 'reader',
    },
    {
      label: '"my sales" of a breeder with 500 adverts: the first page (API)',
      path: '/api/private/my-sale',
      as: 'breeder',
    },
    { label: '/sitemap.xml', path: '/sitemap.xml' },
    { label: "the sitemap's middle file (/sitemap.xml while it is one file)", path: sitemapFile },
    {
      label: 'sign-in (POST /api/public/authenticate)',
      path: '/api/public/authenticate',
      method: 'POST',
      body: JSON.stringify({ username: data.readerEmail, password: SCALE_PASSWORD }),
    },
  ];
}

/** Requests `read` from `clients` clients (CONCURRENCY by default): a warm-up, then HTTP_SECONDS measured. */
async function hammer(
  baseUrl: string,
  read: HttpRead,
  tokens: Record<string, string>,
  clients = CONCURRENCY,
): Promise<HttpTiming> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };
  if (read.as) headers['authorization'] = `Bearer ${tokens[read.as]}`;
  if (read.body) headers['content-type'] = 'application/json';
  const url = baseUrl + read.path;
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(url, { agent, method: read.method ?? 'GET', headers }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      });
      req.once('error', reject);
      req.end(read.body);
    });
  const took: number[] = [];
  let errors = 0;
  const run = async (seconds: number, measured: boolean) => {
    const until = performance.now() + seconds * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const t = performance.now();
        const status = await once().catch(() => 0);
        if (!measured) continue;
        took.push(performance.now() - t);
        if (status < 200 || status > 299) errors += 1;
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, client));
    return performance.now() - started;
  };
  try {
    await run(Math.max(1, HTTP_SECONDS / 5), false);
    const elapsed = await run(HTTP_SECONDS, true);
    took.sort((a, b) => a - b);
    return {
      p50: percentile(took, 50),
      p99: percentile(took, 99),
      perSecond: Math.round((took.length / elapsed) * 1000),
      errors,
      requests: took.length,
    };
  } finally {
    agent.destroy();
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/public/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The sitemap's middle file when /sitemap.xml is an index, else /sitemap.xml itself. */
async function sitemapMiddle(baseUrl: string): Promise<string> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const files = index.match(/<sitemap>/g)?.length ?? 0;
  return files > 1 ? `/sitemap-${Math.ceil(files / 2)}.xml` : '/sitemap.xml';
}

/**
 * `off` and `on`: CONCURRENCY clients with the page cache off and on (capacity: the 2 cores are shared by all of them
 * and by the bench). `alone`: one client with the cache off, the text searches only — what one person waits for when
 * their search misses the cache, the figure the search budget judges (decision 175).
 */
export type HttpCacheMode = 'off' | 'on' | 'alone';

/** The reads a person types: the text searches of /sales. */
export const isTextSearch = (label: string) => /text search|spelling/.test(label);

/**
 * Starts the built server on the data set (a PGlite `dataDir`, or `databaseUrl`) once per cache mode, signs the reader
 * and the breeder in and times every read. Rate limits are off on this server only: sign-in would else answer 429.
 * The caller must have closed its own handle of a PGlite data directory (one opener at a time).
 */
export async function httpPass(
  data: LargeDataSet,
  where: { dataDir?: string; databaseUrl?: string },
  onRead: (mode: HttpCacheMode, label: string, timing: HttpTiming) => void,
): Promise<void> {
  for (const mode of ['off', 'on'] as const) {
    const server = await startServer({
      ...(where.dataDir ? { dataDir: where.dataDir } : {}),
      env: {
        SEED: 'none',
        RATE_LIMITS: 'off',
        PAGE_CACHE: mode,
        ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
      },
    });
    try {
      const tokens = {
        reader: await signIn(server.url, data.readerEmail),
        breeder: await signIn(server.url, data.bigBreederEmail),
      };
      for (const read of httpReads(data, await sitemapMiddle(server.url))) {
        onRead(mode, read.label, await hammer(server.url, read, tokens));
        if (mode === 'off' && isTextSearch(read.label)) {
          onRead('alone', read.label, await hammer(server.url, read, tokens, 1));
        }
      }
    } finally {
      await server.stop();
    }
  }
}
