/** Visits: asking for one, the seller's decision, the visitor's cancellation, and who may book what (decision 070). */
import { and, count, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, favorites, saleAnimals, sales, users } from '../../db/schema.ts';
import { t } from '../../../i18n/index.ts';
import { logger } from '../../log.ts';
import type { Mail } from '../../mail/mailer.ts';
import {
  bookingAcceptedMail,
  bookingRejectedMail,
  bookingRequestedMail,
  bookingSaleWithdrawnMail,
} from '../../mail/templates/bookings.ts';
import { formatVisitTime } from '../../../lib/bookings/format.ts';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { notify, notifyAboutSale } from '../notifications/index.ts';
import { noteVisitChange, blockedBetween } from '../conversations/index.ts';
import { sellerCalendar } from './availability.ts';
import { BookingError, uniqueViolation, type BookingErrorKey } from './errors.ts';
import { loadBookingDetails, type BookingDetails } from './views.ts';
import { requestedTimeError, type SellerCalendar } from './slots.ts';
import { canModerate } from '../../../lib/users/types.ts';
import { inTransaction } from '../../db/transaction.ts';

type Ctx = Pick<Services, 'db' | 'mailer' | 'env'>;
const MINUTE = 60_000;

interface SaleFacts {
  id: string;
  ownerId: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** The owner's word (decision 137): a reserved or sold animal takes no new visit requests. */
  availability: 'AVAILABLE' | 'RESERVED' | 'SOLD' | 'LAPSED';
  title: string;
}

/** Who is booking: the token's user and role. */
export interface BookingViewer {
  userId: string;
  role: 'user' | 'editor' | 'moderator' | 'admin';
}

/**
 * The one visibility rule of visits (decision 076): a sale exists for this person if it is approved, theirs,
 * or they are an admin (as on the sale page, decision 065). To anyone else someone's pending or rejected
 * sale answers exactly like a sale that does not exist, in can-book, slots, booking and /appointment alike.
 */
export function saleVisibleTo(sale: { status: SaleFacts['status']; ownerId: string }, viewer: BookingViewer): boolean {
  return sale.status === 'APPROVED' || sale.ownerId === viewer.userId || canModerate(viewer.role);
}

/** The sale if this person may see it; `booking.error.sale-not-found` if it is unknown or hidden from them. */
export async function visibleSale(db: Db | Tx, saleUid: string, viewer: BookingViewer): Promise<SaleFacts> {
  const [sale] = await db
    .select({
      id: sales.id,
      ownerId: sales.ownerId,
      status: sales.status,
      availability: sales.availability,
      title: sales.title,
    })
    .from(sales)
    .where(eq(sales.id, saleUid))
    .limit(1);
  if (!sale || !saleVisibleTo(sale, viewer)) throw new BookingError('booking.error.sale-not-found');
  return sale;
}

/** Tells the visitor what became of their visit: the sale, the seller's name and the time. */
async function tellVisitor(
  tx: Tx,
  visit: { visitorId: string; saleId: string | null; startsAt: Date },
  sellerId: string,
  type: 'BOOKING_ACCEPTED' | 'BOOKING_REJECTED',
  message: string,
  extra: Record<string, string> = {},
): Promise<void> {
  // Decisions are only taken on live sales (findParty joins them); a deleted one told its visitors itself.
  if (!visit.saleId) return;
  const [sale] = await tx.select({ title: sales.title }).from(sales).where(eq(sales.id, visit.saleId));
  const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, sellerId));
  await notifyAboutSale(tx, type, visit.visitorId, visit.saleId, sale?.title ?? '', {
    message,
    params: { name: seller?.name ?? '', date: formatVisitTime(visit.startsAt), ...extra },
  });
}

/**
 * Serialises every booking change of one seller (requests and decisions on any of their sales):
 * the overlap checks below then see each other's writes. The partial unique index on accepted
 * slots stays as the database's own guarantee (decision 072).
 */
async function lockSeller(tx: Tx, sellerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('no key update');
}

/** The visitor's own request nobody answered before its time would hold the one-open-visit index: it ends here. */
async function endLapsedRequest(tx: Tx, saleId: string, visitorId: string, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(bookings.saleId, saleId),
        eq(bookings.visitorId, visitorId),
        eq(bookings.status, 'PENDING'),
        lte(bookings.startsAt, now),
      ),
    );
}

