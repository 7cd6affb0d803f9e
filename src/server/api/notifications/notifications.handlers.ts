/** Notification handlers: the user is always the token's, never a parameter. */
import {
  countUnread,
  DEFAULT_PAGE_SIZE,
  listPage,
  markAllRead as markAll,
  markRead as markOne,
} from '../../domain/notifications/notifications.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './notifications.routes.ts';
import { inTransaction } from '../../db/transaction.ts';

export const count: AppRouteHandler<typeof routes.count> = async (c) =>
  c.json(await countUnread(c.get('ctx').db, c.get('principal').userId), 200);

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const { page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  return c.json(await listPage(c.get('ctx').db, c.get('principal').userId, page, size), 200);
};

export const markRead: AppRouteHandler<typeof routes.markRead> = async (c) => {
  if (!(await markOne(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').key))) {
    throw new ApiError(404, 'not-found');
  }
  return c.body(null, 204);
};

export const markAllRead: AppRouteHandler<typeof routes.markAllRead> = async (c) => {
  await markAll(c.get('ctx').db, c.get('principal').userId);
  return c.body(null, 204);
};

export const sendGlobal: AppRouteHandler<typeof routes.sendGlobal> = async (c) => {
  const { title, message } = c.req.valid('json');
  const { recipients } = await inTransaction(c.get('ctx'), (tx) =>
    notify(tx, { userId: 'all', type: 'GLOBAL', params: { title, message } }),
  );
  return c.json({ recipients }, 201);
};
