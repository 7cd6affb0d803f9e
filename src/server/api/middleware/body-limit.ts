/** Request body limits: 1 MB for JSON by default, a route's own limit where it declares one (image uploads). */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors.ts';

export const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = MB;

const LIMIT = Symbol('bodyLimit');
type Marked = MiddlewareHandler & { [LIMIT]?: number };

// Hono wraps the handlers of a sub-app that has its own onError when it is mounted; the original is kept here.
const COMPOSED = '__COMPOSED_HANDLER';
function unwrap(handler: unknown): Marked {
  let h = handler as Marked & { [COMPOSED]?: unknown };
  while (h[COMPOSED]) h = h[COMPOSED] as typeof h;
  return h;
}

const tooLarge = (): never => {
  throw new ApiError(413, 'payload-too-large');
};

/**
 * Declares that a route accepts bodies up to `maxSize` bytes: put it in the route's `middleware`
 * (createRoute) or `router.use(path, allowBodyUpTo(...))`. The default limit sees the mark and steps aside.
 */
export function allowBodyUpTo(maxSize: number): MiddlewareHandler {
  const handler: Marked = async (_c, next) => {
    await next();
  };
  handler[LIMIT] = maxSize;
  return handler;
}

/** Applied once for the whole API, before routing reaches the handlers: counts streamed bodies too. */
export function bodyLimits(defaultMax = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let l = limiters.get(maxSize);
    if (!l) limiters.set(maxSize, (l = bodyLimit({ maxSize, onError: tooLarge })));
    return l;
  };
  return async (c, next) => {
    let max = defaultMax;
    for (const route of matchedRoutes(c)) {
      const own = unwrap(route.handler)[LIMIT];
      if (own !== undefined) max = own;
    }
    return limiter(max)(c, next);
  };
}
