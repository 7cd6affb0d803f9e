/** Binds the notification routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './notifications.handlers.ts';
import * as routes from './notifications.routes.ts';

export function notificationsRouter() {
  return createRouter()
    .openapi(routes.count, handlers.count)
    .openapi(routes.list, handlers.list)
    .openapi(routes.markAllRead, handlers.markAllRead)
    .openapi(routes.markRead, handlers.markRead)
    .openapi(routes.sendGlobal, handlers.sendGlobal);
}
