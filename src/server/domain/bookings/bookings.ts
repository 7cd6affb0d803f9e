/** Visits: asking for one, the seller's decision, the visitor's cancellation, and who may book what (decision 070). */
import { and, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, sales, users } from '../../db/schema.ts';
import { logger } from '../../log.ts';
import type { Mail } from '../../mail/mailer.ts';
import { bookingAcceptedMail, bookingRejectedMail, bookingRequestedMail } from '../../mail/templates/bookings.ts';
import { formatVisitTime } from '../../../lib/bookings/format.ts';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { notify } from '../notifications/notify.ts';
import { sellerCalendar } from './availability.ts';
import { BookingError, uniqueViolation, type BookingErrorKey } from './errors.ts';
import { loadBookingDetails, type BookingDetails } from './views.ts';
import { requestedTimeError } from './slots.ts';

type Ctx = Pick<AppContext, 'db' | 'mailer' | 'env'>;
const MINUTE = 60_000;

interface SaleFacts {
  id: string;
  ownerId: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  title: string;
}

async function findSale(db: Db | Tx, saleUid: string): Promise<SaleFacts | null> {
  const [sale] = await db
    .select({ id: sales.id, ownerId: sales.ownerId, status: sales.status, title: sales.title })
    .from(sales)
    .where(eq(sales.id, saleUid))
    .limit(1);
  return sale ?? null;
}

/**
 * Serialises every booking change of one seller (requests and decisions on any of their sales):
 * the overlap checks below then see each other's writes. The partial unique index on accepted
 * slots stays as the database's own guarantee (decision 072).
 */
async function lockSeller(tx: Tx, sellerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('no key update');
}

/** Why this user may not book this sale now, or undefined. */
async function refusalOf(db: Db | Tx, userId: string, sale: SaleFacts, now: Date): Promise<BookingErrorKey | undefined> {
  if (sale.ownerId === userId) return 'booking.error.own-sale';
  if (sale.status !== 'APPROVED') return 'booking.error.sale-not-available';
  const open = await db
    .select({ status: bookings.status, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.saleId, sale.id), eq(bookings.visitorId, userId), inArray(bookings.status, ['PENDING', 'ACCEPTED'])));
  for (const b of open) {
    // A request nobody answered before its time has lapsed: it no longer counts (decision 070).
    if (b.status === 'PENDING' && b.startsAt.getTime() > now.getTime()) return 'booking.error.already-booked';
    if (b.status === 'ACCEPTED') return b.startsAt.getTime() > now.getTime() ? 'booking.error.already-booked' : 'booking.error.already-visited';
  }
  return undefined;
}

export type CanBook = { canBook: true } | { canBook: false; reason: BookingErrorKey };

export async function canBook(db: Db, userId: string, saleUid: string, now = new Date()): Promise<CanBook> {
  const sale = await findSale(db, saleUid);
  if (!sale) throw new BookingError('booking.error.sale-not-found');
  const reason = await refusalOf(db, userId, sale, now);
  return reason ? { canBook: false, reason } : { canBook: true };
}

export interface VisitRequest {
  saleUid: string;
  date: Date;
  message?: string | undefined;
  phone?: string | undefined;
}

const blankToNull = (value: string | undefined): string | null => {
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
};

