/** Notification calls: the signed-in user's own notifications, and the admin's GLOBAL broadcast. */
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/notifications/notifications.ts';
import { NOTIFICATION_TYPES } from '../../domain/notifications/notify.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Notifications'];
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

export const NotificationSchema = z
  .object({
    key: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string().openapi({ description: 'Translation key', example: 'notification.SALE_APPROVE.title' }),
    message: z.string().openapi({ description: 'Translation key', example: 'notification.SALE_APPROVE.message' }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).openapi({ description: 'Values for the keys’ placeholders' }),
    createDate: z.string().openapi({ format: 'date-time' }),
    visualized: z.boolean(),
    referenceKey: z.string().nullable().openapi({ description: 'Sale uid or article key the notification points at' }),
  })
  .openapi('Notification');

const pageNumber = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,5})$/, 'validation.integer')
  .transform(Number)
  .optional()
  .openapi({ type: 'string', example: '0', description: 'From 0' });
const pageSize = z
  .string()
  .regex(/^[1-9][0-9]{0,2}$/, 'validation.integer')
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_SIZE, 'validation.too-big')
  .optional()
  .openapi({ type: 'string', example: String(DEFAULT_PAGE_SIZE), description: `1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}` });

export const count = createRoute({
  method: 'get',
  path: '/private/notification/count',
  tags,
  summary: 'How many of my notifications are unread',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.number().int().openapi({ example: 3 }), 'Unread count'), ...errorResponses(401) },
});

export const list = createRoute({
  method: 'get',
  path: '/private/notification',
  tags,
  summary: 'My notifications, newest first',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { query: z.object({ page: pageNumber, size: pageSize }) },
  responses: {
    200: json(z.object({ content: z.array(NotificationSchema), totalElements: z.number().int() }).openapi('NotificationPage'), 'A page'),
    ...errorResponses(400, 401),
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
  request: { params: z.object({ key: z.string().max(100).openapi({ example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' }) }) },
  responses: { 204: { description: 'Marked as read' }, ...errorResponses(401, 404, 429) },
});

export const markAllRead = createRoute({
  method: 'post',
  path: '/private/notification/all',
  tags,
  summary: 'Mark all my notifications as read',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.notificationRead)] as const,
  responses: { 204: { description: 'All marked as read' }, ...errorResponses(401, 429) },
});

const text = (max: number) => z.string().trim().min(1).max(max);

export const sendGlobal = createRoute({
  method: 'post',
  path: '/private/admin/notification/global',
  tags,
  summary: 'Send a GLOBAL notification to every user (admin)',
  description: 'Stored with the keys notification.GLOBAL.title/message; the text travels in params.title/params.message.',
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.globalNotification)] as const,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({ title: text(120), message: text(1000) })
            .openapi('GlobalNotification', { example: { title: 'Manutenção', message: 'O site estará indisponível no domingo às 8h.' } }),
        },
      },
    },
  },
  responses: {
    201: json(z.object({ recipients: z.number().int() }), 'Sent; how many users got it'),
    ...errorResponses(400, 401, 403, 413, 429),
  },
});
