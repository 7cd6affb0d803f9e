/** People handlers: the moderator or admin is always the token's. */
import { findPeople, personForModerators, RoleError, setModeratorRole } from '../../domain/moderation/people.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './people.routes.ts';

const PRIVATE_CACHE = 'private, no-store';

const STATUS = {
  'people.error.not-found': 404,
  'role.error.self': 422,
  'role.error.admin': 422,
  'role.error.other-role': 422,
} as const;

export const search: AppRouteHandler<typeof routes.search> = async (c) => {
  const { q, page = 0, size = 20 } = c.req.valid('query');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(await findPeople(c.get('ctx').db, q, page, size), 200);
};

export const person: AppRouteHandler<typeof routes.person> = async (c) => {
  const found = await personForModerators(c.get('ctx').db, c.req.valid('param').uid);
  if (!found) throw new ApiError(404, 'people.error.not-found');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(found, 200);
};

export const setRole: AppRouteHandler<typeof routes.setRole> = async (c) => {
  const { uid } = c.req.valid('param');
  try {
    const result = await setModeratorRole(c.get('ctx').db, c.get('principal').userId, uid, c.req.valid('json').role);
    return c.json({ uid, ...result }, 200);
  } catch (error) {
    if (error instanceof RoleError) throw new ApiError(STATUS[error.key], error.key);
    throw error;
  }
};
