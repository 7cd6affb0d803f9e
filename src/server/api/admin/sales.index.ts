/** Binds the admin sale routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './sales.handlers.ts';
import * as routes from './sales.routes.ts';

export function adminSalesRouter() {
  return createRouter()
    .openapi(routes.queue, handlers.queue)
    .openapi(routes.approve, handlers.approve)
    .openapi(routes.reject, handlers.reject)
    .openapi(routes.certification, handlers.certification);
}
