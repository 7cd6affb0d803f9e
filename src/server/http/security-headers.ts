/**
 * The security headers of every answer (decisions 091–092): the pages' Content-Security-Policy
 * directives (Astro adds the script/style hashes, astro.config.mjs `security.csp`), the strict policy
 * of everything that is not a page (JSON, images, static files), and the headers all answers share.
 * Imported by astro.config.mjs, src/fetch.ts, src/middleware.ts and src/server/http/static-files.ts
 * (the last runs outside the bundle, so this module imports nothing at run time).
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The shell's only inline script: before first paint, a session cookie hides the visitor buttons.
 * BaseLayout renders this exact text, and astro.config.mjs allows it by its hash (no 'unsafe-inline').
 */
export const SIGNED_IN_CLASS_SCRIPT =
  "if(/(?:^|;\\s*)access_token=[^;]/.test(document.cookie))document.documentElement.classList.add('signed-in');";

/**
 * Sources of <style> elements (style-src-elem). 'unsafe-inline' is the compromise of decision 092:
 * Radix's modal menus and dialogs (through react-remove-scroll) inject a <style> whose text depends
 * on the scrollbar's width, so no hash can be known in advance. Scripts stay hash-only, and with
 * img-src/font-src limited to the site an injected stylesheet has nowhere to send what it reads.
 */
export const STYLE_ELEMENT_SOURCES = ["'self'", "'unsafe-inline'"];

/**
 * `style="…"` attributes that islands render on the server (React writes the others through the
 * CSSOM, which CSP does not govern): the notifications page's list height. Allowed one by one with
 * 'unsafe-hashes' instead of 'unsafe-inline' (decision 092).
 */
export const SERVER_STYLE_ATTRIBUTES = ['height:min(70vh, 48rem)'];

/**
 * The pages' directives besides script-src and style-src, which Astro writes with the hashes of its
 * own scripts and styles. Same-origin everything; images also from data: and blob: (photo previews
 * before upload); `connect-src 'self'` covers the API and the same-origin /ws socket.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  // The site's service worker (/sw.js, decision 189), nothing else.
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
] as const;

/**
 * Pages that show an article body, whose images may come from any https: address (decision 080):
 * only they widen img-src; every other page loads images from the site alone.
 */
const EXTERNAL_IMAGE_PAGES = /^\/(?:blog\/detail\/|admin\/articles(?:\/|$))/;

/** The page policy for `pathname`: Astro's, with https: images added where article bodies show. */
export function pagePolicyFor(pathname: string, policy: string): string {
  if (!EXTERNAL_IMAGE_PAGES.test(pathname)) return policy;
  return policy.replace(
    /(^|;)\s*img-src ([^;]*)/,
    (_, start: string, sources: string) => `${start}img-src ${sources.trim()} https:`,
  );
}

/**
 * The service worker's own policy (a worker's script brings the policy it runs under): it may fetch from the site
 * and nothing else.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";

/** Everything that is not a page (JSON, images, scripts, stylesheets): nothing may run or load from it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** An SVG opened on its own may style itself, nothing more. */
export const SVG_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Powerful features the site never uses are switched off for it and anything it might embed; the position is the site's
 * own to ask, on a tap of "Perto de mim" (issue 54, decision 204), never an embedded frame's.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

/** Two years with subdomains: the value browsers' preload lists accept (decision 091). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers every answer carries, whatever it is. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Whether the site is served over HTTPS (decision 091): the configured public address is https, or
 * this request arrived as https. The request's protocol is the socket's, or X-Forwarded-Proto only
 * when Astro trusts the proxy (`security.allowedDomains`), so a client cannot switch HSTS on.
 */
export function servedOverHttps(publicSiteUrl: string | undefined, requestUrl?: string): boolean {
  if (publicSiteUrl?.startsWith('https:')) return true;
  return requestUrl?.startsWith('https:') ?? false;
}

export interface HeaderOptions {
  https: boolean;
  /** The answer's status: a 304 gets no fallback policy (see below). */
  status?: number;
  /** The policy when the answer has none yet (pages get theirs from Astro). */
  fallbackCsp?: string | undefined;
}

/**
 * Adds the shared headers (and HSTS over HTTPS) to `headers`, and `fallbackCsp` when no
 * Content-Security-Policy is there yet: a page's hashed policy or /api/docs' own is never replaced.
 */
export function applySecurityHeaders(headers: Headers, options: HeaderOptions): void {
  const type = headers.get('Content-Type');
  if (type) headers.set('Content-Type', withCharset(type));
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (options.https) headers.set('Strict-Transport-Security', HSTS);
  // A 304's headers replace the stored page's in the browser cache: a fallback policy on a page's
  // 304 (which has no Content-Type) would turn the cached page into one that may run nothing.
  if (options.status === 304) return;
  if (options.fallbackCsp && !headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', options.fallbackCsp);
}

/** Text and XML always say their character set (ASVS 14.4.1); everything we write is UTF-8. */
export function withCharset(contentType: string): string {
  if (
    /;\s*charset=/i.test(contentType) ||
    !/^(text\/|application\/(?:[\w.+-]+\+)?xml\b|image\/svg\+xml)/i.test(contentType)
  )
    return contentType;
  return `${contentType}; charset=utf-8`;
}

/** JSON API answers are downloads if a browser is ever sent to one, never a document (ASVS 14.4.2). */
export const API_CONTENT_DISPOSITION = 'attachment; filename="api.json"';

/**
 * The policy an answer without its own gets: a page Astro rendered always has one; an HTML answer
 * without it (none expected) gets the page directives with no script at all.
 */
export function fallbackCspFor(contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return `${PAGE_DIRECTIVES.join('; ')}; script-src 'none'; style-src 'self'`;
  if (contentType?.startsWith('image/svg+xml')) return SVG_CSP;
  return RESOURCE_CSP;
}

/** Base64 SHA-256 of `text` as a CSP hash source ("sha256-…"), for astro.config.mjs. */
export async function sha256Source(text: string): Promise<`sha256-${string}`> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256-${Buffer.from(digest).toString('base64')}`;
}

/**
 * Hono middleware for src/fetch.ts: the JSON API, /files and anything else that does not come from
 * an Astro page gets the shared headers and the strict resource policy. Pages already have theirs
 * from src/middleware.ts (and keep them when the page cache replays them).
 */
export function securityHeaders(publicSiteUrl: () => string | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type');
    // HTML is a page (its policy comes from Astro through src/middleware.ts) or /api/docs (its own).
    const fallbackCsp = type?.startsWith('text/html') ? undefined : fallbackCspFor(type);
    const options = { https: servedOverHttps(publicSiteUrl(), c.req.url), status: c.res.status, fallbackCsp };
    const download =
      c.req.path.startsWith('/api/') &&
      type?.startsWith('application/json') &&
      !c.res.headers.has('Content-Disposition');
    const apply = (headers: Headers) => {
      applySecurityHeaders(headers, options);
      if (download) headers.set('Content-Disposition', API_CONTENT_DISPOSITION);
    };
    try {
      apply(c.res.headers);
    } catch {
      // A Response with immutable headers (Response.redirect, a fetched one): copy it, then add them.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
