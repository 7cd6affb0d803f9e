/** Binds the document routes to their handlers: the blog's, then the information pages' (each preview before its {key} routes). */
import { createRouter } from '../router.ts';
import * as articles from './articles.handlers.ts';
import * as articleRoutes from './articles.routes.ts';
import * as infoPages from './info-pages.handlers.ts';
import * as infoPageRoutes from './info-pages.routes.ts';

export function documentsRouter() {
  return createRouter()
    .openapi(articleRoutes.listPublic, articles.listPublic)
    .openapi(articleRoutes.getPublic, articles.getPublic)
    .openapi(articleRoutes.preview, articles.preview)
    .openapi(articleRoutes.create, articles.create)
    .openapi(articleRoutes.listAll, articles.listAll)
    .openapi(articleRoutes.getForEditor, articles.getForEditor)
    .openapi(articleRoutes.update, articles.update)
    .openapi(articleRoutes.remove, articles.remove)
    .openapi(articleRoutes.publish, articles.publish)
    .openapi(articleRoutes.unpublish, articles.unpublish)
    .openapi(infoPageRoutes.listAll, infoPages.listAll)
    .openapi(infoPageRoutes.create, infoPages.create)
    .openapi(infoPageRoutes.preview, infoPages.preview)
    .openapi(infoPageRoutes.getForEditor, infoPages.getForEditor)
    .openapi(infoPageRoutes.update, infoPages.update)
    .openapi(infoPageRoutes.publish, infoPages.publish)
    .openapi(infoPageRoutes.unpublish, infoPages.unpublish)
    .openapi(infoPageRoutes.revisions, infoPages.revisions)
    .openapi(infoPageRoutes.restoreRevision, infoPages.restoreRevision)
    .openapi(infoPageRoutes.restoreShipped, infoPages.restoreShipped);
}
