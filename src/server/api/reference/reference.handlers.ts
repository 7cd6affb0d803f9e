/** Reference handlers: answers come from the per-database cache, so they are cheap and cacheable by clients. */
import { breedsOf, municipalitiesOf, referenceData } from '../../domain/reference/reference.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './reference.routes.ts';

// Reference data changes only with a new release: clients and CDNs may keep it for an hour.
const CACHE = { 'Cache-Control': 'public, max-age=3600' };

export const districts: AppRouteHandler<typeof routes.districts> = async (c) =>
  c.json((await referenceData(c.get('ctx').db)).districts, 200, CACHE);

export const municipalities: AppRouteHandler<typeof routes.municipalities> = async (c) => {
  const list = await municipalitiesOf(c.get('ctx').db, c.req.valid('query').locationId);
  // An id that is no district (unknown, or a municipality) is a missing resource (decision 021).
  if (!list) throw new ApiError(404, 'not-found');
  return c.json(list, 200, CACHE);
};

export const countries: AppRouteHandler<typeof routes.countries> = async (c) =>
  c.json((await referenceData(c.get('ctx').db)).countries, 200, CACHE);

export const userTypeList: AppRouteHandler<typeof routes.userTypeList> = async (c) =>
  c.json((await referenceData(c.get('ctx').db)).userTypes, 200, CACHE);

export const speciesList: AppRouteHandler<typeof routes.speciesList> = async (c) =>
  c.json((await referenceData(c.get('ctx').db)).species, 200, CACHE);

export const breedList: AppRouteHandler<typeof routes.breedList> = async (c) =>
  c.json(await breedsOf(c.get('ctx').db, c.req.valid('query').species), 200, CACHE);
