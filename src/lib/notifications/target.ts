/** Where clicking a notification goes, by type (the specification's table). */
import type { Notification } from './types.ts';

const SALE_TYPES = new Set([
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
  // A favourite reserved or sold (decision 137): its page stays and says so.
  'SALE_RESERVED',
  'SALE_SOLD',
  // Issue 18 (decision 149): an advert held after reports, a warning or a report's outcome about an advert.
  'SALE_HELD',
  'MODERATION_WARNING',
  'REPORT_RESOLVED',
  // Issue 19 (decision 155): a new advert for one of the person's saved searches.
  'SEARCH_MATCH',
]);

/** The page of a notification; undefined when it has nowhere to go (no reference where one is needed). */
export function notificationTarget(n: Pick<Notification, 'type' | 'referenceKey'>): string | undefined {
  if (n.type === 'GLOBAL') return '/user-dashboard';
  if (!n.referenceKey) return undefined;
  if (n.type === 'ARTICLE_CREATED') return `/blog/detail/${encodeURIComponent(n.referenceKey)}`;
  // The seller answers a visit request on its own page (decision 131); referenceKey is the booking's uid.
  if (n.type === 'BOOKING_REQUESTED') return `/visit-request?searchValue=${encodeURIComponent(n.referenceKey)}`;
  // The review form of the visit (issue 38).
  if (n.type === 'VISIT_REVIEW') return `/review?visit=${encodeURIComponent(n.referenceKey)}`;
  if (SALE_TYPES.has(n.type)) return `/sales/sale-detail?searchValue=${encodeURIComponent(n.referenceKey)}`;
  return undefined;
}
