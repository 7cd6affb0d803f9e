/** Profile handlers: the own profile always comes from the token's user, never from a parameter. */
import { getOwnProfile, updateOwnProfile } from '../../domain/users/profile.ts';
import { getPublicProfile } from '../../domain/users/public-profile.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './users.routes.ts';

export const ownProfile: AppRouteHandler<typeof routes.ownProfile> = async (c) => {
  const profile = await getOwnProfile(c.get('ctx'), c.get('principal').userId);
  // The token was valid a moment ago: the account has just been deleted.
  if (!profile) throw new ApiError(401, 'unauthorized');
  return c.json(profile, 200);
};

export const updateProfile: AppRouteHandler<typeof routes.updateProfile> = async (c) => {
  const result = await updateOwnProfile(c.get('ctx'), c.get('principal').userId, c.req.valid('json'));
  if (!result.ok) {
    if (result.reason === 'not-found') throw new ApiError(401, 'unauthorized');
    throw new ApiError(400, 'validation-error', result.errors);
  }
  return c.json(result.profile, 200);
};

export const publicProfile: AppRouteHandler<typeof routes.publicProfile> = async (c) => {
  const profile = await getPublicProfile(c.get('ctx'), c.req.valid('query').uid);
  if (!profile) throw new ApiError(404, 'not-found');
  return c.json(profile, 200);
};
