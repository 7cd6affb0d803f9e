/** Binds the people routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './people.handlers.ts';
import * as routes from './people.routes.ts';

export function peopleRouter() {
  return createRouter()
    .openapi(routes.search, handlers.search)
    .openapi(routes.person, handlers.person)
    .openapi(routes.setRole, handlers.setRole);
}
