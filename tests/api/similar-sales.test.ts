// Similar adverts (decision 136) chosen from a few narrow candidate sets (issue 21) come out exactly as the
// full order would put them: same breed, then municipality, then district, newest first.
import { describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema.ts';
import { similarSales } from '../../src/server/domain/sales/queries.ts';
import { random } from '../../bench/lib/random.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();

describe('similar adverts', () => {
  it('match the full order for many adverts and seeds', async () => {
    // On PostgreSQL the files share one database: the adverts earlier files left would be candidates too.
    await resetDatabase(ctx);
    const seller = await breeder(ctx);
    const places = [
      await place(ctx, 'Lisboa', 'Sintra'),
      await place(ctx, 'Lisboa', 'Cascais'),
      await place(ctx, 'Porto', 'Maia'),
    ];
    const breeds = ['DOG_LABRADOR', 'DOG_AGUA_PORTUGUES', null];
    const r = random(7);
    const rows: { id: string; breed: string | null; at: number; place: (typeof places)[number]; cat: boolean }[] = [];
    const now = Date.now();
    for (let i = 0; i < 60; i++) {
      const breed = r.pick(breeds);
      const where = r.pick(places);
      const cat = r.next() < 0.15;
      // Some share an approval time, so the uid decides between them.
      const at = now - r.int(0, 20) * 60_000;
      const id = await insertSale(ctx, seller.uid, where, {
        speciesCode: cat ? 'CAT' : 'DOG',
        breedCode: cat ? null : breed,
        purebred: !cat && breed !== null,
        approvedAt: new Date(at),
        availability: r.next() < 0.1 ? 'SOLD' : 'AVAILABLE',
      });
      rows.push({ id, breed: cat ? null : breed, at, place: where, cat });
    }
    const listed = new Set(
      (await ctx.db.select({ id: sales.id, availability: sales.availability }).from(sales))
        .filter((s) => s.availability === 'AVAILABLE')
        .map((s) => s.id),
    );
    for (const like of rows.filter((row) => !row.cat).slice(0, 25)) {
      const expected = rows
        .filter((s) => !s.cat && s.id !== like.id && listed.has(s.id))
        .map((s) => ({
          s,
          key: [
            like.breed !== null && s.breed === like.breed ? 1 : 0,
            s.place.childLocationId === like.place.childLocationId ? 1 : 0,
            s.place.locationId === like.place.locationId ? 1 : 0,
          ],
        }))
        .sort(
          (a, b) =>
            b.key[0]! - a.key[0]! ||
            b.key[1]! - a.key[1]! ||
            b.key[2]! - a.key[2]! ||
            b.s.at - a.s.at ||
            (a.s.id < b.s.id ? -1 : 1),
        )
        .slice(0, 4)
        .map((x) => x.s.id);
      const got = await similarSales(ctx.db, {
        uid: like.id,
        speciesCode: 'DOG',
        breedCode: like.breed,
        purebred: like.breed !== null,
        locationId: like.place.locationId,
        childLocationId: like.place.childLocationId,
      });
      expect(got.map((c) => c.uid)).toEqual(expected);
    }
  });
});