/** Why this user may not book this sale now, or undefined. */
async function refusalOf(
  db: Db | Tx,
  userId: string,
  sale: SaleFacts,
  now: Date,
): Promise<BookingErrorKey | undefined> {
  if (sale.ownerId === userId) return 'booking.error.own-sale';
  if (sale.status !== 'APPROVED' || sale.availability !== 'AVAILABLE') return 'booking.error.sale-not-available';
  // An accepted visit hands each one the other's address and phone: never across a block (issue 37).
  if (await blockedBetween(db, userId, sale.ownerId)) return 'booking.error.blocked';
  const open = await db
    .select({ status: bookings.status, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.saleId, sale.id),
        eq(bookings.visitorId, userId),
        inArray(bookings.status, ['PENDING', 'ACCEPTED']),
      ),
    );
  for (const b of open) {
    // A request nobody answered before its time has lapsed: it no longer counts (decision 070).
    if (b.status === 'PENDING' && b.startsAt.getTime() > now.getTime()) return 'booking.error.already-booked';
    if (b.status === 'ACCEPTED')
      return b.startsAt.getTime() > now.getTime() ? 'booking.error.already-booked' : 'booking.error.already-visited';
  }
  return undefined;
}

export type CanBook = { canBook: true } | { canBook: false; reason: BookingErrorKey };

export async function canBook(db: Db, viewer: BookingViewer, saleUid: string, now = new Date()): Promise<CanBook> {
  const sale = await visibleSale(db, saleUid, viewer);
  const reason = await refusalOf(db, viewer.userId, sale, now);
  return reason ? { canBook: false, reason } : { canBook: true };
}

/** What an advert is to the person reading it: their own (with its counts) or one they may have asked to visit. */
export type SaleViewerState =
  | { role: 'owner'; favorites: number; visits: { pending: number; accepted: number } }
  | { role: 'visitor'; visit: { uid: string; status: 'PENDING' | 'ACCEPTED'; date: string } | null };

/**
 * The signed-in part of a sale page (issue 16): the owner sees its favourites and coming visits, a visitor
 * the visit they asked for that is still open (pending or accepted, in the future). Same visibility as booking.
 */
export async function saleViewerState(
  db: Db,
  viewer: BookingViewer,
  saleUid: string,
  now = new Date(),
): Promise<SaleViewerState> {
  const sale = await visibleSale(db, saleUid, viewer);
  if (sale.ownerId === viewer.userId) {
    const [[hearts], rows] = await Promise.all([
      db.select({ n: count() }).from(favorites).where(eq(favorites.saleId, sale.id)),
      db
        .select({ status: bookings.status, n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.saleId, sale.id),
            inArray(bookings.status, ['PENDING', 'ACCEPTED']),
            gt(bookings.startsAt, now),
          ),
        )
        .groupBy(bookings.status),
    ]);
    const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
    return { role: 'owner', favorites: hearts?.n ?? 0, visits: { pending: of('PENDING'), accepted: of('ACCEPTED') } };
  }
  const [open] = await db
    .select({ uid: bookings.id, status: bookings.status, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.saleId, sale.id),
        eq(bookings.visitorId, viewer.userId),
        inArray(bookings.status, ['PENDING', 'ACCEPTED']),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(desc(bookings.startsAt))
    .limit(1);
  return {
    role: 'visitor',
    visit: open
      ? { uid: open.uid, status: open.status as 'PENDING' | 'ACCEPTED', date: open.startsAt.toISOString() }
      : null,
  };
}

export interface VisitRequest {
  saleUid: string;
  date: Date;
  message?: string | undefined;
  phone?: string | undefined;
  /** A litter's animals the visitor wants to meet (issue 39). */
  animals?: string[] | undefined;
}

const blankToNull = (value: string | undefined): string | null => {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
};

/**
 * The animals of the litter `saleId` a visitor names (issue 39), with their names as they are now; a uid that is not
 * an unsold animal of this litter refuses the request.
 */
