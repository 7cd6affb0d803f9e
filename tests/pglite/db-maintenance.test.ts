// PGlite's stand-in for autovacuum (decisions 156 and 168): a minute after start-up, then hourly, the tables
// autovacuum would treat get `vacuum analyze`, `vacuum` or `analyze`, so the embedded database plans the listing on its
// indexes as data grows, and a table nothing happened to is left alone (each pass holds the server's one thread).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import {
  dueTables,
  maintain,
  MAINTENANCE_FIRST_MS,
  startMaintenance,
  type DueTable,
} from '../../src/server/db/maintenance.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { createSale } from '../api/bookings-fixtures.ts';

// The embedded database even in the PostgreSQL pass: PostgreSQL has its own autovacuum, and nothing is started for it.
const ctx = await useTestContext({ DATABASE_URL: undefined });

/** What the planner believes of a table (analysed since start-up, its row count) and how often it was treated. */
const statsOf = async (database: Database, table: string) => {
  await database.exec('select pg_stat_force_next_flush()');
  const result = await database.db.execute(
    `select s.last_analyze is not null as analyzed, c.reltuples::int as tuples,
       coalesce(s.vacuum_count, 0)::int as vacuums, coalesce(s.analyze_count, 0)::int as analyses
     from pg_class c left join pg_stat_user_tables s on s.relid = c.oid where c.oid = '${table}'::regclass`,
  );
  return rowsOf<{ analyzed: boolean; tuples: number; vacuums: number; analyses: number }>(result)[0]!;
};

/** "action table" of each table, as a pass treats them. */
const named = (tables: DueTable[]) => tables.map((t) => `${t.action} ${t.name}`);
const dueNames = async (database: Database) => named(await dueTables(database));

afterEach(() => {
  vi.useRealTimers();
});

describe('database maintenance', () => {
  it("treats the changed tables a minute after start, so the planner knows the adverts' count", async () => {
    await resetDatabase(ctx);
    const owner = await signUp(ctx);
    for (let i = 0; i < 30; i++) await createSale(ctx, owner.uid, { title: `Cachorro ${i}` });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = startMaintenance(ctx.database);
    const before = await statsOf(ctx.database, 'sales');
    vi.advanceTimersByTime(MAINTENANCE_FIRST_MS);
    vi.useRealTimers();
    await stop();
    const after = await statsOf(ctx.database, 'sales');
    expect(before?.tuples).not.toBe(30);
    expect(after).toMatchObject({ analyzed: true, tuples: 30 });
    // Nothing changed since: the next pass has nothing to do.
    expect(await dueNames(ctx.database)).toEqual([]);
  });

  it('analyses a table once a tenth of it changed, and vacuums it once a fifth of it is dead rows', async () => {
    await resetDatabase(ctx);
    const owner = await signUp(ctx);
    for (let i = 0; i < 100; i++) await createSale(ctx, owner.uid, { title: `Cachorro ${i}` });
    await maintain(ctx.database);
    expect(await statsOf(ctx.database, 'sales')).toMatchObject({ tuples: 100 });

    // 40 new adverts: fewer than 50 + 10 %, the statistics are close enough.
    for (let i = 0; i < 40; i++) await createSale(ctx, owner.uid, { title: `Gatinho ${i}` });
    expect(await dueNames(ctx.database)).not.toContain('analyze sales');
    // 40 more: 80 changed rows, past 50 + 10 % of 100.
    for (let i = 0; i < 40; i++) await createSale(ctx, owner.uid, { title: `Coelho ${i}` });
    expect(await dueNames(ctx.database)).toContain('analyze sales');
    expect(named((await maintain(ctx.database)).tables)).toContain('analyze sales');
    expect(await statsOf(ctx.database, 'sales')).toMatchObject({ tuples: 180 });

    // 100 adverts deleted: dead rows past 50 + 20 % of 180.
    await ctx.database.exec("delete from sales where title like 'Cachorro %'");
    expect(await dueNames(ctx.database)).toContain('vacuum analyze sales');
    await maintain(ctx.database);
    expect(await statsOf(ctx.database, 'sales')).toMatchObject({ tuples: 80 });
    expect(await dueNames(ctx.database)).toEqual([]);
  });

  it('gives a table whose statistics are still true a vacuum alone, and one with new rows an analyse alone', async () => {
    await resetDatabase(ctx);
    const owner = await signUp(ctx);
    for (let i = 0; i < 200; i++) await createSale(ctx, owner.uid, { title: `Cachorro ${i}` });
    await maintain(ctx.database);

    // 100 adverts deleted and the table analysed since (as a person's `analyze` would): only the dead rows are due.
    await ctx.database.exec("delete from sales where title like 'Cachorro 1%'");
    // The delete's counts reach the statistics before the analyse resets them.
    await ctx.database.exec('select pg_stat_force_next_flush()');
    await ctx.database.exec('analyze sales');
    expect(await dueNames(ctx.database)).toContain('vacuum sales');
    const before = await statsOf(ctx.database, 'sales');
    expect(named((await maintain(ctx.database)).tables)).toContain('vacuum sales');
    expect(await statsOf(ctx.database, 'sales')).toMatchObject({
      vacuums: before.vacuums + 1,
      analyses: before.analyses,
    });
    expect(await dueNames(ctx.database)).toEqual([]);

    // 60 new adverts: past 50 + 10 % of 89 changed rows, with no dead row and far from 1,000 + 20 % inserted ones.
    for (let i = 0; i < 60; i++) await createSale(ctx, owner.uid, { title: `Gatinho ${i}` });
    const due = await dueNames(ctx.database);
    expect(due).toContain('analyze sales');
    expect(due).not.toContain('vacuum analyze sales');
  });

  it('finds after a restart the tables that grew before it, and leaves the others alone', async () => {
    // PGlite's activity counts do not survive a restart: a table's growth is read from its pages instead.
    const dir = await mkdtemp(path.join(tmpdir(), 'patinhas-maintenance-'));
    const open = () => openDatabase({ dataDir: dir, migrationsFolder: path.resolve('drizzle') });
    try {
      let database = await open();
      await database.exec(`create table growing (id int primary key, label text);
        create table steady (id int primary key, label text);
        insert into growing select g, 'linha ' || g from generate_series(1, 40000) g;
        insert into steady select g, 'linha ' || g from generate_series(1, 40000) g;`);
      await maintain(database);
      expect(await dueNames(database)).toEqual([]);
      // A fifth more rows, then a restart before the next pass.
      await database.exec("insert into growing select g, 'linha ' || g from generate_series(40001, 48000) g");
      await database.close();

      database = await open();
      try {
        expect(await dueNames(database)).toEqual(['vacuum analyze growing']);
        await maintain(database);
        expect(await statsOf(database, 'growing')).toMatchObject({ analyzed: true, tuples: 48000 });
        expect(await statsOf(database, 'steady')).toMatchObject({ analyzed: false, tuples: 40000 });
      } finally {
        await database.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
