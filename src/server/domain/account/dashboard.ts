/** What the control panel summarises for one person: own sales by status, and for the team what waits for them. */
import { and, count, countDistinct, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, bookings, certificationApplications, reports, sales, users } from '../../db/schema.ts';
import { heldWhileSuspended, ownAdvert, ownApplication, ownReportGroup } from '../moderation/index.ts';

export type SaleCounts = Record<'PENDING' | 'APPROVED' | 'REJECTED', number>;

export async function ownSaleCounts(db: Db, userId: string): Promise<SaleCounts> {
  const rows = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(eq(sales.ownerId, userId))
    .groupBy(sales.status);
  const counts: SaleCounts = { PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Sales waiting for a moderator and what was reported (admins: targets with open reports, decision 149), the people
 * suspended now (decision 152), applications for certification (decision 176), and articles not yet published
 * (editors and admins). As the queues show them to `staffId`: without their own cases (decision 194).
 */
export async function teamQueues(
  db: Db,
  staffId: string,
): Promise<{
  pendingSales: number;
  draftArticles: number;
  reportedTargets: number;
  suspendedPeople: number;
  pendingCertifications: number;
}> {
  // The report queue's groups (target and person) that are not the reader's own, counted by target.
  const groups = db
    .select({ targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(isNull(reports.resolvedAt))
    .groupBy(reports.targetType, reports.targetId, reports.subjectId)
    .having(not(ownReportGroup(staffId)))
    .as('groups');
  const [[pending], [drafts], [reported], [suspended], [applications]] = await Promise.all([
    // As the queue counts them: not the adverts held by a suspension that lasts (decision 152).
    db
      .select({ n: count() })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.ownerId))
      .where(and(eq(sales.status, 'PENDING'), not(heldWhileSuspended), not(ownAdvert(staffId)))),
    db.select({ n: count() }).from(articles).where(eq(articles.status, 'DRAFT')),
    db.select({ n: countDistinct(sql`(${groups.targetType}, ${groups.targetId})`) }).from(groups),
    db
      .select({ n: count() })
      .from(users)
      .where(gt(users.suspendedUntil, sql`now()`)),
    // Breeders' applications for certification waiting for a moderator (decision 176).
    db
      .select({ n: count() })
      .from(certificationApplications)
      .where(and(eq(certificationApplications.status, 'PENDING'), not(ownApplication(staffId)))),
  ]);
  return {
    pendingSales: pending?.n ?? 0,
    draftArticles: drafts?.n ?? 0,
    reportedTargets: reported?.n ?? 0,
    suspendedPeople: suspended?.n ?? 0,
    pendingCertifications: applications?.n ?? 0,
  };
}

/**
 * Which dashboard a person sees first (decision 140): `team` for editors and admins (the moderation queue and the
 * drafts lead), `seller` for anyone with at least one advert in any state (requests to answer lead), otherwise
 * `buyer` (own visits and favourites lead, an invitation to sell further down).
 */
export type DashboardKind = 'team' | 'seller' | 'buyer';

export function dashboardKind(role: string | null | undefined, ownSales: number): DashboardKind {
  if (role === 'admin' || role === 'editor' || role === 'moderator') return 'team';
  return ownSales > 0 ? 'seller' : 'buyer';
}

/**
 * The visits asked for on the person's adverts: how many wait for an answer now (pending, their hour still to come)
 * and how many there are in all. They decide where "Visitas a responder" goes (decision 201).
 */
export async function visitsToAnswerCounts(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ waiting: number; all: number }> {
  const [row] = await db
    .select({
      all: count(),
      waiting: sql<number>`(count(*) filter (where ${bookings.status} = 'PENDING' and ${bookings.startsAt} > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(bookings)
    .innerJoin(sales, eq(sales.id, bookings.saleId))
    .where(eq(sales.ownerId, userId));
  return { waiting: Number(row?.waiting ?? 0), all: row?.all ?? 0 };
}

export type DashboardPart =
  | 'team'
  | 'to-answer'
  | 'to-review'
  | 'sales'
  | 'hours'
  | 'asked'
  | 'favourites'
  | 'searches'
  | 'sell'
  | 'completeness';

/**
 * The dashboard's parts in the order they are shown (decisions 140, 180, amended by 201): what needs doing first.
 * Requests waiting for an answer lead (after the team's queues); without any, "Visitas a responder" follows the
 * person's adverts as one line with its past visits folded, and a person nobody asked to visit has no such part.
 * Visits to review come right after what waits on the person, and only while there are some.
 */
export function dashboardOrder(
  kind: DashboardKind,
  facts: { seller: boolean; toReview: number; waiting: number; received: number },
): DashboardPart[] {
  const review: DashboardPart[] = facts.toReview > 0 ? ['to-review'] : [];
  const answerFirst: DashboardPart[] = facts.seller && facts.waiting > 0 ? ['to-answer'] : [];
  const answerLater: DashboardPart[] = facts.seller && facts.waiting === 0 && facts.received > 0 ? ['to-answer'] : [];
  const sellerParts: DashboardPart[] = facts.seller ? ['sales', ...answerLater] : [];
  const mine: DashboardPart[] = ['asked', 'favourites', 'searches'];
  switch (kind) {
    case 'team':
      return [
        'team',
        ...answerFirst,
        ...review,
        ...sellerParts,
        ...mine,
        ...(facts.seller ? ['hours' as const] : []),
        'completeness',
      ];
    case 'seller':
      return [...answerFirst, ...review, ...sellerParts, ...mine, 'hours', 'completeness'];
    case 'buyer':
      return [...review, ...mine, 'completeness', 'sell'];
  }
}
