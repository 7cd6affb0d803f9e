/** Binds the saved-search routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './searches.handlers.ts';
import * as routes from './searches.routes.ts';

export function searchesRouter() {
  return createRouter()
    .openapi(routes.list, handlers.list)
    .openapi(routes.create, handlers.create)
    .openapi(routes.update, handlers.update)
    .openapi(routes.remove, handlers.remove)
    .openapi(routes.unsubscribe, handlers.unsubscribe);
}
