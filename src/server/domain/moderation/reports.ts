/**
 * Reports (issue 18, decision 149): a signed-in person reports an advert, a person or a conversation they take
 * part in; three different people's open reports hide an advert until a moderator decides; the moderators'
 * queue groups open reports by target, worst first; a decision (dismiss, take down, warn) closes them all,
 * is logged, and every reporter learns the outcome (REPORT_RESOLVED).
 */
import { and, asc, count, countDistinct, eq, inArray, isNotNull, isNull, lte, max, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, messages, reports, sales, users } from '../../db/schema.ts';
import {
  REPORT_HOLD_REPORTERS,
  type ReportDecision,
  type ReportGroup,
  type ReportReason,
  type ReportTarget,
} from '../../../lib/moderation/types.ts';
import { notify, notifyAboutSale } from '../notifications/notify.ts';
import { announceSalesChanged, invalidateSales } from '../sales/cache.ts';
import { approveSale, rejectSale } from '../sales/moderation.ts';
import type { SalesContext } from '../sales/write.ts';
import { decisionsAboutMany, historyOf, logDecision, targetKey } from './log.ts';
import { suspendAccount } from './suspensions.ts';
import { KeyedError } from '../keyed-error.ts';

export type ReportErrorKey =
  | 'report.error.target-not-found'
  | 'report.error.own'
  | 'report.error.already-open'
  | 'report.error.nothing-open'
  | 'report.error.not-an-advert';

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
  const [c] = await db
    .select({ title: conversations.saleTitle, buyerId: conversations.buyerId, sellerId: conversations.sellerId })
    .from(conversations)
    .where(eq(conversations.id, uid));
  if (!c || (c.buyerId !== reporterId && c.sellerId !== reporterId)) return null;
  return { title: c.title, ownerId: c.buyerId === reporterId ? c.sellerId : c.buyerId };
}

