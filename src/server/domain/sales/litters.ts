/**
 * Litters (issue 39, decisions 186 and 197): an advert whose animals are rows of `sale_animals`. The breeder sets the
 * animals (each microchip unique on the whole site): in place while the advert waits for its first approval; once it
 * is published, as a change the moderators see before buyers do (beside any change to the advert's own fields, in
 * `sales.revision`), the approved animals staying online meanwhile. Marking one reserved or sold is a fact its owner
 * states and changes at once. The advert keeps what its cards and the listing read without a join: `litter`, its price
 * (the lowest of the available animals) and its state (sold once every animal is, reserved when none is available).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  animalsErrors,
  animalsInputSchema,
  asProposed,
  sameAnimals,
  type ProposedAnimal,
} from '../../../lib/sales/litter.ts';
import type { LitterAnimal } from '../../../lib/sales/shapes.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bookings, favorites, files, notifications, saleAnimals, sales, type SaleRevision } from '../../db/schema.ts';
import { notifyAboutSale } from '../notifications/index.ts';
import { raiseFlags } from '../signals/index.ts';
import { setAvailability } from './availability.ts';
import type { SaleAvailability } from './types.ts';
import type { SalesContext, WriteFailure } from './write.ts';
import { animalsOf } from './litter-reads.ts';
import { chipsElsewhere, settle, writeAnimals } from './litter-rows.ts';

export type LitterResult = { ok: true; animals: LitterAnimal[] } | WriteFailure;
/** `revision`: the animals wait for the moderators, and `animals` are those waiting, marked (decision 197). */
export type AnimalsResult = { ok: true; animals: LitterAnimal[]; revision: boolean } | WriteFailure;

const invalid = (errors: Record<string, string>): WriteFailure => ({
  ok: false,
  status: 400,
  message: 'validation-error',
  errors,
});

/**
 * Sets the animals of an own advert, which makes it a litter: the animals named by `uid` keep their state, the new
 * ones are available. Each microchip must be unique on the whole site (this advert's own excepted). On a published
 * advert the list waits for the moderators (decision 197); a list equal to the live one withdraws a waiting one.
 */
export async function setAnimals(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  body: unknown,
): Promise<AnimalsResult> {
  const [sale] = await ctx.db
    .select({ id: sales.id, availability: sales.availability, status: sales.status, revision: sales.revision })
    .from(sales)
    .where(and(eq(sales.id, saleUid), eq(sales.ownerId, userId)));
  if (!sale) return { ok: false, status: 404, message: 'not-found' };
  const errors = animalsErrors(body);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const { animals } = animalsInputSchema.parse(body);
  const chipTaken = await chipsElsewhere(
    ctx.db,
    saleUid,
    animals.map((a) => a.microchip),
  );
  if (chipTaken.size > 0) {
    return invalid(
      Object.fromEntries(
        animals.flatMap((a, i) =>
          chipTaken.has(a.microchip) ? [[`animals.${i}.microchip`, 'litter.error.microchip-taken']] : [],
        ),
      ),
    );
  }
  const live = (await animalsOf(ctx.db, [saleUid])).get(saleUid) ?? [];
  // An animal of the change waiting for the moderators is known by its uid too: a second change builds on the first.
  const known = new Set([...live.map((a) => a.uid), ...(sale.revision?.animals ?? []).map((a) => a.uid)]);
  const unknown = animals.findIndex((a) => a.uid !== undefined && !known.has(a.uid));
  if (unknown >= 0) return invalid({ [`animals.${unknown}.uid`]: 'litter.error.animal' });
  // Photos: the owner's own sale photos, each on one animal.
  const keys = animals.flatMap((a) => a.photos ?? []);
  const owned = keys.length
    ? await ctx.db
        .select({ key: files.key })
        .from(files)
        .where(and(inArray(files.key, keys), eq(files.ownerId, userId), eq(files.kind, 'sale')))
    : [];
  const mine = new Set(owned.map((f) => f.key));
  const badPhotos = animals.findIndex((a) => (a.photos ?? []).some((k) => !mine.has(k)));
  if (badPhotos >= 0 || new Set(keys).size !== keys.length) {
    return invalid({ [`animals.${Math.max(badPhotos, 0)}.photos`]: 'litter.error.photos' });
  }

  if (sale.status === 'APPROVED') {
    const proposed: ProposedAnimal[] = animals.map((a) => ({
      ...a,
      uid: a.uid ?? randomUUID(),
      photos: a.photos ?? [],
    }));
    const waiting = !sameAnimals(live, proposed);
    await inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .select({ revision: sales.revision })
        .from(sales)
        .where(eq(sales.id, saleUid))
        .for('update');
      const input = row?.revision?.input ?? null;
      const revision: SaleRevision | null =
        input || waiting
          ? { input, ...(waiting && { animals: proposed }), submittedAt: new Date().toISOString() }
          : null;
      await tx
        .update(sales)
        .set({ revision, ...(waiting && { revisionRejectReason: null }) })
        .where(eq(sales.id, saleUid));
      await raiseFlags(tx, saleUid);
    });
    return { ok: true, animals: waiting ? asProposed(live, proposed) : live, revision: waiting };
  }

  const state = await inTransaction(ctx, async (tx) => {
    const written = await writeAnimals(tx, saleUid, animals);
    await raiseFlags(tx, saleUid);
    return written;
  });
  // A litter whose last available animal went with the list is reserved or sold as an advert is (fans told).
  if (state !== sale.availability) await setAvailability(ctx, userId, saleUid, state);
  return { ok: true, animals: (await animalsOf(ctx.db, [saleUid])).get(saleUid) ?? [], revision: false };
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
  const litter = await inTransaction(ctx, async (tx) => {
    const changed = await tx
      .update(saleAnimals)
      .set({ state })
      .where(and(eq(saleAnimals.id, animalUid), eq(saleAnimals.saleId, saleUid)))
      .returning({ id: saleAnimals.id, sex: saleAnimals.sex });
    if (changed.length === 0) return null;
    const settled = await settle(tx, saleUid);
    // While the litter stays available, who asked for what just went is told; a litter reserved or sold as a
    // whole tells everyone through setAvailability below.
    if (state !== 'AVAILABLE' && settled === 'AVAILABLE')
      await tellLastOfKindGone(tx, userId, saleUid, changed[0]!.sex);
    return settled;
  });
  if (litter === null) return { ok: false, status: 404, message: 'not-found' };
  if (litter !== sale.availability) await setAvailability(ctx, userId, saleUid, litter);
  return { ok: true, animals: (await animalsOf(ctx.db, [saleUid])).get(saleUid) ?? [] };
}

