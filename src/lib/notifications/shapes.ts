/**
 * The notification as a zod schema: the API's answers, the /ws push and the bus event between instances are this one
 * shape (its id names it `Notification` in the OpenAPI and AsyncAPI documents). Plain zod, no OpenAPI extension, so
 * the real-time modules can load it outside the API. Describe with `.meta()`, never `.openapi()`: this may be built
 * before the API loads that extension, and zod gives an instance only the methods of its time.
 */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './types.ts';

export const NotificationSchema = z
  .object({
    key: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string().meta({ description: 'Translation key', example: 'notification.SALE_APPROVE.title' }),
    message: z.string().meta({ description: 'Translation key', example: 'notification.SALE_APPROVE.message' }),
    params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .meta({ description: 'Values for the keys’ placeholders' }),
    createDate: z.string().meta({ format: 'date-time' }),
    visualized: z.boolean(),
    referenceKey: z.string().nullable().meta({ description: 'Sale uid or article key the notification points at' }),
  })
  .meta({ id: 'Notification' });
