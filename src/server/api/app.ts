/** The JSON API (mounted at /api): error shape, limits, OpenAPI, and every area's routes. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../context.ts';

export type ApiEnv = { Variables: { ctx: AppContext; requestId: string } };

export function createApi(getContext: () => Promise<AppContext>): OpenAPIHono<ApiEnv> {
  const api = new OpenAPIHono<ApiEnv>();
  api.use(async (c, next) => {
    c.set('ctx', await getContext());
    await next();
  });
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.notFound((c) => c.json({ status: 404, message: 'not-found' }, 404));
  return api;
}
