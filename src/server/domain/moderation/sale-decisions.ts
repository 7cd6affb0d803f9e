/**
 * Moderation by admins: the queue, approve, reject with a reason, and breeder certification. Owners are notified
 * and the decision logged (decision 149) in the same transaction.
 */
import { and, asc, count, desc, eq, isNotNull, not, or, sql, type SQL } from 'drizzle-orm';
import { saleFlags, sales, users } from '../../db/schema.ts';
import { flagsOf } from '../signals/index.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notifyAboutSale } from '../notifications/index.ts';
import { referenceData } from '../reference/index.ts';
import {
  getSale,
  type ModerationPage,
  type QueueItem,
  type SaleAvailability,
  type SaleStatus,
  applyRevision,
  dropRevision,
  removedAnimals,
  revisionChanges,
  withRevision,
  chipsElsewhere,
  setAvailability,
  removeFiles,
  type SalesContext,
} from '../sales/index.ts';
import { logDecision } from './log.ts';
import { ownAdvert, refuseOwnCase } from './own-case.ts';
import { mailImmediateMatches, alertSavedSearches, type SearchMatch } from '../searches/index.ts';
import type { ModerationAction } from '../../../lib/moderation/types.ts';

/**
 * An advert a suspension held while its owner's suspension lasts (decision 152): no moderator may publish it, so the
 * queue leaves it out and approving it is refused; lifting the suspension (or its end) puts it back by itself.
 * Needs `users` joined on the owner.
 */
/** An advert with a flag no moderator has judged yet (issue 57): the queue shows it first. */
const openFlags: SQL = sql`exists (select 1 from ${saleFlags} f where f.sale_id = ${sales.id} and f.verdict is null)`;

export const heldWhileSuspended: SQL = sql`(${sales.heldBySuspension} and coalesce(${users.suspendedUntil} > now(), false))`;

/**
 * Sales waiting for a decision (or of another status), oldest first: first come, first served. Waiting
 * includes the revisions of approved sales, shown as they would read once approved (decision 135). The reader's
 * own adverts are left out: another moderator decides them (decision 194).
 */
export async function moderationQueue(
  ctx: Pick<SalesContext, 'db'>,
  staffId: string,
  status: SaleStatus,
  page: number,
  size: number,
): Promise<ModerationPage> {
  const where: SQL = and(
    status === 'PENDING'
      ? and(
          or(eq(sales.status, 'PENDING'), and(eq(sales.status, 'APPROVED'), isNotNull(sales.revision))),
          not(heldWhileSuspended),
        )
      : eq(sales.status, status),
    not(ownAdvert(staffId)),
  )!;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: sales.id, email: users.email, revision: sales.revision })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.ownerId))
      .where(where)
      // Flagged adverts first (issue 57), then first come, first served.
      .orderBy(desc(openFlags), asc(sales.updatedAt), asc(sales.id))
      .limit(size)
      .offset(page * size),
    ctx.db.select({ n: count() }).from(sales).innerJoin(users, eq(users.id, sales.ownerId)).where(where),
  ]);
  const flags = await flagsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const items = await Promise.all(
    rows.map(async (r): Promise<QueueItem | null> => {
      const live = await getSale(ctx.db, r.id);
      if (!live) return null;
      if (status !== 'PENDING' || !r.revision)
        return {
          ...live,
          sellerEmail: r.email,
          revision: false,
          changes: [],
          removedAnimals: [],
          flags: flags.get(r.id) ?? [],
        };
      const proposed = await withRevision(ctx.db, live, r.revision);
      return {
        ...proposed,
        sellerEmail: r.email,
        revision: true,
        changes: revisionChanges(live, r.revision),
        removedAnimals: removedAnimals(live, r.revision),
        flags: flags.get(r.id) ?? [],
      };
    }),
  );
  return { content: items.flatMap((i) => (i ? [i] : [])), totalElements: total?.n ?? 0 };
}

