/**
 * Issue 21, the cost curve: the uncached reads behind the public pages and the API lists (bench/lib/scale-reads.ts,
 * the list the query-plan test plans) timed with 1,000, 10,000 and 100,000 approved adverts beside the same people,
 * notifications and articles. One data set grows from size to size (bench/lib/large-data.ts, set-based SQL, vacuumed
 * and analysed after each step as PostgreSQL's autovacuum would). Each read is called in process, as a page or an
 * API handler calls it on a cache miss (no HTTP, no rendering): BENCH_SCALE_RUNS times after three warm-up calls.
 * On PGlite (a data directory) and, with BENCH_DATABASE_URL, on PostgreSQL (a scratch database).
 * Then, at the sizes of BENCH_SCALE_HTTP_SIZES (default every size; `none` skips it), the HTTP pass
 * (bench/lib/scale-http.ts): the built server on the same data, the pages and API calls requested by
 * BENCH_SCALE_CONCURRENCY clients with the page cache off (every request a miss) and on.
 *
 * Budgets, absolute (issue 36; issue 21's ratio of sizes is withdrawn): in process, every read's p99 at the largest
 * size under 50 ms on PostgreSQL and 80 ms on PGlite; over HTTP, a text search of /sales with the page cache off
 * under 150 ms for one client alone (a person's miss; the concurrent clients measure capacity, decision 175). On PGlite, the cold start (opening the data directory, migrations checked) and the memory are printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { ensureReferenceData } from '../src/server/db/reference/ensure.ts';
import { addSales, generateLargeData, type LargeDataSet } from './lib/large-data.ts';
import { mb, memory, ms, percentile } from './lib/measure.ts';
import { print, record, verdict } from './lib/report.ts';
import { scaleReads } from './lib/scale-reads.ts';
import {
  CONCURRENCY,
  HTTP_SECONDS,
  httpPass,
  isTextSearch,
  type HttpCacheMode,
  type HttpTiming,
} from './lib/scale-http.ts';
import { scratchDatabase } from './lib/scratch-database.ts';

const SIZES = (process.env['BENCH_SCALE_SIZES'] ?? '1000,10000,100000').split(',').map(Number);
const PEOPLE = Number(process.env['BENCH_SCALE_PEOPLE'] ?? 100_000);
const NOTIFICATIONS = Number(process.env['BENCH_SCALE_NOTIFICATIONS'] ?? 1_000_000);
/** Timed calls per read and size: enough that the p99 is a percentile (the 198th of 200), not one slowest call. */
const RUNS = Number(process.env['BENCH_SCALE_RUNS'] ?? 200);
/** The sizes at which the built server is also measured over HTTP (`none`: never). */
const HTTP_SIZES = new Set(
  (process.env['BENCH_SCALE_HTTP_SIZES'] ?? SIZES.join(','))
    .split(',')
    .filter((s) => s !== 'none' && s !== '')
    .map(Number),
);
/** p99 budgets in process at the largest size, per database. */
const BUDGET_MS = { PGlite: 80, PostgreSQL: 50 } as const;
/** p99 budget of a text search over HTTP with the page cache off (every request a miss). */
const HTTP_SEARCH_BUDGET_MS = 150;
/** One advert in twenty is generated pending: this many rows give `size` approved ones. */
const rowsFor = (size: number) => Math.ceil(size / 0.95);

type Timing = { p50: number; p99: number; perSecond: number };

async function time(run: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < 3; i++) await run();
  const took: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    took.push(performance.now() - t);
  }
  const total = performance.now() - started;
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p99: percentile(took, 99), perSecond: Math.round((RUNS / total) * 1000) };
}

/** Where the built server finds the data set: the PGlite data directory, or the scratch database. */
type Where = { dataDir: string; databaseUrl?: string };