async function animalsAsked(db: Db, saleId: string, uids: string[]): Promise<{ uid: string; label: string }[]> {
  if (uids.length === 0) return [];
  const unique = [...new Set(uids)];
  const found = await db
    .select({ uid: saleAnimals.id, label: saleAnimals.label, position: saleAnimals.position })
    .from(saleAnimals)
    .where(and(eq(saleAnimals.saleId, saleId), inArray(saleAnimals.id, unique), ne(saleAnimals.state, 'SOLD')))
    .orderBy(saleAnimals.position);
  if (found.length !== unique.length) throw new BookingError('booking.error.animals', 'animals');
  return found.map(({ uid, label }) => ({ uid, label }));
}

/** Asks for a visit: PENDING, the seller notified (BOOKING_REQUESTED) in the same transaction, then mailed. */
export async function requestVisit(
  ctx: Ctx,
  visitor: BookingViewer,
  input: VisitRequest,
  now = new Date(),
): Promise<{ uid: string; status: 'PENDING' }> {
  const sale = await visibleSale(ctx.db, input.saleUid, visitor);
  const animals = await animalsAsked(ctx.db, sale.id, input.animals ?? []);
  const visitorId = visitor.userId;
  const uid = await inTransaction(ctx, async (tx) => {
    await lockSeller(tx, sale.ownerId);
    await endLapsedRequest(tx, sale.id, visitorId, now);
    const refusal = await refusalOf(tx, visitorId, sale, now);
    if (refusal) throw new BookingError(refusal);
    const timeError = requestedTimeError(await sellerCalendar(tx, sale.ownerId, now), input.date, now);
    if (timeError) throw new BookingError(timeError as BookingErrorKey, 'date');
    const [row] = await tx
      .insert(bookings)
      .values({
        saleId: sale.id,
        visitorId,
        startsAt: input.date,
        message: blankToNull(input.message),
        phone: blankToNull(input.phone),
        animals,
      })
      .returning({ id: bookings.id });
    await noteVisitChange(tx, {
      saleId: sale.id,
      visitorId,
      actorId: visitorId,
      visit: {
        kind: 'booking',
        bookingUid: row!.id,
        status: 'PENDING',
        date: input.date.toISOString(),
        ...(animals.length > 0 && { animals: animals.map((a) => a.label) }),
      },
    });
    const [visitor] = await tx
      .select({ name: users.name, surname: users.surname })
      .from(users)
      .where(eq(users.id, visitorId));
    // Its own type (decision 130): the seller's click opens this request, so it points at the booking.
    await notify(tx, {
      userId: sale.ownerId,
      type: 'BOOKING_REQUESTED',
      title: 'notification.booking-requested.title',
      message: 'notification.booking-requested.message',
      referenceKey: row!.id,
      params: {
        saleTitle: sale.title,
        name: `${visitor?.name ?? ''} ${visitor?.surname ?? ''}`.trim(),
        date: formatVisitTime(input.date),
      },
    });
    return row!.id;
  }).catch((error: unknown) => {
    // Two submissions at once: the one-open-visit-per-visitor index lets one through.
    if (uniqueViolation(error)) throw new BookingError('booking.error.already-booked');
    throw error;
  });
  const details = await loadBookingDetails(ctx.db, uid);
  if (details) await deliver(ctx, bookingRequestedMail(ctx.env, details));
  return { uid, status: 'PENDING' };
}

interface Party {
  id: string;
  saleId: string;
  ownerId: string;
  visitorId: string;
}

/** The booking if the user is its seller; 403 for its visitor, 404 for anyone else (nothing to see). */
async function asSeller(db: Db, userId: string, bookingUid: string): Promise<Party> {
  const party = await findParty(db, bookingUid);
  if (!party || (party.ownerId !== userId && party.visitorId !== userId))
    throw new BookingError('booking.error.not-found');
  if (party.ownerId !== userId) throw new BookingError('booking.error.not-seller');
  return party;
}

async function findParty(db: Db, bookingUid: string): Promise<Party | null> {
  const [row] = await db
    .select({ id: bookings.id, saleId: sales.id, ownerId: sales.ownerId, visitorId: bookings.visitorId })
    .from(bookings)
    .innerJoin(sales, eq(sales.id, bookings.saleId))
    .where(eq(bookings.id, bookingUid))
    .limit(1);
  return row ?? null;
}

