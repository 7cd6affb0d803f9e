/** Sign-in with email and password (an unknown email costs the same Argon2 check as a wrong password), and re-authentication. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { Services } from '../../services.ts';
import { findUserByEmail, verifyAgainstDummy, verifyPassword } from '../users/index.ts';
import { signToken } from './tokens.ts';

/** The session token (and whose it is) of a valid email and password, or null. */
export async function authenticate(
  ctx: Pick<Services, 'db' | 'jwtSecret'>,
  email: string,
  password: string,
): Promise<{
  token: string;
  userId: string;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
} | null> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  // The caller refuses a suspended account (decision 150): only someone who knows the password learns it.
  return {
    token: await signToken(ctx, user.id, user.tokenVersion, user.role),
    userId: user.id,
    suspendedUntil: user.suspendedUntil,
    suspensionReason: user.suspensionReason,
  };
}

/**
 * Re-authentication before a sensitive change (password change, account deletion; ASVS 3.7.1): whether
 * `password` is the signed-in person's password, or null when the account no longer exists.
 */
export async function checkOwnPassword(db: Db, userId: string, password: string): Promise<boolean | null> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return verifyPassword(user.passwordHash, password);
}
