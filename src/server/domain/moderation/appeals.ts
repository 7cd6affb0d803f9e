/**
 * Appeals (issue 37, decision 174): the owner of an advert taken down after reports answers the decision from "my
 * sales"; the answer waits in the moderators' queue until one puts the advert back online (REINSTATE) or keeps it
 * down (UPHOLD), with a reason the owner reads in the bell and by mail. One appeal per take-down.
 */
import { and, asc, eq, gte, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appeals, sales, users } from '../../db/schema.ts';
import type { AppealEntry } from '../../../lib/moderation/shapes.ts';
import type { AppealDecision } from '../../../lib/moderation/types.ts';
import { mailModerationDecision } from './mail.ts';
import { KeyedError } from '../keyed-error.ts';
import { notifyAboutSale } from '../notifications/index.ts';
import { approveSale } from './sale-decisions.ts';
import type { SalesContext } from '../sales/index.ts';
import { logDecision } from './log.ts';
import { ownAdvert, ownAppeal, refuseOwnCase } from './own-case.ts';
import { inTransaction } from '../../db/transaction.ts';

export type AppealErrorKey =
  'appeal.error.not-found' | 'appeal.error.not-taken-down' | 'appeal.error.already-open' | 'appeal.error.decided';

export class AppealError extends KeyedError<AppealErrorKey> {}

/** The owner answers the take-down of `saleId`; refused unless it is theirs, taken down, and not already answered. */
export async function fileAppeal(ctx: SalesContext, ownerId: string, saleId: string, text: string): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    const [sale] = await tx
      .select({ ownerId: sales.ownerId, status: sales.status, takenDownAt: sales.takenDownAt })
      .from(sales)
      .where(eq(sales.id, saleId))
      .for('update');
    if (!sale || sale.ownerId !== ownerId) throw new AppealError('appeal.error.not-found');
    if (sale.status !== 'REJECTED' || !sale.takenDownAt) throw new AppealError('appeal.error.not-taken-down');
    // One appeal per take-down: waiting, or already answered.
    const [earlier] = await tx
      .select({ resolvedAt: appeals.resolvedAt })
      .from(appeals)
      .where(and(eq(appeals.saleId, saleId), gte(appeals.createdAt, sale.takenDownAt)));
    if (earlier) throw new AppealError(earlier.resolvedAt ? 'appeal.error.decided' : 'appeal.error.already-open');
    const [row] = await tx.insert(appeals).values({ saleId, ownerId, text }).returning({ id: appeals.id });
    return row!.id;
  });
}

/**
 * The open appeals, oldest first, each with the advert, its owner and the take-down it answers; the reader's own are
 * left out (decision 194).
 */
export async function appealQueue(db: Db, staffId: string): Promise<AppealEntry[]> {
  const rows = await db
    .select({
      uid: appeals.id,
      saleUid: appeals.saleId,
      title: sales.title,
      ownerUid: appeals.ownerId,
      ownerName: sql<string>`${users.name} || ' ' || ${users.surname}`,
      text: appeals.text,
      createdAt: appeals.createdAt,
      takeDownReason: sales.rejectReason,
      takenDownAt: sales.takenDownAt,
    })
    .from(appeals)
    .innerJoin(sales, eq(sales.id, appeals.saleId))
    .innerJoin(users, eq(users.id, appeals.ownerId))
    .where(and(isNull(appeals.resolvedAt), not(ownAppeal(staffId)), not(ownAdvert(staffId))))
    .orderBy(asc(appeals.createdAt))
    .limit(100);
  return rows.map((r) => ({
    uid: r.uid,
    sale: { uid: r.saleUid, title: r.title },
    owner: { uid: r.ownerUid, name: r.ownerName },
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    takeDown: { reason: r.takeDownReason, at: r.takenDownAt?.toISOString() ?? null },
  }));
}

/**
 * A moderator answers an appeal: REINSTATE puts the advert back online (its owner told as for an approval), UPHOLD
 * keeps it down. Logged against the advert with the reason; the owner is told in the bell and by mail. Never the
 * appellant's own (OwnCaseError, decision 194).
 */
export async function decideAppeal(
  ctx: SalesContext,
  moderatorId: string,
  appealId: string,
  input: { decision: AppealDecision; reason: string },
): Promise<void> {
  const [appeal] = await ctx.db
    .select({
      saleId: appeals.saleId,
      ownerId: appeals.ownerId,
      saleOwnerId: sales.ownerId,
      resolvedAt: appeals.resolvedAt,
      title: sales.title,
    })
    .from(appeals)
    .innerJoin(sales, eq(sales.id, appeals.saleId))
    .where(eq(appeals.id, appealId));
  if (!appeal) throw new AppealError('appeal.error.not-found');
  if (appeal.resolvedAt) throw new AppealError('appeal.error.decided');
  refuseOwnCase(moderatorId, [appeal.ownerId, appeal.saleOwnerId]);
  if (input.decision === 'REINSTATE') {
    const back = await approveSale(ctx, appeal.saleId, { moderatorId, action: null });
    if (!back.ok) throw new AppealError('appeal.error.decided');
  }
  await inTransaction(ctx, async (tx) => {
    const decisionId = await logDecision(tx, {
      moderatorId,
      action: input.decision,
      targetType: 'SALE',
      targetId: appeal.saleId,
      targetTitle: appeal.title,
      ownerId: appeal.ownerId,
      reason: input.reason,
    });
    const answered = await tx
      .update(appeals)
      .set({ resolvedAt: new Date(), decisionId })
      .where(and(eq(appeals.id, appealId), isNull(appeals.resolvedAt)))
      .returning({ id: appeals.id });
    if (answered.length === 0) throw new AppealError('appeal.error.decided');
    // Reinstated: approveSale told the owner as for an approval. Kept down: the bell says so with the reason.
    if (input.decision === 'UPHOLD') {
      await notifyAboutSale(tx, 'SALE_REJECT', appeal.ownerId, appeal.saleId, appeal.title, {
        message: 'notification.appeal-upheld.message',
        params: { reason: input.reason },
      });
    }
  });
  await mailModerationDecision(ctx, appeal.ownerId, {
    kind: input.decision,
    reason: input.reason,
    title: appeal.title,
    path: '/my-sales',
  });
}
