/** The request pipeline: /api (Hono JSON API), /files, then Astro (middleware, pages, cookies). */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { astro } from 'astro/hono';
import { createApi } from './server/api/app.ts';
import { boot } from './server/context.ts';
import { createFilesRoute } from './server/http/files-route.ts';
import { salesPageCache } from './server/domain/sales/page-cache.ts';

const app = new Hono();

app.use(compress());
app.route('/api', createApi(() => boot()));
// Nothing under /api falls through to the pages: unknown API paths answer JSON.
app.all('/api/*', (c) => c.json({ status: 404, message: 'not-found' }, 404));
// Stored images, before the pages: /files/{key}/{width}.{webp|jpg}, cached forever.
app.route('/files', createFilesRoute(() => boot()));
// Visitors' /sales and sale details from memory while no sale changes (decision 061).
app.use(salesPageCache(() => boot()));
// Astro's whole pipeline: src/middleware.ts, the pages, and Astro.cookies written as Set-Cookie.
app.use(astro());

export default app;
