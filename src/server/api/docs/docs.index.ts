/** The OpenAPI document (/openapi.json, generated from the routes' zod schemas) and its readable page (/docs). */
import { createHash } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../router.ts';

/** Pinned, so the hash-based CSP below and the page's behaviour do not change under us (decision 023). */
export const SCALAR_CDN = 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.72.1';

export function registerDocs(api: OpenAPIHono<ApiEnv>): void {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token of POST /public/authenticate',
  });
  api.doc31('/openapi.json', (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'Patinhas API',
      version: '1',
      description:
        'JSON API of Patinhas. Errors always have the shape `{ status, message, errors? }`: `message` and ' +
        'the values of `errors` (field → key) are translation keys of src/i18n/pt.json. Validation ' +
        'errors and malformed JSON answer 400; rate-limited calls 429 with Retry-After.',
    },
    servers: [{ url: c.get('ctx').env.PUBLIC_API_BASE }],
  }));
  api.get('/docs', docsPage());
}

/**
 * Scalar's page, served with its own Content-Security-Policy: the inline start-up script is allowed by
 * its hash and the bundle by its CDN origin, so the page works under a strict site-wide policy too.
 */
function docsPage(): MiddlewareHandler<ApiEnv> {
  const render = Scalar<ApiEnv>({
    // Relative to /api/docs, so it follows wherever the API is mounted.
    url: 'openapi.json',
    pageTitle: 'Patinhas API',
    cdn: SCALAR_CDN,
    withDefaultFonts: false,
    hideClientButton: true,
  });
  let csp: string | undefined;
  return async (c, next) => {
    const res = await render(c, next);
    if (!(res instanceof Response)) return res;
    const html = await res.text();
    csp ??= policyFor(html);
    return c.html(html, 200, { 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
  };
}

function policyFor(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`,
  );
  const cdn = new URL(SCALAR_CDN).origin;
  return [
    "default-src 'none'",
    `script-src ${cdn} ${inline.join(' ')}`,
    // Scalar's components inject their styles at run time.
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
