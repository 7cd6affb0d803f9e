/**
 * The sitemap at any size (issue 21, decisions 157, 161 and 164): every public page, information page, published
 * article, breeder's page and advert on the listing, in files of at most `perFile` URLs (FILE_URLS, a few thousand,
 * so that rendering one file costs a few milliseconds; never more than the protocol's 50,000). /sitemap.xml is the
 * one file while everything fits in it, else an index of /sitemap-1.xml, /sitemap-2.xml…
 *
 * A table too large for the first file is cut by its uid, which is random: file k of 2^b holds the uids whose
 * first b bits are k, read by keyset on an index of those uids. How many files a table takes comes from the
 * size PostgreSQL keeps of its index (`pg_class.reltuples`, kept by autovacuum and by the embedded database's
 * maintenance), or from a count that stops past one file's worth, all in one query: neither the plan nor a file
 * costs more as the marketplace grows, and nothing is built in memory.
 */
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsUpTo } from '../../db/bounded-count.ts';
import { articles, sales, users } from '../../db/schema.ts';
import { articleHref } from '../../../lib/articles/format.ts';
import { saleHref } from '../../../lib/sales/format.ts';
import { BREEDER_TYPE } from '../breeders/index.ts';
import { rowsOf } from '../../db/rows.ts';

/** The protocol's limit of URLs in one file (and of files in an index): no file is ever over it. */
export const URLS_PER_FILE = 50_000;
/**
 * The URLs a file is planned to hold at most (decision 164): about a millisecond of rendering per thousand URLs, so
 * a file read on a miss stays a few milliseconds at any size of the marketplace.
 */
export const FILE_URLS = 2_000;
/**
 * A table is cut into parts of at most half a file: the uids' random spread and an estimate up to twice too low
 * still fit in a file.
 */
const FILL = 2;
/** At most 2^14 parts a table: the index (at most 50,000 files) always lists every part of the three tables. */
const MAX_BITS = 14;
/** Rows read per query while writing a file: a file of FILE_URLS takes one or two. */
const CHUNK = 2_500;
/** Characters of XML handed on at a time: a few writes per file, never the whole file at once. */
const PIECE = 64 * 1024;

export interface SitemapEntry {
  /** A path of the site (`/sobre-nos`). */
  path: string;
  /** The day the page last changed (YYYY-MM-DD). */
  lastmod?: string | undefined;
}

/** A range of uids: from `from` (inclusive) to `to` (exclusive; none for the last range). */
interface UidRange {
  from?: string;
  to?: string;
}

/** A row of a table as the sitemap needs it: its uid (the keyset), what its path is made of, its day. */
interface Row {
  uid: string;
  key: string;
  day: string;
}

/** One kind of page backed by a table, read in the order of its uid. */
interface Kind {
  /** Counts its rows up to `upTo` (a subquery of the plan's one query). */
  countUpTo(db: Db, upTo: number): SQL;
  /** A partial index of exactly these rows, whose size PostgreSQL keeps (the adverts' `sales_listed_uid`). */
  estimateFrom?: string;
  /** Up to `limit` of its rows with a uid in `range` and past `after`, in uid order. */
  read(db: Db, range: UidRange, after: string | undefined, limit: number): Promise<Row[]>;
  /** The path of a row's page from its key. */
  href(key: string): string;
}