/**
 * Must 5 of issue 39: when no animal of a sex is available any more, the people with a heart on the litter hear it
 * once per sex ("Já não há fêmeas disponíveis"); a visitor whose coming visit named animals hears it once none of
 * those is available. Both in the same transaction as the change, as a SALE_RESERVED notice about the litter.
 */
async function tellLastOfKindGone(tx: Tx, ownerId: string, saleUid: string, sex: 'MALE' | 'FEMALE'): Promise<void> {
  const [sale] = await tx.select({ title: sales.title }).from(sales).where(eq(sales.id, saleUid));
  if (!sale) return;
  const message = `notification.litter-${sex === 'MALE' ? 'males' : 'females'}-gone.message`;
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(saleAnimals)
    .where(and(eq(saleAnimals.saleId, saleUid), eq(saleAnimals.sex, sex), eq(saleAnimals.state, 'AVAILABLE')));
  if (Number(left?.n ?? 0) === 0) {
    const fans = await tx
      .select({ userId: favorites.userId })
      .from(favorites)
      .where(
        and(
          eq(favorites.saleId, saleUid),
          isNull(favorites.removedAt),
          sql`not exists (select 1 from ${notifications} n where n.user_id = ${favorites.userId}
            and n.type = 'SALE_RESERVED' and n.reference_key = ${saleUid} and n.message = ${message})`,
        ),
      );
    for (const fan of fans) {
      if (fan.userId !== ownerId)
        await notifyAboutSale(tx, 'SALE_RESERVED', fan.userId, saleUid, sale.title, { message });
    }
  }
  // Coming visits that named animals, none of which is available now.
  const asked = await tx
    .select({ visitorId: bookings.visitorId, bookingId: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.saleId, saleUid),
        inArray(bookings.status, ['PENDING', 'ACCEPTED']),
        sql`${bookings.startsAt} > now()`,
        sql`jsonb_array_length(${bookings.animals}) > 0`,
        sql`not exists (select 1 from jsonb_array_elements(${bookings.animals}) e join ${saleAnimals} a
          on a.id = (e->>'uid')::uuid where a.state = 'AVAILABLE')`,
        sql`not exists (select 1 from ${notifications} n where n.user_id = ${bookings.visitorId}
          and n.type = 'SALE_RESERVED' and n.reference_key = ${saleUid}
          and n.message = 'notification.litter-asked-gone.message')`,
      ),
    );
  for (const visit of asked) {
    await notifyAboutSale(tx, 'SALE_RESERVED', visit.visitorId, saleUid, sale.title, {
      message: 'notification.litter-asked-gone.message',
    });
  }
}
