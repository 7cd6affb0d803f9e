/** What the route table decides before any body byte is read: unknown paths answer 404, and no route that needs a session runs without a check. */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors.ts';
import { isSessionCheck, requireAuth } from './auth.ts';
import { unwrap } from './body-limit.ts';

/** `PUT /private/my-sale-edit/:uid` for each documented call whose OpenAPI security is the bearer token. */
function bearerCalls<E extends Env>(api: OpenAPIHono<E>): Set<string> {
  const calls = new Set<string>();
  for (const definition of api.openAPIRegistry.definitions) {
    if (definition.type !== 'route' || !definition.route.security?.some((s) => 'bearerAuth' in s)) continue;
    const { method, path } = definition.route;
    calls.add(`${method.toUpperCase()} ${path.replace(/\{(.+?)\}/g, ':$1')}`);
  }
  return calls;
}

/** The route that will answer: the first one matched, with its middleware and validators (empty when none). */
function answeringRoute(c: Context) {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  const first = handlers[0];
  return { first, chain: handlers.filter((r) => r.method === first?.method && r.path === first.path) };
}

/**
 * Whether the call a request makes needs a session: its path is under `/private/`, or its route is documented with
 * bearer security. The route gate and the no-store rule (private-answers.ts) ask the same question.
 */
export function sessionCalls<E extends Env>(api: OpenAPIHono<E>): (c: Context) => boolean {
  let calls: Set<string> | undefined;
  return (c) => {
    const { first } = answeringRoute(c);
    if (!first) return false;
    // Read on the first request, once every area is mounted; paths are relative to where the API is mounted.
    calls ??= bearerCalls(api);
    const path = first.basePath === '/' ? first.path : first.path.slice(first.basePath.length);
    return /^\/private\//.test(path) || calls.has(`${first.method} ${path}`);
  };
}

/**
 * Runs after the body limit is put on (which reads nothing) and before every route's middleware. A path (and method) no route answers is a 404
 * at once: its body is never read. A route that needs a session — under `/private/`, or documented with
 * bearer security — and has no requireAuth/requireRole of its own gets requireAuth here, so a route that
 * forgot its check fails closed. Routes with their own check keep its place in their chain (logout counts
 * its address limit first), and nothing reads a body before the route's middleware anyway.
 */
export function routeGate<E extends Env>(api: OpenAPIHono<E>): MiddlewareHandler {
  const needsSession = sessionCalls(api);
  return async (c, next) => {
    const { first, chain } = answeringRoute(c);
    if (!first) throw new ApiError(404, 'not-found');
    if (needsSession(c) && !chain.some((r) => isSessionCheck(unwrap(r.handler)))) {
      return (requireAuth as unknown as MiddlewareHandler)(c, next);
    }
    await next();
  };
}
