/** Notification calls of the signed-in user (through the one ky instance: bearer, loading, 401/403 logout). */
import type { NotificationPage } from '../notifications/shapes.ts';
import { api } from './client.ts';

export type { Notification, NotificationPage } from '../notifications/shapes.ts';
export type { NotificationType } from '../notifications/types.ts';

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
