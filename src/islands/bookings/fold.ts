/**
 * What a visit list shows open and what it folds (issue 55, decision 201): requests still waiting for an answer
 * first, then accepted visits still to come; everything past, cancelled, declined or expired goes under one
 * "Visitas passadas" line. A visit shown open while the island lives stays open (a request just declined keeps its
 * card and its place), so nothing jumps away from where the person is looking.
 */
import type { Booking } from '../../lib/api/bookings.ts';

/** Still to act on or to attend: a pending request whose time has not come, or an accepted visit not yet over. */
export function isCurrent(booking: Booking, now: number): boolean {
  if (booking.status === 'PENDING') return !booking.expired && Date.parse(booking.date) > now;
  if (booking.status === 'ACCEPTED') return Date.parse(booking.endDate) > now;
  return false;
}

/** Open ones (pending before accepted, each in the API's order: soonest first) and folded ones. */
export function foldVisits(
  items: readonly Booking[],
  now: number,
  keptOpen: ReadonlySet<string> = new Set(),
): { open: Booking[]; past: Booking[] } {
  const open = items.filter((b) => keptOpen.has(b.uid) || isCurrent(b, now));
  const rank = (b: Booking) => (b.status === 'PENDING' ? 0 : 1);
  return {
    open: open
      .map((b, i) => [b, i] as const)
      .sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j)
      .map(([b]) => b),
    past: items.filter((b) => !open.includes(b)),
  };
}
