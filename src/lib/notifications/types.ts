/** The notification types, for the server and the browser (the shapes a notification travels in: shapes.ts). */

/** Every notification type, in the order of the database enum built from this list. */
export const NOTIFICATION_TYPES = [
  'GLOBAL',
  'ARTICLE_CREATED',
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
  // Beside the specification's seven (decision 130): the seller learns of a visit request; referenceKey is the booking's uid.
  'BOOKING_REQUESTED',
  // Decision 137: people whose heart is on a sale are told once when its owner reserves it or sells it.
  'SALE_RESERVED',
  'SALE_SOLD',
  // Issue 18 (decision 149): a reporter learns the outcome; an owner learns their advert is held after reports,
  // or that the moderators warn them.
  'REPORT_RESOLVED',
  'SALE_HELD',
  'MODERATION_WARNING',
  // Issue 19 (decision 155): an approved advert matches one of the person's saved searches; referenceKey is the sale.
  'SEARCH_MATCH',
  // Issue 38 (decision 183): the day after a visit, and 3 days before its review window closes, both people are asked
  // how it went; referenceKey is the booking's uid.
  'VISIT_REVIEW',
  // Issue 57 (decision 219): a seller is asked to confirm an advert is still available, or told it left the listing
  // unconfirmed; referenceKey is the sale.
  'SALE_CONFIRM',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types that point at a sale: their referenceKey is the sale's uid. */
export const SALE_NOTIFICATION_TYPES = [
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
  'SALE_RESERVED',
  'SALE_SOLD',
  'SALE_HELD',
  'SEARCH_MATCH',
] as const satisfies readonly NotificationType[];
export type SaleNotificationType = (typeof SALE_NOTIFICATION_TYPES)[number];
