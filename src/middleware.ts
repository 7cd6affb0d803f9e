/** Runs before every page: the session from the access_token cookie, the guarded routes, security headers. */
import { defineMiddleware } from 'astro:middleware';
import { boot } from './server/context.ts';
import { verifyToken } from './server/domain/auth/tokens.ts';
import { env } from './server/env.ts';
import {
  applySecurityHeaders,
  fallbackCspFor,
  pagePolicyFor,
  servedOverHttps,
} from './server/http/security-headers.ts';
import { logger } from './server/log.ts';

/** Pages that need a signed-in user (the specification's route table). */
export const GUARDED_PATHS: ReadonlySet<string> = new Set(['/user-dashboard', '/notifications', '/sale', '/my-sales']);

/** The browser session lives in these two cookies (set by the client, path=/). */
const SESSION_COOKIES = ['access_token', 'current_user'] as const;

/**
 * Expires both session cookies on `response`. Written as headers rather than through Astro.cookies:
 * our Hono pipeline (src/fetch.ts) answers without Astro's final step that turns cookies into headers.
 */
function clearSessionCookies(headers: Headers): void {
  for (const name of SESSION_COOKIES) {
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`);
  }
}

/** "/sale/" and "/sale" are the same page for the guard. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

async function sessionFrom(token: string | undefined): Promise<{ session: App.Locals['session']; rejected: boolean }> {
  if (!token) return { session: null, rejected: false };
  try {
    const principal = await verifyToken(await boot(), token);
    if (!principal) return { session: null, rejected: true };
    return { session: { userId: principal.userId, role: principal.role }, rejected: false };
  } catch (error) {
    // The token could not be checked (database down): no session, but keep the cookies for later.
    logger.error('session check failed', { error: String(error) });
    return { session: null, rejected: false };
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { session, rejected } = await sessionFrom(context.cookies.get('access_token')?.value);
  context.locals.session = session;

  if (!session && GUARDED_PATHS.has(normalisePath(context.url.pathname))) {
    // Logged out before anything renders: cookies cleared, straight to /login, never cached.
    const response = context.redirect('/login', 302);
    return finish(response, context.url, { clearCookies: true, noStore: true });
  }

  // A forged, expired or outdated token is removed before the page's own head script reads it.
  return finish(await next(), context.url, { clearCookies: rejected, noStore: false });
});

function finish(response: Response, url: URL, options: { clearCookies: boolean; noStore: boolean }): Response {
  try {
    const { headers } = response;
    const policy = headers.get('Content-Security-Policy');
    if (policy) headers.set('Content-Security-Policy', pagePolicyFor(url.pathname, policy));
    // Pages carry Astro's hashed policy already; the page cache replays these headers (decision 091).
    applySecurityHeaders(headers, {
      https: servedOverHttps(env().PUBLIC_SITE_URL, url.href),
      status: response.status,
      // `astro dev` hashes nothing (its pages carry no policy): they must not get the no-script fallback.
      fallbackCsp: import.meta.env.DEV ? undefined : fallbackCspFor(headers.get('Content-Type')),
    });
    if (options.noStore) headers.set('Cache-Control', 'no-store');
    if (options.clearCookies) clearSessionCookies(headers);
  } catch {
    // Some responses (e.g. a fetched one passed through) have immutable headers: nothing to add then.
  }
  return response;
}
