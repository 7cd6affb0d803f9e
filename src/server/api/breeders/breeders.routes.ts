/** Breeders and the people behind sales: the directory (filtered by district and species, certified first), anyone's public card, and an admin's certification of a breeder. */
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/breeders/breeders.ts';
import { json, jsonBody, pageOf } from '../bodies.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { idParam, pageQuery, uidParam } from '../params.ts';
import { BreederCardSchema, PublicProfileSchema } from './breeders.schemas.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';

export const listBreeders = createRoute({
  method: 'get',
  path: '/public/breeders',
  tags: ['Breeders'],
  summary: 'Breeder cards, certified breeders first',
  description:
    'Never an email or a phone: the full public card with the phone (when shown) is GET /public/user-profile?uid=.',
  request: {
    query: pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).extend({
      locationId: idParam('13').optional().openapi({ description: 'District or autonomous region id' }),
      species: z
        .string()
        .regex(/^[A-Z_]{1,32}$/, 'validation.invalid-format')
        .optional()
        .openapi({ example: 'DOG' }),
    }),
  },
  responses: {
    200: json(pageOf(BreederCardSchema, 'BreederPage'), 'A page of breeders'),
  },
});

export const publicProfile = createRoute({
  method: 'get',
  path: '/public/user-profile',
  tags: ['Profiles'],
  summary: "A user's public card (breeder card)",
  description: 'Never the email; the phone only when the user chose to show it.',
  request: { query: z.object({ uid: uidParam }) },
  responses: { 200: json(PublicProfileSchema, 'Public card'), ...errorResponses(404) },
});

export const certification = createRoute({
  method: 'put',
  path: '/private/admin/user/{uid}/certification',
  tags: ['Moderation'],
  summary: "Grant or remove a breeder's certification; their approved sales follow",
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(z.object({ certified: z.boolean() }).openapi('Certification')),
  },
  responses: {
    200: json(z.object({ uid: z.uuid(), certified: z.boolean(), salesUpdated: z.number().int() }), 'Saved'),
  },
});
