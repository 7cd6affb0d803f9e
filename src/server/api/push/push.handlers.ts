/** Push device handlers: every device is the token's person's own. */
import { listDevices, removeDevice, saveDevice, setKinds, deviceName } from '../../domain/push/devices.ts';
import { pushEndpoint } from '../../domain/push/endpoint.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './push.routes.ts';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const ctx = c.get('ctx');
  return c.json({ publicKey: ctx.push.publicKey, devices: await listDevices(ctx.db, c.get('principal').userId) }, 200);
};

export const save: AppRouteHandler<typeof routes.save> = async (c) => {
  const ctx = c.get('ctx');
  const { endpoint, keys, kinds } = c.req.valid('json');
  if (!pushEndpoint(endpoint, ctx.env.PUSH_SERVICES, ctx.env.PUSH_LOCAL_SERVICE))
    throw new ApiError(422, 'push.error.service');
  const device = await saveDevice(
    ctx.db,
    c.get('principal').userId,
    { endpoint, p256dh: keys.p256dh, auth: keys.auth, kinds },
    deviceName(c.req.header('user-agent')),
  );
  return c.json(device, 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const ctx = c.get('ctx');
  const device = await setKinds(ctx.db, c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json').kinds);
  if (!device) throw new ApiError(404, 'push.error.not-found');
  return c.json(device, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const ctx = c.get('ctx');
  if (!(await removeDevice(ctx.db, c.get('principal').userId, c.req.valid('param').uid))) {
    throw new ApiError(404, 'push.error.not-found');
  }
  return c.body(null, 204);
};
