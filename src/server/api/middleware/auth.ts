/** Who is asking: `Authorization: Bearer <token>` checked on the server for every private call. */
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppContext } from '../../context.ts';
import { verifyToken, type Principal } from '../../domain/auth/tokens.ts';
import { ApiError } from '../errors.ts';

export type AuthEnv = { Variables: { ctx: AppContext; principal: Principal; token: string } };
export type Role = Principal['role'];

/** The bearer token of a request, or null when the header is missing or not a bearer. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer[ \t]+([A-Za-z0-9._~+/=-]{1,4096})[ \t]*$/i);
  return match?.[1] ?? null;
}

/** requireAuth and every requireRole middleware: the route gate looks for one on each private route. */
const sessionChecks = new WeakSet<object>();
export const isSessionCheck = (handler: object): boolean => sessionChecks.has(handler);
/** Every requireRole middleware: the OpenAPI document declares 403 on the routes that use one. */
const roleChecks = new WeakSet<object>();
export const isRoleCheck = (handler: object): boolean => roleChecks.has(handler);

/** 401 `unauthorized` unless the token is valid and current; sets `principal` (and `token`). */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = bearerToken(c);
  const principal = token ? await verifyToken(c.get('ctx'), token) : null;
  if (!token || !principal) throw new ApiError(401, 'unauthorized', undefined, { 'WWW-Authenticate': 'Bearer' });
  c.set('principal', principal);
  c.set('token', token);
  await next();
});
sessionChecks.add(requireAuth);

/** requireAuth, then 403 `forbidden` unless the user has one of the roles. */
export function requireRole(...roles: Role[]) {
  const check = createMiddleware<AuthEnv>(async (c, next) => {
    await requireAuth(c, async () => {
      if (!roles.includes(c.get('principal').role)) throw new ApiError(403, 'forbidden');
      await next();
    });
  });
  sessionChecks.add(check);
  roleChecks.add(check);
  return check;
}

/** The OpenAPI `security` of a private route. */
export const bearerSecurity = [{ bearerAuth: [] }];
