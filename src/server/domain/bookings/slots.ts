/** Which visit times a seller offers: weekly hours cut into slots, minus blocked days and accepted visits (pure). */
import { addDays, fromLisbon, lisbonParts, weekdayOf } from '../../../lib/bookings/lisbon-time.ts';
import {
  BOOKING_WINDOW_DAYS,
  PROPOSAL_FIRST_MINUTE,
  PROPOSAL_LAST_END_MINUTE,
  PROPOSAL_STEP_MINUTES,
  SLOT_MINUTES,
} from '../../../lib/bookings/rules.ts';

const MINUTE = 60_000;

/** What decides a seller's free times. */
export interface SellerCalendar {
  hours: readonly { weekday: number; startMinute: number; endMinute: number }[];
  /** `YYYY-MM-DD` Lisbon days without visits. */
  blockedDays: ReadonlySet<string>;
  /** Start times of the seller's accepted visits (any of their sales). */
  accepted: readonly Date[];
}

export interface SlotDay {
  day: string;
  /** ISO instants of the free slot starts. */
  slots: string[];
}

/** `slots`: pick one of the seller's slots; `proposal`: the seller set no hours, propose a time. */
export type BookingMode = 'slots' | 'proposal';

export const modeOf = (calendar: SellerCalendar): BookingMode => (calendar.hours.length > 0 ? 'slots' : 'proposal');

/** The Lisbon days a visit may fall on: today up to BOOKING_WINDOW_DAYS later. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const first = lisbonParts(now).day;
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** Two one-hour visits that share any minute. */
export const overlaps = (a: Date, b: Date): boolean => Math.abs(a.getTime() - b.getTime()) < SLOT_MINUTES * MINUTE;

const isTaken = (calendar: SellerCalendar, start: Date) => calendar.accepted.some((a) => overlaps(a, start));

/** Slot starts of one day by the weekly hours, ignoring blocks and visits. */
function slotStartsOf(calendar: SellerCalendar, day: string): number[] {
  const weekday = weekdayOf(day);
  const minutes: number[] = [];
  for (const interval of calendar.hours) {
    if (interval.weekday !== weekday) continue;
    for (let m = interval.startMinute; m + SLOT_MINUTES <= interval.endMinute; m += SLOT_MINUTES) minutes.push(m);
  }
  return [...new Set(minutes)].sort((a, b) => a - b);
}

/** The free slots of the booking window, day by day (days without a free slot are left out). */
export function offeredSlots(calendar: SellerCalendar, now: Date): SlotDay[] {
  const { first, last } = bookingWindow(now);
  const days: SlotDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (calendar.blockedDays.has(day)) continue;
    const slots = slotStartsOf(calendar, day)
      .map((minute) => fromLisbon(day, minute))
      .filter((start) => start.getTime() > now.getTime() && !isTaken(calendar, start))
      .map((start) => start.toISOString());
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}

/** Why a visit cannot start at `when` (a translation key), or undefined when it can be asked for. */
export function requestedTimeError(calendar: SellerCalendar, when: Date, now: Date): string | undefined {
  if (when.getTime() <= now.getTime()) return 'booking.error.past-date';
  const { day, minute } = lisbonParts(when);
  if (day > bookingWindow(now).last) return 'booking.error.too-far';
  if (calendar.blockedDays.has(day)) return 'booking.error.day-blocked';
  const onTheMinute = when.getTime() % MINUTE === 0;
  if (modeOf(calendar) === 'slots') {
    if (!onTheMinute || !slotStartsOf(calendar, day).includes(minute)) return 'booking.error.not-offered';
  } else if (
    !onTheMinute ||
    minute % PROPOSAL_STEP_MINUTES !== 0 ||
    minute < PROPOSAL_FIRST_MINUTE ||
    minute + SLOT_MINUTES > PROPOSAL_LAST_END_MINUTE
  ) {
    return 'booking.error.outside-hours';
  }
  if (isTaken(calendar, when)) return 'booking.error.slot-taken';
  return undefined;
}
