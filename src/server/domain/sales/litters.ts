/**
 * Litters (issue 39, decision 186): an advert whose animals are rows of `sale_animals`. The breeder sets the animals
 * (each microchip unique on the whole site) and marks each one reserved or sold; neither takes the advert offline nor
 * back to the moderators. The advert keeps what its cards and the listing read without a join: `litter`, its price
 * (the lowest of the available animals) and its state (sold once every animal is, reserved when none is available).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  animalsErrors,
  animalsInputSchema,
  litterState,
  type AnimalInput,
  type LitterAnimal,
} from '../../../lib/sales/litter.ts';
import type { Db, Tx } from '../../db/client.ts';
import { saleAnimals, sales } from '../../db/schema.ts';
import { setAvailability } from './availability.ts';
import { announceSalesChanged, invalidateSales } from './cache.ts';
import type { SaleAvailability } from './types.ts';
import type { SalesContext, WriteFailure } from './write.ts';
import { animalsOf } from './litter-reads.ts';

export type LitterResult = { ok: true; animals: LitterAnimal[] } | WriteFailure;

const invalid = (errors: Record<string, string>): WriteFailure => ({
  ok: false,
  status: 400,
  message: 'validation-error',
  errors,
});

/**
 * Sets the animals of an own advert, which makes it a litter: the animals named by `uid` keep their state, the new
 * ones are available. Each microchip must be unique on the whole site (this advert's own excepted).
 */
export async function setAnimals(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  body: unknown,
): Promise<LitterResult> {
  const [sale] = await ctx.db
    .select({ id: sales.id, availability: sales.availability })
    .from(sales)
    .where(and(eq(sales.id, saleUid), eq(sales.ownerId, userId)));
  if (!sale) return { ok: false, status: 404, message: 'not-found' };
  const errors = animalsErrors(body);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const { animals } = animalsInputSchema.parse(body);
  const chipTaken = await chipsElsewhere(ctx.db, saleUid, animals);
  if (chipTaken.size > 0) {
    return invalid(
      Object.fromEntries(
        animals.flatMap((a, i) =>
          chipTaken.has(a.microchip) ? [[`animals.${i}.microchip`, 'litter.error.microchip-taken']] : [],
        ),
      ),
    );
  }
  const existing = new Map((await animalsOf(ctx.db, [saleUid])).get(saleUid)?.map((a) => [a.uid, a]) ?? []);
  const unknown = animals.findIndex((a) => a.uid !== undefined && !existing.has(a.uid));
  if (unknown >= 0) return invalid({ [`animals.${unknown}.uid`]: 'litter.error.animal' });

  const state = await ctx.db.transaction(async (tx) => {
    await tx.delete(saleAnimals).where(eq(saleAnimals.saleId, saleUid));
    await tx.insert(saleAnimals).values(
      animals.map((a, position) => ({
        ...(a.uid && { id: a.uid }),
        saleId: saleUid,
        position,
        label: a.label,
        sex: a.sex,
        colour: a.colour,
        priceCents: Math.round(a.price * 100),
        microchip: a.microchip,
        state: (a.uid && existing.get(a.uid)?.state) || 'AVAILABLE',
      })),
    );
    return settle(tx, saleUid);
  });
  invalidateSales(ctx);
  // A litter whose last available animal went with the list is reserved or sold as an advert is (fans told).
  if (state !== sale.availability) await setAvailability(ctx, userId, saleUid, state);
  return { ok: true, animals: (await animalsOf(ctx.db, [saleUid])).get(saleUid) ?? [] };
}

/** Marks one animal of an own litter available, reserved or sold; the litter follows its animals. */
export async function setAnimalState(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  animalUid: string,
  state: SaleAvailability,
): Promise<LitterResult> {
  const [sale] = await ctx.db
    .select({ availability: sales.availability })
    .from(sales)
    .where(and(eq(sales.id, saleUid), eq(sales.ownerId, userId)));
  if (!sale) return { ok: false, status: 404, message: 'not-found' };
  const litter = await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(saleAnimals)
      .set({ state })
      .where(and(eq(saleAnimals.id, animalUid), eq(saleAnimals.saleId, saleUid)))
      .returning({ id: saleAnimals.id });
    return changed.length === 0 ? null : settle(tx, saleUid);
  });
  if (litter === null) return { ok: false, status: 404, message: 'not-found' };
  invalidateSales(ctx);
  if (litter !== sale.availability) await setAvailability(ctx, userId, saleUid, litter);
  return { ok: true, animals: (await animalsOf(ctx.db, [saleUid])).get(saleUid) ?? [] };
}

/** Keeps the advert's own columns true to its animals; returns the state its animals give it. */
async function settle(tx: Tx, saleUid: string): Promise<SaleAvailability> {
  const rows = await tx
    .select({ state: saleAnimals.state, priceCents: saleAnimals.priceCents })
    .from(saleAnimals)
    .where(eq(saleAnimals.saleId, saleUid));
  const available = rows.filter((r) => r.state === 'AVAILABLE');
  const from = Math.min(...(available.length ? available : rows).map((r) => r.priceCents));
  await tx.update(sales).set({ litter: true, priceCents: from }).where(eq(sales.id, saleUid));
  await announceSalesChanged(tx);
  return litterState(rows.map((r) => r.state));
}

/** The microchips of `animals` that another advert or another litter's animal already carries. */
async function chipsElsewhere(db: Db, saleUid: string, animals: AnimalInput[]): Promise<Set<string>> {
  const chips = animals.map((a) => a.microchip);
  const [inLitters, inAdverts] = await Promise.all([
    db
      .select({ chip: saleAnimals.microchip })
      .from(saleAnimals)
      .where(and(inArray(saleAnimals.microchip, chips), ne(saleAnimals.saleId, saleUid))),
    db
      .select({ chip: sales.microchip })
      .from(sales)
      .where(and(inArray(sales.microchip, chips), ne(sales.id, saleUid))),
  ]);
  return new Set([...inLitters, ...inAdverts].map((r) => r.chip).filter((c): c is string => c !== null));
}
