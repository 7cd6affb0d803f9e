/** Password recovery tickets: 256-bit random, stored as SHA-256, single use, one hour; a reset ends every older session. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { recoveryTickets, users } from '../../db/schema.ts';
import { normalizeEmail, hashPassword } from '../users/index.ts';
import { endRealtimeSessions } from '../notifications/index.ts';
import { inTransaction } from '../../db/transaction.ts';

export const TICKET_TTL_MS = 60 * 60 * 1000;
/**
 * An account gets a new recovery mail only when its newest unused link is older than this (decision 057): at
 * most three mails an hour whoever asks, and whenever a request sends nothing the mailbox already holds a
 * link with at least 40 minutes left, so the owner can always get in by mail.
 */
export const MAIL_INTERVAL_MS = 20 * 60 * 1000;

const digest = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export type RecoveryRequest =
  | { kind: 'unknown' }
  /** A link mailed less than MAIL_INTERVAL_MS ago is still unused: nothing new is sent. */
  | { kind: 'already-mailed' }
  | { kind: 'ticket'; ticket: string; userName: string; email: string };

/**
 * A new ticket for the account of `email`, unless there is no such account or its last link is recent and
 * unused. Only the ticket's hash is stored. The user's row is locked meanwhile, so two requests at once (on
 * any instance) cannot both decide a mail is due.
 */
export async function createRecoveryTicket(ctx: Pick<Services, 'db'>, email: string): Promise<RecoveryRequest> {
  const address = normalizeEmail(email);
  const now = Date.now();
  return inTransaction(ctx, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(sql`lower(${users.email})`, address))
      .limit(1)
      .for('update');
    if (!user) return { kind: 'unknown' } as const;
    // Tickets expire TICKET_TTL_MS after they are made: a later expiry than this means a recent one.
    const [recent] = await tx
      .select({ tokenHash: recoveryTickets.tokenHash })
      .from(recoveryTickets)
      .where(
        and(
          eq(recoveryTickets.userId, user.id),
          isNull(recoveryTickets.usedAt),
          gt(recoveryTickets.expiresAt, new Date(now + TICKET_TTL_MS - MAIL_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent) return { kind: 'already-mailed' } as const;
    const ticket = randomBytes(32).toString('base64url');
    await tx
      .insert(recoveryTickets)
      .values({ tokenHash: digest(ticket), userId: user.id, expiresAt: new Date(now + TICKET_TTL_MS) });
    return { kind: 'ticket', ticket, userName: user.name, email: address } as const;
  });
}

/** Forgets a ticket whose mail could not be sent: it must not count as a link the owner has. */
export async function discardRecoveryTicket(ctx: Pick<Services, 'db'>, ticket: string): Promise<void> {
  await ctx.db.delete(recoveryTickets).where(eq(recoveryTickets.tokenHash, digest(ticket)));
}

const usable = (hash: string) =>
  and(eq(recoveryTickets.tokenHash, hash), isNull(recoveryTickets.usedAt), gt(recoveryTickets.expiresAt, sql`now()`));

/**
 * Sets a new password with a ticket: the account's (normalised) email, or null when the ticket is unknown,
 * used or expired. The ticket is spent atomically (two racing requests cannot both use it); every ticket
 * and token of the user dies, and live STOMP sessions end on commit.
 */
export async function resetPassword(
  ctx: Pick<Services, 'db'>,
  ticket: string,
  password: string,
): Promise<string | null> {
  const hash = digest(ticket);
  // Cheap check first so an invalid ticket does not cost a password hash.
  const [candidate] = await ctx.db
    .select({ userId: recoveryTickets.userId })
    .from(recoveryTickets)
    .where(usable(hash))
    .limit(1);
  if (!candidate) return null;
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
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
