/** Breeder handlers: the directory and a public card. */
import { DEFAULT_PAGE_SIZE, listBreeders as list } from '../../domain/breeders/breeders.ts';
import { getPublicProfile } from '../../domain/users/public-profile.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './breeders.routes.ts';

export const listBreeders: AppRouteHandler<typeof routes.listBreeders> = async (c) => {
  const { locationId, species, page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  return c.json(await list(c.get('ctx').db, { locationId, species, page, size }), 200);
};

export const publicProfile: AppRouteHandler<typeof routes.publicProfile> = async (c) => {
  const profile = await getPublicProfile(c.get('ctx'), c.req.valid('query').uid);
  if (!profile) throw new ApiError(404, 'not-found');
  return c.json(profile, 200);
};
