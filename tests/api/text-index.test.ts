// The text index (decision 171) answers a text search as the database does: the same adverts, counted alike, in the
// same order and pages, and in step with every write to the adverts, whoever writes. On PGlite and, in the PostgreSQL
// pass, on PostgreSQL (tests/pg/text-index-instances.test.ts: two instances, and transactions committing out of order).
import type { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { drizzle as overNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as overPglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { sales } from '../../src/server/db/schema.ts';
import type { SaleFilters } from '../../src/server/domain/sales/filters.ts';
import { listSales } from '../../src/server/domain/sales/queries.ts';
import { textIndexReady } from '../../src/server/domain/sales/text-index.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place, type Place } from './sales-fixtures.ts';
import { FILTERS, generateAdverts, QUERIES } from './text-fixtures.ts';

const ctx = await useTestContext();

/** A second handle on the same database, without the index: `listSales` there is the database's own answer. */
const client = (ctx.db as unknown as { $client: unknown }).$client;
const withoutIndex = (ctx.database.driver === 'pglite'
  ? overPglite({ client: client as PGlite, schema, casing: 'snake_case' })
  : overNodePostgres({ client: client as Pool, schema, casing: 'snake_case' })) as unknown as Db;

let lisboa: Place;
let seller = '';

/** The listing from the index and from the database, for the same filters. */
async function both(f: SaleFilters) {
  const [index, database] = await Promise.all([listSales(ctx.db, f), listSales(withoutIndex, f)]);
  return { index, database };
}

const listedCount = async () => {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(sales)
    .where(sql`${sales.status} = 'APPROVED' and ${sales.availability} = 'AVAILABLE'`);
  return row!.n;
};

beforeAll(async () => {
  await resetDatabase(ctx);
  seller = (await breeder(ctx)).uid;
  lisboa = await place(ctx, 'Lisboa', 'Lisboa');
  await generateAdverts(ctx, seller, [lisboa, await place(ctx, 'Porto', 'Porto')]);
});

describe('the text index', () => {
  it('holds every listed advert once built', async () => {
    await textIndexReady(ctx.db);
    // The adverts written since the build are read from the log by the next search.
    await listSales(ctx.db, { q: 'cão', page: 0, size: 12 });
    expect((await textIndexReady(ctx.db))?.size).toBe(await listedCount());
  });

  /** Every query × filter set × order × page, from the index and from the database. */
  async function compareAll(): Promise<void> {
    let pages = 0;
    for (const q of QUERIES) {
      for (const filters of FILTERS) {
        for (const sort of ['relevance', 'newest'] as const) {
          for (const [page, size] of [
            [0, 12],
            [1, 12],
            [0, 48],
            [40, 12],
          ] as const) {
            const f = { q, ...filters, sort, page, size };
            const { index, database } = await both(f);
            expect(index, JSON.stringify(f)).toEqual(database);
            if (index.content.length > 0) pages++;
          }
        }
      }
    }
    expect(pages).toBeGreaterThan(300);
  }

  it('answers every query, filter, order and page as the database does, grown from the log', compareAll);

  it('and built at once, as after a start (its long lists packed)', async () => {
    // What a TRUNCATE writes: the next search gives the index up and it is built from the adverts.
    await ctx.database.exec('insert into sale_text_changes (sale_id) values (null)');
    await listSales(ctx.db, { q: 'cão', page: 0, size: 12 });
    expect((await textIndexReady(ctx.db))?.dead).toBe(0);
    await compareAll();
  });

  it('follows every write to the adverts, into lists a build packed', async () => {
    const q = { q: 'ornitorrinco', page: 0, size: 12 };
    const titles = async () => (await listSales(ctx.db, q)).content.map((c) => c.title);
    const pending = await insertSale(ctx, seller, lisboa, {
      title: 'Ornitorrinco meigo',
      status: 'PENDING',
      approvedAt: null,
    });
    expect(await titles()).toEqual([]);
    await ctx.db.update(sales).set({ status: 'APPROVED', approvedAt: new Date() }).where(eq(sales.id, pending));
    expect(await titles()).toEqual(['Ornitorrinco meigo']);
    // An edit's new words are found, the old ones no longer.
    await ctx.db.update(sales).set({ title: 'Ornitorrinco calmo' }).where(eq(sales.id, pending));
    expect(await titles()).toEqual(['Ornitorrinco calmo']);
    expect((await listSales(ctx.db, { ...q, q: 'ornitorrinco meigo' })).totalElements).toBe(0);
    // A filter's column changes with the advert.
    await ctx.db
      .update(sales)
      .set({ speciesCode: 'CAT', breedCode: null, purebred: false })
      .where(eq(sales.id, pending));
    expect((await listSales(ctx.db, { ...q, species: 'DOG' })).totalElements).toBe(0);
    expect((await listSales(ctx.db, { ...q, species: 'CAT' })).totalElements).toBe(1);
    // Sold, then back: out, then in.
    await ctx.db.update(sales).set({ availability: 'SOLD' }).where(eq(sales.id, pending));
    expect(await titles()).toEqual([]);
    await ctx.db.update(sales).set({ availability: 'AVAILABLE' }).where(eq(sales.id, pending));
    expect(await titles()).toEqual(['Ornitorrinco calmo']);
    await ctx.db.delete(sales).where(eq(sales.id, pending));
    expect(await titles()).toEqual([]);
    expect((await textIndexReady(ctx.db))?.size).toBe(await listedCount());
    const { index, database } = await both({ q: 'cão meigo', page: 0, size: 48 });
    expect(index).toEqual(database);
  });

  it('reads everything again after the adverts are truncated', async () => {
    const before = await listSales(ctx.db, { q: 'cão', page: 0, size: 12 });
    expect(before.totalElements).toBeGreaterThan(0);
    await ctx.database.exec('truncate sales cascade');
    // The database answers while the index is built again, then the index answers: nothing either way.
    expect((await listSales(ctx.db, { q: 'cão', page: 0, size: 12 })).totalElements).toBe(0);
    expect(await textIndexReady(ctx.db)).toMatchObject({ size: 0 });
    await insertSale(ctx, seller, lisboa, { title: 'Cão de regresso' });
    expect((await listSales(ctx.db, { q: 'cão', page: 0, size: 12 })).content.map((c) => c.title)).toEqual([
      'Cão de regresso',
    ]);
  });

  it('reads everything again after every table is emptied at once, its log with them', async () => {
    expect((await listSales(ctx.db, { q: 'cão', page: 0, size: 12 })).totalElements).toBe(1);
    await resetDatabase(ctx);
    expect((await listSales(ctx.db, { q: 'cão', page: 0, size: 12 })).totalElements).toBe(0);
    expect(await textIndexReady(ctx.db)).toMatchObject({ size: 0 });
  });
});
