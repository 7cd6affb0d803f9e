/** The breeders directory: breeder cards filtered by district and species, certified first. */
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/breeders/breeders.ts';
import { errorResponses } from '../errors.ts';
import { idParam } from '../params.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const BreederCardSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    surname: z.string(),
    sourceImage: z.string().nullable(),
    locationId: z.number().int().nullable(),
    location: z.string().nullable(),
    childLocationId: z.number().int().nullable(),
    childLocation: z.string().nullable(),
    breedTypes: z.array(z.object({ code: z.string(), name: z.string(), species: z.string() })),
    animals: z.array(z.string()).openapi({ example: ['DOG'] }),
    certified: z.boolean(),
    activeSales: z.number().int(),
  })
  .openapi('BreederCard');

export const listBreeders = createRoute({
  method: 'get',
  path: '/public/breeders',
  tags: ['Breeders'],
  summary: 'Breeder cards, certified breeders first',
  description:
    'Never an email or a phone: the full public card with the phone (when shown) is GET /public/user-profile?uid=.',
  request: {
    query: z.object({
      locationId: idParam('13').optional().openapi({ description: 'District or autonomous region id' }),
      species: z
        .string()
        .regex(/^[A-Z_]{1,32}$/, 'validation.invalid-format')
        .optional()
        .openapi({ example: 'DOG' }),
      page: z
        .string()
        .regex(/^\d{1,6}$/, 'validation.integer')
        .transform(Number)
        .optional()
        .openapi({ type: 'string', example: '0' }),
      size: z
        .string()
        .regex(/^\d{1,3}$/, 'validation.integer')
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, 'validation.too-big')
        .optional()
        .openapi({ type: 'string', example: String(DEFAULT_PAGE_SIZE) }),
    }),
  },
  responses: {
    200: json(
      z.object({ content: z.array(BreederCardSchema), totalElements: z.number().int() }).openapi('BreederPage'),
      'A page of breeders',
    ),
    ...errorResponses(400),
  },
});