/** Files a report; an advert reported by REPORT_HOLD_REPORTERS different people is held at once. */
export async function fileReport(
  ctx: SalesContext,
  reporterId: string,
  input: ReportInput,
): Promise<{ uid: string; held: boolean }> {
  const target = await targetFor(ctx.db, reporterId, input.targetType, input.targetUid);
  if (!target) throw new ReportError('report.error.target-not-found');
  if (target.ownerId === reporterId) throw new ReportError('report.error.own');
  const text = input.text?.trim() || null;
  const result = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(reports)
        .values({ reporterId, targetType: input.targetType, targetId: input.targetUid, reason: input.reason, text })
        .returning({ id: reports.id });
      // A reported conversation becomes readable by the moderators (decision 145).
      if (input.targetType === 'CONVERSATION') {
        await tx
          .update(conversations)
          .set({ reportedAt: new Date(), reportedBy: reporterId, reportReason: input.reason })
          .where(eq(conversations.id, input.targetUid));
      }
      let held = false;
      if (input.targetType === 'SALE') {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: countDistinct(reports.reporterId) })
          .from(reports)
          .where(
            and(eq(reports.targetType, 'SALE'), eq(reports.targetId, input.targetUid), isNull(reports.resolvedAt)),
          );
        if (n >= REPORT_HOLD_REPORTERS) {
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
              reason: `${n} denúncias`,
            });
            await announceSalesChanged(tx);
          }
        }
      }
      return { uid: row!.id, held };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ReportError('report.error.already-open');
      throw error;
    });
  if (result.held) invalidateSales(ctx);
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The open reports, one group per target, worst first: most different reporters, then the oldest. */
export async function reportQueue(db: Db): Promise<ReportGroup[]> {
  const groups = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reporters: countDistinct(reports.reporterId),
      first: min(reports.createdAt),
      last: max(reports.createdAt),
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(sql`count(distinct ${reports.reporterId}) desc`, sql`min(${reports.createdAt}) asc`)
    .limit(100);
  if (groups.length === 0) return [];
  const keys = groups.map((g) => g.targetId);
  const chatIds = groups.filter((g) => g.targetType === 'CONVERSATION').map((g) => g.targetId);
  // One query each: the texts, the reasons, the adverts, the conversations, their messages and the log.
  const [detail, reasons, saleRows, chats, chatMessages, logs] = await Promise.all([
    db
      .select({ targetId: reports.targetId, text: reports.text, createdAt: reports.createdAt })
      .from(reports)
      .where(and(isNull(reports.resolvedAt), inArray(reports.targetId, keys)))
      .orderBy(sql`${reports.createdAt} desc`),
    db
      .select({ targetId: reports.targetId, reason: reports.reason, n: count() })
      .from(reports)
      .where(and(isNull(reports.resolvedAt), inArray(reports.targetId, keys)))
      .groupBy(reports.targetId, reports.reason),
    db
      .select({
        id: sales.id,
        title: sales.title,
        ownerId: sales.ownerId,
        createdAt: sales.createdAt,
        heldAt: sales.heldAt,
      })
      .from(sales)
      .where(inArray(sales.id, keys)),
    db
      .select({
        id: conversations.id,
        title: conversations.saleTitle,
        buyerId: conversations.buyerId,
        sellerId: conversations.sellerId,
      })
      .from(conversations)
      .where(inArray(conversations.id, keys)),
    reportedMessages(db, chatIds),
    decisionsAboutMany(
      db,
      groups.map((g) => ({ type: g.targetType, id: g.targetId })),
    ),
  ]);
  // The people reported, the adverts' owners and the people of the conversations: their names once, their history.
  const personIds = [
    ...new Set([
      ...groups.filter((g) => g.targetType === 'USER').map((g) => g.targetId),
      ...saleRows.map((s) => s.ownerId),
      ...chats.flatMap((c) => [c.buyerId, c.sellerId].filter((x): x is string => x !== null)),
    ]),
  ];
  const [history, people] = await Promise.all([
    historyOf(db, personIds),
    personIds.length
      ? db
          .select({ id: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` })
          .from(users)
          .where(inArray(users.id, personIds))
      : Promise.resolve([]),
  ]);
  const names = new Map(people.map((u) => [u.id, u.name]));
  return groups.map((g): ReportGroup => {
    const sale = g.targetType === 'SALE' ? saleRows.find((s) => s.id === g.targetId) : undefined;
    const personName = g.targetType === 'USER' ? names.get(g.targetId) : undefined;
    const chat = g.targetType === 'CONVERSATION' ? chats.find((c) => c.id === g.targetId) : undefined;
    const ownerId = sale?.ownerId ?? (personName !== undefined ? g.targetId : null) ?? chat?.sellerId ?? null;
    const log = logs.get(targetKey(g.targetType, g.targetId)) ?? [];
    return {
      targetType: g.targetType,
      targetUid: g.targetId,
      title: sale?.title ?? personName ?? chat?.title ?? log[0]?.reason ?? '—',
      link: sale
        ? `/sales/sale-detail?searchValue=${g.targetId}`
        : personName !== undefined
          ? `/user-profile?uid=${g.targetId}`
          : null,
      owner: ownerId ? { uid: ownerId, name: names.get(ownerId) ?? '' } : null,
      reporters: g.reporters,
      reasons: reasons
        .filter((r) => r.targetId === g.targetId)
        .map((r) => ({ reason: r.reason, count: r.n }))
        .sort((a, b) => b.count - a.count),
      texts: detail.filter((d) => d.targetId === g.targetId && d.text).map((d) => d.text as string),
      firstReportedAt: (g.first ?? new Date()).toISOString(),
      targetCreatedAt: sale?.createdAt.toISOString() ?? null,
      held: Boolean(sale?.heldAt),
      ownerHistory: ownerId ? (history.get(ownerId) ?? 0) : 0,
      log,
      messages: chat ? (chatMessages.get(g.targetId) ?? []) : [],
    };
  });
}

/** Messages of a reported conversation the moderators read with the report (decision 145: only once reported). */
const REPORTED_MESSAGES = 50;

/** The latest REPORTED_MESSAGES of each reported conversation, oldest first, in one query. */
async function reportedMessages(db: Db, conversationIds: string[]): Promise<Map<string, ReportGroup['messages']>> {
  const found = new Map<string, ReportGroup['messages']>();
  if (conversationIds.length === 0) return found;
  const ranked = db
    .select({
      conversationId: messages.conversationId,
      id: messages.id,
      author: sql<string | null>`${users.name} || ' ' || ${users.surname}`.as('author'),
      body: messages.body,
      visit: messages.visit,
      createdAt: messages.createdAt,
      rank: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.id} desc)`.as(
        'rank',
      ),
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(inArray(messages.conversationId, conversationIds), isNotNull(conversations.reportedAt)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, REPORTED_MESSAGES)).orderBy(asc(ranked.id));
  for (const r of rows) {
    const message = {
      author: r.author,
      body:
        r.body ??
        (r.visit ? `[${r.visit.kind === 'proposal' ? 'proposta de visita' : 'visita'}: ${r.visit.date}]` : null),
      createdAt: new Date(r.createdAt).toISOString(),
    };
    const list = found.get(r.conversationId);
    if (list) list.push(message);
    else found.set(r.conversationId, [message]);
  }
  return found;
}

const OUTCOME_MESSAGE: Record<ReportDecision, string> = {
  DISMISS: 'notification.report-dismissed.message',
  TAKE_DOWN: 'notification.report-taken-down.message',
  WARN: 'notification.report-warned.message',
  SUSPEND: 'notification.report-suspended.message',
};

/**
 * A moderator's decision on the open reports of one target: dismiss (a held advert goes back online), take an
 * advert down with a reason (its owner told as for a rejection), or warn the person it is about. Every open
 * report of the target closes with it, and each reporter is told.
 */
export async function decideReports(
  ctx: SalesContext,
  moderatorId: string,
  input: {
    targetType: ReportTarget;
    targetUid: string;
    decision: ReportDecision;
    reason: string;
    /** SUSPEND: for how many days; null or absent for good. */
    days?: number | null | undefined;
  },
): Promise<{ closed: number }> {
  const { targetType, targetUid, decision, reason } = input;
  const open = await ctx.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetUid), isNull(reports.resolvedAt)));
  if (open.length === 0) throw new ReportError('report.error.nothing-open');
  if (decision === 'TAKE_DOWN' && targetType !== 'SALE') throw new ReportError('report.error.not-an-advert');

  // The advert's own decision first (its owner told, the cache emptied); it writes no log entry: ours follows.
  if (targetType === 'SALE' && decision === 'TAKE_DOWN') {
    const taken = await rejectSale(ctx, targetUid, reason, { moderatorId, action: null });
    if (!taken.ok && taken.status === 404) throw new ReportError('report.error.target-not-found');
  }
  // A suspension logs itself against the person; a report about that person closes with that entry.
  let suspension: string | undefined;
  if (decision === 'SUSPEND') {
    const [, ownerId] = await titleAndOwner(ctx.db, targetType, targetUid);
    if (!ownerId) throw new ReportError('report.error.target-not-found');
    suspension = (await suspendAccount(ctx, moderatorId, ownerId, { days: input.days ?? null, reason })).decisionId;
  }
  if (targetType === 'SALE' && decision === 'DISMISS') {
    const [sale] = await ctx.db.select({ heldAt: sales.heldAt }).from(sales).where(eq(sales.id, targetUid));
    if (sale?.heldAt) await approveSale(ctx, targetUid, { moderatorId, action: null });
  }

  return ctx.db.transaction(async (tx) => {
    const [title, ownerId] = await titleAndOwner(tx, targetType, targetUid);
    const decisionId =
      suspension && targetType === 'USER'
        ? suspension
        : await logDecision(tx, {
            moderatorId,
            action: decision,
            targetType,
            targetId: targetUid,
            targetTitle: title,
            ownerId,
            reason,
          });
    if (decision === 'WARN' && ownerId) {
      await notify(tx, {
        userId: ownerId,
        type: 'MODERATION_WARNING',
        message: 'notification.moderation-warning.message',
        params: { title, reason },
        ...(targetType === 'SALE' && { referenceKey: targetUid }),
      });
    }
    const closed = await tx
      .update(reports)
      .set({ resolvedAt: new Date(), decisionId })
      .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetUid), isNull(reports.resolvedAt)))
      .returning({ reporterId: reports.reporterId });
    const told = new Set<string>();
    for (const r of closed) {
      if (!r.reporterId || told.has(r.reporterId)) continue;
      told.add(r.reporterId);
      await notify(tx, {
        userId: r.reporterId,
        type: 'REPORT_RESOLVED',
        message: OUTCOME_MESSAGE[decision],
        params: { title },
        ...(targetType === 'SALE' && { referenceKey: targetUid }),
      });
    }
    return { closed: closed.length };
  });
}

async function titleAndOwner(db: Db | Tx, type: ReportTarget, uid: string): Promise<[string, string | null]> {
  if (type === 'SALE') {
    const [s] = await db.select({ title: sales.title, ownerId: sales.ownerId }).from(sales).where(eq(sales.id, uid));
    return [s?.title ?? '', s?.ownerId ?? null];
  }
  if (type === 'USER') {
    const [u] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, uid));
    return [u ? `${u.name} ${u.surname}`.trim() : '', u ? uid : null];
  }
  const [c] = await db
    .select({
      title: conversations.saleTitle,
      reportedBy: conversations.reportedBy,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
    })
    .from(conversations)
    .where(eq(conversations.id, uid));
  if (!c) return ['', null];
  // The person warned is the one the conversation was reported about: not the reporter.
  return [c.title, c.reportedBy === c.buyerId ? c.sellerId : c.buyerId];
}
