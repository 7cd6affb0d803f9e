/** Binds the certification routes (decision 176) to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './certification.handlers.ts';
import * as routes from './certification.routes.ts';

export function certificationRouter() {
  return createRouter()
    .openapi(routes.mine, handlers.mine)
    .openapi(routes.apply, handlers.apply)
    .openapi(routes.document, handlers.document)
    .openapi(routes.queue, handlers.queue)
    .openapi(routes.decide, handlers.decide)
    .openapi(routes.end, handlers.end);
}
