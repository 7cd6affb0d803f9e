/** Notification calls: the signed-in user's own notifications, and the admin's GLOBAL broadcast. */
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/notifications/notifications.ts';
import { GlobalNotificationSchema, NotificationPageSchema } from '../../../lib/notifications/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { bearerSecurity, requireAuth, requireRole } from '../middleware/auth.ts';
import { pageQuery } from '../params.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Notifications'];

export const count = createRoute({
  method: 'get',
  path: '/private/notification/count',
  tags,
  summary: 'How many of my notifications are unread',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.number().int().openapi({ example: 3 }), 'Unread count') },
});

export const list = createRoute({
  method: 'get',
  path: '/private/notification',
  tags,
  summary: 'My notifications, newest first',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { query: pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) },
  responses: {
    200: json(NotificationPageSchema, 'A page'),
  },
});

export const markRead = createRoute({
  method: 'put',
  path: '/private/notification/{key}',
  tags,
  summary: 'Mark one of my notifications as read',
  description: "Another user's key answers 404, exactly like an unknown one.",
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.notificationRead)] as const,
  request: {
    params: z.object({ key: z.string().max(100).openapi({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' }) }),
  },
  responses: { 204: { description: 'Marked as read' } },
});

export const markAllRead = createRoute({
  method: 'post',
  path: '/private/notification/all',
  tags,
  summary: 'Mark all my notifications as read',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.notificationRead)] as const,
  responses: { 204: { description: 'All marked as read' } },
});

export const sendGlobal = createRoute({
  method: 'post',
  path: '/private/admin/notification/global',
  tags,
  summary: 'Send a GLOBAL notification to every user (admin)',
  description:
    'Stored with the keys notification.GLOBAL.title/message; the text travels in params.title/params.message.',
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.globalNotification)] as const,
  request: {
    body: jsonBody(GlobalNotificationSchema),
  },
  responses: {
    201: json(z.object({ recipients: z.number().int() }), 'Sent; how many users got it'),
  },
});
