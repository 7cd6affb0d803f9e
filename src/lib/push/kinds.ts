/**
 * What a device can be told by push (issue 42, decision 190), one switch each on the profile: one definition for the
 * server that sends and the page that lists the devices.
 */
import type { NotificationType } from '../notifications/types.ts';

/** The kinds of push, in the order the profile lists their switches. */
export const PUSH_KINDS = ['message', 'visit', 'search', 'report'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The notifications that are pushed, by kind: a visit asked or decided, a saved search's match, a report's outcome and
 * what the site asks or says about one's own adverts.
 */
export const PUSHED_NOTIFICATIONS = {
  BOOKING_REQUESTED: 'visit',
  BOOKING_ACCEPTED: 'visit',
  BOOKING_REJECTED: 'visit',
  SEARCH_MATCH: 'search',
  REPORT_RESOLVED: 'report',
  SALE_HELD: 'report',
  MODERATION_WARNING: 'report',
  // "Ainda disponível?" and an advert that left the listing unconfirmed (issue 57): about one's own adverts, as a hold is.
  SALE_CONFIRM: 'report',
} as const satisfies Partial<Record<NotificationType, PushKind>>;
export type PushedNotificationType = keyof typeof PUSHED_NOTIFICATIONS;

/** Devices one person may keep (a new one beyond it replaces the one used least recently). */
export const PUSH_DEVICES_MAX = 10;

/** What the service worker receives: lock-screen text only, and the page a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the site. */
  url: string;
  /** Pushes with the same tag replace each other on the device (one per conversation, one per notification). */
  tag: string;
}

/** The tags of pushes: the server sets them; a conversation read in a browser closes its push there (decision 193). */
export const pushTag = {
  conversation: (uid: string) => `conversation-${uid}`,
  notification: (key: string) => `notification-${key}`,
};