/** Asks for a visit: PENDING, the seller notified (SALE_INTERESTED) in the same transaction, then mailed. */
export async function requestVisit(ctx: Ctx, visitorId: string, input: VisitRequest, now = new Date()): Promise<{ uid: string; status: 'PENDING' }> {
  const sale = await findSale(ctx.db, input.saleUid);
  if (!sale) throw new BookingError('booking.error.sale-not-found');
  const uid = await ctx.db
    .transaction(async (tx) => {
      await lockSeller(tx, sale.ownerId);
      // The visitor's own lapsed request would hold the one-open-visit index: it ends here.
      await tx
        .update(bookings)
        .set({ status: 'CANCELLED' })
        .where(and(eq(bookings.saleId, sale.id), eq(bookings.visitorId, visitorId), eq(bookings.status, 'PENDING'), lte(bookings.startsAt, now)));
      const refusal = await refusalOf(tx, visitorId, sale, now);
      if (refusal) throw new BookingError(refusal);
      const timeError = requestedTimeError(await sellerCalendar(tx, sale.ownerId, now), input.date, now);
      if (timeError) throw new BookingError(timeError as BookingErrorKey, 'date');
      const [row] = await tx
        .insert(bookings)
        .values({ saleId: sale.id, visitorId, startsAt: input.date, message: blankToNull(input.message), phone: blankToNull(input.phone) })
        .returning({ id: bookings.id });
      const [visitor] = await tx.select({ name: users.name }).from(users).where(eq(users.id, visitorId));
      await notify(tx, {
        userId: sale.ownerId,
        type: 'SALE_INTERESTED',
        title: 'notification.booking-requested.title',
        message: 'notification.booking-requested.message',
        params: { saleTitle: sale.title, name: visitor?.name ?? '', date: formatVisitTime(input.date) },
        referenceKey: sale.id,
      });
      return row!.id;
    })
    .catch((error: unknown) => {
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
  if (!party || (party.ownerId !== userId && party.visitorId !== userId)) throw new BookingError('booking.error.not-found');
  if (party.ownerId !== userId) throw new BookingError('booking.error.not-seller');
  return party;
}

async function findParty(db: Db, bookingUid: string): Promise<Party | null> {
  const [row] = await db
    .select({ id: bookings.id, saleId: bookings.saleId, ownerId: sales.ownerId, visitorId: bookings.visitorId })
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
 * The seller accepts: the visitor is notified (BOOKING_ACCEPTED) and mailed with a calendar file.
 * Other pending requests for the same hour are declined for them, so nobody waits for a taken slot.
 */
export async function acceptVisit(ctx: Ctx, sellerId: string, bookingUid: string, now = new Date()): Promise<void> {
  const party = await asSeller(ctx.db, sellerId, bookingUid);
  const declined = await ctx.db
    .transaction(async (tx) => {
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
      await tx.update(bookings).set({ status: 'ACCEPTED', decidedAt: now }).where(eq(bookings.id, booking.id));
      const [sale] = await tx.select({ title: sales.title }).from(sales).where(eq(sales.id, booking.saleId));
      const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, party.ownerId));
      const params = { saleTitle: sale?.title ?? '', name: seller?.name ?? '', date: formatVisitTime(booking.startsAt) };
      await notify(tx, {
        userId: booking.visitorId,
        type: 'BOOKING_ACCEPTED',
        message: 'notification.booking-accepted.message',
        params,
        referenceKey: booking.saleId,
      });
      const others = await tx
        .update(bookings)
        .set({ status: 'REJECTED', decidedAt: now })
        .where(and(overlapping(party.ownerId, booking.startsAt, booking.id), eq(bookings.status, 'PENDING')))
        .returning({ id: bookings.id, visitorId: bookings.visitorId, saleId: bookings.saleId, startsAt: bookings.startsAt });
      for (const other of others) {
        const [otherSale] = await tx.select({ title: sales.title }).from(sales).where(eq(sales.id, other.saleId));
        await notify(tx, {
          userId: other.visitorId,
          type: 'BOOKING_REJECTED',
          message: 'notification.booking-slot-taken.message',
          params: { saleTitle: otherSale?.title ?? '', name: seller?.name ?? '', date: formatVisitTime(other.startsAt) },
          referenceKey: other.saleId,
        });
      }
      return others.map((o) => o.id);
    })
    .catch((error: unknown) => {
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
export async function rejectVisit(ctx: Ctx, sellerId: string, bookingUid: string, reason: string | undefined, now = new Date()): Promise<void> {
  const party = await asSeller(ctx.db, sellerId, bookingUid);
  await ctx.db.transaction(async (tx) => {
    await lockSeller(tx, party.ownerId);
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'REJECTED', rejectReason: blankToNull(reason), decidedAt: now })
      .where(and(eq(bookings.id, party.id), eq(bookings.status, 'PENDING')))
      .returning();
    if (!booking) throw new BookingError('booking.error.not-pending');
    const [sale] = await tx.select({ title: sales.title }).from(sales).where(eq(sales.id, booking.saleId));
    const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, party.ownerId));
    await notify(tx, {
      userId: booking.visitorId,
      type: 'BOOKING_REJECTED',
      message: 'notification.booking-rejected.message',
      params: { saleTitle: sale?.title ?? '', name: seller?.name ?? '', date: formatVisitTime(booking.startsAt) },
      referenceKey: booking.saleId,
    });
  });
  const details = await loadBookingDetails(ctx.db, party.id);
  if (details) await deliver(ctx, bookingRejectedMail(ctx.env, details, { slotTaken: false }));
}

/** The visitor withdraws a request the seller has not answered yet. */
export async function cancelVisit(db: Db, visitorId: string, bookingUid: string): Promise<void> {
  const party = await findParty(db, bookingUid);
  if (!party || (party.ownerId !== visitorId && party.visitorId !== visitorId)) throw new BookingError('booking.error.not-found');
  if (party.visitorId !== visitorId) throw new BookingError('booking.error.not-visitor');
  const cancelled = await db
    .update(bookings)
    .set({ status: 'CANCELLED', decidedAt: new Date() })
    .where(and(eq(bookings.id, party.id), eq(bookings.status, 'PENDING')))
    .returning({ id: bookings.id });
  if (cancelled.length === 0) throw new BookingError('booking.error.not-pending');
}

/** Mail goes after the commit and never undoes it: a failed send is logged, the decision stands. */
async function deliver(ctx: Ctx, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    logger.error('booking mail failed', { to: mail.to, subject: mail.subject, error: String(error) });
  }
}

export type { BookingDetails };
