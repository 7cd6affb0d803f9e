/** Breeders and the people behind sales: the directory (filtered by district and species, certified first), and anyone's public card (certification is src/server/api/certification/). */
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/breeders/breeders.ts';
import { json } from '../bodies.ts';
import { errorResponses } from '../errors.ts';
import { idParam, pageQuery, uidParam } from '../params.ts';
import { BreederPageSchema, PublicProfileSchema } from '../../../lib/users/shapes.ts';

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
    200: json(BreederPageSchema, 'A page of breeders'),
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
