/**
 * Push on a person's devices (issue 42, decision 190): the key a browser subscribes with, the devices with push on
 * and what each receives, turning one off. Every device is the token's person's own.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PUSH_DEVICES_MAX, PUSH_KINDS } from '../../../lib/push/kinds.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';

const tags = ['Push'];

const kinds = z
  .array(z.enum(PUSH_KINDS, { message: 'validation.invalid' }))
  .max(PUSH_KINDS.length * 2, 'validation.too-long')
  .openapi({
    description:
      'What the device is told of: `message` (a new message), `visit` (a visit asked for, accepted or declined), ' +
      "`search` (a new advert for a saved search), `report` (a report's outcome, an advert held, a warning)",
    example: ['message', 'visit'],
  });

export const PushDeviceSchema = z
  .object({
    id: z.uuid(),
    endpoint: z.string().openapi({ description: "The device's push service address (the page finds its own by it)" }),
    device: z.string().openapi({ description: 'Browser and system it subscribed from', example: 'Chrome · Android' }),
    kinds,
    createdAt: z.string().openapi({ format: 'date-time' }),
    usedAt: z
      .string()
      .openapi({ format: 'date-time', description: 'The last push sent to it, or when it was turned on' }),
  })
  .openapi('PushDevice');

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+=*$/, 'validation.invalid');

export const list = createRoute({
  method: 'get',
  path: '/private/push/device',
  tags,
  summary: 'The key to subscribe with, and my devices with push on',
  description:
    'A device is told of what no open tab of its person received within a few seconds (the rule of the away mail), ' +
    "with the writer's first name and the advert's title at most, and the page to open.",
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(
      z
        .object({
          publicKey: z
            .string()
            .openapi({ description: "The site's VAPID public key (base64url): the browser's applicationServerKey" }),
          devices: z.array(PushDeviceSchema),
        })
        .openapi('PushDevices'),
      'The key and the devices',
    ),
  },
});

export const save = createRoute({
  method: 'put',
  path: '/private/push/device',
  tags,
  summary: "Turn push on for this device (the browser's PushSubscription), or renew its keys",
  description:
    'Kept by `endpoint`: the same device again updates its keys (and moves to the caller if another person had it). ' +
    `Without \`kinds\` a new device receives every kind and a known one keeps its switches. Up to ${PUSH_DEVICES_MAX} ` +
    'per person: another replaces the one used least recently. An endpoint that is not `https` on port 443 of a known ' +
    'push service, in the form the browser gives it, answers 422 `push.error.service`.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.pushDevice)] as const,
  request: {
    body: jsonBody(
      z
        .object({
          endpoint: z.url({ message: 'validation.invalid' }).max(1000, 'validation.too-long'),
          keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
          kinds: kinds.optional(),
        })
        .openapi('PushSubscriptionInput', {
          example: {
            endpoint:
              'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV',
            keys: {
              p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          },
        }),
    ),
  },
  responses: {
    200: json(PushDeviceSchema, 'Push is on for the device'),
    422: errorResponse('`push.error.service`: the endpoint is not the address of a push service the site knows'),
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/private/push/device/{uid}',
  tags,
  summary: 'Change what one of my devices is told of',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.pushDevice)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(z.object({ kinds }).openapi('PushDeviceChanges', { example: { kinds: ['message'] } })),
  },
  responses: {
    200: json(PushDeviceSchema, 'Changed'),
    404: errorResponse('`push.error.not-found`: no such device of the caller'),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/private/push/device/{uid}',
  tags,
  summary: 'Turn push off for one of my devices',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.pushDevice)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    204: { description: 'Push is off for it' },
    404: errorResponse('`push.error.not-found`: no such device of the caller'),
  },
});
