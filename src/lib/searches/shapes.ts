/**
 * Saved searches and the listing's filters as the API serves and takes them (issue 19, decision 155): each shape is
 * declared once, here, as a zod schema whose `id` names it in the OpenAPI document; its type is what zod infers
 * (decision 212). Plain zod described with `.meta()`, so the server loads it outside the API too; the browser imports
 * the types only.
 */
import { z } from 'zod';
import { LISTING_LIMIT, TEXT_SEARCH_LIMIT } from '../sales/types.ts';
import { ALERT_FREQUENCIES, DEFAULT_RADIUS_KM, MAX_QUERY_LENGTH, MAX_SEARCH_NAME, RADII_KM } from './types.ts';

const code = z.string().regex(/^[A-Z0-9_]{1,64}$/, 'validation.invalid-format');
const whole = (max: number) =>
  z.number().int('validation.integer').min(0, 'validation.too-small').max(max, 'validation.too-big');

/**
 * What the listing of /sales filters on (GET /public/sales's query parameters, as JSON values), what a saved search
 * keeps and what a search suggestion applies; the listing adds its order and page.
 */
export const SearchFiltersSchema = z
  .object({
    q: z.string().max(MAX_QUERY_LENGTH, 'validation.too-long').optional().meta({
      description:
        'Free text (title, description, species, breed, place), Portuguese stemming and forms, accents ignored',
    }),
    species: code.optional(),
    breed: code.optional(),
    location: whole(2_147_483_647).optional().meta({ description: 'District or autonomous region id' }),
    childLocation: whole(2_147_483_647).optional().meta({ description: 'Municipality id' }),
    priceMin: whole(1_000_000).optional().meta({ description: 'Euros' }),
    priceMax: whole(1_000_000).optional().meta({ description: 'Euros' }),
    sex: z.enum(['MALE', 'FEMALE'], { message: 'validation.invalid' }).optional(),
    ageMin: whole(600).optional().meta({ description: 'Whole months of age, inclusive' }),
    ageMax: whole(600).optional().meta({ description: 'Whole months of age, inclusive' }),
    certified: z.boolean().optional(),
    free: z.boolean().optional(),
    near: whole(2_147_483_647)
      .optional()
      .meta({ description: 'Around this municipality (its id): adverts within `radius` km (issue 54)' }),
    lat: z.number().min(-90, 'validation.out-of-range').max(90, 'validation.out-of-range').optional().meta({
      description:
        'Around this position (with `lon`, WGS84 degrees: the browser\'s when a person taps "Perto de mim") instead of a municipality',
    }),
    lon: z.number().min(-180, 'validation.out-of-range').max(180, 'validation.out-of-range').optional(),
    radius: z
      .number()
      .refine((n) => (RADII_KM as readonly number[]).includes(n), 'validation.radius')
      .optional()
      .meta({
        description: `Km around the place: ${RADII_KM.join(', ')}; ${DEFAULT_RADIUS_KM} when a place is given alone`,
      }),
  })
  .meta({
    id: 'SearchFilters',
    description: 'What the search looks for, as the /sales filters: each one narrows; none means any.',
    example: { species: 'DOG', breed: 'DOG_LABRADOR', location: 11, priceMax: 900 },
  });
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

const frequency = z.enum(ALERT_FREQUENCIES, { message: 'validation.invalid' }).meta({
  description:
    'IMMEDIATE: bell and a mail at once; DAILY: bell, and one morning mail with the day’s matches; OFF: bell only',
});
const name = z
  .string()
  .max(MAX_SEARCH_NAME * 4, 'validation.too-long')
  .transform((v) => v.trim().slice(0, MAX_SEARCH_NAME));

export const SavedSearchSchema = z
  .object({
    uid: z.uuid(),
    name: z.string(),
    filters: SearchFiltersSchema,
    summary: z.string().meta({
      description: 'The filters in words, as the list of saved searches shows them',
      example: 'Cão · Labrador Retriever · Lisboa · até 900 €',
    }),
    href: z.string().meta({ description: 'The /sales address that lists it', example: '/sales?species=DOG' }),
    frequency,
    paused: z.boolean(),
    matches: z
      .number()
      .int()
      .meta({
        description: `Adverts that match now, counted no further than the listing reaches (${LISTING_LIMIT}; ${TEXT_SEARCH_LIMIT} with a text \`q\`)`,
      }),
    matchesCapped: z.boolean().meta({ description: 'More adverts than `matches` match now' }),
    createdAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'SavedSearch', description: 'A saved search as its owner sees it' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchInputSchema = z
  .object({ name: name.optional(), filters: SearchFiltersSchema, frequency: frequency.optional() })
  .meta({
    id: 'SavedSearchInput',
    example: { filters: { species: 'DOG', breed: 'DOG_LABRADOR', priceMax: 900 }, frequency: 'DAILY' },
  });
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

export const SavedSearchChangesSchema = z
  .object({ name: name.optional(), paused: z.boolean().optional(), frequency: frequency.optional() })
  .meta({ id: 'SavedSearchChanges', example: { paused: true } });
export type SavedSearchChanges = z.input<typeof SavedSearchChangesSchema>;

export const UnsubscribedSchema = z
  .object({ paused: z.number().int().meta({ description: 'Searches paused (those still there)' }) })
  .meta({ id: 'Unsubscribed' });
export type Unsubscribed = z.infer<typeof UnsubscribedSchema>;
