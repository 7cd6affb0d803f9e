/**
 * Notifications as zod schemas: the API's answers, the /ws push and the bus event between instances are one shape
 * (its id names it `Notification` in the OpenAPI and AsyncAPI documents), and the admin's broadcast is a request body;
 * each type is what zod infers (decision 212). Plain zod, no OpenAPI extension, so the real-time modules can load them
 * outside the API; the browser imports the types only. Describe with `.meta()`, never `.openapi()`: this may be built
 * before the API loads that extension, and zod gives an instance only the methods of its time.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './types.ts';

export const NotificationSchema = z
  .object({
    key: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z
      .string()
      .meta({ description: 'Translation key, filled with `params`', example: 'notification.SALE_APPROVE.title' }),
    message: z
      .string()
      .meta({ description: 'Translation key, filled with `params`', example: 'notification.SALE_APPROVE.message' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .meta({ description: 'Values for the keys’ placeholders' }),
    createDate: z.string().meta({ format: 'date-time' }),
    visualized: z.boolean(),
    referenceKey: z.string().nullable().meta({ description: 'Sale uid or article key the notification points at' }),
  })
  .meta({ id: 'Notification', description: 'A notification as the API lists it and the real-time channel pushes it' });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z
  .object({ content: z.array(NotificationSchema), totalElements: z.number().int() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The admin's GLOBAL broadcast: its text travels in the notification's params. */
export const GlobalNotificationSchema = z.object({ title: text(120), message: text(1000) }).meta({
  id: 'GlobalNotification',
  example: { title: 'Manutenção', message: 'O site estará indisponível no domingo às 8h.' },
});
export type GlobalNotification = z.input<typeof GlobalNotificationSchema>;
