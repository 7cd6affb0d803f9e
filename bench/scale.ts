/**
 * Issue 21, the cost curve: the uncached reads behind the public pages and the API lists (bench/lib/scale-reads.ts,
 * the list the query-plan test plans) timed with 1,000, 10,000 and 100,000 approved adverts beside the same people,
 * notifications and articles. One data set grows from size to size (bench/lib/large-data.ts, set-based SQL, vacuumed
 * and analysed after each step as PostgreSQL's autovacuum would). Each read is called in process, as a page or an
 * API handler calls it on a cache miss (no HTTP, no rendering): BENCH_SCALE_RUNS times after three warm-up calls.
 * On PGlite (a data directory) and, with BENCH_DATABASE_URL, on PostgreSQL (a scratch database).
 *
 * Targets (issue 21): p99 at the largest size within 1.5× of the smallest's, and under 50 ms on PostgreSQL.
 * On PGlite, the cold start (opening the data directory, migrations checked) and the process's memory are printed.
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
import { scratchDatabase } from './lib/scratch-database.ts';

const SIZES = (process.env['BENCH_SCALE_SIZES'] ?? '1000,10000,100000').split(',').map(Number);
const PEOPLE = Number(process.env['BENCH_SCALE_PEOPLE'] ?? 100_000);
const NOTIFICATIONS = Number(process.env['BENCH_SCALE_NOTIFICATIONS'] ?? 1_000_000);
const RUNS = Number(process.env['BENCH_SCALE_RUNS'] ?? 30);
const RATIO_TARGET = 1.5;
const PG_TARGET_MS = 50;
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

async function curve(label: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>): Promise<void> {
  const section = `scale: uncached reads on ${label} by approved adverts (${PEOPLE.toLocaleString('en')} people, ${NOTIFICATIONS.toLocaleString('en')} notifications, ${RUNS} runs; target p99 ${SIZES.at(-1)!.toLocaleString('en')} ≤ ${RATIO_TARGET}× ${SIZES[0]!.toLocaleString('en')}${label === 'PostgreSQL' ? ` and < ${PG_TARGET_MS} ms` : ''})`;
  const generation = `scale: data generated on ${label}`;
  const timings = new Map<string, Map<number, Timing>>();
  const database = await open();
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
      record(generation, {
        'approved adverts': size,
        'generated in s': Math.round((performance.now() - started) / 100) / 10,
      });
      print(generation);
      for (const [read, run] of scaleReads(data)) {
        const t = await time(() => run(database.db));
        (timings.get(read) ?? timings.set(read, new Map()).get(read)!).set(size, t);
      }
    }
  } finally {
    await database.close();
  }
  const first = SIZES[0]!;
  const last = SIZES.at(-1)!;
  for (const [read, bySize] of timings) {
    const row: Record<string, string | number> = { read };
    for (const size of SIZES) {
      const t = bySize.get(size)!;
      row[`${size / 1000}k p50/p99 ms`] = `${ms(t.p50)} / ${ms(t.p99)}`;
      row[`${size / 1000}k reads/s`] = t.perSecond;
    }
    const ratio = bySize.get(last)!.p99 / bySize.get(first)!.p99;
    row[`p99 ${last / 1000}k ÷ ${first / 1000}k`] = Math.round(ratio * 100) / 100;
    row['ratio'] = verdict(ratio <= RATIO_TARGET);
    if (label === 'PostgreSQL') row[`< ${PG_TARGET_MS} ms`] = verdict(bySize.get(last)!.p99 < PG_TARGET_MS);
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
    await curve('PGlite', () => openDatabase({ dataDir: dir, migrationsFolder: path.resolve('drizzle') }));
    await coldStart(dir);
    const server = process.env['BENCH_DATABASE_URL'];
    if (server) {
      const scratch = await scratchDatabase(server, 'scale');
      try {
        await curve('PostgreSQL', () =>
          openDatabase({ databaseUrl: scratch.url, dataDir: dir, migrationsFolder: path.resolve('drizzle') }),
        );
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