/** Other bookings of the seller's sales whose hour shares a minute with `startsAt`. */
function overlapping(sellerId: string, startsAt: Date, exceptId: string) {
  const hour = SLOT_MINUTES * MINUTE;
  return and(
    inArray(bookings.saleId, sql`(select ${sales.id} from ${sales} where ${sales.ownerId} = ${sellerId})`),
    ne(bookings.id, exceptId),
    gt(bookings.startsAt, new Date(startsAt.getTime() - hour)),
    lt(bookings.startsAt, new Date(startsAt.getTime() + hour)),
  );
}

/**
 * The buyer accepts a time the seller proposed in their conversation (decision 148): the visit is ACCEPTED at
 * once, under the same rules as a request (the advert open to visits, one open visit per buyer and advert, the
 * booking window, the seller's blocked days and accepted visits), and the seller's other requests for that hour
 * are declined as when the seller accepts. The buyer gets the acceptance mail with its calendar file; the
 * seller sees the visit in the conversation and their lists.
 */
export async function bookProposedVisit(
  ctx: Ctx,
  buyer: BookingViewer,
  proposal: { saleUid: string; date: Date; messageId: number },
  now = new Date(),
): Promise<{ uid: string }> {
  const sale = await visibleSale(ctx.db, proposal.saleUid, buyer);
  const { uid, declined } = await inTransaction(ctx, async (tx) => {
    await lockSeller(tx, sale.ownerId);
    await endLapsedRequest(tx, sale.id, buyer.userId, now);
    const refusal = await refusalOf(tx, buyer.userId, sale, now);
    if (refusal) throw new BookingError(refusal);
    const timeError = proposedTimeError(await sellerCalendar(tx, sale.ownerId, now), proposal.date, now);
    if (timeError) throw new BookingError(timeError as BookingErrorKey, 'date');
    const [row] = await tx
      .insert(bookings)
      .values({
        saleId: sale.id,
        visitorId: buyer.userId,
        startsAt: proposal.date,
        status: 'ACCEPTED',
        decidedAt: now,
      })
      .returning({ id: bookings.id, startsAt: bookings.startsAt });
    await noteVisitChange(tx, {
      saleId: sale.id,
      visitorId: buyer.userId,
      actorId: buyer.userId,
      visit: {
        kind: 'booking',
        bookingUid: row!.id,
        status: 'ACCEPTED',
        date: proposal.date.toISOString(),
        proposalId: proposal.messageId,
      },
    });
    return { uid: row!.id, declined: await declineClashes(tx, sale.ownerId, row!, now) };
  }).catch((error: unknown) => {
    if (uniqueViolation(error)) throw new BookingError('booking.error.already-booked');
    throw error;
  });
  const details = await loadBookingDetails(ctx.db, uid);
  if (details) await deliver(ctx, bookingAcceptedMail(ctx.env, details, now));
  for (const id of declined) {
    const other = await loadBookingDetails(ctx.db, id);
    if (other) await deliver(ctx, bookingRejectedMail(ctx.env, other, { slotTaken: true }));
  }
  return { uid };
}

/**
 * Why the seller may not propose (or the buyer accept) a visit at `when`: the rules of a request, except that the
 * seller may offer any quarter hour of the day, not only their weekly slots; they know their own week.
 */
export function proposedTimeError(calendar: SellerCalendar, when: Date, now: Date): string | undefined {
  return requestedTimeError({ ...calendar, hours: [] }, when, now);
}

/** Declines the seller's other pending requests that share a minute with an accepted visit; their visitors are told. */
async function declineClashes(
  tx: Tx,
  sellerId: string,
  accepted: { id: string; startsAt: Date },
  now: Date,
): Promise<string[]> {
  const reason = t('booking.slot-taken-reason');
  const others = await tx
    .update(bookings)
    // The reason the visitor reads in their list: the hour went to another visit.
    .set({ status: 'REJECTED', decidedAt: now, rejectReason: reason })
    .where(and(overlapping(sellerId, accepted.startsAt, accepted.id), eq(bookings.status, 'PENDING')))
    .returning({
      id: bookings.id,
      visitorId: bookings.visitorId,
      saleId: bookings.saleId,
      startsAt: bookings.startsAt,
    });
  for (const other of others) {
    await tellVisitor(tx, other, sellerId, 'BOOKING_REJECTED', 'notification.booking-slot-taken.message');
    if (other.saleId) {
      await noteVisitChange(tx, {
        saleId: other.saleId,
        visitorId: other.visitorId,
        actorId: sellerId,
        visit: {
          kind: 'booking',
          bookingUid: other.id,
          status: 'REJECTED',
          date: other.startsAt.toISOString(),
          reason,
        },
      });
    }
  }
  return others.map((o) => o.id);
}

