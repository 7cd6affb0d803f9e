/** Breeders directory handler. */
import { DEFAULT_PAGE_SIZE, listBreeders as list } from '../../domain/breeders/breeders.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './breeders.routes.ts';

export const listBreeders: AppRouteHandler<typeof routes.listBreeders> = async (c) => {
  const { locationId, species, page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  return c.json(await list(c.get('ctx').db, { locationId, species, page, size }), 200);
};
