/**
 * Writing a litter's animal rows (decisions 186, 197): the list put in place (by its owner while the advert waits for
 * its first approval, or by a moderator approving a change), the advert's own columns kept true to it, and the
 * site-wide uniqueness of a microchip, the waiting changes of other adverts included.
 */
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { litterState } from '../../../lib/sales/litter.ts';
import type { Db, Tx } from '../../db/client.ts';
import { saleAnimals, sales } from '../../db/schema.ts';
import type { SaleAvailability } from './types.ts';

/** An animal as written: one with a `uid` the litter already has keeps its state, the others are available. */
export interface AnimalRow {
  uid?: string | undefined;
  label: string;
  sex: 'MALE' | 'FEMALE';
  colour: string;
  price: number;
  microchip: string;
  photos?: string[] | undefined;
}

/** Replaces the animals of a sale with `animals`, in their order; returns the state they give the advert. */
export async function writeAnimals(tx: Tx, saleId: string, animals: readonly AnimalRow[]): Promise<SaleAvailability> {
  const states = new Map(
    (
      await tx
        .select({ id: saleAnimals.id, state: saleAnimals.state })
        .from(saleAnimals)
        .where(eq(saleAnimals.saleId, saleId))
    ).map((r) => [r.id, r.state]),
  );
  await tx.delete(saleAnimals).where(eq(saleAnimals.saleId, saleId));
  await tx.insert(saleAnimals).values(
    animals.map((a, position) => ({
      ...(a.uid && { id: a.uid }),
      saleId,
      position,
      label: a.label,
      sex: a.sex,
      colour: a.colour,
      priceCents: Math.round(a.price * 100),
      microchip: a.microchip,
      photos: a.photos ?? [],
      state: (a.uid && states.get(a.uid)) || 'AVAILABLE',
    })),
  );
  return settle(tx, saleId);
}

/** Keeps the advert's own columns true to its animals; returns the state its animals give it. */
export async function settle(tx: Tx, saleUid: string): Promise<SaleAvailability> {
  const rows = await tx
    .select({ state: saleAnimals.state, priceCents: saleAnimals.priceCents })
    .from(saleAnimals)
    .where(eq(saleAnimals.saleId, saleUid));
  const available = rows.filter((r) => r.state === 'AVAILABLE');
  const from = Math.min(...(available.length ? available : rows).map((r) => r.priceCents));
  await tx.update(sales).set({ litter: true, priceCents: from }).where(eq(sales.id, saleUid));
  return litterState(rows.map((r) => r.state));
}

/**
 * The microchips among `chips` that another advert carries: on one of its animals or itself, or on an animal of its
 * change waiting for the moderators (two waiting changes could otherwise both claim a chip, and the second approval
 * would break the chip's unique index).
 */
export async function chipsElsewhere(db: Db | Tx, saleUid: string, chips: readonly string[]): Promise<Set<string>> {
  if (chips.length === 0) return new Set();
  const list = [...chips];
  // One after the other: inside a moderator's transaction they share one connection.
  const inLitters = await db
    .select({ chip: saleAnimals.microchip })
    .from(saleAnimals)
    .where(and(inArray(saleAnimals.microchip, list), ne(saleAnimals.saleId, saleUid)));
  const inAdverts = await db
    .select({ chip: sales.microchip })
    .from(sales)
    .where(and(inArray(sales.microchip, list), ne(sales.id, saleUid)));
  const inRevisions = await db
    .select({ revision: sales.revision })
    .from(sales)
    .where(
      and(
        isNotNull(sales.revision),
        ne(sales.id, saleUid),
        sql`jsonb_path_exists(${sales.revision}, '$.animals[*].microchip ? (@ == $c[*])', jsonb_build_object('c', ${JSON.stringify(list)}::jsonb))`,
      ),
    );
  const waiting = inRevisions.flatMap((r) => r.revision?.animals?.map((a) => a.microchip) ?? []);
  return new Set(
    [...inLitters.map((r) => r.chip), ...inAdverts.map((r) => r.chip), ...waiting].filter(
      (c): c is string => c !== null && list.includes(c),
    ),
  );
}
