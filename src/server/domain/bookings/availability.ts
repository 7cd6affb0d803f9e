/** A seller's visiting hours and blocked days: read, replace, and the calendar that decides free slots. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { blockedDays, bookings, sales, visitHours } from '../../db/schema.ts';
import { formatMinute, parseMinute, lisbonParts } from '../../../lib/bookings/lisbon-time.ts';
import type { VisitInterval } from '../../../lib/bookings/shapes.ts';
import type { SellerCalendar } from './slots.ts';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface Availability {
  hours: VisitInterval[];
  /** Today and later, ascending. */
  blockedDays: string[];
  slotMinutes: number;
}

/** A person's weekly visiting hours as stored (minutes from midnight, Lisbon time), by weekday and start. */
export function visitHoursOf(db: Db | Tx, userId: string) {
  return db
    .select()
    .from(visitHours)
    .where(eq(visitHours.userId, userId))
    .orderBy(asc(visitHours.weekday), asc(visitHours.startMinute));
}

export async function getAvailability(db: Db, userId: string, now = new Date()): Promise<Availability> {
  const today = lisbonParts(now).day;
  const [hours, blocked] = await Promise.all([
    visitHoursOf(db, userId),
    db
      .select({ day: blockedDays.day })
      .from(blockedDays)
      .where(and(eq(blockedDays.userId, userId), gte(blockedDays.day, today)))
      .orderBy(asc(blockedDays.day)),
  ]);
  return {
    hours: hours.map((h) => ({
      weekday: h.weekday,
      start: formatMinute(h.startMinute),
      end: formatMinute(h.endMinute),
    })),
    blockedDays: blocked.map((b) => b.day),
    slotMinutes: SLOT_MINUTES,
  };
}

/**
 * Replaces the whole availability in one transaction (the editor always sends all of it). The caller
 * has validated the intervals; past blocked days are dropped, they block nothing.
 */
export async function replaceAvailability(
  db: Db,
  userId: string,
  input: { hours: VisitInterval[]; blockedDays: string[] },
  now = new Date(),
): Promise<Availability> {
  const today = lisbonParts(now).day;
  const days = [...new Set(input.blockedDays)].filter((d) => d >= today);
  await inTransaction({ db }, async (tx) => {
    await tx.delete(visitHours).where(eq(visitHours.userId, userId));
    await tx.delete(blockedDays).where(eq(blockedDays.userId, userId));
    if (input.hours.length > 0) {
      await tx.insert(visitHours).values(
        input.hours.map((h) => ({
          userId,
          weekday: h.weekday,
          startMinute: parseMinute(h.start),
          endMinute: parseMinute(h.end),
        })),
      );
    }
    if (days.length > 0) await tx.insert(blockedDays).values(days.map((day) => ({ userId, day })));
  });
  return getAvailability(db, userId, now);
}

/**
 * The seller's hours, blocked days and accepted visits from now on, across all their sales. Its three reads go one
 * after the other: given a transaction they share its one connection, where a query sent while another is running
 * only waits in pg's queue (and pg 9 refuses it).
 */
export async function sellerCalendar(db: Db | Tx, sellerId: string, now = new Date()): Promise<SellerCalendar> {
  const today = lisbonParts(now).day;
  const since = new Date(now.getTime() - SLOT_MINUTES * 60_000);
  const sellerSales = db.select({ id: sales.id }).from(sales).where(eq(sales.ownerId, sellerId));
  const hours = await db
    .select({ weekday: visitHours.weekday, startMinute: visitHours.startMinute, endMinute: visitHours.endMinute })
    .from(visitHours)
    .where(eq(visitHours.userId, sellerId));
  const blocked = await db
    .select({ day: blockedDays.day })
    .from(blockedDays)
    .where(and(eq(blockedDays.userId, sellerId), gte(blockedDays.day, today)));
  const accepted = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(inArray(bookings.saleId, sellerSales), eq(bookings.status, 'ACCEPTED'), gte(bookings.startsAt, since)));
  return { hours, blockedDays: new Set(blocked.map((b) => b.day)), accepted: accepted.map((a) => a.startsAt) };
}
