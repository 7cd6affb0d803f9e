/** Session tokens: HS256 JWTs that expire with the cookie (10 days) and die when tokenVersion moves. */
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';

/** The cookies and tokens live 10 days (the specification's cookie expiry 10). */
export const TOKEN_TTL_SECONDS = 10 * 24 * 60 * 60;
const ALGORITHMS = ['HS256'];

export interface Principal {
  userId: string;
  role: 'user' | 'editor' | 'admin';
  /** The version the token carries (equal to the user's current one): a refreshed token keeps it. */
  tokenVersion: number;
}

export function signToken(ctx: Pick<AppContext, 'jwtSecret'>, userId: string, tokenVersion: number): Promise<string> {
  return new SignJWT({ v: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(ctx.jwtSecret);
}

/** The user a token speaks for, or null when it is forged, expired, or outdated by a password change. */
export async function verifyToken(ctx: Pick<AppContext, 'jwtSecret' | 'db'>, token: string): Promise<Principal | null> {
  let subject: string | undefined;
  let version: unknown;
  try {
    const { payload } = await jwtVerify(token, ctx.jwtSecret, { algorithms: ALGORITHMS });
    subject = payload.sub;
    version = payload['v'];
  } catch {
    return null;
  }
  if (!subject || typeof version !== 'number' || !/^[0-9a-f-]{36}$/i.test(subject)) return null;
  const [user] = await ctx.db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, subject))
    .limit(1);
  if (!user || user.tokenVersion !== version) return null;
  return { userId: user.id, role: user.role, tokenVersion: user.tokenVersion };
}
