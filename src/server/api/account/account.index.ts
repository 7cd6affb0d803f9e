/** Binds the own-account routes (profile, password, avatar, export, deletion) to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './account.handlers.ts';
import * as routes from './account.routes.ts';

export function accountRouter() {
  return createRouter()
    .openapi(routes.ownProfile, handlers.ownProfile)
    .openapi(routes.updateProfile, handlers.updateProfile)
    .openapi(routes.changePassword, handlers.changePassword)
    .openapi(routes.setAvatar, handlers.setAvatar)
    .openapi(routes.removeAvatar, handlers.removeAvatar)
    .openapi(routes.exportData, handlers.exportData)
    .openapi(routes.deleteAccount, handlers.deleteAccount);
}