export type DecisionResult =
  | { ok: true; status: SaleStatus; certified: boolean; revision?: true }
  | { ok: false; status: 404 | 409; message: string };

/**
 * Who decides, for the moderation log (decision 149): `action` names the entry (APPROVE or REJECT by default,
 * DISMISS or TAKE_DOWN from the reports queue); null writes none, for a caller that logs its own decision. The
 * advert's owner never decides it: approveSale and rejectSale throw OwnCaseError (decision 194).
 */
export interface DecidedBy {
  moderatorId: string | null;
  action?: ModerationAction | null;
}

/** Publishes a pending (or earlier rejected) sale; it is `certified` when its seller is a certified breeder now. */
export function approveSale(ctx: SalesContext, uid: string, by?: DecidedBy): Promise<DecisionResult> {
  return decide(ctx, uid, { status: 'APPROVED' }, by);
}

/** Refuses a pending sale, or takes down an approved (or held) one, telling its owner why. */
export function rejectSale(ctx: SalesContext, uid: string, reason: string, by?: DecidedBy): Promise<DecisionResult> {
  return decide(ctx, uid, { status: 'REJECTED', reason }, by);
}

type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

/** What each decision tells its owner, and the answer when the sale already has that status. */
const OUTCOMES = {
  APPROVED: {
    type: 'SALE_APPROVE',
    message: 'notification.sale-approved.message',
    conflict: 'moderation.error.already-approved',
  },
  REJECTED: {
    type: 'SALE_REJECT',
    message: 'notification.sale-rejected.message',
    conflict: 'moderation.error.already-rejected',
  },
} as const;

/** What a decision leaves to do once it committed. */
interface AfterCommit {
  /** Files a revision no longer uses. */
  unused: string[];
  /** A litter whose approved animals leave none available is reserved or sold as an advert is (fans told). */
  litter: { ownerId: string; state: SaleAvailability } | null;
  /** People whose saved searches the published advert matches (issue 19), mailed. */
  matches: SearchMatch[];
}

/**
 * One decision on one locked sale: the change, the owner's notification and the announcement commit together.
 * An approved sale with a revision: the decision is on the revision (decision 135).
 */
async function decide(ctx: SalesContext, uid: string, decision: Decision, by?: DecidedBy): Promise<DecisionResult> {
  const outcome = OUTCOMES[decision.status];
  const reason = decision.status === 'REJECTED' ? decision.reason : null;
  const after: AfterCommit = { unused: [], litter: null, matches: [] };
  // Read outside the transaction: the cache is the database's, and a transaction's reads share one connection.
  const ref = await referenceData(ctx.db);
  const result = await inTransaction(ctx, async (tx): Promise<DecisionResult> => {
    const sale = await lockedSale(tx, uid);
    if (!sale) return { ok: false, status: 404, message: 'not-found' };
    // Nobody decides on their own advert or its revision (decision 194): thrown, so nothing is written.
    if (by) refuseOwnCase(by.moderatorId, [sale.ownerId]);
    if (reason === null && sale.heldWhileSuspended) {
      return { ok: false, status: 409, message: 'moderation.error.owner-suspended' };
    }
    // An approved (or held, decision 149) sale refused is taken down: its link says so.
    const takenDown = reason !== null && (sale.status === 'APPROVED' || sale.heldAt !== null);
    const log = async (title: string) => {
      const action =
        by?.action === undefined ? (reason === null ? 'APPROVE' : takenDown ? 'TAKE_DOWN' : 'REJECT') : by.action;
      if (!by || action === null) return;
      await logDecision(tx, {
        moderatorId: by.moderatorId,
        action,
        targetType: 'SALE',
        targetId: uid,
        targetTitle: title,
        ownerId: sale.ownerId,
        reason,
      });
    };
    if (sale.status === 'APPROVED' && sale.revision && sale.heldAt === null) {
      const decided = await decideRevision(tx, ref, uid, { ...sale, revision: sale.revision }, reason, after);
      if (!decided.ok) return decided;
      await log(decided.title);
      return { ok: true, status: 'APPROVED', certified: sale.certified, revision: true };
    }
    if (sale.status === decision.status && sale.heldAt === null) {
      return { ok: false, status: 409, message: outcome.conflict };
    }
    // Only an approved sale shows the badge, and only while its seller is certified (decision 066).
    const certified = reason === null && sale.sellerCertified;
    await tx
      .update(sales)
      .set({
        status: decision.status,
        rejectReason: reason,
        certified,
        approvedAt: reason === null ? new Date() : null,
        heldAt: null,
        heldBySuspension: false,
        takenDownAt: takenDown ? new Date() : null,
      })
      .where(eq(sales.id, uid));
    await notifyAboutSale(tx, outcome.type, sale.ownerId, uid, sale.title, {
      message: sale.heldAt !== null && reason === null ? 'notification.sale-hold-lifted.message' : outcome.message,
      ...(reason !== null && { params: { reason } }),
    });
    await log(sale.title);
    if (reason === null) after.matches = await alertSavedSearches(tx, uid);
    return { ok: true, status: decision.status, certified };
  });
  if (result.ok && after.litter) await setAvailability(ctx, after.litter.ownerId, uid, after.litter.state);
  if (ctx.mailer && ctx.env && ctx.jwtSecret && after.matches.length > 0) {
    await mailImmediateMatches({ mailer: ctx.mailer, env: ctx.env, jwtSecret: ctx.jwtSecret }, after.matches);
  }
  await removeFiles(ctx, after.unused);
  return result;
}

