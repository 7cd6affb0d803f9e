/**
 * Certification with evidence (issue 37, decision 176). A breeder applies with their DGAV registration number, up to
 * three documents and a description of the premises; moderators read the waiting applications oldest first and
 * approve or refuse with a reason. An approval certifies the breeder (their approved adverts carry the badge) for
 * CERTIFICATION_MONTHS; the renewal job (renewal.ts) reminds them before it ends and ends it. The documents stay
 * private: only the applicant and staff can read them.
 */
import { and, asc, desc, eq, gt, inArray, ne, not } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { certificationApplications, certificationDocuments, sales, users } from '../../db/schema.ts';
import {
  CERTIFICATION_MONTHS,
  CERTIFICATION_REMIND_DAYS,
  type CertificationDecision,
} from '../../../lib/certification/types.ts';
import type {
  CertificationApplication,
  CertificationQueueEntry,
  MyCertification,
} from '../../../lib/certification/shapes.ts';
import { canModerate, type Role } from '../../../lib/users/types.ts';
import { certificationMail, type CertificationMailKind } from '../../mail/templates/certification.ts';
import type { Services } from '../../services.ts';
import { deliverAll } from '../bookings/index.ts';
import { KeyedError } from '../keyed-error.ts';
import { logDecision, ownApplication, refuseOwnCase } from '../moderation/index.ts';
import { BREEDER_TYPE } from '../sales/index.ts';
import { removeDocuments, storeDocument, type DocumentInput } from './documents.ts';
import { DAY_MS } from '../../../lib/time.ts';

export type CertificationErrorKey =
  | 'certification.error.breeders-only'
  | 'certification.error.pending'
  | 'certification.error.still-valid'
  | 'certification.error.not-found'
  | 'certification.error.decided'
  | 'certification.error.not-certified';

export class CertificationError extends KeyedError<CertificationErrorKey> {}

export type CertificationContext = Pick<Services, 'db' | 'files'> & Partial<Pick<Services, 'mailer' | 'env'>>;

type ApplicationRow = typeof certificationApplications.$inferSelect;

/** The end of an approval given at `from`. */
export function validUntilFrom(from: Date): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + CERTIFICATION_MONTHS);
  return until;
}

/** Whether a breeder certified until `until` may apply again at `now`: from the reminder on, or once it ended. */
const renewable = (until: Date | null, now: Date) =>
  !until || until.getTime() - now.getTime() <= CERTIFICATION_REMIND_DAYS * DAY_MS;

async function documentsOf(db: Db | Tx, applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, CertificationApplication['documents']>();
  const rows = await db
    .select()
    .from(certificationDocuments)
    .where(inArray(certificationDocuments.applicationId, applicationIds))
    .orderBy(asc(certificationDocuments.applicationId), asc(certificationDocuments.position));
  const byApplication = new Map<string, CertificationApplication['documents']>();
  for (const r of rows) {
    const list = byApplication.get(r.applicationId) ?? [];
    list.push({ uid: r.id, name: r.name, contentType: r.contentType, bytes: r.bytes });
    byApplication.set(r.applicationId, list);
  }
  return byApplication;
}

function toApplication(
  row: ApplicationRow,
  documents: CertificationApplication['documents'],
): CertificationApplication {
  return {
    uid: row.id,
    status: row.status,
    dgavNumber: row.dgavNumber,
    premises: row.premises,
    documents,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

/** The breeder's certification and latest application, as the profile's panel shows them. */
export async function myCertification(db: Db, userId: string, now = new Date()): Promise<MyCertification> {
  const [person] = await db
    .select({ userType: users.userType, certified: users.certified })
    .from(users)
    .where(eq(users.id, userId));
  const [latest] = await db
    .select()
    .from(certificationApplications)
    .where(eq(certificationApplications.userId, userId))
    .orderBy(desc(certificationApplications.createdAt))
    .limit(1);
  const [approved] = await db
    .select({ validUntil: certificationApplications.validUntil })
    .from(certificationApplications)
    .where(and(eq(certificationApplications.userId, userId), eq(certificationApplications.status, 'APPROVED')))
    .orderBy(desc(certificationApplications.decidedAt))
    .limit(1);
  const certified = person?.certified ?? false;
  const validUntil = certified ? (approved?.validUntil ?? null) : null;
  return {
    certified,
    validUntil: validUntil?.toISOString() ?? null,
    canApply:
      person?.userType === BREEDER_TYPE && latest?.status !== 'PENDING' && (!certified || renewable(validUntil, now)),
    application: latest ? toApplication(latest, (await documentsOf(db, [latest.id])).get(latest.id) ?? []) : null,
  };
}

export interface ApplicationInput {
  dgavNumber: string;
  premises: string;
  documents: DocumentInput[];
}

/**
 * Files a breeder's application with its documents (already checked by the route: 1 to 3, type and size). Refused
 * for a person who is not a breeder, while another waits, and while a certification lasts beyond the reminder.
 */
export async function applyForCertification(
  ctx: CertificationContext,
  userId: string,
  input: ApplicationInput,
  now = new Date(),
): Promise<CertificationApplication> {
  const mine = await myCertification(ctx.db, userId, now);
  const [person] = await ctx.db.select({ userType: users.userType }).from(users).where(eq(users.id, userId));
  if (person?.userType !== BREEDER_TYPE) throw new CertificationError('certification.error.breeders-only');
  if (mine.application?.status === 'PENDING') throw new CertificationError('certification.error.pending');
  if (!mine.canApply) throw new CertificationError('certification.error.still-valid');
  // The documents are stored first: a failed insert removes them, a failed store leaves no row.
  const stored: Awaited<ReturnType<typeof storeDocument>>[] = [];
  try {
    for (const document of input.documents) stored.push(await storeDocument(ctx.files, document));
    return await inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(certificationApplications)
        .values({ userId, dgavNumber: input.dgavNumber, premises: input.premises })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new CertificationError('certification.error.pending');
      const documents = await tx
        .insert(certificationDocuments)
        .values(stored.map((d, position) => ({ ...d, applicationId: row.id, position })))
        .returning();
      return toApplication(
        row,
        documents.map((d) => ({ uid: d.id, name: d.name, contentType: d.contentType, bytes: d.bytes })),
      );
    });
  } catch (error) {
    await removeDocuments(
      ctx.files,
      stored.map((d) => d.storeKey),
    );
    throw error;
  }
}

