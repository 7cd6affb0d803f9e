/** The request pipeline: /api (Hono JSON API), /files, then Astro (middleware, pages, cookies). */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { astro } from 'astro/hono';
import { createApi } from './server/api/app.ts';
import { boot } from './server/context.ts';
import { env } from './server/env.ts';
import { logger } from './server/log.ts';
import { createFilesRoute } from './server/http/files-route.ts';
import { securityHeaders } from './server/http/security-headers.ts';
import { publicPageCache } from './server/http/page-cache.ts';

const app = new Hono();

// An error that escaped every route (the API has its own handler): our 500 and one JSON log line, where
// Hono's default would print the stack on stderr and answer bare text (decision 015).
app.onError((error, c) => {
  logger.error('request failed', { method: c.req.method, path: c.req.path, error: error.stack ?? error.message });
  return c.json({ status: 500, message: 'server-error' }, 500);
});

// nosniff, Referrer-Policy, a strict CSP… on the API and /files too (pages set theirs in src/middleware.ts).
app.use(securityHeaders(() => env().PUBLIC_SITE_URL));
app.use(compress());
app.route(
  '/api',
  createApi(() => boot()),
);
// Nothing under /api falls through to the pages: unknown API paths answer JSON.
app.all('/api/*', (c) => c.json({ status: 404, message: 'not-found' }, 404));
// Stored images, before the pages: /files/{key}/{width}.{webp|jpg}, cached forever.
app.route(
  '/files',
  createFilesRoute(() => boot()),
);
// Visitors' public pages from memory while no public data changes (decision 090).
app.use(publicPageCache(() => boot()));
// Astro's whole pipeline: src/middleware.ts, the pages, and Astro.cookies written as Set-Cookie.
app.use(astro());

export default app;
