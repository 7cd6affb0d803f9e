/** Binds the sign-up, e-mail confirmation, sign-in, recovery and token routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './auth.handlers.ts';
import * as routes from './auth.routes.ts';

export function authRouter() {
  return createRouter()
    .openapi(routes.signup, handlers.signup)
    .openapi(routes.validateEmail, handlers.validateEmail)
    .openapi(routes.confirmEmail, handlers.confirmEmail)
    .openapi(routes.resendConfirmation, handlers.resendConfirmation)
    .openapi(routes.authenticate, handlers.authenticate)
    .openapi(routes.forgotPassword, handlers.forgotPassword)
    .openapi(routes.forgotPasswordPost, handlers.forgotPasswordPost)
    .openapi(routes.recoverPassword, handlers.recoverPassword)
    .openapi(routes.refresh, handlers.refresh)
    .openapi(routes.logout, handlers.logout);
}