async function curve(label: 'PGlite' | 'PostgreSQL', where: Where): Promise<void> {
  const open = () =>
    openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir, migrationsFolder: path.resolve('drizzle') });
  const budget = BUDGET_MS[label];
  const section = `scale: uncached reads on ${label} by approved adverts (${PEOPLE.toLocaleString('en')} people, ${NOTIFICATIONS.toLocaleString('en')} notifications, ${RUNS} runs; budget p99 at ${SIZES.at(-1)!.toLocaleString('en')} < ${budget} ms)`;
  const generation = `scale: data generated on ${label}`;
  const timings = new Map<string, Map<number, Timing>>();
  const http = new Map<string, Map<number, Partial<Record<HttpCacheMode, HttpTiming>>>>();
  let database: Database | undefined = await open();
  let data: LargeDataSet | undefined;
  let rows = 0;
  try {
    await ensureReferenceData(database.db);
    for (const size of SIZES) {
      const started = performance.now();
      if (!data) {
        data = await generateLargeData(database, {
          people: PEOPLE,
          breederEvery: 25,
          sales: rowsFor(size),
          bigBreederSales: 500,
          notifications: NOTIFICATIONS,
          readerNotifications: 10_000,
          articles: 2_000,
        });
      } else {
        await addSales(database, rows + 1, rowsFor(size), 500);
      }
      rows = rowsFor(size);
      const generated = performance.now() - started;
      record(generation, { 'approved adverts': size, 'generated in s': Math.round(generated / 100) / 10 });
      print(generation);
      for (const [read, run] of scaleReads(data)) {
        const t = await time(() => run(database!.db));
        (timings.get(read) ?? timings.set(read, new Map()).get(read)!).set(size, t);
      }
      if (HTTP_SIZES.has(size)) {
        // PGlite admits one opener: the server gets the data directory while it runs, the bench takes it back after.
        await database.close();
        database = undefined;
        console.log(`\nscale: HTTP pass on ${label} with ${size.toLocaleString('en')} approved adverts…`);
        await httpPass(data, where, (mode, read, timing) => {
          const bySize = http.get(read) ?? http.set(read, new Map()).get(read)!;
          bySize.set(size, { ...bySize.get(size), [mode]: timing });
        });
        database = await open();
      }
    }
  } finally {
    await database?.close();
  }
  const last = SIZES.at(-1)!;
  for (const [read, bySize] of timings) {
    const row: Record<string, string | number> = { read };
    for (const size of SIZES) {
      const t = bySize.get(size)!;
      row[`${size / 1000}k p50/p99 ms`] = `${ms(t.p50)} / ${ms(t.p99)}`;
      row[`${size / 1000}k reads/s`] = t.perSecond;
    }
    row[`p99 ${last / 1000}k < ${budget} ms`] = verdict(bySize.get(last)!.p99 < budget);
    record(section, row);
  }
  print(section);
  if (http.size > 0) httpTable(label, http);
}

/**
 * The HTTP pass's table: per read and size, p50/p99 and req/s with the page cache off and on; the text searches'
 * p99 with the cache off (every request a miss) at the largest size against the absolute budget.
 */
function httpTable(
  label: 'PGlite' | 'PostgreSQL',
  http: Map<string, Map<number, Partial<Record<HttpCacheMode, HttpTiming>>>>,
): void {
  const sizes = SIZES.filter((size) => HTTP_SIZES.has(size));
  const last = sizes.at(-1)!;
  const k = (size: number) => `${size / 1000}k`;
  const section = `scale: HTTP on ${label}, the built server, ${CONCURRENCY} concurrent clients (capacity) and one client alone (a person's miss, the text searches), ${HTTP_SECONDS} s per read and mode, page cache off (PAGE_CACHE=off, every request a miss) and on; rate limits off (RATE_LIMITS=off, bench server only); budget: a text search's p99 at ${k(last)}, one client, cache off < ${HTTP_SEARCH_BUDGET_MS} ms`;
  for (const [read, bySize] of http) {
    const row: Record<string, string | number> = { read };
    let errors = 0;
    for (const size of sizes) {
      for (const mode of ['off', 'on'] as const) {
        const t = bySize.get(size)?.[mode];
        row[`${k(size)} cache ${mode} p50/p99 ms`] = t ? `${ms(t.p50)} / ${ms(t.p99)}` : '—';
        row[`${k(size)} ${mode} req/s`] = t?.perSecond ?? '—';
        errors += t?.errors ?? 0;
      }
      const alone = bySize.get(size)?.alone;
      row[`${k(size)} one client off p50/p99 ms`] = alone ? `${ms(alone.p50)} / ${ms(alone.p99)}` : '—';
      errors += alone?.errors ?? 0;
    }
    const miss = bySize.get(last)?.alone;
    row[`search p99 ${k(last)} one client off < ${HTTP_SEARCH_BUDGET_MS} ms`] = isTextSearch(read)
      ? verdict(miss !== undefined && miss.p99 < HTTP_SEARCH_BUDGET_MS)
      : '—';
    row['non-2xx or failed'] = errors;
    record(section, row);
  }
  print(section);
}

/** Opening an existing PGlite data directory of the largest size, and what the process holds then. */
async function coldStart(dataDir: string): Promise<void> {
  const section = `scale: PGlite with ${SIZES.at(-1)!.toLocaleString('en')} approved adverts, opened again`;
  const before = memory();
  const started = performance.now();
  const database = await openDatabase({ dataDir, migrationsFolder: path.resolve('drizzle') });
  const opened = performance.now() - started;
  const t = performance.now();
  await database.db.execute(sql`select count(*) from sales`);
  const firstQuery = performance.now() - t;
  const after = memory();
  await database.close();
  record(section, {
    'open ms (migrations checked)': Math.round(opened),
    'first count of adverts ms': Math.round(firstQuery),
    'RSS before MB': mb(before.rss),
    'RSS open MB': mb(after.rss),
    'heap + WASM MB': mb(after.heap),
  });
  print(section);
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-scale-'));
  try {
    await curve('PGlite', { dataDir: dir });
    await coldStart(dir);
    const server = process.env['BENCH_DATABASE_URL'];
    if (server) {
      const scratch = await scratchDatabase(server, 'scale');
      try {
        // The server's own files (its generated JWT secret, the mail outbox) go to a directory of its own.
        const serverDir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-scale-pg-'));
        try {
          await curve('PostgreSQL', { dataDir: serverDir, databaseUrl: scratch.url });
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      } finally {
        await scratch.drop();
      }
    } else {
      console.log('\nscale: PostgreSQL skipped (set BENCH_DATABASE_URL)');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await run();
