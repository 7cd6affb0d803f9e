/**
 * Suspensions (issue 18, decision 150): a moderator suspends an account for a number of days or for good. The
 * person cannot sign in, every session ends at once, their approved adverts leave the site (held, so they come
 * back when the suspension ends) and the visitors of those adverts' coming visits are told. Lifting it, or its
 * end (seen at the next sign-in), puts the adverts back.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { sales, users } from '../../db/schema.ts';
import type { Mail } from '../../mail/mailer.ts';
import { moderationMail } from '../../mail/templates/moderation.ts';
import { cancelVisitsOfWithdrawnSale, deliverAll } from '../bookings/index.ts';
import { endRealtimeSessions } from '../notifications/index.ts';
import type { SalesContext } from '../sales/index.ts';
import { logDecision } from './log.ts';
import { refuseOwnCase } from './own-case.ts';
import { KeyedError } from '../keyed-error.ts';

/** "For good": the last day a timestamp column and a JavaScript Date both hold. */
export const FOREVER = new Date('9999-12-31T00:00:00Z');
const DAY = 86_400_000;

export type SuspensionErrorKey =
  | 'suspension.error.staff'
  | 'suspension.error.staff-by-admins'
  | 'suspension.error.not-suspended'
  | 'report.error.target-not-found';

/** Roles only an administrator may suspend: one stolen moderator account must not lock the team out. */
const STAFF: readonly string[] = ['editor', 'moderator', 'admin'];

export class SuspensionError extends KeyedError<SuspensionErrorKey> {}

/**
 * Suspends `userId` for `days` (null: for good). Returns when it ends (FOREVER for good). Never an admin, never
 * oneself (OwnCaseError, decision 194); editors and moderators by an admin only (issue 37).
 */
export async function suspendAccount(
  ctx: SalesContext,
  moderatorId: string,
  userId: string,
  input: { days: number | null; reason: string },
  now = new Date(),
): Promise<{ until: Date; decisionId: string }> {
  const until = input.days === null ? FOREVER : new Date(now.getTime() + input.days * DAY);
  let mails: Mail[] = [];
  const decisionId = await inTransaction(ctx, async (tx) => {
    const [person] = await tx
      .select({ role: users.role, name: users.name, surname: users.surname, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw new SuspensionError('report.error.target-not-found');
    // The person learns why and until when (issue 37): mailed with the visitors' mails after the commit.
    if (ctx.env) {
      mails.push(
        moderationMail(person.email, person.name, {
          kind: 'SUSPEND',
          reason: input.reason,
          until: until === FOREVER ? null : until,
          link: new URL('/contacts', ctx.env.PUBLIC_SITE_URL).href,
        }),
      );
    }
    if (person.role === 'admin') throw new SuspensionError('suspension.error.staff');
    refuseOwnCase(moderatorId, [userId]);
    if (STAFF.includes(person.role)) {
      const [by] = await tx.select({ role: users.role }).from(users).where(eq(users.id, moderatorId));
      if (by?.role !== 'admin') throw new SuspensionError('suspension.error.staff-by-admins');
    }
    // Every token dies (tokenVersion moves) and live sessions end when this commits.
    await tx
      .update(users)
      .set({ suspendedUntil: until, suspensionReason: input.reason, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await endRealtimeSessions(tx, userId);
    const live = await tx
      .select({ id: sales.id })
      .from(sales)
      .where(and(eq(sales.ownerId, userId), eq(sales.status, 'APPROVED')));
    for (const sale of live) {
      mails = mails.concat((await cancelVisitsOfWithdrawnSale(tx, ctx.env, sale.id, 'suspended', now)).mails);
    }
    if (live.length) {
      await tx
        .update(sales)
        .set({ status: 'PENDING', heldAt: now, heldBySuspension: true })
        .where(and(eq(sales.ownerId, userId), eq(sales.status, 'APPROVED')));
    }
    return logDecision(tx, {
      moderatorId,
      action: 'SUSPEND',
      targetType: 'USER',
      targetId: userId,
      targetTitle: `${person.name} ${person.surname}`.trim(),
      ownerId: userId,
      reason: `${input.reason} (${until === FOREVER ? 'para sempre' : `até ${until.toISOString().slice(0, 10)}`})`,
    });
  });
  if (ctx.mailer) await deliverAll({ mailer: ctx.mailer }, mails);
  return { until, decisionId };
}

/** Ends a suspension (a moderator's, or null for its end at the next sign-in); the held adverts come back. */
export async function liftSuspension(ctx: SalesContext, moderatorId: string | null, userId: string): Promise<void> {
  refuseOwnCase(moderatorId, [userId]);
  await inTransaction(ctx, async (tx) => {
    const [person] = await tx
      .update(users)
      .set({ suspendedUntil: null, suspensionReason: null })
      .where(and(eq(users.id, userId), sql`${users.suspendedUntil} is not null`))
      .returning({ name: users.name, surname: users.surname });
    if (!person) throw new SuspensionError('suspension.error.not-suspended');
    await restoreAdverts(tx, userId);
    await logDecision(tx, {
      moderatorId,
      action: 'LIFT',
      targetType: 'USER',
      targetId: userId,
      targetTitle: `${person.name} ${person.surname}`.trim(),
      ownerId: userId,
    });
  });
}

async function restoreAdverts(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(sales)
    .set({ status: 'APPROVED', heldAt: null, heldBySuspension: false })
    .where(and(eq(sales.ownerId, userId), eq(sales.heldBySuspension, true), eq(sales.status, 'PENDING')));
}

/** Whether the person is suspended now; a suspension whose time is over ends here (its adverts come back). */
export async function stillSuspended(
  ctx: SalesContext,
  user: { id: string; suspendedUntil: Date | null },
  now = new Date(),
): Promise<boolean> {
  if (!user.suspendedUntil) return false;
  if (user.suspendedUntil.getTime() > now.getTime()) return true;
  await liftSuspension(ctx, null, user.id).catch((error: unknown) => {
    if (!(error instanceof SuspensionError)) throw error;
  });
  return false;
}
