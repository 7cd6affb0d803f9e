/** A booking rule that refused a request: the translation key says which, the API picks the status. */

export type BookingErrorKey =
  | 'booking.error.sale-not-found'
  | 'booking.error.not-found'
  | 'booking.error.own-sale'
  | 'booking.error.sale-not-available'
  | 'booking.error.already-booked'
  | 'booking.error.already-visited'
  | 'booking.error.past-date'
  | 'booking.error.too-far'
  | 'booking.error.day-blocked'
  | 'booking.error.not-offered'
  | 'booking.error.outside-hours'
  | 'booking.error.slot-taken'
  | 'booking.error.not-pending'
  | 'booking.error.visit-passed'
  | 'booking.error.not-seller'
  | 'booking.error.not-visitor'
  | 'booking.error.blocked'
  | 'booking.error.animals';

export class BookingError extends Error {
  readonly key: BookingErrorKey;
  /** The request field the rule is about (the form marks it). */
  readonly field: string | undefined;

  constructor(key: BookingErrorKey, field?: string) {
    super(key);
    this.name = 'BookingError';
    this.key = key;
    this.field = field;
  }
}

/** PostgreSQL's unique_violation, seen through Drizzle's wrapper (PGlite and pg report the same SQLSTATE). */
export function uniqueViolation(error: unknown): { constraint: string | undefined } | undefined {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505') return { constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    e = e.cause as typeof e;
  }
  return undefined;
}
