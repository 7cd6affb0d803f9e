/**
 * The sitemap at any size (issue 21, decisions 157 and 161): every public page, information page, published
 * article, breeder's page and advert on the listing, in files of at most `perFile` URLs (the protocol's 50,000).
 * /sitemap.xml is the one file while everything fits in it, else an index of /sitemap-1.xml, /sitemap-2.xml…
 *
 * A table too large for the first file is cut by its uid, which is random: file k of 2^b holds the uids whose
 * first b bits are k, read by keyset on an index of those uids. How many files a table takes comes from the
 * size PostgreSQL keeps of its index (`pg_class.reltuples`, kept by autovacuum and by the embedded database's
 * maintenance), or from a count that stops past one file's worth: neither the plan nor a file costs more as the
 * marketplace grows, and nothing is built in memory.
 */
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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
/**
 * A table is cut into files of about a quarter of the limit: the uids' random spread and an estimate a few
 * times off (a large import before the next analyse) still fit in a file.
 */
const FILL = 4;

export interface SitemapEntry {
  /** A path of the site (`/sales/sale-detail?searchValue=…`). */
  path: string;
  /** The day the page last changed (YYYY-MM-DD). */
  lastmod?: string | undefined;
}

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** A range of uids: from `from` (inclusive) to `to` (exclusive; none for the last range). */
interface UidRange {
  from?: string;
  to?: string;
}

/** One kind of page backed by a table, read in the order of its uid. */
interface Kind {
  /** How many rows it holds, exactly up to `upTo`; beyond, at least `upTo + 1` (an estimate when it has one). */
  size(db: Db, upTo: number): Promise<number>;
  /** Its entries with a uid in `range`, in uid order. */
  walk(db: Db, range: UidRange): AsyncGenerator<SitemapEntry>;
}

function kind(options: {
  table: typeof sales | typeof users | typeof articles;
  uid: PgColumn;
  updatedAt: PgColumn;
  where: SQL;
  path: PgColumn;
  href: (value: string) => string;
  /** A partial index of exactly these rows, whose size PostgreSQL keeps (the adverts' `sales_listed_uid`). */
  estimateFrom?: string;
}): Kind {
  const { table, uid, updatedAt, where, path, href, estimateFrom } = options;
  const countUpTo = async (db: Db, upTo: number) => {
    const rows = db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(upTo)
      .as('rows');
    const [row] = await db.select({ n: count() }).from(rows);
    return row?.n ?? 0;
  };
  return {
    async size(db, upTo) {
      if (estimateFrom) {
        // -1: never analysed. A large table is sized by the estimate alone; a small one is counted.
        const [row] = await db
          .select({ n: sql<number>`reltuples::float8` })
          .from(sql`pg_class`)
          .where(sql`oid = to_regclass(${estimateFrom})`);
        const estimate = Number(row?.n ?? -1);
        if (estimate > upTo) return Math.round(estimate);
        const counted = await countUpTo(db, upTo + 1);
        return counted > upTo ? Math.max(counted, Math.round(estimate)) : counted;
      }
      return countUpTo(db, upTo + 1);
    },
    async *walk(db, range) {
      let after: string | undefined;
      for (;;) {
        const rows = await db
          .select({ uid, path, updatedAt })
          .from(table)
          .where(
            and(
              where,
              after === undefined ? (range.from ? gte(uid, range.from) : undefined) : sql`${uid} > ${after}`,
              range.to ? lt(uid, range.to) : undefined,
            ),
          )
          .orderBy(asc(uid))
          .limit(CHUNK);
        for (const row of rows) yield { path: href(String(row.path)), lastmod: day(row.updatedAt) };
        if (rows.length < CHUNK) return;
        after = String(rows.at(-1)!.uid);
      }
    },
  };
}

/** The tables' kinds, in the sitemap's order. */
const KINDS: Kind[] = [
  kind({
    table: articles,
    uid: articles.id,
    path: articles.referenceKey,
    updatedAt: articles.updatedAt,
    where: eq(articles.status, 'PUBLISHED'),
    href: articleHref,
  }),
  kind({
    table: users,
    uid: users.id,
    path: users.id,
    updatedAt: users.updatedAt,
    where: eq(users.userType, BREEDER_TYPE),
    href: (uid) => `/breeders/${uid}`,
  }),
  // The adverts on the listing (decision 137: reserved and sold ones keep their page, but are not offered).
  kind({
    table: sales,
    uid: sales.id,
    path: sales.id,
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
  /** URLs per file; the protocol's 50,000 unless a test wants smaller files. */
  perFile?: number;
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
 * is cut into 2^b uid ranges of about `perFile / FILL` rows.
 */
async function plan(source: SitemapSource): Promise<FilePlan[]> {
  const perFile = source.perFile ?? URLS_PER_FILE;
  const first: Kind[] = [];
  const rest: FilePlan[] = [];
  let used = source.pages.length;
  for (const k of KINDS) {
    const size = await k.size(source.db, perFile);
    if (used + size <= perFile && rest.length === 0) {
      first.push(k);
      used += size;
      continue;
    }
    let bits = 0;
    while (size / 2 ** bits > perFile / FILL && bits < 32) bits++;
    for (let part = 0; part < 2 ** bits; part++) {
      const range: UidRange = {
        ...(part > 0 && { from: uidAt(part, bits) }),
        ...(part < 2 ** bits - 1 && { to: uidAt(part + 1, bits) }),
      };
      rest.push({ kind: k, range });
    }
  }
  return [{ kinds: first, withPages: true }, ...rest];
}

/** The number of files the sitemap takes (1 means /sitemap.xml is the file itself). */
export async function sitemapFileCount(source: SitemapSource): Promise<number> {
  return (await plan(source)).length;
}

/** The entries of file `n` (from 1), at most `perFile` of them. */
async function* entries(source: SitemapSource, file: FilePlan): AsyncGenerator<SitemapEntry> {
  let left = source.perFile ?? URLS_PER_FILE;
  const walks =
    'withPages' in file
      ? [
          (async function* () {
            yield* source.pages;
          })(),
          ...file.kinds.map((k) => k.walk(source.db, {})),
        ]
      : [file.kind.walk(source.db, file.range)];
  for (const walk of walks) {
    for await (const entry of walk) {
      // Never past the protocol's limit, whatever an estimate said.
      if (left-- === 0) return;
      yield entry;
    }
  }
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** File `n` (from 1) of the sitemap as XML pieces; nothing when there is no such file. */
export async function* sitemapFile(source: SitemapSource, site: string, n: number): AsyncGenerator<string> {
  if (!Number.isInteger(n) || n < 1) return;
  const file = (await plan(source))[n - 1];
  // Past the last file.
  if (!file) return;
  yield `${HEAD}<urlset ${NS}>\n`;
  let batch: string[] = [];
  const url = ({ path, lastmod }: SitemapEntry) =>
    `  <url><loc>${escapeXml(new URL(path, site).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
  for await (const entry of entries(source, file)) {
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
