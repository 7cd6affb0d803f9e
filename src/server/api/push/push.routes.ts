/**
 * Push on a person's devices (issue 42, decision 190): the key a browser subscribes with, the devices with push on
 * and what each receives, turning one off. Every device is the token's person's own.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PUSH_DEVICES_MAX } from '../../../lib/push/kinds.ts';
import {
  PushDeviceChangesSchema,
  PushDeviceSchema,
  PushDevicesSchema,
  PushSubscriptionInputSchema,
} from '../../../lib/push/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';

const tags = ['Push'];

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
    200: json(PushDevicesSchema, 'The key and the devices'),
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
    body: jsonBody(PushSubscriptionInputSchema),
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
    body: jsonBody(PushDeviceChangesSchema),
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
