/**
 * Asking for reviews (issue 38, decision 183): the morning after a visit (REVIEW_ASK_AFTER_HOURS after its hour
 * ended) and REVIEW_LAST_REMINDER_DAYS before its window closes, each of the two people who has not written yet gets
 * a bell notification (VISIT_REVIEW) and a mail. Every instance looks every few minutes; the insert of
 * (visit, person, kind) is the claim, so each request goes once.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { REVIEW_LAST_REMINDER_DAYS, REVIEW_WINDOW_DAYS } from '../../../lib/reviews/types.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../lib/time.ts';
import type { Services } from '../../services.ts';
import { bookings, removedSales, reviewRequests, sales, users, visitReviews } from '../../db/schema.ts';
import { logger } from '../../log.ts';
import { reviewRequestMail, type ReviewMailKind } from '../../mail/templates/reviews.ts';
import { deliverAll } from '../bookings/index.ts';
import { notify } from '../notifications/index.ts';
import { ownerOf, tellPublished, titleOf, windowOf } from './reviews.ts';
import { runEvery } from '../passes.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Hours after the visit's end when the first request goes: a visit in the afternoon is asked about next morning. */
export const REVIEW_ASK_AFTER_HOURS = 18;
const REMINDER_INTERVAL_MS = 5 * 60_000;

export type ReminderContext = Pick<Services, 'db'> & Partial<Pick<Services, 'mailer' | 'env'>>;

/** Sends the requests due at `now`, and tells whose reviews came out when a window closed; returns how many were asked. */
export async function sendReviewRequests(ctx: ReminderContext, now = new Date()): Promise<number> {
  await tellWindowsClosed(ctx, now);
  // Visits whose hour ended at least REVIEW_ASK_AFTER_HOURS ago and whose window is still open.
  const slot = SLOT_MINUTES * MINUTE_MS;
  const askedFrom = new Date(now.getTime() - slot - REVIEW_ASK_AFTER_HOURS * HOUR_MS);
  const openSince = new Date(now.getTime() - slot - REVIEW_WINDOW_DAYS * DAY_MS);
  const visits = await ctx.db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      visitorId: bookings.visitorId,
      ownerId: ownerOf,
      title: titleOf,
    })
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .leftJoin(removedSales, eq(removedSales.id, bookings.removedSaleId))
    .where(and(eq(bookings.status, 'ACCEPTED'), lte(bookings.startsAt, askedFrom), gt(bookings.startsAt, openSince)));
  let asked = 0;
  for (const visit of visits) {
    const { closesAt } = windowOf(visit.startsAt);
    const kind: ReviewMailKind =
      closesAt.getTime() - now.getTime() <= REVIEW_LAST_REMINDER_DAYS * DAY_MS ? 'LAST' : 'ASK';
    for (const userId of [visit.visitorId, visit.ownerId]) {
      if (await ask(ctx, { ...visit, closesAt }, userId, kind)) asked += 1;
    }
  }
  return asked;
}

async function ask(
  ctx: ReminderContext,
  visit: { id: string; title: string; startsAt: Date; closesAt: Date },
  userId: string,
  kind: ReviewMailKind,
): Promise<boolean> {
  const person = await inTransaction(ctx, async (tx) => {
    const [written] = await tx
      .select({ id: visitReviews.id })
      .from(visitReviews)
      .where(and(eq(visitReviews.bookingId, visit.id), eq(visitReviews.authorId, userId)));
    if (written) return null;
    const claimed = await tx
      .insert(reviewRequests)
      .values({ bookingId: visit.id, userId, kind })
      .onConflictDoNothing()
      .returning({ userId: reviewRequests.userId });
    if (claimed.length === 0) return null;
    await notify(tx, {
      userId,
      type: 'VISIT_REVIEW',
      title: `notification.VISIT_REVIEW.${kind}.title`,
      message: `notification.VISIT_REVIEW.${kind}.message`,
      referenceKey: visit.id,
      params: { saleTitle: visit.title },
    });
    const [row] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    return row ?? null;
  });
  if (!person) return false;
  if (ctx.mailer && ctx.env) {
    const link = new URL(`/review?visit=${visit.id}`, ctx.env.PUBLIC_SITE_URL).href;
    await deliverAll({ mailer: ctx.mailer }, [
      reviewRequestMail(person.email, person.name, {
        kind,
        saleTitle: visit.title,
        visitedAt: visit.startsAt,
        closesAt: visit.closesAt,
        link,
      }),
    ]);
  }
  return true;
}

/**
 * Reviews published because their window closed (the other side never wrote), within the last two days: both people
 * are told once (the claim is the same table's PUBLISHED row), so the person reviewed may answer.
 */
async function tellWindowsClosed(ctx: ReminderContext, now: Date): Promise<void> {
  const since = new Date(now.getTime() - 2 * DAY_MS);
  const out = await ctx.db
    .select({
      bookingId: visitReviews.bookingId,
      authorId: visitReviews.authorId,
      subjectId: visitReviews.subjectId,
      saleTitle: visitReviews.saleTitle,
    })
    .from(visitReviews)
    .where(
      and(
        lte(visitReviews.publishAt, now),
        gt(visitReviews.publishAt, since),
        isNull(visitReviews.hiddenAt),
        sql`exists (select 1 from unnest(array[${visitReviews.authorId}, ${visitReviews.subjectId}]) as p(id)
          where p.id is not null and not exists (select 1 from ${reviewRequests} q where q.booking_id = ${visitReviews.bookingId}
            and q.user_id = p.id and q.kind = 'PUBLISHED'))`,
      ),
    );
  for (const review of out) {
    await inTransaction(ctx, async (tx) => {
      await tellPublished(tx, review.bookingId, review.subjectId, review.saleTitle);
      await tellPublished(tx, review.bookingId, review.authorId, review.saleTitle);
    });
  }
}

/** Starts this instance's look for requests due; returns the stop function. */
export function startReviewRequests(ctx: ReminderContext): () => Promise<void> {
  const pass = async () => {
    const asked = await sendReviewRequests(ctx);
    if (asked > 0) logger.info('review requests sent', { asked });
  };
  return runEvery('review requests', pass, REMINDER_INTERVAL_MS);
}
