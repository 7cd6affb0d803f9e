/**
 * Reports (issue 18, decision 149): a signed-in person reports an advert, a person or a conversation they take
 * part in; open reports that weigh enough hide an advert until a moderator decides (their queue: queue.ts); a
 * decision (dismiss, take down, warn, suspend) closes them all, is logged, and every reporter learns the outcome
 * (REPORT_RESOLVED).
 */
import { and, countDistinct, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conversations, reports, sales, users, visitReviews } from '../../db/schema.ts';
import {
  REASONS_FOR,
  type ReportDecision,
  type ReportReason,
  type ReportTarget,
} from '../../../lib/moderation/types.ts';
import { t } from '../../../i18n/index.ts';
import { hideReview } from '../reviews/index.ts';
import { notify, notifyAboutSale } from '../notifications/index.ts';
import { approveSale, rejectSale } from './sale-decisions.ts';
import type { SalesContext } from '../sales/index.ts';
import { logDecision } from './log.ts';
import { refuseOwnReportGroup } from './own-case.ts';
import { suspendAccount } from './suspensions.ts';
import { mailModerationDecision } from './mail.ts';
import { reportSettings, standingOf, weightOf } from '../standing/index.ts';
import { KeyedError } from '../keyed-error.ts';

export type ReportErrorKey =
  | 'report.error.target-not-found'
  | 'report.error.own'
  | 'report.error.already-open'
  | 'report.error.nothing-open'
  | 'report.error.not-an-advert'
  | 'report.error.subject-required'
  | 'report.error.reason';

/** A rule that refused a report or a decision: the key says which, the API picks the status. */
export class ReportError extends KeyedError<ReportErrorKey> {}

export interface ReportInput {
  targetType: ReportTarget;
  targetUid: string;
  reason: ReportReason;
  text?: string | undefined;
}

interface Target {
  title: string;
  /** The person the report is about: the advert's owner, the person, the other one in the conversation. */
  ownerId: string | null;
}

/** The target as the reporter may see it (its title and whom it is about); null when it does not exist for them. */
export async function targetFor(db: Db, reporterId: string, type: ReportTarget, uid: string): Promise<Target | null> {
  if (type === 'SALE') {
    const [sale] = await db
      .select({ title: sales.title, ownerId: sales.ownerId, status: sales.status, heldAt: sales.heldAt })
      .from(sales)
      .where(eq(sales.id, uid));
    // A public advert, or one already held after reports (its reporters may still add theirs).
    if (!sale || (sale.status !== 'APPROVED' && sale.heldAt === null && sale.ownerId !== reporterId)) return null;
    return { title: sale.title, ownerId: sale.ownerId };
  }
  if (type === 'USER') {
    const [person] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, uid));
    return person ? { title: `${person.name} ${person.surname}`.trim(), ownerId: uid } : null;
  }
  if (type === 'REVIEW') {
    // A published review anyone may read (decision 184): the report is about its author.
    const [review] = await db
      .select({ saleTitle: visitReviews.saleTitle, authorId: visitReviews.authorId })
      .from(visitReviews)
      .where(and(eq(visitReviews.id, uid), lte(visitReviews.publishAt, new Date()), isNull(visitReviews.hiddenAt)));
    return review ? { title: review.saleTitle, ownerId: review.authorId } : null;
  }
  const [c] = await db
    .select({ title: conversations.saleTitle, buyerId: conversations.buyerId, sellerId: conversations.sellerId })
    .from(conversations)
    .where(eq(conversations.id, uid));
  if (!c || (c.buyerId !== reporterId && c.sellerId !== reporterId)) return null;
  return { title: c.title, ownerId: c.buyerId === reporterId ? c.sellerId : c.buyerId };
}

/** How the queue, the log and the notifications name a review: by the advert its visit was for. */
export const reviewTitle = (saleTitle: string) => t('report.review-title', { title: saleTitle });

/**
 * Files a report about the target's person (its subject, decision 174), weighed by the reporter's standing; an advert
 * whose open reports weigh REPORT_HOLD_WEIGHT is held at once. A report by an unconfirmed or new account, or by one
 * linked to the person reported or to another reporter whose report weighs (decision 196), is kept (the moderators
 * read it) but weighs nothing: one person's accounts weigh once.
 */