/**
 * The seller accepts: the visitor is notified (BOOKING_ACCEPTED) and mailed with a calendar file.
 * Other pending requests for the same hour are declined for them, so nobody waits for a taken slot.
 */
export async function acceptVisit(ctx: Ctx, sellerId: string, bookingUid: string, now = new Date()): Promise<void> {
  const party = await asSeller(ctx.db, sellerId, bookingUid);
  const declined = await inTransaction(ctx, async (tx) => {
    await lockSeller(tx, party.ownerId);
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, party.id));
    if (!booking) throw new BookingError('booking.error.not-found');
    const [taken] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(overlapping(party.ownerId, booking.startsAt, booking.id), eq(bookings.status, 'ACCEPTED')))
      .limit(1);
    if (taken) throw new BookingError('booking.error.slot-taken');
    if (booking.status !== 'PENDING') throw new BookingError('booking.error.not-pending');
    if (booking.startsAt.getTime() <= now.getTime()) throw new BookingError('booking.error.visit-passed');
    if (await blockedBetween(tx, booking.visitorId, party.ownerId)) throw new BookingError('booking.error.blocked');
    await tx.update(bookings).set({ status: 'ACCEPTED', decidedAt: now }).where(eq(bookings.id, booking.id));
    await tellVisitor(tx, booking, party.ownerId, 'BOOKING_ACCEPTED', 'notification.booking-accepted.message');
    await noteVisitChange(tx, {
      saleId: party.saleId,
      visitorId: booking.visitorId,
      actorId: party.ownerId,
      visit: { kind: 'booking', bookingUid: booking.id, status: 'ACCEPTED', date: booking.startsAt.toISOString() },
    });
    return declineClashes(tx, party.ownerId, booking, now);
  }).catch((error: unknown) => {
    // The database's last word on a slot accepted twice (bookings_accepted_slot).
    if (uniqueViolation(error)) throw new BookingError('booking.error.slot-taken');
    throw error;
  });
  const details = await loadBookingDetails(ctx.db, party.id);
  if (details) await deliver(ctx, bookingAcceptedMail(ctx.env, details, now));
  for (const id of declined) {
    const other = await loadBookingDetails(ctx.db, id);
    if (other) await deliver(ctx, bookingRejectedMail(ctx.env, other, { slotTaken: true }));
  }
}

/** The seller declines, with an optional reason the visitor reads in the notification's mail and their list. */
export async function rejectVisit(
  ctx: Ctx,
  sellerId: string,
  bookingUid: string,
  reason: string | undefined,
  now = new Date(),
): Promise<void> {
  const party = await asSeller(ctx.db, sellerId, bookingUid);
  await inTransaction(ctx, async (tx) => {
    await lockSeller(tx, party.ownerId);
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'REJECTED', rejectReason: blankToNull(reason), decidedAt: now })
      .where(and(eq(bookings.id, party.id), eq(bookings.status, 'PENDING')))
      .returning();
    if (!booking) throw new BookingError('booking.error.not-pending');
    await noteVisitChange(tx, {
      saleId: party.saleId,
      visitorId: booking.visitorId,
      actorId: party.ownerId,
      visit: {
        kind: 'booking',
        bookingUid: booking.id,
        status: 'REJECTED',
        date: booking.startsAt.toISOString(),
        ...(booking.rejectReason && { reason: booking.rejectReason }),
      },
    });
    // The reason reaches the visitor in the bell too, not only by mail.
    if (booking.rejectReason) {
      await tellVisitor(
        tx,
        booking,
        party.ownerId,
        'BOOKING_REJECTED',
        'notification.booking-rejected.reason-message',
        {
          reason: booking.rejectReason,
        },
      );
    } else {
      await tellVisitor(tx, booking, party.ownerId, 'BOOKING_REJECTED', 'notification.booking-rejected.message');
    }
  });
  const details = await loadBookingDetails(ctx.db, party.id);
  if (details) await deliver(ctx, bookingRejectedMail(ctx.env, details, { slotTaken: false }));
}

