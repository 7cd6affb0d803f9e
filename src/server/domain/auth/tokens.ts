/** Session tokens: HS256 JWTs naming us (iss, aud), with an id (jti) and an expiry (10 days); they die when tokenVersion moves or a refresh retires them. */
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Services } from '../../services.ts';
import { retiredTokens, users } from '../../db/schema.ts';

/** The cookies and tokens live 10 days (the specification's cookie expiry 10). */
export const TOKEN_TTL_SECONDS = 10 * 24 * 60 * 60;
/** Who signs the tokens and whom they are for: a JWT made with the same key for anything else is refused. */
export const TOKEN_ISSUER = 'patinhas';
export const TOKEN_AUDIENCE = 'patinhas-session';
/**
 * How long a token replaced by /authrefresh still works (decision 097): the calls a tab sent with it before
 * the new one reached the cookie, and the other tabs refreshing the same token at once, must not log out.
 */
export const RETIRED_TOKEN_GRACE_MS = 30_000;
const ALGORITHMS = ['HS256'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Principal {
  userId: string;
  role: 'user' | 'editor' | 'moderator' | 'admin';
  /** The version the token carries (equal to the user's current one): a refreshed token keeps it. */
  tokenVersion: number;
  /** The token's own id (`jti`) and expiry: what a refresh retires. */
  tokenId: string;
  expiresAt: Date;
}

/**
 * A session token. `role` rides along as a hint for page scripts only (decision 151): they skip calls the
 * person evidently may not make. The server never reads it: every request takes the role from the database.
 */
export function signToken(
  ctx: Pick<Services, 'jwtSecret'>,
  userId: string,
  tokenVersion: number,
  role?: Principal['role'],
): Promise<string> {
  return new SignJWT({ v: tokenVersion, ...(role && { role }) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(ctx.jwtSecret);
}

/**
 * The user a token speaks for, or null when it is forged, lacks a claim (exp, iat, jti, iss, aud), names
 * another issuer or audience, is expired, outdated by a password change or logout, or retired by a refresh.
 */
export async function verifyToken(ctx: Pick<Services, 'jwtSecret' | 'db'>, token: string): Promise<Principal | null> {
  let claims: { sub?: string | undefined; jti?: string | undefined; exp?: number | undefined; v?: unknown };
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, {
      algorithms: ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'jti', 'sub'],
      // Also bounds a token whose exp was set further than ours ever are.
      maxTokenAge: TOKEN_TTL_SECONDS,
    });
    claims = { sub: payload.sub, jti: payload.jti, exp: payload.exp, v: payload['v'] };
  } catch {
    return null;
  }
  const { sub, jti, exp, v: version } = claims;
  if (!sub || !UUID.test(sub) || !jti || jti.length > 64 || typeof exp !== 'number' || typeof version !== 'number')
    return null;
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion, graceUntil: retiredTokens.graceUntil })
    .from(users)
    .leftJoin(retiredTokens, and(eq(retiredTokens.jti, jti), eq(retiredTokens.userId, users.id)))
    .where(eq(users.id, sub))
    .limit(1);
  if (!user || user.tokenVersion !== version) return null;
  if (user.graceUntil && user.graceUntil.getTime() <= Date.now()) return null;
  return {
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
    tokenId: jti,
    expiresAt: new Date(exp * 1000),
  };
}

/**
 * /authrefresh: a new token for the same version, and the one it replaces retired (it stops working after
 * the grace). Refreshing a token that is already retired keeps its first grace: the window never grows.
 */
export async function replaceToken(ctx: Pick<Services, 'jwtSecret' | 'db'>, principal: Principal): Promise<string> {
  const now = Date.now();
  await ctx.db
    .insert(retiredTokens)
    .values({
      jti: principal.tokenId,
      userId: principal.userId,
      graceUntil: new Date(now + RETIRED_TOKEN_GRACE_MS),
      expiresAt: principal.expiresAt,
    })
    .onConflictDoNothing();
  // A retired token past its own expiry is refused by its exp already: its row says nothing more.
  await ctx.db.delete(retiredTokens).where(lt(retiredTokens.expiresAt, new Date(now)));
  // The role as it is now: a refreshed token carries a role changed since the last one (decision 151).
  return signToken(ctx, principal.userId, principal.tokenVersion, principal.role);
}
