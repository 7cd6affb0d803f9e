/** Admin sale handlers: thin over the moderation domain; the role was checked by the route's middleware. */
import { approveSale, moderationQueue, rejectSale, setCertification } from '../../domain/sales/moderation.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import { salesContext } from '../sales/sales.handlers.ts';
import type * as routes from './sales.routes.ts';

export const queue: AppRouteHandler<typeof routes.queue> = async (c) => {
  const { status = 'PENDING', page = 0, size = 20 } = c.req.valid('query');
  c.header('Cache-Control', 'private, no-store');
  return c.json(await moderationQueue(c.get('ctx'), status, page, size), 200);
};

export const approve: AppRouteHandler<typeof routes.approve> = async (c) => {
  const { uid } = c.req.valid('param');
  const result = await approveSale(salesContext(c.get('ctx')), uid);
  if (!result.ok) throw new ApiError(result.status, result.message);
  return c.json({ uid, status: result.status, certified: result.certified }, 200);
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { uid } = c.req.valid('param');
  const result = await rejectSale(salesContext(c.get('ctx')), uid, c.req.valid('json').reason);
  if (!result.ok) throw new ApiError(result.status, result.message);
  return c.json({ uid, status: result.status, certified: result.certified }, 200);
};

export const certification: AppRouteHandler<typeof routes.certification> = async (c) => {
  const result = await setCertification(salesContext(c.get('ctx')), c.req.valid('param').uid, c.req.valid('json').certified);
  if (!result.ok) throw new ApiError(404, 'not-found');
  return c.json({ uid: result.uid, certified: result.certified, salesUpdated: result.salesUpdated }, 200);
};
