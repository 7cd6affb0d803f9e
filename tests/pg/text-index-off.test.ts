// On PostgreSQL the server keeps no text index (decision 171): the database answers every text search, and the
// change log the embedded index reads stays empty, its triggers off, whatever is written to the adverts — also after
// a dump of an embedded database (whose triggers are on) was restored into PostgreSQL.
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sales, saleTextChanges } from '../../src/server/db/schema.ts';
import { listSales } from '../../src/server/domain/sales/queries.ts';
import { attachTextIndex, textIndexReady } from '../../src/server/domain/sales/text-index.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from '../api/sales-fixtures.ts';

const ctx = await useTestContext();

const logged = async () => (await ctx.db.select({ n: count() }).from(saleTextChanges))[0]!.n;

/** An advert written, sold and put back on sale: three entries in the log if its triggers were on. */
async function writeAnAdvert(title: string): Promise<void> {
  const seller = (await breeder(ctx)).uid;
  const id = await insertSale(ctx, seller, await place(ctx, 'Lisboa', 'Lisboa'), { title });
  await ctx.db.update(sales).set({ availability: 'SOLD' }).where(eq(sales.id, id));
  await ctx.db.update(sales).set({ availability: 'AVAILABLE' }).where(eq(sales.id, id));
}

beforeEach(() => resetDatabase(ctx));

describe('the text search on PostgreSQL', () => {
  it('is answered by the database, and nothing is logged for an index', async () => {
    expect(ctx.database.driver).toBe('pg');
    expect(await textIndexReady(ctx.db)).toBeUndefined();
    await writeAnAdvert('Cão sem registo');
    expect((await listSales(ctx.db, { q: 'cão', page: 0, size: 12 })).content.map((c) => c.title)).toEqual([
      'Cão sem registo',
    ]);
    expect(await logged()).toBe(0);
  });

  it("turns the log off when a restored embedded database's dump brought its triggers on", async () => {
    for (const t of ['inserted', 'deleted', 'updated', 'truncated']) {
      await ctx.database.exec(`alter table sales enable trigger sale_text_${t}`);
    }
    await writeAnAdvert('Cão do registo');
    expect(await logged()).toBe(3);
    // What the server does as it starts.
    await attachTextIndex(ctx.database);
    expect(await logged()).toBe(0);
    await writeAnAdvert('Cão depois');
    expect(await logged()).toBe(0);
  });
});
