/** Changing one's own password: the current one first, the specification's rules, and every other session ends. */
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { users } from '../../db/schema.ts';
import { isValidPassword } from '../../../lib/validation/password.ts';
import { checkOwnPassword, signToken } from '../auth/index.ts';
import { hashPassword } from '../users/index.ts';
import { endRealtimeSessions } from '../notifications/index.ts';
import { inTransaction } from '../../db/transaction.ts';

export type PasswordChangeResult =
  | {
      ok: true;
      /** A token of the new version: this browser stays signed in, every other session dies. */ token: string;
    }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> };

export async function changePassword(
  ctx: Pick<Services, 'db' | 'jwtSecret'>,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeResult> {
  const current = await checkOwnPassword(ctx.db, userId, currentPassword);
  if (current === null) return { ok: false, reason: 'not-found' };
  if (!current) return { ok: false, reason: 'invalid', errors: { currentPassword: 'profile.password.wrong-current' } };
  if (!isValidPassword(newPassword))
    return { ok: false, reason: 'invalid', errors: { newPassword: 'invalid-password' } };
  if (newPassword === currentPassword)
    return { ok: false, reason: 'invalid', errors: { newPassword: 'profile.password.same-as-current' } };

  const passwordHash = await hashPassword(newPassword);
  // The new version and the end of the live STOMP sessions commit together (ASVS 3.3.3).
  const updated = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion, role: users.role });
    if (row) await endRealtimeSessions(tx, userId);
    return row;
  });
  if (!updated) return { ok: false, reason: 'not-found' };
  return { ok: true, token: await signToken(ctx, userId, updated.tokenVersion, updated.role) };
}
