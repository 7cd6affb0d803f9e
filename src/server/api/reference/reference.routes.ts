/** Reference calls (public): districts and municipalities, countries, user types, species, breeds. */
import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../bodies.ts';
import { errorResponses } from '../errors.ts';
import { idParam } from '../params.ts';
import {
  BreedSchema,
  CountrySchema,
  LocationSchema,
  MunicipalitySchema,
  SpeciesSchema,
  UserTypeSchema,
} from '../../../lib/reference/shapes.ts';

const tags = ['Reference data'];

export const districts = createRoute({
  method: 'get',
  path: '/public/location',
  tags,
  summary: "Portugal's 18 districts and the 2 autonomous regions",
  responses: { 200: json(z.array(LocationSchema), 'Mainland districts alphabetically, then the autonomous regions') },
});

export const municipalities = createRoute({
  method: 'get',
  path: '/public/location/location-child',
  tags,
  summary: 'The municipalities of a district or region',
  request: { query: z.object({ locationId: idParam('11') }) },
  responses: {
    200: json(z.array(MunicipalitySchema), 'Municipalities alphabetically'),
    ...errorResponses(404),
  },
});

export const countries = createRoute({
  method: 'get',
  path: '/public/location/country',
  tags,
  summary: 'Countries with their dial codes, Portugal first',
  responses: {
    200: json(z.array(CountrySchema), 'Portugal, then every other country alphabetically (Portuguese names)'),
  },
});

export const userTypeList = createRoute({
  method: 'get',
  path: '/public/user-type',
  tags,
  summary: 'Account types offered at registration',
  responses: { 200: json(z.array(UserTypeSchema), 'User types') },
});

export const speciesList = createRoute({
  method: 'get',
  path: '/public/species',
  tags,
  summary: 'Animal species',
  responses: { 200: json(z.array(SpeciesSchema), 'Species') },
});

export const breedList = createRoute({
  method: 'get',
  path: '/public/breed',
  tags,
  summary: 'Breeds, optionally of one species',
  request: {
    query: z.object({
      species: z
        .string()
        .regex(/^[A-Z_]{1,32}$/, 'validation.invalid-format')
        .optional()
        .openapi({ description: 'Species code; an unknown one gives an empty list', example: 'DOG' }),
    }),
  },
  responses: { 200: json(z.array(BreedSchema), 'Breeds alphabetically') },
});
