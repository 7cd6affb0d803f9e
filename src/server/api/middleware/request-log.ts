/** One structured log line per API request, with the request id the client also receives (X-Request-Id). */
import type { MiddlewareHandler } from 'hono';
import { logger } from '../../log.ts';

export function requestLog(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
