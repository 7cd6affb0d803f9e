/** The JSON API (mounted at /api): request ids and logs, body limits, the one error shape, OpenAPI, and every area's routes. */
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { HealthSchema } from '../../lib/api/shapes.ts';
import type { AppContext } from '../context.ts';
import { logger } from '../log.ts';
import { accountRouter } from './account/account.index.ts';
import { authRouter } from './auth/auth.index.ts';
import { bookingsRouter } from './bookings/bookings.index.ts';
import { conversationsRouter } from './conversations/conversations.index.ts';
import { reportsRouter } from './reports/reports.index.ts';
import { searchesRouter } from './searches/searches.index.ts';
import { peopleRouter } from './people/people.index.ts';
import { reviewsRouter } from './reviews/reviews.index.ts';
import { pushRouter } from './push/push.index.ts';
import { documentsRouter } from './documents/documents.index.ts';
import { breedersRouter } from './breeders/breeders.index.ts';
import { certificationRouter } from './certification/certification.index.ts';
import { registerDocs } from './docs/docs.index.ts';
import { ApiError, errorBody, STATUS_MESSAGES } from './errors.ts';
import { bodyLimits } from './middleware/body-limit.ts';
import { clientAddress } from '../http/client-ip.ts';
import type { RateLimitStore } from './middleware/rate-limit.ts';
import { createRateLimitStore } from './middleware/rate-limit-database.ts';
import { requestLog } from './middleware/request-log.ts';
import { privateAnswersNotKept } from './middleware/private-answers.ts';
import { routeGate } from './middleware/route-gate.ts';
import { bodyRefusal, rejectNulCharacters } from './middleware/text-guard.ts';
import { notificationsRouter } from './notifications/notifications.index.ts';
import { referenceRouter } from './reference/reference.index.ts';
import { createRouter, type ApiEnv } from './router.ts';
import { salesRouter } from './sales/sales.index.ts';

export type { ApiEnv } from './router.ts';

export interface ApiOptions {
  /**
   * Where rate-limit counters live (default: the database with PostgreSQL, shared by the instances; process
   * memory with PGlite; none with RATE_LIMITS=off).
   */
  limiter?: RateLimitStore;
}

// Documented like any call: monitors read it, and the document lists every answer the API gives.
const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Whether this instance answers (for load balancers and monitors)',
  responses: {
    200: {
      description: 'Up',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

export function createApi(getContext: () => Promise<AppContext>, options: ApiOptions = {}): OpenAPIHono<ApiEnv> {
  const api = createRouter();
  let limiter = options.limiter;

  api.use(requestId());
  api.use(clientAddress());
  api.use(requestLog());
  api.use(async (c, next) => {
    const ctx = await getContext();
    limiter ??= createRateLimitStore(ctx);
    c.set('ctx', ctx);
    c.set('limiter', limiter);
    await next();
  });
  // Answers of calls that need a session are never kept by the browser (decision 195): first, so it sees every answer.
  api.use(privateAnswersNotKept(api));
  // No body is read before the route's own middleware (session check, rate limit): these three only look
  // at the route table and the headers, and leave the body's parse to the route's validator (decision 028).
  api.use(bodyLimits());
  api.use(routeGate(api));
  api.use(rejectNulCharacters());

  api.openapi(health, (c) => c.json({ status: 'ok' as const }, 200));
  api.route('/', referenceRouter());
  api.route('/', authRouter());
  api.route('/', notificationsRouter());
  api.route('/', documentsRouter());
  api.route('/', accountRouter());
  api.route('/', breedersRouter());
  api.route('/', certificationRouter());
  api.route('/', bookingsRouter());
  api.route('/', salesRouter());
  api.route('/', conversationsRouter());
  api.route('/', reportsRouter());
  api.route('/', searchesRouter());
  api.route('/', peopleRouter());
  api.route('/', reviewsRouter());
  api.route('/', pushRouter());
  // Further areas mount here, one line each: api.route('/', <area>Router());

  registerDocs(api);
  api.notFound((c) => c.json(errorBody(404, 'not-found'), 404));
  api.onError((caught, c) => {
    // Hono's validator reports any failure to read the JSON body as malformed; the guarded parse knows why.
    const error = (caught instanceof HTTPException && bodyRefusal(c)) || caught;
    if (error instanceof ApiError) return c.json(error.body, error.status as ContentfulStatusCode, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status;
      const message =
        status === 400 && /json/i.test(error.message) ? 'malformed-json' : (STATUS_MESSAGES[status] ?? 'bad-request');
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
