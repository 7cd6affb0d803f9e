// Issue 21: with a large data set loaded, every query behind the public pages and the API lists is planned
// without a sequential scan of sales, users, notifications or bookings. The statements are the ones the code runs:
// the domain functions are called on a Drizzle instance whose logger records each statement and its
// parameters, and each is planned again with EXPLAIN (FORMAT JSON).
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { generateLargeData } from '../../bench/lib/large-data.ts';
import { scaleReads } from '../../bench/lib/scale-reads.ts';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { listSavedSearches } from '../../src/server/domain/searches/saved-searches.ts';
import { listAsked, listReceived } from '../../src/server/domain/bookings/views.ts';
import { listConversations } from '../../src/server/domain/conversations/conversations.ts';
import { listFavorites } from '../../src/server/domain/sales/favorites.ts';
import { decodeMySalesCursor, listMySales } from '../../src/server/domain/sales/my-sales.ts';
import { runFreshness } from '../../src/server/domain/sales/freshness.ts';
import { useTestContext } from '../helpers/context.ts';

/** Tables whose sequential scan grows with the marketplace. */
const WATCHED = new Set(['sales', 'users', 'notifications', 'bookings']);

// With PostgreSQL the set goes to a database of its own: the shared test database's other files count rows.
const scratch = process.env.TEST_DATABASE_URL
  ? await scratchDatabase(process.env.TEST_DATABASE_URL, 'plans')
  : undefined;
// Dropping a database waits for a checkpoint, which a busy machine can take over a minute to finish.
afterAll(() => scratch?.drop(), 180_000);
const ctx = await useTestContext(scratch ? { DATABASE_URL: scratch.url } : {});

interface Captured {
  sql: string;
  params: unknown[];
}
let captured: Captured[] = [];
const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
const client = (ctx.db as unknown as { $client: unknown }).$client;
const logged = (ctx.database.driver === 'pglite'
  ? drizzlePglite({ client: client as never, schema, casing: 'snake_case', logger })
  : drizzlePg({ client: client as never, schema, casing: 'snake_case', logger })) as unknown as Db;

/** The statements `run` sends to the database. */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
  captured = [];
  await run(logged);
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Total Cost': number;
  Plans?: PlanNode[];
}

/**
 * The plan's nodes but the sequential scans a LIMIT stops at once: an existence check of a word many adverts hold
 * reads rows until the first match, and the planner chose it because it expects to stop within 1% of the table
 * (a word it expects to be rare is looked up in the text index instead).
 */
function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) {
    const stoppedEarly =
      plan['Node Type'] === 'Limit' &&
      child['Node Type'] === 'Seq Scan' &&
      plan['Total Cost'] < child['Total Cost'] / 100;
    if (!stoppedEarly) yield* nodes(child);
  }
}

async function explain({ sql, params }: Captured): Promise<PlanNode> {
  const text = `explain (format json) ${sql}`;
  const raw = client as { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
  const { rows } = await raw.query(text, params);
  const value = rows[0]!['QUERY PLAN'];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

/** "seq scan on sales" for each sequential scan of a watched table in the statements' plans. */
async function seqScans(statements: Captured[]): Promise<string[]> {
  const found: string[] = [];
  // A walk repeats one statement with other keys: its first and last are planned.
  // Only what a planner plans: a transaction's own statements (begin, commit, set local…) have no plan.
  const planned = statements.filter((s) => /^\s*(select|insert|update|delete|with)\b/i.test(s.sql));
  const distinct = [...new Map(planned.map((s) => [s.sql, s])).values()];
  const last = [...new Map(planned.toReversed().map((s) => [s.sql, s])).values()];
  for (const statement of new Set([...distinct, ...last])) {
    for (const node of nodes(await explain(statement))) {
      if (node['Node Type'] === 'Seq Scan' && WATCHED.has(node['Relation Name'] ?? '')) {
        found.push(`seq scan on ${node['Relation Name']} in: ${statement.sql}`);
        if (process.env['PLAN_DEBUG']) console.log(JSON.stringify(await explain(statement), null, 1));
      }
    }
  }
  return found;
}

// Loaded before the cases are collected (they name its rows); about 10 s on PGlite.
const data = await generateLargeData(ctx.database, {
  people: 20_000,
  breederEvery: 25,
  sales: 20_000,
  bigBreederSales: 500,
  notifications: 30_000,
  readerNotifications: 3_000,
  articles: 300,
});

describe('query plans with a large data set', () => {
  // The sitemap as if a file held 5,000 URLs: its middle file starts inside the adverts.
  it.each([
    ...scaleReads(data, 5_000),
    ['the saved searches list', (db: Db) => listSavedSearches(db, data.readerId)] as const,
    ['the favourites list', (db: Db) => listFavorites(db, data.readerId, 0, 12)] as const,
    ['the visits a person asked for', (db: Db) => listAsked(db, data.readerId, { page: 0, size: 10 })] as const,
    ['the visits a breeder answers', (db: Db) => listReceived(db, data.bigBreederId, { page: 0, size: 10 })] as const,
    ['the conversations list', (db: Db) => listConversations(db, data.readerId, 0, 20)] as const,
    // The fresh adverts' pass (decision 219), at a time nothing is due: its two reads of the adverts.
    ["the fresh adverts' pass", (db: Db) => runFreshness({ db }, new Date('2000-01-01T00:00:00Z'))] as const,
    [
      '"my sales": a later page of one status',
      async (db: Db) => {
        const first = await listMySales(db, data.bigBreederId, { status: 'APPROVED' });
        await listMySales(db, data.bigBreederId, { status: 'APPROVED', after: decodeMySalesCursor(first.next!) });
      },
    ] as const,
  ])('%s: no sequential scan of sales, users, notifications or bookings', async (_label, run) => {
    const statements = await statementsOf(run);
    expect(statements.length).toBeGreaterThan(0);
    expect(await seqScans(statements)).toEqual([]);
  });
});
