/** Where clicking a notification goes, by type (the specification's table). */
import type { Notification } from './shapes.ts';
import { SALE_NOTIFICATION_TYPES } from './types.ts';

/** The types whose page is an advert: those that point at a sale, and a warning or a report's outcome about one. */
const SALE_TYPES = new Set<string>([...SALE_NOTIFICATION_TYPES, 'MODERATION_WARNING', 'REPORT_RESOLVED']);

/** The page of a notification; undefined when it has nowhere to go (no reference where one is needed). */
export function notificationTarget(n: Pick<Notification, 'type' | 'referenceKey'>): string | undefined {
  if (n.type === 'GLOBAL') return '/user-dashboard';
  if (!n.referenceKey) return undefined;
  if (n.type === 'ARTICLE_CREATED') return `/blog/detail/${encodeURIComponent(n.referenceKey)}`;
  // The seller answers a visit request on its own page (decision 131); referenceKey is the booking's uid.
  if (n.type === 'BOOKING_REQUESTED') return `/visit-request?searchValue=${encodeURIComponent(n.referenceKey)}`;
  // The review form of the visit (issue 38).
  if (n.type === 'VISIT_REVIEW') return `/review?visit=${encodeURIComponent(n.referenceKey)}`;
  // One tap confirms the advert is still available, or brings it back (issue 57): the seller's own page for it.
  if (n.type === 'SALE_CONFIRM') return `/sales/confirm?sale=${encodeURIComponent(n.referenceKey)}`;
  if (SALE_TYPES.has(n.type)) return `/sales/sale-detail?searchValue=${encodeURIComponent(n.referenceKey)}`;
  return undefined;
}