export async function fileReport(
  ctx: SalesContext,
  reporterId: string,
  input: ReportInput,
): Promise<{ uid: string; held: boolean }> {
  if (!REASONS_FOR[input.targetType].includes(input.reason)) throw new ReportError('report.error.reason');
  const target = await targetFor(ctx.db, reporterId, input.targetType, input.targetUid);
  if (!target) throw new ReportError('report.error.target-not-found');
  if (target.ownerId === reporterId) throw new ReportError('report.error.own');
  const text = input.text?.trim() || null;
  const settings = reportSettings(ctx.env);
  const others = await ctx.db
    .selectDistinct({ id: reports.reporterId })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetUid),
        isNull(reports.resolvedAt),
        sql`${reports.weight} > 0`,
      ),
    );
  const standing = await standingOf(ctx.db, reporterId, {
    apartFrom: [target.ownerId, ...others.map((o) => o.id)],
  });
  const weight = weightOf(standing, settings);
  const result = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType: input.targetType,
        targetId: input.targetUid,
        subjectId: target.ownerId,
        reason: input.reason,
        text,
        weight,
        linked: standing === 'linked',
      })
      .returning({ id: reports.id });
    // A reported conversation becomes readable by the moderators (decision 145).
    if (input.targetType === 'CONVERSATION') {
      await tx
        .update(conversations)
        .set({ reportedAt: new Date(), reportedBy: reporterId, reportReason: input.reason })
        .where(eq(conversations.id, input.targetUid));
    }
    let held = false;
    if (input.targetType === 'SALE' && weight > 0) {
      const [{ n, weighs } = { n: 0, weighs: 0 }] = await tx
        .select({
          n: countDistinct(reports.reporterId),
          weighs: sql<number>`coalesce(sum(${reports.weight}), 0)::int`,
        })
        .from(reports)
        .where(and(eq(reports.targetType, 'SALE'), eq(reports.targetId, input.targetUid), isNull(reports.resolvedAt)));
      if (weighs >= settings.REPORT_HOLD_WEIGHT) {
        // Hidden until a moderator decides: back in the queue as "em revisão" (decision 136's page says so).
        const heldRows = await tx
          .update(sales)
          .set({ status: 'PENDING', heldAt: new Date() })
          .where(and(eq(sales.id, input.targetUid), eq(sales.status, 'APPROVED'), isNull(sales.heldAt)))
          .returning({ ownerId: sales.ownerId, title: sales.title });
        const sale = heldRows[0];
        if (sale) {
          held = true;
          await notifyAboutSale(tx, 'SALE_HELD', sale.ownerId, input.targetUid, sale.title, {
            message: 'notification.sale-held.message',
            params: { count: String(n) },
          });
          await logDecision(tx, {
            moderatorId: null,
            action: 'HOLD',
            targetType: 'SALE',
            targetId: input.targetUid,
            targetTitle: sale.title,
            ownerId: sale.ownerId,
            // What the moderators read as the reason it was held (the queue's heldBecause).
            reason: `${n} denúncias com peso ${weighs} (limite ${settings.REPORT_HOLD_WEIGHT})`,
          });
        }
      }
    }
    return { uid: row!.id, held };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new ReportError('report.error.already-open');
    throw error;
  });
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

const OUTCOME_MESSAGE: Record<ReportDecision, string> = {
  DISMISS: 'notification.report-dismissed.message',
  TAKE_DOWN: 'notification.report-taken-down.message',
  WARN: 'notification.report-warned.message',
  SUSPEND: 'notification.report-suspended.message',
};

/**
 * A moderator's decision on the open reports of one target about one person (decision 174): dismiss (a held advert
 * goes back online), take an advert down with a reason (its owner told as for a rejection), or warn or suspend the
 * person the reports are about, never the one who filed them. Every open report of that group closes with it, and
 * each reporter is told. A conversation reported by both of its people needs `subjectUid` to say which group. A
 * group that concerns the moderator is refused (OwnCaseError, decision 194).
 */
export async function decideReports(
  ctx: SalesContext,
  moderatorId: string,
  input: ReportDecisionInput,
): Promise<{ closed: number }> {
  const { targetType, targetUid, decision, reason } = input;
  const subjectId = await subjectOfGroup(ctx.db, input);
  // The person it is about, its reporters, the advert's owner, the conversation's or the review's people never
  // decide it (decision 194): refused before anything changes.
  await refuseOwnReportGroup(ctx.db, moderatorId, { targetType, targetId: targetUid, subjectId });
  if (decision === 'TAKE_DOWN' && targetType !== 'SALE' && targetType !== 'REVIEW') {
    throw new ReportError('report.error.not-an-advert');
  }
  const suspension = await actOnTarget(ctx, moderatorId, input, subjectId);
  const group = and(
    eq(reports.targetType, targetType),
    eq(reports.targetId, targetUid),
    subjectId === null ? isNull(reports.subjectId) : eq(reports.subjectId, subjectId),
    isNull(reports.resolvedAt),
  );

  const result = await inTransaction(ctx, async (tx) => {
    const title = await titleOf(tx, targetType, targetUid);
    // A review taken down is hidden, with the reason its author reads (decision 184).
    const hidden = targetType === 'REVIEW' && decision === 'TAKE_DOWN' ? await hideReview(tx, targetUid, reason) : null;
    const decisionId =
      suspension && targetType === 'USER'
        ? suspension
        : await logDecision(tx, {
            moderatorId,
            action: decision,
            targetType,
            targetId: targetUid,
            targetTitle: title,
            ownerId: subjectId,
            reason,
          });
    const referenceKey = targetType === 'SALE' ? { referenceKey: targetUid } : {};
    if (decision === 'WARN' && subjectId) {
      await notify(tx, {
        userId: subjectId,
        type: 'MODERATION_WARNING',
        message: 'notification.moderation-warning.message',
        params: { title, reason },
        ...referenceKey,
      });
    }
    const closed = await tx
      .update(reports)
      .set({ resolvedAt: new Date(), decisionId })
      .where(group)
      .returning({ reporterId: reports.reporterId });
    // Each reporter told once.
    for (const reporterId of new Set(closed.map((r) => r.reporterId))) {
      if (!reporterId) continue;
      await notify(tx, {
        userId: reporterId,
        type: 'REPORT_RESOLVED',
        message: hidden ? 'notification.report-review-hidden.message' : OUTCOME_MESSAGE[decision],
        params: { title },
        ...referenceKey,
      });
    }
    return { closed: closed.length, title, hidden };
  });
  if (subjectId) await mailOutcome(ctx, subjectId, input, result);
  return { closed: result.closed };
}

