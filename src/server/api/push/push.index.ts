/** Binds the push device routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './push.handlers.ts';
import * as routes from './push.routes.ts';

export function pushRouter() {
  return createRouter()
    .openapi(routes.list, handlers.list)
    .openapi(routes.save, handlers.save)
    .openapi(routes.update, handlers.update)
    .openapi(routes.remove, handlers.remove);
}
