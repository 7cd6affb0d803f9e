/** Binds the profile routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './users.handlers.ts';
import * as routes from './users.routes.ts';

export function usersRouter() {
  return createRouter()
    .openapi(routes.ownProfile, handlers.ownProfile)
    .openapi(routes.updateProfile, handlers.updateProfile)
    .openapi(routes.publicProfile, handlers.publicProfile);
}
