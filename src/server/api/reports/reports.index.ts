/** Binds the report routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './reports.handlers.ts';
import * as routes from './reports.routes.ts';

export function reportsRouter() {
  return createRouter()
    .openapi(routes.file, handlers.file)
    .openapi(routes.queue, handlers.queue)
    .openapi(routes.decide, handlers.decide)
    .openapi(routes.log, handlers.log)
    .openapi(routes.suspend, handlers.suspend)
    .openapi(routes.lift, handlers.lift)
    .openapi(routes.appeal, handlers.appeal)
    .openapi(routes.appealQueue, handlers.appealQueue)
    .openapi(routes.decideAppeal, handlers.decideAppeal);
}
