/** The API's Hono environment and the router factory every area uses (validation errors in the one shape). */
import { OpenAPIHono, type RouteConfig, type RouteConfigToEnv, type RouteHandler } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { AppContext } from '../context.ts';
import { errorBody, issuesToErrors, VALIDATION_MESSAGE, VALIDATION_STATUS } from './errors.ts';
import type { RateLimitStore } from './middleware/rate-limit.ts';
import { registerSharedAnswers, withSharedAnswers } from './shared-answers.ts';

export type ApiEnv = { Variables: { ctx: AppContext; requestId: string; clientIp: string; limiter: RateLimitStore } };

/** A handler for a route made with createRoute: typed input, typed answers, the middleware's variables. */
/** `any` when a route's middleware leaves its environment open (a rate limit before requireAuth, say). */
type RouteEnv<R extends RouteConfig> = 0 extends 1 & RouteConfigToEnv<R> ? ApiEnv : ApiEnv & RouteConfigToEnv<R>;
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, RouteEnv<R>>;

/** Failed zod validation of query, params or body: 400 with field → translation key (zod-validator also passes the raw input as `data`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route's input type
export const validationHook: Hook<any, ApiEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const target = result.target === 'json' ? 'body' : result.target;
  return c.json(
    errorBody(
      VALIDATION_STATUS,
      VALIDATION_MESSAGE,
      issuesToErrors(result.error.issues, target, (result as { data?: unknown }).data),
    ),
    VALIDATION_STATUS,
  );
};

/**
 * A router for one API area; mount it with `api.route('/', router)` after registering its routes. Each route
 * it registers is documented with the shared answers it can give (shared-answers.ts), so a new route needs
 * to declare only its own.
 */
export function createRouter(): OpenAPIHono<ApiEnv> {
  const router = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  registerSharedAnswers(router.openAPIRegistry);
  const register = router.openapi;
  router.openapi = (route, handler, hook) => register(withSharedAnswers(route), handler, hook);
  return router;
}
