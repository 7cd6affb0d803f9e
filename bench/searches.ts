/**
 * Saved searches (issue 19, decision 155): the cost of matching one approved advert against BENCH_SEARCHES saved
 * searches (default 100,000, five per person) — the statement the approval runs, which finds every matching search,
 * writes one alert and one notification per person and announces them. Measured on PGlite, and on PostgreSQL beside
 * it when BENCH_DATABASE_URL is set (a scratch database). Target: p99 < 50 ms on PostgreSQL.
 *
 * The searches are generated with the shape people give them: most name a species, many a district and a price
 * ceiling, some a breed, a municipality, an age, a sex or words; a few are paused. Each measured run is rolled back,
 * so every run matches the same searches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { ensureReferenceData } from '../src/server/db/reference/ensure.ts';
import { breeds, locations, sales, savedSearches, users } from '../src/server/db/schema.ts';
import { alertSavedSearches, MATCHES } from '../src/server/domain/searches/match.ts';
import { monthsAgo } from '../src/server/domain/sales/filters.ts';
import { ms, percentile } from './lib/measure.ts';
import { random } from './lib/random.ts';
import { print, record, verdict } from './lib/report.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { tsQuery } from '../src/server/domain/sales/text-search.ts';
import { inTransaction } from '../src/server/db/transaction.ts';

export const SEARCHES = Number(process.env['BENCH_SEARCHES'] ?? 100_000);
const PER_PERSON = 5;
const RUNS = 40;
const TARGET_MS = 50;
const SECTION = `saved searches: one approved advert matched against ${SEARCHES.toLocaleString('en')} searches (target p99 < ${TARGET_MS} ms on PostgreSQL)`;
const WORDS = ['labrador', 'meigo', 'preto', 'dourado', 'pequeno', 'crianças', 'pastor', 'persa', 'água', 'calmo'];

/** Writes the people and their searches; returns the uid of a pending advert to approve. */
export async function generate(database: Database): Promise<string> {
  const db = database.db;
  await ensureReferenceData(db);
  const r = random(19);
  const breedRows = await db.select({ code: breeds.code, species: breeds.speciesCode }).from(breeds);
  const districts = await db.select({ id: locations.id }).from(locations).where(isNull(locations.parentId));
  const municipalities = await db
    .select({ id: locations.id, parentId: locations.parentId })
    .from(locations)
    .where(isNotNull(locations.parentId));
  const [lisboa] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Lisboa'));
  const people = Math.ceil(SEARCHES / PER_PERSON);
  const userIds: string[] = [];
  for (let start = 0; start < people; start += 1000) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1000, people - start) }, (_, i) => ({
          email: `procura${start + i}@bench.patinhas.pt`,
          passwordHash: 'bench-no-login',
          name: `Pessoa${start + i}`,
          surname: 'Bench',
          userType: 'TUTOR',
        })),
      )
      .returning({ id: users.id });
    userIds.push(...rows.map((row) => row.id));
  }
  for (let start = 0; start < SEARCHES; start += 1000) {
    await db.insert(savedSearches).values(
      Array.from({ length: Math.min(1000, SEARCHES - start) }, (_, i) => {
        const n = start + i;
        // People look for a breed where demand passes supply (issue 19), mostly near home.
        const species = r.next() < 0.85 ? (r.next() < 0.7 ? 'DOG' : 'CAT') : null;
        const breed = species && r.next() < 0.6 ? r.pick(breedRows.filter((b) => b.species === species)).code : null;
        const district = r.next() < 0.6 ? (r.next() < 0.3 ? lisboa!.id : r.pick(districts).id) : null;
        const municipality =
          district && r.next() < 0.3
            ? (r.pick(municipalities.filter((m) => m.parentId === district)) ?? { id: null }).id
            : null;
        const words = r.next() < 0.25 ? `${r.pick(WORDS)}${r.next() < 0.3 ? ` ${r.pick(WORDS)}` : ''}` : null;
        const ageMin = r.next() < 0.1 ? r.int(2, 6) : null;
        return {
          userId: userIds[Math.floor(n / PER_PERSON)]!,
          name: `Pesquisa ${n}`,
          q: words,
          query: words ? tsQuery(words) : null,
          speciesCode: species,
          breedCode: breed,
          locationId: district,
          childLocationId: municipality,
          priceMin: r.next() < 0.1 ? r.int(1, 5) * 100 : null,
          priceMax: r.next() < 0.5 ? r.int(2, 20) * 100 : null,
          sex: r.next() < 0.2 ? (r.next() < 0.5 ? ('MALE' as const) : ('FEMALE' as const)) : null,
          ageMin,
          ageMax: r.next() < 0.15 ? (ageMin ?? 0) + r.int(2, 12) : null,
          certified: r.next() < 0.1,
          free: r.next() < 0.02,
          frequency: r.pick(['IMMEDIATE', 'IMMEDIATE', 'DAILY', 'OFF'] as const),
          paused: r.next() < 0.05,
        };
      }),
    );
  }
  const [seller] = await db
    .insert(users)
    .values({
      email: 'vendedor@bench.patinhas.pt',
      passwordHash: 'x',
      name: 'Vendedor',
      surname: 'Bench',
      userType: 'BREEDER',
    })
    .returning({ id: users.id });
  const sintra = municipalities.find((m) => m.parentId === lisboa!.id)!;
  const [sale] = await db
    .insert(sales)
    .values({
      ownerId: seller!.id,
      speciesCode: 'DOG',
      breedCode: 'DOG_LABRADOR',
      purebred: true,
      title: 'Labrador dourado meigo',
      description: 'Cachorra calma, habituada a crianças, vacinada e com microchip.',
      priceCents: 80_000,
      sex: 'FEMALE',
      birthDate: monthsAgo(4),
      registerDate: monthsAgo(3),
      locationId: lisboa!.id,
      childLocationId: sintra.id,
      status: 'APPROVED',
    })
    .returning({ id: sales.id });
  await database.exec('analyze');
  return sale!.id;
}

