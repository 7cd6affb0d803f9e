/** Notification calls of the signed-in user (through the one ky instance: bearer, loading, 401/403 logout). */
import { api } from './client.ts';

export const NOTIFICATION_TYPES = [
  'GLOBAL',
  'ARTICLE_CREATED',
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the API lists it and the real-time channel pushes it. */
export interface Notification {
  key: string;
  type: NotificationType;
  /** Translation keys, filled with `params`. */
  title: string;
  message: string;
  params: Record<string, string | number>;
  createDate: string;
  visualized: boolean;
  referenceKey: string | null;
}

export interface NotificationPage {
  content: Notification[];
  totalElements: number;
}

/** The specification's page size. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /private/notification/count: how many are unread. */
export function fetchUnreadCount(): Promise<number> {
  return api.get('private/notification/count').json<number>();
}

/** GET /private/notification?page&size: newest first. */
export function fetchNotifications(page: number, size = NOTIFICATION_PAGE_SIZE): Promise<NotificationPage> {
  return api.get('private/notification', { searchParams: { page, size } }).json<NotificationPage>();
}

/** PUT /private/notification/{key}: marks one as read. */
export async function markNotificationRead(key: string): Promise<void> {
  await api.put(`private/notification/${encodeURIComponent(key)}`);
}

/** POST /private/notification/all: marks every notification as read. */
export async function markAllNotificationsRead(): Promise<void> {
  await api.post('private/notification/all');
}
