/** Moderation by admins: the queue, approve, reject with a reason, and breeder certification. Owners are notified in the same transaction. */
import { and, asc, count, eq } from 'drizzle-orm';
import { sales, users } from '../../db/schema.ts';
import { notify } from '../notifications/notify.ts';
import { announceSalesChanged, invalidateSales } from './cache.ts';
import { announceProfilesChanged, invalidateProfiles } from '../users/cache.ts';
import { getSale } from './queries.ts';
import type { Page, QueueItem, SaleStatus } from './types.ts';
import type { SalesContext } from './write.ts';

export const REASON_MIN = 5;
export const REASON_MAX = 500;


/** Sales waiting for a decision (or of another status), oldest first: first come, first served. */
export async function moderationQueue(ctx: Pick<SalesContext, 'db'>, status: SaleStatus, page: number, size: number): Promise<Page<QueueItem>> {
  const where = eq(sales.status, status);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: sales.id, email: users.email })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.ownerId))
      .where(where)
      .orderBy(asc(sales.updatedAt), asc(sales.id))
      .limit(size)
      .offset(page * size),
    ctx.db.select({ n: count() }).from(sales).where(where),
  ]);
  const details = await Promise.all(rows.map((r) => getSale(ctx.db, r.id)));
  const content = details.flatMap((d, i) => (d ? [{ ...d, sellerEmail: rows[i]!.email }] : []));
  return { content, totalElements: total?.n ?? 0 };
}

export type DecisionResult = { ok: true; status: SaleStatus; certified: boolean } | { ok: false; status: 404 | 409; message: string };

/** Publishes a pending (or earlier rejected) sale; it is `certified` when its seller is a certified breeder now. */
export async function approveSale(ctx: SalesContext, uid: string): Promise<DecisionResult> {
  const result = await ctx.db.transaction(async (tx): Promise<DecisionResult> => {
    const [sale] = await tx
      .select({ status: sales.status, title: sales.title, ownerId: sales.ownerId, certified: users.certified })
      .from(sales)
      .innerJoin(users, eq(users.id, sales.ownerId))
      .where(eq(sales.id, uid))
      .for('update', { of: sales })
      .limit(1);
    if (!sale) return { ok: false, status: 404, message: 'not-found' };
    if (sale.status === 'APPROVED') return { ok: false, status: 409, message: 'moderation.error.already-approved' };
    await tx
      .update(sales)
      .set({ status: 'APPROVED', rejectReason: null, certified: sale.certified, approvedAt: new Date() })
      .where(eq(sales.id, uid));
    await notify(tx, {
      userId: sale.ownerId,
      type: 'SALE_APPROVE',
      message: 'notification.sale-approved.message',
      referenceKey: uid,
      params: { saleTitle: sale.title },
    });
    await announceSalesChanged(tx);
    return { ok: true, status: 'APPROVED', certified: sale.certified };
  });
  if (result.ok) invalidateSales(ctx);
  return result;
}

/** Refuses a pending sale, or takes down an approved one, telling its owner why. */
export async function rejectSale(ctx: SalesContext, uid: string, reason: string): Promise<DecisionResult> {
  const result = await ctx.db.transaction(async (tx): Promise<DecisionResult> => {
    const [sale] = await tx
      .select({ status: sales.status, title: sales.title, ownerId: sales.ownerId })
      .from(sales)
      .where(eq(sales.id, uid))
      .for('update')
      .limit(1);
    if (!sale) return { ok: false, status: 404, message: 'not-found' };
    if (sale.status === 'REJECTED') return { ok: false, status: 409, message: 'moderation.error.already-rejected' };
    await tx.update(sales).set({ status: 'REJECTED', rejectReason: reason, certified: false, approvedAt: null }).where(eq(sales.id, uid));
    await notify(tx, {
      userId: sale.ownerId,
      type: 'SALE_REJECT',
      message: 'notification.sale-rejected.message',
      referenceKey: uid,
      params: { saleTitle: sale.title, reason },
    });
    await announceSalesChanged(tx);
    return { ok: true, status: 'REJECTED', certified: false };
  });
  if (result.ok) invalidateSales(ctx);
  return result;
}

/** Grants or removes a user's certification; their approved sales follow at once. */
export async function setCertification(
  ctx: SalesContext,
  userUid: string,
  certified: boolean,
): Promise<{ ok: true; uid: string; certified: boolean; salesUpdated: number } | { ok: false; status: 404; message: 'not-found' }> {
  const result = await ctx.db.transaction(async (tx) => {
    const updated = await tx.update(users).set({ certified }).where(eq(users.id, userUid)).returning({ id: users.id });
    if (updated.length === 0) return null;
    const changed = await tx
      .update(sales)
      .set({ certified })
      .where(and(eq(sales.ownerId, userUid), eq(sales.status, 'APPROVED')))
      .returning({ id: sales.id });
    // The badge shows on the sales and on the breeder's card and page.
    await announceProfilesChanged(tx);
    return changed.length;
  });
  if (result === null) return { ok: false, status: 404, message: 'not-found' };
  invalidateProfiles(ctx);
  return { ok: true, uid: userUid, certified, salesUpdated: result };
}
