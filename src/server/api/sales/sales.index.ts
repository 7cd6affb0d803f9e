/** Binds the sale routes, moderation included, to their handlers (the sale body routes with their own validation answer). */
import { createRouter } from '../router.ts';
import * as handlers from './sales.handlers.ts';
import * as routes from './sales.routes.ts';

export function salesRouter() {
  return createRouter()
    .openapi(routes.list, handlers.list)
    .openapi(routes.suggestions, handlers.suggestions)
    .openapi(routes.usualPrice, handlers.usualPrice)
    .openapi(routes.certified, handlers.certified)
    .openapi(routes.detail, handlers.detail)
    .openapi(routes.create, handlers.create, handlers.saleBodyHook)
    .openapi(routes.mine, handlers.mine)
    .openapi(routes.mineOne, handlers.mineOne)
    .openapi(routes.edit, handlers.edit, handlers.saleBodyHook)
    .openapi(routes.remove, handlers.remove)
    .openapi(routes.availability, handlers.availability)
    .openapi(routes.confirm, handlers.confirm)
    .openapi(routes.confirmByLink, handlers.confirmByLink)
    .openapi(routes.animals, handlers.animals, handlers.animalsBodyHook)
    .openapi(routes.animalState, handlers.animalState)
    .openapi(routes.upload, handlers.upload)
    .openapi(routes.updateFavorite, handlers.updateFavorite)
    .openapi(routes.favorites, handlers.favorites)
    .openapi(routes.favoriteUids, handlers.favoriteUids)
    .openapi(routes.queue, handlers.queue)
    .openapi(routes.approve, handlers.approve)
    .openapi(routes.reject, handlers.reject)
    .openapi(routes.flagVerdicts, handlers.flagVerdicts)
    .openapi(routes.health, handlers.health)
    .openapi(routes.saveHealth, handlers.saveHealth, handlers.healthBodyHook)
    .openapi(routes.addHealthDocument, handlers.addHealthDocument)
    .openapi(routes.removeHealthDocument, handlers.removeHealthDocument)
    .openapi(routes.healthDocument, handlers.healthDocument);
}
