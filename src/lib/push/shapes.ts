/**
 * Push on a person's devices (issue 42, decision 190) as the API answers it and the bodies a client sends, declared
 * once as zod schemas whose ids name them in the OpenAPI document; each type is what zod infers (decision 212). Plain
 * zod described with `.meta()`, so the server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { PUSH_KINDS } from './kinds.ts';

const kinds = z
  .array(z.enum(PUSH_KINDS, { message: 'validation.invalid' }))
  .max(PUSH_KINDS.length * 2, 'validation.too-long')
  .meta({
    description:
      'What the device is told of: `message` (a new message), `visit` (a visit asked for, accepted or declined), ' +
      "`search` (a new advert for a saved search), `report` (a report's outcome, an advert held, a warning)",
    example: ['message', 'visit'],
  });

export const PushDeviceSchema = z
  .object({
    id: z.uuid(),
    endpoint: z.string().meta({ description: "The device's push service address (the page finds its own by it)" }),
    device: z.string().meta({ description: 'Browser and system it subscribed from', example: 'Chrome · Android' }),
    kinds,
    createdAt: z.string().meta({ format: 'date-time' }),
    usedAt: z.string().meta({ format: 'date-time', description: 'The last push sent to it, or when it was turned on' }),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDevicesSchema = z
  .object({
    publicKey: z
      .string()
      .meta({ description: "The site's VAPID public key (base64url): the browser's applicationServerKey" }),
    devices: z.array(PushDeviceSchema),
  })
  .meta({ id: 'PushDevices' });
export type PushDevices = z.infer<typeof PushDevicesSchema>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'validation.invalid');

/** The browser's PushSubscription, and what the device is to be told of. */
export const PushSubscriptionInputSchema = z
  .object({
    endpoint: z.url({ message: 'validation.invalid' }).max(1000, 'validation.too-long'),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
    kinds: kinds.optional(),
  })
  .meta({
    id: 'PushSubscriptionInput',
    example: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
  });
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInputSchema>;

export const PushDeviceChangesSchema = z
  .object({ kinds })
  .meta({ id: 'PushDeviceChanges', example: { kinds: ['message'] } });
export type PushDeviceChanges = z.input<typeof PushDeviceChangesSchema>;
