/** Signing out: every token of the account dies at once (tokenVersion moves) and live STOMP sessions end on commit. */
import { eq, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { users } from '../../db/schema.ts';
import { endRealtimeSessions } from '../notifications/index.ts';
import { inTransaction } from '../../db/transaction.ts';

/**
 * Ends every session of the user (decision 093: logout is "sign out everywhere"): the version the
 * tokens carry moves, so verifyToken refuses all of them, and the real-time endpoint drops the
 * user's sockets on every instance when the transaction commits. False when the user is gone.
 */
export async function endAllSessions(ctx: Pick<Services, 'db'>, userId: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) return false;
    await endRealtimeSessions(tx, userId);
    return true;
  });
}
