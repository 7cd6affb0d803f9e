/**
 * The sitemap at any size (issue 21, decision 157): every public page, information page, published article,
 * breeder's page and advert on the listing, in one stable order, cut into files of at most `perFile` URLs
 * (the protocol's 50,000). /sitemap.xml is that one file while everything fits in it, else an index of
 * /sitemap-1.xml, /sitemap-2.xml… Each file is written as it is read, a thousand rows at a time, by keyset
 * (never an offset read of the rows), so neither the server's memory nor a query grows with the marketplace.
 */
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { articles, sales, users } from '../../db/schema.ts';
import { articleHref } from '../../../lib/articles/format.ts';
import { saleHref } from '../../../lib/sales/format.ts';
import { BREEDER_TYPE } from '../breeders/breeders.ts';

/** The protocol's limit of URLs in one file. */
export const URLS_PER_FILE = 50_000;
/** Rows read per query while writing a file. */
const CHUNK = 1000;

export interface SitemapEntry {
  /** A path of the site (`/sales/sale-detail?searchValue=…`). */
  path: string;
  /** The day the page last changed (YYYY-MM-DD). */
  lastmod?: string | undefined;
}

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** One kind of page backed by a table, read in the order of a unique key. */
interface Kind {
  count(db: Db): Promise<number>;
  /** The entries after the first `skip`, in key order. */
  walk(db: Db, skip: number): AsyncGenerator<SitemapEntry>;
}

function kind(options: {
  key: PgColumn;
  updatedAt: PgColumn;
  where: SQL;
  table: typeof sales | typeof users | typeof articles;
  path: (key: string) => string;
}): Kind {
  const { key, updatedAt, where, table, path } = options;
  return {
    async count(db) {
      const [row] = await db.select({ n: count() }).from(table).where(where);
      return row?.n ?? 0;
    },
    async *walk(db, skip) {
      let after: string | undefined;
      if (skip > 0) {
        // Where to start: the key just before the first entry wanted, read from the index alone.
        const [start] = await db
          .select({ key })
          .from(table)
          .where(where)
          .orderBy(asc(key))
          .offset(skip - 1)
          .limit(1);
        if (!start) return;
        after = String(start.key);
      }
      for (;;) {
        const rows = await db
          .select({ key, updatedAt })
          .from(table)
          .where(after === undefined ? where : and(where, gt(key, after)))
          .orderBy(asc(key))
          .limit(CHUNK);
        for (const row of rows) yield { path: path(String(row.key)), lastmod: day(row.updatedAt) };
        if (rows.length < CHUNK) return;
        after = String(rows.at(-1)!.key);
      }
    },
  };
}

/** The tables' kinds, in the sitemap's order. */
const KINDS: Kind[] = [
  kind({
    table: articles,
    key: articles.referenceKey,
    updatedAt: articles.updatedAt,
    where: eq(articles.status, 'PUBLISHED'),
    path: articleHref,
  }),
  kind({
    table: users,
    key: users.id,
    updatedAt: users.updatedAt,
    where: eq(users.userType, BREEDER_TYPE),
    path: (uid) => `/breeders/${uid}`,
  }),
  // The adverts on the listing (decision 137: reserved and sold ones keep their page, but are not offered).
  kind({
    table: sales,
    key: sales.id,
    updatedAt: sales.updatedAt,
    where: and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'))!,
    path: saleHref,
  }),
];

export interface SitemapSource {
  db: Db;
  /** The fixed and information pages, listed first. */
  pages: SitemapEntry[];
  /** URLs per file; the protocol's 50,000 unless a test wants smaller files. */
  perFile?: number;
}

/** How many URLs the whole sitemap holds. */
async function total(source: SitemapSource): Promise<number> {
  let n = source.pages.length;
  for (const k of KINDS) n += await k.count(source.db);
  return n;
}

/** The number of files the sitemap takes (1 means /sitemap.xml is the file itself). */
export async function sitemapFileCount(source: SitemapSource): Promise<number> {
  return Math.max(1, Math.ceil((await total(source)) / (source.perFile ?? URLS_PER_FILE)));
}

/** Entries `from`…`from + limit - 1` of the whole order. */
async function* entries(source: SitemapSource, from: number, limit: number): AsyncGenerator<SitemapEntry> {
  let skip = from;
  let left = limit;
  for (const page of source.pages) {
    if (left === 0) return;
    if (skip > 0) {
      skip--;
      continue;
    }
    yield page;
    left--;
  }
  for (const k of KINDS) {
    if (left === 0) return;
    // A kind wholly before the file is skipped by its count, not read.
    if (skip > 0) {
      const n = await k.count(source.db);
      if (skip >= n) {
        skip -= n;
        continue;
      }
    }
    for await (const entry of k.walk(source.db, skip)) {
      yield entry;
      if (--left === 0) return;
    }
    skip = 0;
  }
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** File `n` (from 1) of the sitemap as XML pieces; nothing when there is no such file. */
export async function* sitemapFile(source: SitemapSource, site: string, n: number): AsyncGenerator<string> {
  const perFile = source.perFile ?? URLS_PER_FILE;
  if (!Number.isInteger(n) || n < 1) return;
  const first = entries(source, (n - 1) * perFile, perFile);
  const head = await first.next();
  // Past the last file (but file 1, which exists while the site has no data at all).
  if (head.done && n > 1) return;
  yield `${HEAD}<urlset ${NS}>\n`;
  let batch: string[] = [];
  const url = ({ path, lastmod }: SitemapEntry) =>
    `  <url><loc>${escapeXml(new URL(path, site).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
  if (!head.done) batch.push(url(head.value));
  for await (const entry of first) {
    batch.push(url(entry));
    if (batch.length === CHUNK) {
      yield batch.join('');
      batch = [];
    }
  }
  yield `${batch.join('')}</urlset>\n`;
}

/** The index of `files` sitemap files. */
export function* sitemapIndex(site: string, files: number): Generator<string> {
  yield `${HEAD}<sitemapindex ${NS}>\n`;
  for (let n = 1; n <= files; n++) {
    yield `  <sitemap><loc>${escapeXml(new URL(`/sitemap-${n}.xml`, site).href)}</loc></sitemap>\n`;
  }
  yield '</sitemapindex>\n';
}

/** An XML answer streamed from its pieces. */
export function xmlResponse(pieces: AsyncIterable<string> | Iterable<string>): Response {
  const encoder = new TextEncoder();
  const iterator = (async function* () {
    for await (const piece of pieces as AsyncIterable<string>) yield encoder.encode(piece);
  })();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await iterator.return(undefined);
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