/**
 * The waiting applications, oldest first, each with the applicant and their earlier answers; the reader's own is left
 * out (decision 194).
 */
export async function certificationQueue(db: Db, staffId: string): Promise<CertificationQueueEntry[]> {
  const rows = await db
    .select({ application: certificationApplications, person: users })
    .from(certificationApplications)
    .innerJoin(users, eq(users.id, certificationApplications.userId))
    .where(and(eq(certificationApplications.status, 'PENDING'), not(ownApplication(staffId))))
    .orderBy(asc(certificationApplications.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const documents = await documentsOf(
    db,
    rows.map((r) => r.application.id),
  );
  const earlier = await db
    .select()
    .from(certificationApplications)
    .where(
      and(
        inArray(
          certificationApplications.userId,
          rows.map((r) => r.person.id),
        ),
        ne(certificationApplications.status, 'PENDING'),
      ),
    )
    .orderBy(desc(certificationApplications.createdAt));
  return rows.map(({ application, person }) => ({
    ...toApplication(application, documents.get(application.id) ?? []),
    applicant: {
      uid: person.id,
      name: `${person.name} ${person.surname}`.trim(),
      email: person.email,
      memberSince: person.createdAt.toISOString().slice(0, 10),
      profileDgavNumber: person.dgavNumber,
    },
    earlier: earlier
      .filter((e) => e.userId === person.id)
      .map((e) => ({ status: e.status, decidedAt: e.decidedAt?.toISOString() ?? null, reason: e.reason })),
  }));
}

/**
 * Sets a person's certification and their approved adverts' badge in `tx`; the caller logs the decision. Null when no
 * such person.
 */
async function certify(tx: Tx, userId: string, certified: boolean, dgavNumber?: string) {
  const [person] = await tx
    .update(users)
    .set({ certified, ...(dgavNumber && { dgavNumber }) })
    .where(eq(users.id, userId))
    .returning({ name: users.name, surname: users.surname, email: users.email });
  if (!person) return null;
  const changed = await tx
    .update(sales)
    .set({ certified })
    .where(and(eq(sales.ownerId, userId), eq(sales.status, 'APPROVED')))
    .returning({ id: sales.id });
  return { ...person, fullName: `${person.name} ${person.surname}`.trim(), salesUpdated: changed.length };
}

/** Tells the breeder by mail, after the commit; a failed send is logged and the decision stands. */
export async function mailBreeder(
  ctx: CertificationContext,
  to: { email: string; name: string },
  kind: CertificationMailKind,
  extra: { reason?: string | null; until?: Date | null },
): Promise<void> {
  if (!ctx.mailer || !ctx.env) return;
  const link = new URL('/user-profile#certification', ctx.env.PUBLIC_SITE_URL).href;
  await deliverAll({ mailer: ctx.mailer }, [certificationMail(to.email, to.name, { kind, link, ...extra })]);
}

/**
 * A moderator answers a waiting application: APPROVE certifies the breeder until CERTIFICATION_MONTHS from now
 * (the DGAV number checked becomes the profile's), REFUSE leaves them as they were; either way with a reason the
 * breeder reads by mail and in their profile, and a line in the moderation log. Never one's own (OwnCaseError).
 */
export async function decideApplication(
  ctx: CertificationContext,
  moderatorId: string,
  applicationId: string,
  input: { decision: CertificationDecision; reason: string },
  now = new Date(),
): Promise<CertificationApplication> {
  const result = await inTransaction(ctx, async (tx) => {
    const [application] = await tx
      .select()
      .from(certificationApplications)
      .where(eq(certificationApplications.id, applicationId))
      .for('update');
    if (!application) throw new CertificationError('certification.error.not-found');
    if (application.status !== 'PENDING') throw new CertificationError('certification.error.decided');
    // Nobody certifies themselves: another member of staff decides (decision 194).
    refuseOwnCase(moderatorId, [application.userId]);
    const approve = input.decision === 'APPROVE';
    // A renewal adds its months to what is left of the approval it renews.
    const [running] = approve
      ? await tx
          .select({ validUntil: certificationApplications.validUntil })
          .from(certificationApplications)
          .innerJoin(users, eq(users.id, certificationApplications.userId))
          .where(
            and(
              eq(certificationApplications.userId, application.userId),
              eq(certificationApplications.status, 'APPROVED'),
              eq(users.certified, true),
              gt(certificationApplications.validUntil, now),
            ),
          )
          .orderBy(desc(certificationApplications.validUntil))
          .limit(1)
      : [];
    const person = approve
      ? await certify(tx, application.userId, true, application.dgavNumber)
      : (await tx.select().from(users).where(eq(users.id, application.userId))).map((u) => ({
          ...u,
          fullName: `${u.name} ${u.surname}`.trim(),
        }))[0];
    if (!person) throw new CertificationError('certification.error.not-found');
    const decisionId = await logDecision(tx, {
      moderatorId,
      action: approve ? 'CERTIFY' : 'CERTIFICATION_REFUSE',
      targetType: 'USER',
      targetId: application.userId,
      targetTitle: person.fullName,
      ownerId: application.userId,
      reason: input.reason,
    });
    const [decided] = await tx
      .update(certificationApplications)
      .set({
        status: approve ? 'APPROVED' : 'REFUSED',
        reason: input.reason,
        decidedAt: now,
        decisionId,
        validUntil: approve ? validUntilFrom(running?.validUntil ?? now) : null,
      })
      .where(eq(certificationApplications.id, applicationId))
      .returning();
    return { decided: decided!, person };
  });
  const { decided, person } = result;
  await mailBreeder(ctx, person, decided.status === 'APPROVED' ? 'APPROVED' : 'REFUSED', {
    reason: decided.status === 'REFUSED' ? decided.reason : null,
    until: decided.validUntil,
  });
  return toApplication(decided, (await documentsOf(ctx.db, [decided.id])).get(decided.id) ?? []);
}

/**
 * Ends a breeder's certification before its time (an admin's or moderator's decision, or the renewal job when it
 * lapsed): the badge leaves their adverts at once. Refused when they are not certified, and to a member of staff
 * about their own (OwnCaseError, decision 194).
 */
export async function endCertification(
  ctx: CertificationContext,
  userId: string,
  by: { moderatorId: string | null; reason?: string | null },
): Promise<{ uid: string; certified: false; salesUpdated: number }> {
  refuseOwnCase(by.moderatorId, [userId]);
  const ended = await inTransaction(ctx, async (tx) => {
    const [current] = await tx.select({ certified: users.certified }).from(users).where(eq(users.id, userId));
    if (!current) throw new CertificationError('certification.error.not-found');
    if (!current.certified) throw new CertificationError('certification.error.not-certified');
    const person = (await certify(tx, userId, false))!;
    await logDecision(tx, {
      moderatorId: by.moderatorId,
      action: 'UNCERTIFY',
      targetType: 'USER',
      targetId: userId,
      targetTitle: person.fullName,
      ownerId: userId,
      reason: by.reason ?? null,
    });
    return person;
  });
  return { uid: userId, certified: false, salesUpdated: ended.salesUpdated };
}

/** One document, for its applicant or staff only; null for anyone else, as for a document that does not exist. */
export async function readableDocument(
  db: Db,
  reader: { userId: string; role: Role },
  documentId: string,
): Promise<{ storeKey: string; name: string; contentType: string } | null> {
  const [row] = await db
    .select({
      storeKey: certificationDocuments.storeKey,
      name: certificationDocuments.name,
      contentType: certificationDocuments.contentType,
      ownerId: certificationApplications.userId,
    })
    .from(certificationDocuments)
    .innerJoin(certificationApplications, eq(certificationApplications.id, certificationDocuments.applicationId))
    .where(eq(certificationDocuments.id, documentId));
  if (!row || (row.ownerId !== reader.userId && !canModerate(reader.role))) return null;
  return row;
}
