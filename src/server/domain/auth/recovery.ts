/** Password recovery tickets: 256-bit random, stored as SHA-256, single use, one hour; a reset ends every older session. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { recoveryTickets, users } from '../../db/schema.ts';
import { findUserByEmail } from '../users/lookup.ts';
import { endRealtimeSessions } from '../notifications/notify.ts';
import { hashPassword } from './password.ts';

export const TICKET_TTL_MS = 60 * 60 * 1000;

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new ticket for the account of `email` (null when there is none); only its hash is stored. */
export async function createRecoveryTicket(
  ctx: Pick<AppContext, 'db'>,
  email: string,
): Promise<{ ticket: string; userName: string; email: string } | null> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return null;
  const ticket = randomBytes(32).toString('base64url');
  await ctx.db.insert(recoveryTickets).values({
    tokenHash: digest(ticket),
    userId: user.id,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return { ticket, userName: user.name, email: email.trim().toLowerCase() };
}

const usable = (hash: string) =>
  and(eq(recoveryTickets.tokenHash, hash), isNull(recoveryTickets.usedAt), gt(recoveryTickets.expiresAt, sql`now()`));

/**
 * Sets a new password with a ticket: the account's (normalised) email, or null when the ticket is unknown,
 * used or expired. The ticket is spent atomically (two racing requests cannot both use it); every ticket
 * and token of the user dies, and live STOMP sessions end on commit.
 */
export async function resetPassword(ctx: Pick<AppContext, 'db'>, ticket: string, password: string): Promise<string | null> {
  const hash = digest(ticket);
  // Cheap check first so an invalid ticket does not cost a password hash.
  const [candidate] = await ctx.db.select({ userId: recoveryTickets.userId }).from(recoveryTickets).where(usable(hash)).limit(1);
  if (!candidate) return null;
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(recoveryTickets)
      .set({ usedAt: sql`now()` })
      .where(usable(hash))
      .returning({ userId: recoveryTickets.userId });
    if (!spent) return null;
    await tx
      .update(recoveryTickets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryTickets.userId, spent.userId), isNull(recoveryTickets.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await endRealtimeSessions(tx, spent.userId);
    return user?.email ?? null;
  });
}