interface ReportDecisionInput {
  targetType: ReportTarget;
  targetUid: string;
  /** The person the reports are about: required only where a conversation holds reports about both people. */
  subjectUid?: string | undefined;
  decision: ReportDecision;
  reason: string;
  /** SUSPEND: for how many days; null or absent for good. */
  days?: number | null | undefined;
}

/** The person the open group is about (null for reports about no one), or why there is no such group. */
async function subjectOfGroup(db: Db, input: ReportDecisionInput): Promise<string | null> {
  const open = await db
    .select({ subjectId: reports.subjectId })
    .from(reports)
    .where(
      and(eq(reports.targetType, input.targetType), eq(reports.targetId, input.targetUid), isNull(reports.resolvedAt)),
    );
  const subjects = [...new Set(open.map((r) => r.subjectId))];
  const subjectId = input.subjectUid ?? (subjects.length === 1 ? subjects[0]! : undefined);
  if (open.length === 0 || (input.subjectUid && !subjects.includes(input.subjectUid))) {
    throw new ReportError('report.error.nothing-open');
  }
  if (subjectId === undefined) throw new ReportError('report.error.subject-required');
  return subjectId;
}

/**
 * What the decision does to its target before the reports close: an advert taken down (its owner told, the cache
 * emptied) or, dismissed while held, back online; a person suspended. Answers the suspension's log entry, which a
 * report about that person closes with; the advert's own decisions write none (the report's entry follows).
 */
async function actOnTarget(
  ctx: SalesContext,
  moderatorId: string,
  { targetType, targetUid, decision, reason, days }: ReportDecisionInput,
  subjectId: string | null,
): Promise<string | undefined> {
  if (targetType === 'SALE' && decision === 'TAKE_DOWN') {
    const taken = await rejectSale(ctx, targetUid, reason, { moderatorId, action: null });
    if (!taken.ok && taken.status === 404) throw new ReportError('report.error.target-not-found');
  }
  let suspension: string | undefined;
  if (decision === 'SUSPEND') {
    if (!subjectId) throw new ReportError('report.error.target-not-found');
    suspension = (await suspendAccount(ctx, moderatorId, subjectId, { days: days ?? null, reason })).decisionId;
  }
  if (targetType === 'SALE' && decision === 'DISMISS') {
    const [sale] = await ctx.db.select({ heldAt: sales.heldAt }).from(sales).where(eq(sales.id, targetUid));
    if (sale?.heldAt) await approveSale(ctx, targetUid, { moderatorId, action: null });
  }
  return suspension;
}

/** A take-down or a warning is mailed to the person with the moderator's words (issue 37); a suspension mails itself. */
async function mailOutcome(
  ctx: SalesContext,
  subjectId: string,
  { targetType, decision, reason }: ReportDecisionInput,
  result: { title: string; hidden: { saleTitle: string; bookingId: string } | null },
): Promise<void> {
  if (result.hidden) {
    await mailModerationDecision(ctx, subjectId, {
      kind: 'HIDE_REVIEW',
      reason,
      title: result.hidden.saleTitle,
      path: `/review?visit=${result.hidden.bookingId}`,
    });
  } else if (decision === 'TAKE_DOWN' || decision === 'WARN') {
    await mailModerationDecision(ctx, subjectId, {
      kind: decision,
      reason,
      title: targetType === 'SALE' ? result.title : null,
      path: decision === 'TAKE_DOWN' ? '/my-sales' : '/notifications',
    });
  }
}

/** The advert's title, the person's name or the conversation's advert, as the log and the notifications name it. */
async function titleOf(db: Db | Tx, type: ReportTarget, uid: string): Promise<string> {
  if (type === 'SALE') {
    const [s] = await db.select({ title: sales.title }).from(sales).where(eq(sales.id, uid));
    return s?.title ?? '';
  }
  if (type === 'USER') {
    const [u] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, uid));
    return u ? `${u.name} ${u.surname}`.trim() : '';
  }
  if (type === 'REVIEW') {
    const [r] = await db.select({ title: visitReviews.saleTitle }).from(visitReviews).where(eq(visitReviews.id, uid));
    return r ? reviewTitle(r.title) : '';
  }
  const [c] = await db.select({ title: conversations.saleTitle }).from(conversations).where(eq(conversations.id, uid));
  return c?.title ?? '';
}
