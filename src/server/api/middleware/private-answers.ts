/** What a browser may keep of the API's answers: nothing of a call that needs a session, and nothing at all once signed out (decision 195). */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bearerToken } from './auth.ts';
import { sessionCalls } from './route-gate.ts';

/** The Cache-Control of every answer of a call that needs a session, its refusals and errors included. */
export const PRIVATE_ANSWER_CACHE = 'no-store';
/** What sign-out empties in the browser: its HTTP cache, and its storage with the service worker and its push. */
export const SIGN_OUT_CLEARS = '"cache", "storage"';

/**
 * `Cache-Control: no-store` on every answer of a call that needs a session, whatever its handler set: a shared
 * computer's next user could otherwise read a profile, messages or a photo back from the HTTP cache. Mounted
 * before the route gate, so it sees the final answer, the gate's own 401 included.
 */
export function privateAnswersNotKept<E extends Env>(api: OpenAPIHono<E>): MiddlewareHandler {
  const needsSession = sessionCalls(api);
  return async (c, next) => {
    await next();
    if (needsSession(c)) c.res.headers.set('Cache-Control', PRIVATE_ANSWER_CACHE);
  };
}

/**
 * Sign-out's answer tells the browser to clear what it holds of the site (`Clear-Site-Data`), whatever the call's
 * outcome (a token already dead answers 401, and the browser still holds that person's answers). Only to a call that
 * carried a bearer token: another site's page cannot send one (that needs a CORS preflight the API never grants), so
 * it cannot wipe a visitor's site data by posting here.
 */
export const clearSiteDataOnSignOut = createMiddleware(async (c, next) => {
  await next();
  if (bearerToken(c)) c.res.headers.set('Clear-Site-Data', SIGN_OUT_CLEARS);
});
