/**
 * What a buyer reads behind the "Criador certificado" badge (decision 176), for the public profile: kept apart from
 * the applications' rules so that reading a profile imports nothing of the sales.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certificationApplications, certificationDocuments, users } from '../../db/schema.ts';
import type { CertificationSummary } from '../../../lib/certification/shapes.ts';

/**
 * What a buyer reads behind the badge of each certified person of `userIds`: the DGAV number checked, when, until
 * when and how many documents were read. A person certified before applications existed has none to show.
 */
export async function certificationSummaries(db: Db, userIds: string[]): Promise<Map<string, CertificationSummary>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([certificationApplications.userId], {
      userId: certificationApplications.userId,
      dgavNumber: certificationApplications.dgavNumber,
      decidedAt: certificationApplications.decidedAt,
      validUntil: certificationApplications.validUntil,
      premises: certificationApplications.premises,
      documents: sql<number>`(select count(*) from ${certificationDocuments}
        where ${certificationDocuments.applicationId} = ${certificationApplications.id})`.mapWith(Number),
    })
    .from(certificationApplications)
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(
      and(
        inArray(certificationApplications.userId, userIds),
        eq(certificationApplications.status, 'APPROVED'),
        eq(users.certified, true),
      ),
    )
    .orderBy(certificationApplications.userId, desc(certificationApplications.decidedAt));
  return new Map(
    rows
      .filter((r) => r.decidedAt && r.validUntil)
      .map((r) => [
        r.userId,
        {
          dgavNumber: r.dgavNumber,
          verifiedAt: r.decidedAt!.toISOString(),
          validUntil: r.validUntil!.toISOString(),
          documents: r.documents,
          premises: r.premises !== '',
        },
      ]),
  );
}
