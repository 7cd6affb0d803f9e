/**
 * A review hidden by a moderator (issue 38, decision 184): it leaves the breeder's page, the averages and the cards'
 * ratings, and its author reads why in the bell (VISIT_REVIEW, opening the visit's review page) and by mail.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { visitReviews } from '../../db/schema.ts';
import { notify } from '../notifications/index.ts';

/** Hides the review with the moderator's reason; null when there was none to hide (gone, or hidden already). */
export async function hideReview(
  tx: Tx,
  reviewUid: string,
  reason: string,
): Promise<{ bookingId: string; saleTitle: string } | null> {
  const [hidden] = await tx
    .update(visitReviews)
    .set({ hiddenAt: new Date(), hiddenReason: reason })
    .where(and(eq(visitReviews.id, reviewUid), isNull(visitReviews.hiddenAt)))
    .returning({
      bookingId: visitReviews.bookingId,
      saleTitle: visitReviews.saleTitle,
      authorId: visitReviews.authorId,
    });
  if (!hidden) return null;
  if (hidden.authorId) {
    await notify(tx, {
      userId: hidden.authorId,
      type: 'VISIT_REVIEW',
      title: 'notification.VISIT_REVIEW.HIDDEN.title',
      message: 'notification.VISIT_REVIEW.HIDDEN.message',
      referenceKey: hidden.bookingId,
      params: { saleTitle: hidden.saleTitle, reason },
    });
  }
  return { bookingId: hidden.bookingId, saleTitle: hidden.saleTitle };
}
