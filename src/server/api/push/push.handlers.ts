/** Push device handlers: every device is the token's person's own. */
import { listDevices, removeDevice, saveDevice, setKinds, deviceName } from '../../domain/push/devices.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './push.routes.ts';

/** Whether `endpoint`'s host is one of PUSH_SERVICES (a name, or `*.domain` for its hosts): nothing else is posted to. */
export function isPushService(endpoint: string, services: string): boolean {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return services
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .some((allowed) =>
      allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && !url.port : allowed !== '' && host === allowed,
    );
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const ctx = c.get('ctx');
  return c.json({ publicKey: ctx.push.publicKey, devices: await listDevices(ctx.db, c.get('principal').userId) }, 200);
};

export const save: AppRouteHandler<typeof routes.save> = async (c) => {
  const ctx = c.get('ctx');
  const { endpoint, keys, kinds } = c.req.valid('json');
  if (!isPushService(endpoint, ctx.env.PUSH_SERVICES)) throw new ApiError(422, 'push.error.service');
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
