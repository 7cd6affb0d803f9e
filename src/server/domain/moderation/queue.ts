/**
 * The moderators' queue of reports (issue 18, decisions 149 and 174): the open reports grouped by target and the
 * person they are about, worst first, each with its reports, their reporters' weight and record, the person's history
 * and how often their messages carried a scam note (decision 177), and a reported conversation's latest messages.
 */
import { and, asc, count, countDistinct, eq, inArray, isNotNull, isNull, lte, max, min, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages, moderationLog, reports, sales, users, visitReviews } from '../../db/schema.ts';
import type { ReportGroup } from '../../../lib/moderation/shapes.ts';
import { riskRecords } from '../conversations/index.ts';
import { decisionsAboutMany, historyOf, targetKey } from './log.ts';
import { ownReportGroup } from './own-case.ts';
import { reportSettings } from '../standing/index.ts';
import { reviewTitle } from './reports.ts';
import { author, reviewColumns, toReview } from '../reviews/index.ts';

/**
 * The open reports, one group per target and person it is about (a counter-report in the same conversation is its
 * own group, decision 174), worst first: the heaviest, then the most different reporters, then the oldest. Each
 * group lists its reports with the reporter's weight and history, and why an advert was held. The groups that
 * concern the reader are left out: another member of staff decides them (decision 194).
 */
export async function reportQueue(
  db: Db,
  staffId: string,
  env?: Parameters<typeof reportSettings>[0],
): Promise<ReportGroup[]> {
  const settings = reportSettings(env);
  const groups = await openGroups(db, staffId);
  if (groups.length === 0) return [];
  const details = await detailsOf(db, groups);
  return groups.map((g) => toGroup(g, details, settings.REPORT_HOLD_WEIGHT));
}

const subject = sql<string | null>`${reports.subjectId}`;

/** The open groups, worst first, without the reader's own (at most 100). */
function openGroups(db: Db, staffId: string) {
  return db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      subjectId: subject,
      reporters: countDistinct(reports.reporterId),
      weight: sql<number>`coalesce(sum(${reports.weight}), 0)::int`,
      first: min(reports.createdAt),
      last: max(reports.createdAt),
    })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId, reports.subjectId)
    .having(not(ownReportGroup(staffId)))
    .orderBy(
      sql`sum(${reports.weight}) desc`,
      sql`count(distinct ${reports.reporterId}) desc`,
      sql`min(${reports.createdAt}) asc`,
    )
    .limit(100);
}

type OpenGroup = Awaited<ReturnType<typeof openGroups>>[number];
type Details = Awaited<ReturnType<typeof detailsOf>>;

/** What the groups show, one query each: the reports with their reporters, the adverts, the conversations, their
 * messages, the log, the reviews; then the people they are about and the reporters' records. */
