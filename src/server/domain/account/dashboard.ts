/** What the control panel summarises for one person: own sales by status, and for the team what waits for them. */
import { and, count, countDistinct, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, certificationApplications, reports, sales, users } from '../../db/schema.ts';
import { heldWhileSuspended } from '../sales/moderation.ts';
import { ownAdvert, ownApplication, ownReportGroup } from '../moderation/own-case.ts';

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
