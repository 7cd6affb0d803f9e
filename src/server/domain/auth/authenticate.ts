/** Sign-in with email and password; an unknown email costs the same Argon2 check as a wrong password. */
import type { AppContext } from '../../context.ts';
import { findUserByEmail } from '../users/lookup.ts';
import { verifyAgainstDummy, verifyPassword } from './password.ts';
import { signToken } from './tokens.ts';

/** The session token of a valid email and password, or null. */
export async function authenticate(ctx: Pick<AppContext, 'db' | 'jwtSecret'>, email: string, password: string): Promise<string | null> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return signToken(ctx, user.id, user.tokenVersion);
}