async function detailsOf(db: Db, groups: OpenGroup[]) {
  const keys = [...new Set(groups.map((g) => g.targetId))];
  const chatIds = groups.filter((g) => g.targetType === 'CONVERSATION').map((g) => g.targetId);
  const reviewIds = groups.filter((g) => g.targetType === 'REVIEW').map((g) => g.targetId);
  const [filed, saleRows, chats, chatMessages, logs, reviewRows] = await Promise.all([
    db
      .select({
        targetId: reports.targetId,
        subjectId: subject,
        reporterId: reports.reporterId,
        reporterName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
        confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
        since: users.createdAt,
        reason: reports.reason,
        text: reports.text,
        weight: reports.weight,
        linked: reports.linked,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .where(and(isNull(reports.resolvedAt), inArray(reports.targetId, keys)))
      .orderBy(sql`${reports.createdAt} desc`),
    db
      .select({ id: sales.id, title: sales.title, createdAt: sales.createdAt, heldAt: sales.heldAt })
      .from(sales)
      .where(inArray(sales.id, keys)),
    db
      .select({ id: conversations.id, title: conversations.saleTitle })
      .from(conversations)
      .where(inArray(conversations.id, keys)),
    reportedMessages(db, chatIds),
    decisionsAboutMany(
      db,
      groups.map((g) => ({ type: g.targetType, id: g.targetId })),
    ),
    reviewIds.length
      ? db
          .select(reviewColumns(new Date()))
          .from(visitReviews)
          .leftJoin(author, eq(author.id, visitReviews.authorId))
          .where(inArray(visitReviews.id, reviewIds))
      : Promise.resolve([]),
  ]);
  const reporterIds = [...new Set(filed.map((r) => r.reporterId).filter((x): x is string => x !== null))];
  // The people the reports are about: their names once, their history; the reporters' own record.
  // A review's reported person is its author; whom it is about is named beside its words.
  const personIds = [
    ...new Set(
      [...groups.map((g) => g.subjectId), ...reviewRows.map((r) => r.row.subjectId)].filter(
        (x): x is string => x !== null,
      ),
    ),
  ];
  const [history, people, records, risks] = await Promise.all([
    historyOf(db, personIds),
    personIds.length
      ? db
          .select({ id: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` })
          .from(users)
          .where(inArray(users.id, personIds))
      : Promise.resolve([]),
    reporterRecords(db, reporterIds),
    riskRecords(db, personIds),
  ]);
  const names = new Map(people.map((u) => [u.id, u.name]));
  return { filed, saleRows, chats, chatMessages, logs, reviewRows, history, records, risks, names };
}

function toGroup(g: OpenGroup, details: Details, holdWeight: number): ReportGroup {
  const { filed, saleRows, chats, chatMessages, logs, reviewRows, history, records, risks, names } = details;
  const sale = g.targetType === 'SALE' ? saleRows.find((s) => s.id === g.targetId) : undefined;
  const chat = g.targetType === 'CONVERSATION' ? chats.find((c) => c.id === g.targetId) : undefined;
  const personName = g.targetType === 'USER' ? names.get(g.targetId) : undefined;
  const reviewed = g.targetType === 'REVIEW' ? reviewRows.find((r) => r.row.id === g.targetId) : undefined;
  const mine = filed.filter((r) => r.targetId === g.targetId && r.subjectId === g.subjectId);
  const log = logs.get(targetKey(g.targetType, g.targetId)) ?? [];
  const reasons = new Map<ReportGroup['reasons'][number]['reason'], number>();
  for (const r of mine) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
  return {
    targetType: g.targetType,
    targetUid: g.targetId,
    title:
      sale?.title ??
      personName ??
      chat?.title ??
      (reviewed && reviewTitle(reviewed.row.saleTitle)) ??
      log[0]?.reason ??
      '—',
    link: sale
      ? `/sales/sale-detail?searchValue=${g.targetId}`
      : personName !== undefined
        ? `/user-profile?uid=${g.targetId}`
        : reviewed?.row.side === 'VISITOR' && reviewed.row.subjectId
          ? `/breeders/${reviewed.row.subjectId}`
          : null,
    owner: g.subjectId ? { uid: g.subjectId, name: names.get(g.subjectId) ?? '' } : null,
    reporters: g.reporters,
    weight: g.weight,
    holdWeight,
    reasons: [...reasons].map(([reason, n]) => ({ reason, count: n })).sort((a, b) => b.count - a.count),
    texts: mine.filter((r) => r.text).map((r) => r.text as string),
    reports: mine.map((r) => ({
      reporter: r.reporterId ? { uid: r.reporterId, name: r.reporterName ?? '' } : null,
      confirmed: r.confirmed,
      memberSince: r.since?.toISOString() ?? null,
      weight: r.weight,
      linked: r.linked,
      reason: r.reason,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      filed: (r.reporterId && records.get(r.reporterId)?.filed) || 0,
      upheld: (r.reporterId && records.get(r.reporterId)?.upheld) || 0,
    })),
    firstReportedAt: (g.first ?? new Date()).toISOString(),
    targetCreatedAt: sale?.createdAt.toISOString() ?? null,
    held: Boolean(sale?.heldAt),
    heldBecause: sale?.heldAt ? (log.find((e) => e.action === 'HOLD')?.reason ?? null) : null,
    ownerHistory: g.subjectId ? (history.get(g.subjectId) ?? 0) : 0,
    ownerMessages: g.subjectId ? (risks.get(g.subjectId) ?? { total: 0, flagged: 0, kinds: [] }) : null,
    log,
    messages: chat ? (chatMessages.get(g.targetId) ?? []) : [],
    review: reviewed
      ? { ...toReview(reviewed), about: reviewed.row.subjectId ? (names.get(reviewed.row.subjectId) ?? null) : null }
      : null,
  };
}

/** Each reporter's record: reports filed, and those a moderator upheld (a decision other than dismissing). */
async function reporterRecords(db: Db, reporterIds: string[]): Promise<Map<string, { filed: number; upheld: number }>> {
  if (reporterIds.length === 0) return new Map();
  const rows = await db
    .select({
      reporterId: reports.reporterId,
      filed: count(),
      upheld: sql<number>`(count(*) filter (where ${moderationLog.action} <> 'DISMISS'))::int`,
    })
    .from(reports)
    .leftJoin(moderationLog, eq(moderationLog.id, reports.decisionId))
    .where(inArray(reports.reporterId, reporterIds))
    .groupBy(reports.reporterId);
  return new Map(rows.map((r) => [r.reporterId!, { filed: r.filed, upheld: r.upheld }]));
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
      photos: messages.photos,
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
      photos: r.photos,
      createdAt: new Date(r.createdAt).toISOString(),
    };
    const list = found.get(r.conversationId);
    if (list) list.push(message);
    else found.set(r.conversationId, [message]);
  }
  return found;
}
