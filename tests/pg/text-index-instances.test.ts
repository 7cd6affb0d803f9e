// The text index on two instances of one PostgreSQL (decision 171): each keeps its own, and a search on one sees
// at once what the other wrote, through the change log. Transactions commit out of the log's order there: an
// advert written by a transaction that was still running when an instance last read the log, and committed after a
// later one, is found all the same. Runs in the PostgreSQL pass only (`npm run test:pg`).
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema.ts';
import { listSales } from '../../src/server/domain/sales/queries.ts';
import { textIndexReady } from '../../src/server/domain/sales/text-index.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from '../api/sales-fixtures.ts';

describe('the text index on two instances of one PostgreSQL', async () => {
  const instanceA = await useTestContext();
  const instanceB = await useTestContext();
  const found = async (q: string) =>
    (await listSales(instanceB.db, { q, page: 0, size: 12 })).content.map((c) => c.title).sort();
  await resetDatabase(instanceA);
  const seller = (await breeder(instanceA)).uid;
  // The open transaction's advert is another breeder's: its count of approved adverts stays locked until it ends.
  const slowSeller = (await breeder(instanceA)).uid;
  const lisboa = await place(instanceA, 'Lisboa', 'Lisboa');

  /** A connection of its own, for a transaction left open across the instances' searches. */
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  afterAll(() => other.end());

  it('finds on one instance what the other wrote, and forgets what it took off', async () => {
    expect(await textIndexReady(instanceB.db)).toMatchObject({ size: 0 });
    const id = await insertSale(instanceA, seller, lisboa, { title: 'Ornitorrinco de Lisboa' });
    expect(await found('ornitorrinco')).toEqual(['Ornitorrinco de Lisboa']);
    await instanceA.db.update(sales).set({ availability: 'SOLD' }).where(eq(sales.id, id));
    expect(await found('ornitorrinco')).toEqual([]);
    await instanceA.db
      .update(sales)
      .set({ availability: 'AVAILABLE', title: 'Ornitorrinco do Porto' })
      .where(eq(sales.id, id));
    expect(await found('ornitorrinco')).toEqual(['Ornitorrinco do Porto']);
    expect((await textIndexReady(instanceB.db))?.size).toBe(1);
  });

  it('finds an advert whose transaction commits after a later one', async () => {
    // A transaction writes its advert (its log entry takes the next number) and stays open.
    await other.query('begin');
    await other.query(
      `insert into sales (owner_id, species_code, title, description, sex, birth_date, register_date, location_id,
        child_location_id, status, approved_at)
      values ($1, 'CAT', 'Gato lento', 'Escrito numa transação longa.', 'MALE', '2025-01-01', '2025-03-01', $2, $3,
        'APPROVED', now())`,
      [slowSeller, lisboa.locationId, lisboa.childLocationId],
    );
    expect(await found('gato')).toEqual([]);
    // A later transaction's advert, committed first: instance B reads past both entries' numbers.
    await insertSale(instanceA, seller, lisboa, {
      title: 'Gato rápido',
      speciesCode: 'CAT',
      breedCode: null,
      purebred: false,
    });
    expect(await found('gato')).toEqual(['Gato rápido']);
    // While the first is open, every search reads the later one's entry again: it is applied once.
    const before = await textIndexReady(instanceB.db);
    expect(await found('gato')).toEqual(['Gato rápido']);
    expect(await textIndexReady(instanceB.db)).toMatchObject({ dead: before!.dead });
    await other.query('commit');
    expect(await found('gato')).toEqual(['Gato lento', 'Gato rápido']);
    // Read once, not at every search: what the index gave up does not grow while nothing is written.
    const after = await textIndexReady(instanceB.db);
    expect(await found('gato')).toEqual(['Gato lento', 'Gato rápido']);
    expect(await textIndexReady(instanceB.db)).toMatchObject({ size: 3, dead: after!.dead });
  });
});
