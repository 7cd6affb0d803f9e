/**
 * Nobody decides a case about themselves (issue 52, decision 194): a member of staff who owns the advert, is the
 * person reported, filed one of the reports, appealed, applied, or wrote or received the review never decides it,
 * not even an admin; any other member of staff does. Every decision calls `refuseOwnCase`, every queue leaves the
 * caller's own cases out with the predicates below, so what a queue shows is what its reader may decide.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appeals, certificationApplications, conversations, reports, sales, visitReviews } from '../../db/schema.ts';
import type { ReportTarget } from '../../../lib/moderation/types.ts';
import { KeyedError } from '../keyed-error.ts';

export class OwnCaseError extends KeyedError<'moderation.error.own-case'> {}

/**
 * Refuses (OwnCaseError) when `staffId` is one of the case's parties. A null `staffId` is the site's own decision
 * (a hold, a suspension's end, a lapsed certification): it has no side to take.
 */
export function refuseOwnCase(staffId: string | null, parties: readonly (string | null | undefined)[]): void {
  if (staffId !== null && parties.includes(staffId)) throw new OwnCaseError('moderation.error.own-case');
}

/** An advert (or its revision) of the staff member: in a query over `sales`. */
export const ownAdvert = (staffId: string): SQL => eq(sales.ownerId, staffId);

/** An appeal the staff member filed: in a query over `appeals`. */
export const ownAppeal = (staffId: string): SQL => eq(appeals.ownerId, staffId);

/** An application for certification of the staff member: in a query over `certification_applications`. */
export const ownApplication = (staffId: string): SQL => eq(certificationApplications.userId, staffId);

/**
 * Whether a group of open reports (one target, one person it is about) concerns the staff member: they are that
 * person, filed one of its reports, own the advert, take part in the conversation, or wrote or received the review.
 * For a query over `reports` grouped by target type, target and subject (as the queue groups them).
 */
export function ownReportGroup(staffId: string): SQL {
  const me = sql`${staffId}::uuid`;
  const target = (type: ReportTarget) => sql`${reports.targetType} = ${type}`;
  return sql`(
    count(*) filter (where ${reports.reporterId} = ${me}) > 0
    or coalesce(${reports.subjectId} = ${me}, false)
    or (${target('USER')} and ${reports.targetId} = ${me})
    or (${target('SALE')} and exists (
      select 1 from ${sales} where ${sales.id} = ${reports.targetId} and ${sales.ownerId} = ${me}))
    or (${target('CONVERSATION')} and exists (
      select 1 from ${conversations} where ${conversations.id} = ${reports.targetId}
        and ${me} in (${conversations.buyerId}, ${conversations.sellerId})))
    or (${target('REVIEW')} and exists (
      select 1 from ${visitReviews} where ${visitReviews.id} = ${reports.targetId}
        and ${me} in (${visitReviews.authorId}, ${visitReviews.subjectId})))
  )`;
}

/** Refuses a decision on the open reports of one target about one person when that group concerns the staff member. */
export async function refuseOwnReportGroup(
  db: Db | Tx,
  staffId: string,
  group: { targetType: ReportTarget; targetId: string; subjectId: string | null },
): Promise<void> {
  const [row] = await db
    .select({ theirs: sql<boolean>`${ownReportGroup(staffId)}` })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, group.targetType),
        eq(reports.targetId, group.targetId),
        group.subjectId === null ? isNull(reports.subjectId) : eq(reports.subjectId, group.subjectId),
        isNull(reports.resolvedAt),
      ),
    )
    .groupBy(reports.targetType, reports.targetId, reports.subjectId);
  // No open report left: the group is nobody's (the caller answers that it has nothing to decide).
  refuseOwnCase(staffId, row?.theirs ? [staffId] : []);
}