class Rollback extends Error {}

/** RUNS timings of `step`, after five to warm up, sorted. */
async function timed(step: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    await step();
    if (i >= 5) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Finding the searches alone (the matching), and the whole statement the approval runs (finding, one alert and one
 * notification per person, the announcements), each run in a transaction rolled back.
 */
async function measure(database: Database, saleUid: string) {
  let matched = 0;
  let searches = 0;
  const find = await timed(async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from saved_searches ss join sales s on s.id = ${saleUid} where ${MATCHES}`,
    );
    searches = Number(rowsOf<{ n: number }>(result)[0]?.n);
  });
  const tell = await timed(() =>
    inTransaction(database, async (tx) => {
      matched = (await alertSavedSearches(tx, saleUid)).length;
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    }),
  );
  return { find, tell, matched, searches };
}

async function one(label: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>, cleanup: () => Promise<void>) {
  const database = await open();
  try {
    const generating = performance.now();
    const saleUid = await generate(database);
    const generated = (performance.now() - generating) / 1000;
    const { find, tell, matched, searches } = await measure(database, saleUid);
    const p99 = percentile(find, 99);
    record(SECTION, {
      database: label,
      searches: SEARCHES,
      'searches matched': searches,
      'people told': matched,
      'find p50 ms': ms(percentile(find, 50)),
      'find p99 ms': ms(p99),
      'find + tell p50 ms': ms(percentile(tell, 50)),
      'find + tell p99 ms': ms(percentile(tell, 99)),
      'generated in s': Math.round(generated),
      'target find p99 < 50 ms': label === 'PostgreSQL' ? verdict(p99 < TARGET_MS) : 'n/a (PGlite: figure beside)',
    });
  } finally {
    await database.close();
    await cleanup();
  }
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-searches-'));
  await one(
    'PGlite',
    () => openDatabase({ dataDir: dir, migrationsFolder: path.resolve('drizzle') }),
    async () => rmSync(dir, { recursive: true, force: true }),
  );
  const server = process.env['BENCH_DATABASE_URL'];
  if (server) {
    const scratch = await scratchDatabase(server, 'searches');
    await one(
      'PostgreSQL',
      () => openDatabase({ databaseUrl: scratch.url, dataDir: dir, migrationsFolder: path.resolve('drizzle') }),
      () => scratch.drop(),
    );
  } else {
    record(SECTION, {
      database: 'PostgreSQL',
      searches: SEARCHES,
      'target p99 < 50 ms': 'skipped: set BENCH_DATABASE_URL',
    });
  }
  print(SECTION);
}
