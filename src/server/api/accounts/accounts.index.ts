/** Binds the account routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './accounts.handlers.ts';
import * as routes from './accounts.routes.ts';

export function accountsRouter() {
  return createRouter()
    .openapi(routes.signup, handlers.signup)
    .openapi(routes.validateEmail, handlers.validateEmail)
    .openapi(routes.authenticate, handlers.authenticate)
    .openapi(routes.forgotPassword, handlers.forgotPassword)
    .openapi(routes.recoverPassword, handlers.recoverPassword)
    .openapi(routes.refresh, handlers.refresh)
    .openapi(routes.logout, handlers.logout);
}
