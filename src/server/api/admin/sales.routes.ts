/** Admin calls on sales: the moderation queue, approve, reject with a reason, and breeder certification. */
import { createRoute, z } from '@hono/zod-openapi';
import { REASON_MAX, REASON_MIN } from '../../domain/sales/moderation.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireRole } from '../middleware/auth.ts';
import { uidParam } from '../params.ts';
import { json, jsonBody, pageNumber, pageOf, pageSize, QueueItemSchema } from '../sales/sales.schemas.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Moderation'];

const DecisionSchema = z.object({ uid: z.uuid(), status: z.enum(['PENDING', 'APPROVED', 'REJECTED']), certified: z.boolean() }).openapi('ModerationDecision');

export const queue = createRoute({
  method: 'get',
  path: '/private/admin/sale',
  tags,
  summary: 'Sales by status (PENDING by default), oldest change first',
  security: bearerSecurity,
  middleware: [requireRole('admin')] as const,
  request: {
    query: z.object({
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED'], { message: 'validation.invalid' }).optional().openapi({ example: 'PENDING' }),
      page: pageNumber,
      size: pageSize(50, 20),
    }),
  },
  responses: { 200: json(pageOf(QueueItemSchema, 'ModerationPage'), 'A page of the queue'), ...errorResponses(400, 401, 403) },
});

export const approve = createRoute({
  method: 'put',
  path: '/private/admin/sale/{uid}/approve',
  tags,
  summary: 'Publish a sale; its owner is notified (SALE_APPROVE)',
  description: 'The sale is certified when its seller is a certified breeder. 409 `moderation.error.already-approved` when it already is approved.',
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.moderation)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 200: json(DecisionSchema, 'Approved'), ...errorResponses(400, 401, 403, 404, 409, 429) },
});

export const reject = createRoute({
  method: 'put',
  path: '/private/admin/sale/{uid}/reject',
  tags,
  summary: 'Refuse a pending sale or take down an approved one, with a reason; its owner is notified (SALE_REJECT)',
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(
      z
        .object({
          reason: z
            .string({ message: 'moderation.error.reason' })
            .max(REASON_MAX * 4, 'moderation.error.reason')
            .transform((v) => v.trim())
            .refine((v) => v.length >= REASON_MIN && v.length <= REASON_MAX, 'moderation.error.reason'),
        })
        .openapi('RejectReason', { example: { reason: 'Faltam o número de microchip da mãe e fotografias reais do animal.' } }),
    ),
  },
  responses: { 200: json(DecisionSchema, 'Rejected'), ...errorResponses(400, 401, 403, 404, 409, 429) },
});

export const certification = createRoute({
  method: 'put',
  path: '/private/admin/user/{uid}/certification',
  tags,
  summary: "Grant or remove a breeder's certification; their approved sales follow",
  security: bearerSecurity,
  middleware: [requireRole('admin'), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(z.object({ certified: z.boolean() }).openapi('Certification')),
  },
  responses: {
    200: json(z.object({ uid: z.uuid(), certified: z.boolean(), salesUpdated: z.number().int() }), 'Saved'),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
