/** An accepted visit already in the past (the "visit moved into the past"), for the review tests. */
import { bookings } from '../../src/server/db/schema.ts';
import type { AppContext } from '../../src/server/context.ts';

export const HOUR_MS = 3_600_000;

/** Inserts a visit of `visitorId` to `saleId` that started `hoursAgo` hours ago, with `status`; returns its uid. */
export async function pastVisit(
  ctx: AppContext,
  saleId: string,
  visitorId: string,
  {
    hoursAgo = 26,
    status = 'ACCEPTED',
    now = Date.now(),
  }: { hoursAgo?: number; status?: 'ACCEPTED' | 'PENDING' | 'REJECTED' | 'CANCELLED'; now?: number } = {},
): Promise<string> {
  const [row] = await ctx.db
    .insert(bookings)
    .values({ saleId, visitorId, startsAt: new Date(now - hoursAgo * HOUR_MS), status, decidedAt: new Date(now) })
    .returning({ id: bookings.id });
  return row!.id;
}