function kind(options: {
  table: typeof sales | typeof users | typeof articles;
  uid: PgColumn;
  updatedAt: PgColumn;
  where: SQL;
  key: PgColumn;
  href: (key: string) => string;
  estimateFrom?: string;
}): Kind {
  const { table, uid, updatedAt, where, key, href, estimateFrom } = options;
  return {
    countUpTo: (db, upTo) => sql`(select count(*)::int from ${rowsUpTo(db, table, where, upTo)})`,
    ...(estimateFrom && { estimateFrom }),
    async read(db, range, after, limit) {
      const query = db
        .select({
          uid: sql<string>`${uid}::text`.as('uid'),
          key: sql<string>`${key}::text`.as('key'),
          // The day in UTC as text: no Date per row.
          day: sql<string>`to_char(${updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        })
        .from(table)
        .where(
          and(
            where,
            after === undefined ? (range.from ? gte(uid, range.from) : undefined) : sql`${uid} > ${after}`,
            range.to ? lt(uid, range.to) : undefined,
          ),
        )
        .orderBy(asc(uid))
        .limit(limit);
      // The driver's rows as they come: three texts need no mapping, and the builder's per-field mapping
      // was a third of a file's time in the process.
      const result: unknown = await db.execute(query);
      return rowsOf<Row>(result);
    },
    href,
  };
}

/** The tables' kinds, in the sitemap's order. */
const KINDS: Kind[] = [
  kind({
    table: articles,
    uid: articles.id,
    key: articles.referenceKey,
    updatedAt: articles.updatedAt,
    where: eq(articles.status, 'PUBLISHED'),
    href: articleHref,
  }),
  kind({
    table: users,
    uid: users.id,
    key: users.id,
    updatedAt: users.updatedAt,
    where: eq(users.userType, BREEDER_TYPE),
    href: (uid) => `/breeders/${uid}`,
  }),
  // The adverts on the listing (decision 137: reserved and sold ones keep their page, but are not offered).
  kind({
    table: sales,
    uid: sales.id,
    key: sales.id,
    updatedAt: sales.updatedAt,
    where: and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'))!,
    href: saleHref,
    estimateFrom: 'sales_listed_uid',
  }),
];

export interface SitemapSource {
  db: Db;
  /** The fixed and information pages, listed first. */
  pages: SitemapEntry[];
  /** URLs a file is planned to hold at most; FILE_URLS unless a test wants smaller files. */
  perFile?: number;
}

/**
 * Each table's size in one query: exact up to `upTo`; beyond, at least `upTo + 1`, or the index's estimate when it
 * has one that says more (-1: never analysed).
 */
async function tableSizes(db: Db, upTo: number): Promise<number[]> {
  const columns = KINDS.map((k, i) => {
    const counted = k.countUpTo(db, upTo + 1);
    if (!k.estimateFrom) return sql`${counted}::float8 as ${sql.identifier(`n${i}`)}`;
    // A large table is sized by the estimate alone (its count is then not run); a small one is counted.
    const estimate = sql`(select reltuples::float8 from pg_class where oid = to_regclass(${k.estimateFrom}))`;
    return sql`case when ${estimate} > ${upTo} then ${estimate}
      else (select case when n > ${upTo} then greatest(n, ${estimate}) else n end from (select ${counted}::float8 as n) as c)
      end as ${sql.identifier(`n${i}`)}`;
  });
  const result: unknown = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = rowsOf<Record<string, number | string | null>>(result)[0] ?? {};
  return KINDS.map((_, i) => Math.round(Number(row[`n${i}`] ?? 0)));
}

/** The uid at the start of part `k` of `2^bits` (`bits` ≤ 32). */
export function uidAt(k: number, bits: number): string {
  const hex = (BigInt(k) << BigInt(128 - bits)).toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What one file holds: the pages and whole kinds (the first file), or one uid range of one kind. */
type FilePlan = { kinds: Kind[]; withPages: true } | { kind: Kind; range: UidRange };

/**
 * The files of the sitemap: the first holds the pages and every table that fits beside them; each other table
 * is cut into 2^b uid ranges of at most `perFile / FILL` rows.
 */
async function plan(source: SitemapSource): Promise<FilePlan[]> {
  const perFile = Math.min(source.perFile ?? FILE_URLS, URLS_PER_FILE);
  const sizes = await tableSizes(source.db, perFile);
  const first: Kind[] = [];
  const rest: FilePlan[] = [];
  let used = source.pages.length;
  KINDS.forEach((k, i) => {
    const size = sizes[i]!;
    if (used + size <= perFile && rest.length === 0) {
      first.push(k);
      used += size;
      return;
    }
    let bits = 0;
    while (size / 2 ** bits > perFile / FILL && bits < MAX_BITS) bits++;
    for (let part = 0; part < 2 ** bits; part++) {
      const range: UidRange = {
        ...(part > 0 && { from: uidAt(part, bits) }),
        ...(part < 2 ** bits - 1 && { to: uidAt(part + 1, bits) }),
      };
      rest.push({ kind: k, range });
    }
  });
  return [{ kinds: first, withPages: true }, ...rest];
}

/** The number of files the sitemap takes (1 means /sitemap.xml is the file itself). */
export async function sitemapFileCount(source: SitemapSource): Promise<number> {
  return (await plan(source)).length;
}

const UNSAFE = /[<>&'"]/;
const escapeXml = (value: string) =>
  UNSAFE.test(value) ? value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`) : value;
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const url = (loc: string, lastmod: string | undefined) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

/**
 * A file's XML in pieces of about PIECE characters: the pages (the first file), then each table or range read
 * CHUNK rows a query; never more than the protocol's URLs, whatever an estimate said.
 */
async function* fileXml(source: SitemapSource, site: string, file: FilePlan): AsyncGenerator<string> {
  // Every table's path starts with "/": the site's origin before it is the URL `new URL(path, site)` would give.
  const origin = new URL(site).origin;
  let left = URLS_PER_FILE;
  let out = `${HEAD}<urlset ${NS}>\n`;
  const parts: [Kind, UidRange][] = 'withPages' in file ? file.kinds.map((k) => [k, {}]) : [[file.kind, file.range]];
  if ('withPages' in file) {
    for (const page of source.pages.slice(0, left)) out += url(new URL(page.path, site).href, page.lastmod);
    left -= Math.min(left, source.pages.length);
  }
  for (const [k, range] of parts) {
    let after: string | undefined;
    while (left > 0) {
      const limit = Math.min(CHUNK, left);
      const rows = await k.read(source.db, range, after, limit);
      for (const row of rows) {
        out += url(origin + k.href(row.key), row.day);
        if (out.length >= PIECE) {
          yield out;
          out = '';
        }
      }
      left -= rows.length;
      if (rows.length < limit) break;
      after = rows.at(-1)!.uid;
    }
  }
  yield `${out}</urlset>\n`;
}

/** File `n` (from 1) of the sitemap as XML pieces; nothing when there is no such file. */
export async function* sitemapFile(source: SitemapSource, site: string, n: number): AsyncGenerator<string> {
  if (!Number.isInteger(n) || n < 1) return;
  const file = (await plan(source))[n - 1];
  // Past the last file.
  if (!file) return;
  yield* fileXml(source, site, file);
}

/** The index of `files` sitemap files, in pieces of about PIECE characters. */
export function* sitemapIndex(site: string, files: number): Generator<string> {
  const origin = new URL(site).origin;
  let out = `${HEAD}<sitemapindex ${NS}>\n`;
  for (let n = 1; n <= files; n++) {
    out += `  <sitemap><loc>${escapeXml(origin)}/sitemap-${n}.xml</loc></sitemap>\n`;
    if (out.length >= PIECE) {
      yield out;
      out = '';
    }
  }
  yield `${out}</sitemapindex>\n`;
}

/** /sitemap.xml: the one file while everything fits in it, else the index of the files (planned once). */
export async function* sitemapRoot(source: SitemapSource, site: string): AsyncGenerator<string> {
  const files = await plan(source);
  if (files.length === 1) yield* fileXml(source, site, files[0]!);
  else yield* sitemapIndex(site, files.length);
}

/**
 * The answer of a sitemap route: its first piece is awaited (the plan and the first reads), so that a file past the
 * last one is null (a 404) and a database error fails the request before a 200 is sent; the rest is streamed.
 */
export async function sitemapAnswer(pieces: AsyncGenerator<string>): Promise<Response | null> {
  const first = await pieces.next();
  if (first.done) return null;
  return xmlResponse(
    (async function* () {
      yield first.value;
      yield* pieces;
    })(),
  );
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