/** The sale a decision is on, locked for the transaction, with what the decision reads of it and its seller. */
async function lockedSale(tx: Tx, uid: string) {
  const [sale] = await tx
    .select({
      status: sales.status,
      title: sales.title,
      ownerId: sales.ownerId,
      certified: sales.certified,
      availability: sales.availability,
      revision: sales.revision,
      heldAt: sales.heldAt,
      heldWhileSuspended: sql<boolean>`${heldWhileSuspended}`,
      sellerCertified: users.certified,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.ownerId))
    .where(eq(sales.id, uid))
    .for('update', { of: sales })
    .limit(1);
  return sale;
}

type LockedSale = NonNullable<Awaited<ReturnType<typeof lockedSale>>>;

/**
 * A decision on an approved advert's revision: published (its chips still free) or dropped with the reason; the owner
 * reads the title they know, the live one when refused, the new one when published.
 */
async function decideRevision(
  tx: Tx,
  ref: Awaited<ReturnType<typeof referenceData>>,
  uid: string,
  sale: LockedSale & { revision: NonNullable<LockedSale['revision']> },
  reason: string | null,
  after: AfterCommit,
): Promise<{ ok: true; title: string } | Extract<DecisionResult, { ok: false }>> {
  const title = reason === null ? (sale.revision.input?.title ?? sale.title) : sale.title;
  if (reason === null) {
    // A chip another advert took meanwhile would break its unique index: the moderator is told, nothing changes.
    const chips = sale.revision.animals?.map((a) => a.microchip) ?? [];
    if ((await chipsElsewhere(tx, uid, chips)).size > 0)
      return { ok: false, status: 409, message: 'moderation.error.microchip-taken' };
    const applied = await applyRevision(tx, ref, uid, sale.revision);
    after.unused = applied.unused;
    if (applied.state && applied.state !== sale.availability)
      after.litter = { ownerId: sale.ownerId, state: applied.state };
  } else after.unused = await dropRevision(tx, uid, sale.revision, reason);
  await notifyAboutSale(tx, OUTCOMES[reason === null ? 'APPROVED' : 'REJECTED'].type, sale.ownerId, uid, title, {
    message:
      reason === null ? 'notification.sale-revision-approved.message' : 'notification.sale-revision-rejected.message',
    ...(reason !== null && { params: { reason } }),
  });
  if (reason === null) after.matches = await alertSavedSearches(tx, uid);
  return { ok: true, title };
}
