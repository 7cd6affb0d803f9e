/** Binds the information page routes to their handlers (the preview before the {slug} routes). */
import { createRouter } from '../router.ts';
import * as handlers from './info-pages.handlers.ts';
import * as routes from './info-pages.routes.ts';

export function infoPagesRouter() {
  return createRouter()
    .openapi(routes.listAll, handlers.listAll)
    .openapi(routes.create, handlers.create)
    .openapi(routes.preview, handlers.preview)
    .openapi(routes.getForEditor, handlers.getForEditor)
    .openapi(routes.update, handlers.update)
    .openapi(routes.publish, handlers.publish)
    .openapi(routes.unpublish, handlers.unpublish)
    .openapi(routes.revisions, handlers.revisions)
    .openapi(routes.restoreRevision, handlers.restoreRevision)
    .openapi(routes.restoreShipped, handlers.restoreShipped);
}
