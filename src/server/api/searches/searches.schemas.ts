/** The listing's filters as JSON: what a saved search keeps and what a search suggestion applies. */
import { z } from '@hono/zod-openapi';
import { FILTER_PARSERS, MAX_QUERY_LENGTH } from '../../domain/sales/filters.ts';
import { DEFAULT_RADIUS_KM, RADII_KM } from '../../../lib/searches/types.ts';

const code = z.string().regex(/^[A-Z0-9_]{1,64}$/, 'validation.invalid-format');
const whole = (max: number) =>
  z.number().int('validation.integer').min(0, 'validation.too-small').max(max, 'validation.too-big');

/** The listing's filters (GET /public/sale's query parameters), as JSON values. */
export const SearchFiltersSchema = z
  .object({
    q: z.string().max(MAX_QUERY_LENGTH, 'validation.too-long').optional(),
    species: code.optional(),
    breed: code.optional(),
    location: whole(2_147_483_647).optional(),
    childLocation: whole(2_147_483_647).optional(),
    priceMin: whole(1_000_000).optional(),
    priceMax: whole(1_000_000).optional(),
    sex: FILTER_PARSERS.sex.optional(),
    ageMin: whole(600).optional(),
    ageMax: whole(600).optional(),
    certified: z.boolean().optional(),
    free: z.boolean().optional(),
    near: whole(2_147_483_647)
      .optional()
      .openapi({ description: 'Around this municipality (its id): adverts within `radius` km (issue 54)' }),
    lat: z
      .number()
      .min(-90, 'validation.out-of-range')
      .max(90, 'validation.out-of-range')
      .optional()
      .openapi({ description: 'Around this position (with `lon`, WGS84 degrees) instead of a municipality' }),
    lon: z.number().min(-180, 'validation.out-of-range').max(180, 'validation.out-of-range').optional(),
    radius: z
      .number()
      .refine((n) => (RADII_KM as readonly number[]).includes(n), 'validation.radius')
      .optional()
      .openapi({
        description: `Km around the place: ${RADII_KM.join(', ')}; ${DEFAULT_RADIUS_KM} when a place is given alone`,
      }),
  })
  .openapi('SearchFilters', {
    description: 'What the search looks for, as the /sales filters: each one narrows; none means any.',
    example: { species: 'DOG', breed: 'DOG_LABRADOR', location: 11, priceMax: 900 },
  });
