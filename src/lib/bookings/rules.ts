/** The rules of a visit booking, shared by the API and the booking islands (decision 071). */
import { parseMinute } from './lisbon-time.ts';

/** Every visit lasts one hour: weekly hours are cut into slots of this length. */
export const SLOT_MINUTES = 60;
/** A visit can be asked for at most this many days ahead (Lisbon calendar days after today). */
export const BOOKING_WINDOW_DAYS = 60;
/** Without weekly hours the visitor proposes a time: on a quarter hour, between these wall-clock times. */
export const PROPOSAL_STEP_MINUTES = 15;
export const PROPOSAL_FIRST_MINUTE = 8 * 60;
/** The proposed visit must end by 21:00. */
export const PROPOSAL_LAST_END_MINUTE = 21 * 60;
/** Weekly hours are edited in quarter hours. */
export const HOURS_STEP_MINUTES = 15;
export const MAX_INTERVALS_PER_DAY = 4;
export const MAX_BLOCKED_DAYS = 366;
export const MESSAGE_MAX_LENGTH = 1000;
export const REASON_MAX_LENGTH = 500;

/** A visit's states: asked for, then accepted or declined by the seller, or cancelled. */
export const BOOKING_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const PHONE = /^\+?[0-9 ]+$/;

/** A contact phone is optional; when given: digits and spaces, an optional leading +, 6 to 15 digits. */
export function bookingPhoneError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  const digits = v.replace(/[^0-9]/g, '').length;
  if (!PHONE.test(v) || digits < 6 || digits > 15) return 'booking.error.invalid-phone';
  return undefined;
}

export function messageError(value: string | undefined): string | undefined {
  return (value ?? '').length > MESSAGE_MAX_LENGTH ? 'booking.error.message-too-long' : undefined;
}

/**
 * Broken rules of a week of visiting hours, keyed by the interval's index: each interval on a
 * weekday 0–6, on quarter hours, long enough for one visit, and not overlapping another of its day.
 */
export function intervalErrors(
  intervals: readonly { weekday: number; start: string; end: string }[],
): Record<number, string> {
  const errors: Record<number, string> = {};
  const perDay = new Map<number, { index: number; start: number; end: number }[]>();
  intervals.forEach((interval, index) => {
    const start = parseMinute(interval.start);
    const end = parseMinute(interval.end);
    if (!Number.isInteger(interval.weekday) || interval.weekday < 0 || interval.weekday > 6) {
      errors[index] = 'availability.error.weekday';
    } else if (
      Number.isNaN(start) ||
      Number.isNaN(end) ||
      start % HOURS_STEP_MINUTES !== 0 ||
      end % HOURS_STEP_MINUTES !== 0
    ) {
      errors[index] = 'availability.error.time';
    } else if (end - start < SLOT_MINUTES) {
      errors[index] = 'availability.error.too-short';
    } else {
      const list = perDay.get(interval.weekday) ?? [];
      list.push({ index, start, end });
      perDay.set(interval.weekday, list);
    }
  });
  for (const list of perDay.values()) {
    if (list.length > MAX_INTERVALS_PER_DAY)
      for (const item of list.slice(MAX_INTERVALS_PER_DAY)) errors[item.index] = 'availability.error.too-many';
    const sorted = list.toSorted((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i]!.start < sorted[i - 1]!.end) errors[sorted[i]!.index] = 'availability.error.overlap';
    }
  }
  return errors;
}
