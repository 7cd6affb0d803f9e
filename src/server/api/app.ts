/** The JSON API (mounted at /api): request ids and logs, body limits, the one error shape, OpenAPI, and every area's routes. */
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../context.ts';
import { logger } from '../log.ts';
import { accountRouter } from './account/account.index.ts';
import { accountsRouter } from './accounts/accounts.index.ts';
import { bookingsRouter } from './bookings/bookings.index.ts';
import { articlesRouter } from './articles/articles.index.ts';
import { breedersRouter } from './breeders/breeders.index.ts';
import { registerDocs } from './docs/docs.index.ts';
import { ApiError, errorBody, STATUS_MESSAGES } from './errors.ts';
import { bodyLimits } from './middleware/body-limit.ts';
import { clientAddress } from './middleware/client-ip.ts';
import { DisabledRateLimitStore, MemoryRateLimitStore, type RateLimitStore } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { rejectNulCharacters } from './middleware/text-guard.ts';
import { notificationsRouter } from './notifications/notifications.index.ts';
import { referenceRouter } from './reference/reference.index.ts';
import { createRouter, type ApiEnv } from './router.ts';
import { usersRouter } from './users/users.index.ts';
import { adminSalesRouter } from './admin/sales.index.ts';
import { salesRouter } from './sales/sales.index.ts';

export type { ApiEnv } from './router.ts';

export interface ApiOptions {
  /** Where rate-limit counters live (default: in this process; RATE_LIMITS=off disables them). */
  limiter?: RateLimitStore;
}

export function createApi(getContext: () => Promise<AppContext>, options: ApiOptions = {}): OpenAPIHono<ApiEnv> {
  const api = createRouter();
  let limiter = options.limiter;

  api.use(requestId());
  api.use(clientAddress());
  api.use(requestLog());
  api.use(async (c, next) => {
    const ctx = await getContext();
    limiter ??= ctx.env.RATE_LIMITS === 'off' ? new DisabledRateLimitStore() : new MemoryRateLimitStore();
    c.set('ctx', ctx);
    c.set('limiter', limiter);
    await next();
  });
  api.use(bodyLimits());
  api.use(rejectNulCharacters());

  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/', referenceRouter());
  api.route('/', accountsRouter());
  api.route('/', usersRouter());
  api.route('/', notificationsRouter());
  api.route('/', articlesRouter());
  api.route('/', accountRouter());
  api.route('/', breedersRouter());
  api.route('/', bookingsRouter());
  api.route('/', salesRouter());
  api.route('/', adminSalesRouter());
  // Further areas mount here, one line each: api.route('/', <area>Router());

  registerDocs(api);
  api.notFound((c) => c.json(errorBody(404, 'not-found'), 404));
  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status as ContentfulStatusCode, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      const message = status === 400 && /json/i.test(error.message) ? 'malformed-json' : (STATUS_MESSAGES[status] ?? 'bad-request');
      return c.json(errorBody(status, message), status);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(errorBody(500, 'server-error'), 500);
  });
  return api;
}
