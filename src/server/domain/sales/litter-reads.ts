/**
 * Reading litters (issue 39, decision 186): the animals of adverts, and each litter's counts for its card. Apart
 * from the writes (litters.ts) so the listing's queries read them without importing the writes.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { LitterAnimal, LitterSummary } from '../../../lib/sales/shapes.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { saleAnimals } from '../../db/schema.ts';

const toAnimal = (row: typeof saleAnimals.$inferSelect): LitterAnimal => ({
  uid: row.id,
  position: row.position,
  label: row.label,
  sex: row.sex,
  colour: row.colour,
  price: row.priceCents / 100,
  microchip: row.microchip,
  state: row.state,
  photos: row.photos,
});

/** The animals of each sale asked, in their order. */
export async function animalsOf(db: Db | Tx, saleIds: readonly string[]): Promise<Map<string, LitterAnimal[]>> {
  const found = new Map<string, LitterAnimal[]>();
  if (saleIds.length === 0) return found;
  const rows = await db
    .select()
    .from(saleAnimals)
    .where(inArray(saleAnimals.saleId, [...saleIds]))
    .orderBy(asc(saleAnimals.saleId), asc(saleAnimals.position));
  for (const row of rows) {
    const list = found.get(row.saleId) ?? [];
    list.push(toAnimal(row));
    found.set(row.saleId, list);
  }
  return found;
}

/** Each litter's card line in one query; `matching` counts the available animals the listing's filters match. */
export async function litterSummaries(
  db: Db,
  saleIds: readonly string[],
  filters: SearchFilters = {},
): Promise<Map<string, LitterSummary>> {
  const found = new Map<string, LitterSummary>();
  if (saleIds.length === 0) return found;
  const available = sql`${saleAnimals.state} = 'AVAILABLE'`;
  const matches = [
    available,
    ...(filters.sex ? [sql`${saleAnimals.sex} = ${filters.sex}`] : []),
    ...(filters.priceMin !== undefined ? [sql`${saleAnimals.priceCents} >= ${filters.priceMin * 100}`] : []),
    ...(filters.priceMax !== undefined ? [sql`${saleAnimals.priceCents} <= ${filters.priceMax * 100}`] : []),
    ...(filters.free ? [sql`${saleAnimals.priceCents} = 0`] : []),
  ];
  const rows = await db
    .select({
      saleId: saleAnimals.saleId,
      animals: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${available}))::int`,
      males: sql<number>`(count(*) filter (where ${available} and ${saleAnimals.sex} = 'MALE'))::int`,
      females: sql<number>`(count(*) filter (where ${available} and ${saleAnimals.sex} = 'FEMALE'))::int`,
      matching: sql<number>`(count(*) filter (where ${sql.join(matches, sql` and `)}))::int`,
      fromCents: sql<number>`coalesce(min(${saleAnimals.priceCents}) filter (where ${available}), min(${saleAnimals.priceCents}))::int`,
    })
    .from(saleAnimals)
    .where(inArray(saleAnimals.saleId, [...saleIds]))
    .groupBy(saleAnimals.saleId);
  for (const r of rows) {
    found.set(r.saleId, {
      animals: Number(r.animals),
      available: Number(r.available),
      males: Number(r.males),
      females: Number(r.females),
      matching: Number(r.matching),
      fromPrice: Number(r.fromCents) / 100,
    });
  }
  return found;
}
