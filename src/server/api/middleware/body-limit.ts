/** Request body limits: 1 MB for JSON by default, a route's own limit where it declares one (image uploads); nothing read early. */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors.ts';
import { bearerToken } from './auth.ts';

export const MB = 1024 * 1024;
export const DEFAULT_BODY_LIMIT = MB;
/** Above this, a body we answered without reading is not worth draining: the connection is closed instead. */
export const DRAIN_LIMIT = 64 * 1024;

const LIMIT = Symbol('bodyLimit');
type Marked = MiddlewareHandler & { [LIMIT]?: number };

// Hono wraps the handlers of a sub-app that has its own onError when it is mounted; the original is kept here.
const COMPOSED = '__COMPOSED_HANDLER';
/** The handler as the route declared it, under Hono's mounting wrappers. */
export function unwrap(handler: unknown): Marked {
  let h = handler as Marked & { [COMPOSED]?: unknown };
  while (h[COMPOSED]) h = h[COMPOSED] as typeof h;
  return h;
}

/**
 * Declares that a route accepts bodies up to `maxSize` bytes: put it in the route's `middleware`
 * (createRoute) or `router.use(path, allowBodyUpTo(...))`. The default limit sees the mark and steps aside. Give it
 * the route's environment (`allowBodyUpTo<AuthEnv>`) when it stands before requireAuth, so handlers keep `principal`.
 */
export function allowBodyUpTo<E extends Env = Env>(maxSize: number): MiddlewareHandler<E> {
  const handler: Marked = async (_c, next) => {
    await next();
  };
  handler[LIMIT] = maxSize;
  return handler as MiddlewareHandler<E>;
}

/** How much of the body the request's readers took. */
type Progress = { state: 'unread' | 'partly read' | 'read' };

/**
 * Whether an error answer must close the connection rather than let Node drain what is left of the body
 * (Node reads and discards an unread body to reach the next request on a kept-alive connection).
 * A body left partly read would never be drained: the connection would hang. A body of unknown size
 * (chunked) or announced over the route's limit could be endless. A body over DRAIN_LIMIT is not worth
 * reading either, except for a 401 to a caller who sent a token: a member whose session expired during an
 * upload must see the 401, which the reset of a connection closed on unread data can swallow.
 */
function mustClose(c: Context, status: number, progress: Progress, max: number): boolean {
  if (status < 400 || progress.state === 'read') return false;
  if (progress.state === 'partly read' || c.req.header('transfer-encoding') !== undefined) return true;
  const length = Number(c.req.header('content-length') ?? 0);
  if (!(length <= max)) return true;
  return length > DRAIN_LIMIT && !(status === 401 && bearerToken(c));
}

/**
 * The body as a stream that counts what is read and fails with 413 past `max`; a Content-Length over
 * `max` fails the first read without pulling a byte. Lazy: nothing is pulled from the client until a
 * validator or handler reads, which is after the route's session check and rate limit, so those answer
 * first. (Hono's bodyLimit reads a body without Content-Length whole before the next middleware runs.)
 * A reader that stops early never cancels the client's stream: in the node adapter that destroys the
 * socket before the answer is written.
 */
function counted(raw: Request, max: number, progress: Progress): Request {
  const source = raw.body!;
  const declared = raw.headers.get('content-length');
  const tooLarge = () => new ApiError(413, 'payload-too-large');
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let size = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (declared !== null && !(Number(declared) <= max)) return controller.error(tooLarge());
        progress.state = 'partly read';
        reader ??= source.getReader();
        const { done, value } = await reader.read();
        if (done) {
          progress.state = 'read';
          return controller.close();
        }
        size += value.byteLength;
        if (size > max) return controller.error(tooLarge());
        controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(raw, { body, duplex: 'half' } as RequestInit);
  // The node adapter's client address rides on the Request object itself.
  const address = Symbol.for('astro.clientAddress');
  Reflect.set(request, address, Reflect.get(raw, address));
  return request;
}

/**
 * Applied once for the whole API, before routing reaches the handlers: puts the route's limit on the body
 * (enforced as it is read, see counted), and closes the connection after an error when what is left of
 * the body is not worth draining (see mustClose).
 */
export function bodyLimits(defaultMax = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    let max = defaultMax;
    for (const route of matchedRoutes(c)) {
      const own = unwrap(route.handler)[LIMIT];
      if (own !== undefined) max = own;
    }
    const progress: Progress = { state: 'unread' };
    c.req.raw = counted(c.req.raw, max, progress);
    await next();
    if (mustClose(c, c.res.status, progress, max)) c.res.headers.set('Connection', 'close');
  };
}
