/**
 * Reserved and sold (decision 137): the owner marks a sale; it leaves the listing and keeps its page with that
 * state. Everyone whose heart is on it is told once per state (SALE_RESERVED, SALE_SOLD), in the same transaction.
 * Sold also cancels the coming visits and tells their visitors, who then get only that notice (decision 138);
 * a reservation keeps them, since it may fall through.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { favorites, notifications, sales } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Mail } from '../../mail/mailer.ts';
import { cancelVisitsOfWithdrawnSale, deliverAll } from '../bookings/index.ts';
import { notifyAboutSale } from '../notifications/index.ts';
import type { SaleAvailability } from './types.ts';
import type { SalesContext } from './write.ts';

export type AvailabilityResult =
  | { ok: true; uid: string; availability: SaleAvailability; notified: number }
  | { ok: false; status: 404; message: 'not-found' };

const NOTICE = {
  RESERVED: { type: 'SALE_RESERVED', message: 'notification.sale-reserved.message' },
  SOLD: { type: 'SALE_SOLD', message: 'notification.sale-sold.message' },
} as const;

/** Marks an own sale available, reserved or sold (another user's is "not found": decision 065). */
export async function setAvailability(
  ctx: SalesContext,
  userId: string,
  uid: string,
  availability: SaleAvailability,
): Promise<AvailabilityResult> {
  let visitMails: Mail[] = [];
  const result = await inTransaction(ctx, async (tx): Promise<AvailabilityResult> => {
    const [sale] = await tx
      .update(sales)
      // Any state its owner sets says the advert is looked after: it counts as confirmed (issue 57, decision 219).
      .set({ availability, confirmedAt: new Date(), confirmAskedAt: null })
      .where(and(eq(sales.id, uid), eq(sales.ownerId, userId)))
      .returning({ title: sales.title, status: sales.status });
    if (!sale) return { ok: false, status: 404, message: 'not-found' };
    let notified = 0;
    const toldOfVisit = new Set<string>();
    if (availability === 'SOLD') {
      const cancelled = await cancelVisitsOfWithdrawnSale(tx, ctx.env, uid, 'sold');
      visitMails = cancelled.mails;
      for (const id of cancelled.visitorIds) toldOfVisit.add(id);
      notified += cancelled.visitorIds.length;
    }
    if (availability !== 'AVAILABLE') {
      const notice = NOTICE[availability];
      // Hearts on it now, of people not yet told of this state about this sale.
      const fans = await tx
        .select({ userId: favorites.userId })
        .from(favorites)
        .where(
          and(
            eq(favorites.saleId, uid),
            isNull(favorites.removedAt),
            sql`not exists (select 1 from ${notifications} n where n.user_id = ${favorites.userId}
              and n.type = ${notice.type} and n.reference_key = ${uid})`,
          ),
        );
      for (const fan of fans) {
        if (fan.userId === userId || toldOfVisit.has(fan.userId)) continue;
        await notifyAboutSale(tx, notice.type, fan.userId, uid, sale.title, { message: notice.message });
        notified++;
      }
    }
    return { ok: true, uid, availability, notified };
  });
  if (result.ok && ctx.mailer) await deliverAll({ mailer: ctx.mailer }, visitMails);
  return result;
}