/** The visitor withdraws a request the seller has not answered yet. */
export async function cancelVisit(db: Db, visitorId: string, bookingUid: string): Promise<void> {
  const party = await findParty(db, bookingUid);
  if (!party || (party.ownerId !== visitorId && party.visitorId !== visitorId))
    throw new BookingError('booking.error.not-found');
  if (party.visitorId !== visitorId) throw new BookingError('booking.error.not-visitor');
  await inTransaction({ db }, async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'CANCELLED', decidedAt: new Date() })
      .where(and(eq(bookings.id, party.id), eq(bookings.status, 'PENDING')))
      .returning({ id: bookings.id, startsAt: bookings.startsAt });
    if (!cancelled) throw new BookingError('booking.error.not-pending');
    await noteVisitChange(tx, {
      saleId: party.saleId,
      visitorId,
      actorId: visitorId,
      visit: { kind: 'booking', bookingUid: cancelled.id, status: 'CANCELLED', date: cancelled.startsAt.toISOString() },
    });
  });
}

/** Why a seller's advert stops taking its visits: deleted, or marked sold (decision 138). */
export type WithdrawnBecause = 'removed' | 'sold' | 'suspended';

const WITHDRAWN_MESSAGE: Record<WithdrawnBecause, string> = {
  removed: 'notification.booking-sale-removed.message',
  sold: 'notification.booking-sale-sold.message',
  // Its owner's account was suspended by the moderators (decision 150).
  suspended: 'notification.booking-sale-suspended.message',
};

/**
 * The seller is deleting a sale or marking it sold (call inside that transaction, before a delete): every
 * coming pending or accepted visit becomes CANCELLED by the seller, and its visitor is told in the bell with
 * the date that is cancelled; the notification points at the sale, whose link then says what became of it.
 * Returns who was told and, with `env`, the mails to send once the change commits (decision 138).
 */
export async function cancelVisitsOfWithdrawnSale(
  tx: Tx,
  env: Pick<Services['env'], 'PUBLIC_SITE_URL'> | undefined,
  saleUid: string,
  because: WithdrawnBecause,
  now = new Date(),
): Promise<{ visitorIds: string[]; mails: Mail[] }> {
  const [sale] = await tx
    .select({ title: sales.title, ownerId: sales.ownerId })
    .from(sales)
    .where(eq(sales.id, saleUid));
  if (!sale) return { visitorIds: [], mails: [] };
  const open = await tx
    .update(bookings)
    .set({ status: 'CANCELLED', cancelledBySeller: true, decidedAt: now })
    .where(
      and(eq(bookings.saleId, saleUid), inArray(bookings.status, ['PENDING', 'ACCEPTED']), gt(bookings.startsAt, now)),
    )
    .returning({ id: bookings.id, visitorId: bookings.visitorId, startsAt: bookings.startsAt });
  const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, sale.ownerId));
  const mails: Mail[] = [];
  for (const visit of open) {
    await noteVisitChange(tx, {
      saleId: saleUid,
      visitorId: visit.visitorId,
      actorId: sale.ownerId,
      visit: {
        kind: 'booking',
        bookingUid: visit.id,
        status: 'CANCELLED',
        date: visit.startsAt.toISOString(),
        bySeller: true,
      },
    });
    await notifyAboutSale(tx, 'BOOKING_REJECTED', visit.visitorId, saleUid, sale.title, {
      message: WITHDRAWN_MESSAGE[because],
      params: { name: seller?.name ?? '', date: formatVisitTime(visit.startsAt) },
    });
    if (!env) continue;
    const details = await loadBookingDetails(tx, visit.id);
    if (details) mails.push(bookingSaleWithdrawnMail(env, details, because));
  }
  return { visitorIds: open.map((v) => v.visitorId), mails };
}

/** Sends mails prepared inside a transaction, after it committed. */
export async function deliverAll(ctx: Pick<Services, 'mailer'>, mails: Mail[]): Promise<void> {
  for (const mail of mails) await deliver(ctx, mail);
}

/** Mail goes after the commit and never undoes it: a failed send is logged, the decision stands. */
async function deliver(ctx: Pick<Services, 'mailer'>, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    logger.error('booking mail failed', { to: mail.to, subject: mail.subject, error: String(error) });
  }
}

export type { BookingDetails };
