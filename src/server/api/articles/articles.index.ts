/** Binds the article routes to their handlers (the preview before the {referenceKey} routes). */
import { createRouter } from '../router.ts';
import * as handlers from './articles.handlers.ts';
import * as routes from './articles.routes.ts';

export function articlesRouter() {
  return createRouter()
    .openapi(routes.listPublic, handlers.listPublic)
    .openapi(routes.getPublic, handlers.getPublic)
    .openapi(routes.preview, handlers.preview)
    .openapi(routes.create, handlers.create)
    .openapi(routes.listAll, handlers.listAll)
    .openapi(routes.getForEditor, handlers.getForEditor)
    .openapi(routes.update, handlers.update)
    .openapi(routes.remove, handlers.remove)
    .openapi(routes.publish, handlers.publish)
    .openapi(routes.unpublish, handlers.unpublish);
}
