/**
 * Reviews of a visit (issue 38, decision 183). Only an accepted visit whose hour has passed can be reviewed, by its
 * visitor (about the advertiser) and by its advertiser (about the visitor), once each, within REVIEW_WINDOW_DAYS.
 * Double-blind: a review waits unseen until the other side writes too or the window closes (`publish_at`); then it
 * cannot change, and the person reviewed may answer it once, in public. A review counts toward a rating only when
 * its writer is established and independent of the person reviewed (decision 196): every read says so (`counted`).
 */
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { QUESTIONS, REVIEW_WINDOW_DAYS, type ReviewSide } from '../../../lib/reviews/types.ts';
import type { GivenReview, Ratings, RatingSummary, Review, ReviewableVisit } from '../../../lib/reviews/shapes.ts';
import { reviewErrors, type ReviewDraft } from '../../../lib/reviews/validation.ts';
import { DAY_MS, MINUTE_MS } from '../../../lib/time.ts';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bookings, removedSales, reviewRequests, sales, users, visitReviews } from '../../db/schema.ts';
import { notify, markAnsweredRead } from '../notifications/index.ts';
import { linked, standingSql } from '../standing/index.ts';
import type { Standing } from '../../../lib/moderation/types.ts';
import { uniqueViolation } from '../bookings/index.ts';
import { KeyedError } from '../keyed-error.ts';

export type ReviewErrorKey =
  | 'review.error.not-found'
  | 'review.error.not-accepted'
  | 'review.error.too-early'
  | 'review.error.closed'
  | 'review.error.already-written'
  | 'review.error.not-yours'
  | 'review.error.not-published'
  | 'review.error.already-answered';

export class ReviewError extends KeyedError<ReviewErrorKey> {}

/** A review whose fields break the form's rules (src/lib/reviews/validation.ts): field → key. */
export class ReviewFieldsError extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super('review fields');
    this.errors = errors;
  }
}

/** A visit seen from one of its two people. */
interface VisitOf {
  bookingId: string;
  status: string;
  side: ReviewSide;
  authorId: string;
  subjectId: string | null;
  saleTitle: string;
  startsAt: Date;
  /** When the visit's hour ends: the window opens. */
  endsAt: Date;
  closesAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const windowOf = (startsAt: Date) => {
  const endsAt = new Date(startsAt.getTime() + SLOT_MINUTES * MINUTE_MS);
  return { endsAt, closesAt: new Date(endsAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) };
};

/** SQL: the advertiser of a booking's advert, and its title, live or deleted (joined on sales and removed_sales). */
export const ownerOf = sql<string>`coalesce(${sales.ownerId}, ${removedSales.ownerId})`;
export const titleOf = sql<string>`coalesce(${sales.title}, ${removedSales.title})`;

async function visitOf(db: Db | Tx, userId: string, bookingUid: string): Promise<VisitOf | null> {
  if (!UUID.test(bookingUid)) return null;
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      visitorId: bookings.visitorId,
      ownerId: ownerOf,
      title: titleOf,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .leftJoin(removedSales, eq(removedSales.id, bookings.removedSaleId))
    .where(eq(bookings.id, bookingUid))
    .limit(1);
  if (!row || (row.visitorId !== userId && row.ownerId !== userId)) return null;
  const side: ReviewSide = row.visitorId === userId ? 'VISITOR' : 'ADVERTISER';
  return {
    bookingId: row.id,
    status: row.status,
    side,
    authorId: userId,
    subjectId: side === 'VISITOR' ? row.ownerId : row.visitorId,
    saleTitle: row.title,
    startsAt: row.startsAt,
    ...windowOf(row.startsAt),
  };
}

/** The titles of the notifications that ask for this review (reminders.ts): read once it is written. */
const ASKED_TITLES = ['notification.VISIT_REVIEW.ASK.title', 'notification.VISIT_REVIEW.LAST.title'];

type WindowRefusal = Extract<
  ReviewErrorKey,
  'review.error.not-accepted' | 'review.error.too-early' | 'review.error.closed' | 'review.error.already-written'
>;

/** Why the person may not write about this visit now; null when they may. */
function refusalOf(visit: VisitOf, now: Date): WindowRefusal | null {
  if (visit.status !== 'ACCEPTED') return 'review.error.not-accepted';
  if (now < visit.endsAt) return 'review.error.too-early';
  if (now >= visit.closesAt) return 'review.error.closed';
  return null;
}

/** Writes the person's review of a visit; publishes both when the other side had already written. */
export async function writeReview(
  db: Db,
  userId: string,
  bookingUid: string,
  draft: ReviewDraft,
  now = new Date(),
): Promise<{ uid: string; published: boolean }> {
  return inTransaction({ db }, async (tx) => {
    const visit = await visitOf(tx, userId, bookingUid);
    if (!visit) throw new ReviewError('review.error.not-found');
    const refusal = refusalOf(visit, now);
    if (refusal) throw new ReviewError(refusal);
    // The booking's row is the pair's lock: the second review sees the first, and both publish at once.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, visit.bookingId)).for('update');
    const errors = reviewErrors(visit.side, draft);
    if (Object.keys(errors).length > 0) throw new ReviewFieldsError(errors);
    const ratings = Object.fromEntries(QUESTIONS[visit.side].map((q) => [q, draft.ratings[q]]));
    const text = draft.text?.trim() || null;
    const [other] = await tx
      .select({ id: visitReviews.id })
      .from(visitReviews)
      .where(and(eq(visitReviews.bookingId, visit.bookingId), sql`${visitReviews.side} <> ${visit.side}`));
    const publishAt = other ? now : visit.closesAt;
    // Written by someone seen with the person reviewed (an address or a browser in the last 30 days): it never
    // counts, and neither does the other side's, about the same two people (decision 196).
    const linkedAt = (await linked(tx, userId, visit.subjectId, now)) ? now : null;
    const [row] = await tx
      .insert(visitReviews)
      .values({
        bookingId: visit.bookingId,
        side: visit.side,
        authorId: userId,
        subjectId: visit.subjectId,
        ...ratings,
        text,
        saleTitle: visit.saleTitle,
        visitedAt: visit.startsAt,
        publishAt,
        linkedAt,
      })
      .returning({ id: visitReviews.id });
    // The bell's "Como correu a visita?" (and its last reminder) is answered: it no longer waits unread (issue 55).
    await markAnsweredRead(tx, userId, 'VISIT_REVIEW', visit.bookingId, ASKED_TITLES);
    if (other) {
      await tx
        .update(visitReviews)
        .set({ publishAt: now, ...(linkedAt && { linkedAt: sql`coalesce(${visitReviews.linkedAt}, ${linkedAt})` }) })
        .where(eq(visitReviews.id, other.id));
      // The first writer learns that both are out and they may answer; the second reads it on this page.
      await tellPublished(tx, visit.bookingId, visit.subjectId, visit.saleTitle);
      await claimPublished(tx, visit.bookingId, userId);
    }
    return { uid: row!.id, published: Boolean(other) };
  }).catch((error: unknown) => {
    if (uniqueViolation(error)) throw new ReviewError('review.error.already-written');
    throw error;
  });
}

/** Claims the "reviews are out" notice of a visit for a person; false when it was claimed before. */
export async function claimPublished(tx: Tx, bookingId: string, userId: string): Promise<boolean> {
  const claimed = await tx
    .insert(reviewRequests)
    .values({ bookingId, userId, kind: 'PUBLISHED' })
    .onConflictDoNothing()
    .returning({ userId: reviewRequests.userId });
  return claimed.length > 0;
}

/** Tells one of the visit's people, once, that its reviews are published and theirs may be answered (VISIT_REVIEW). */
export async function tellPublished(tx: Tx, bookingId: string, userId: string | null, saleTitle: string) {
  if (!userId || !(await claimPublished(tx, bookingId, userId))) return;
  await notify(tx, {
    userId,
    type: 'VISIT_REVIEW',
    title: 'notification.VISIT_REVIEW.PUBLISHED.title',
    message: 'notification.VISIT_REVIEW.PUBLISHED.message',
    referenceKey: bookingId,
    params: { saleTitle },
  });
}

/** The reviewed person's one public answer to a published review. */
export async function answerReview(db: Db, userId: string, reviewUid: string, text: string, now = new Date()) {
  if (!UUID.test(reviewUid)) throw new ReviewError('review.error.not-found');
  const [row] = await db
    .select({ subjectId: visitReviews.subjectId, publishAt: visitReviews.publishAt, answer: visitReviews.answer })
    .from(visitReviews)
    .where(and(eq(visitReviews.id, reviewUid), isNull(visitReviews.hiddenAt)));
  if (!row) throw new ReviewError('review.error.not-found');
  if (row.subjectId !== userId) throw new ReviewError('review.error.not-yours');
  if (row.publishAt > now) throw new ReviewError('review.error.not-published');
  // Shown on the breeder's page: through a transaction, so that this instance's stored pages go at once.
  const answered = await inTransaction({ db }, (tx) =>
    tx
      .update(visitReviews)
      .set({ answer: text.trim(), answeredAt: now })
      .where(and(eq(visitReviews.id, reviewUid), isNull(visitReviews.answer)))
      .returning({ id: visitReviews.id }),
  );
  if (answered.length === 0) throw new ReviewError('review.error.already-answered');
}

export const author = alias(users, 'author');

/**
 * SQL, for rows joined with `author`: where the writer stands towards the person reviewed (decision 196), read now, so
 * a review starts counting once its writer's account is old enough; `linked_at` keeps for good that the two were seen
 * together. A writer whose account is gone is not judged again.
 */
export const writerStanding = (now: Date) =>
  sql<Standing>`(case when ${author.id} is null then 'established'
    else ${standingSql(author, now, sql`${visitReviews.linkedAt} is not null`)} end)`;

/** The columns `toReview` reads. */
export const reviewColumns = (now: Date) => ({
  row: visitReviews,
  name: author.name,
  surname: author.surname,
  standing: writerStanding(now),
});

/** Why the moderators hid a review its author reads, or null while it is shown. */
const hiddenReasonOf = (row: { hiddenAt: Date | null; hiddenReason: string | null }): string | null =>
  row.hiddenAt ? (row.hiddenReason ?? '') : null;

/** SQL: published and not hidden at `now`. */
const shown = (now: Date) => and(lte(visitReviews.publishAt, now), isNull(visitReviews.hiddenAt));

export function toReview(r: {
  row: typeof visitReviews.$inferSelect;
  name: string | null;
  surname: string | null;
  standing: Standing;
}): Review {
  const { row } = r;
  const ratings: Ratings = {};
  for (const q of QUESTIONS[row.side]) if (row[q] !== null) ratings[q] = row[q];
  return {
    uid: row.id,
    side: row.side,
    author: r.name ? `${r.name} ${r.surname ? `${r.surname.charAt(0)}.` : ''}`.trim() : null,
    ratings,
    text: row.text,
    saleTitle: row.saleTitle,
    visitedOn: row.visitedAt.toISOString(),
    publishedAt: row.publishAt.toISOString(),
    answer: row.answer && row.answeredAt ? { text: row.answer, at: row.answeredAt.toISOString() } : null,
    counted: r.standing === 'established',
    standing: r.standing,
  };
}

/** The published reviews a person received as `side`'s subject (visitors' reviews of an advertiser by default). */
export async function receivedReviews(
  db: Db,
  subjectId: string,
  {
    page = 0,
    size = 10,
    side = 'VISITOR',
    now = new Date(),
  }: { page?: number; size?: number; side?: ReviewSide; now?: Date } = {},
): Promise<{ content: Review[]; totalElements: number }> {
  const where = and(eq(visitReviews.subjectId, subjectId), eq(visitReviews.side, side), shown(now));
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewColumns(now))
      .from(visitReviews)
      .leftJoin(author, eq(author.id, visitReviews.authorId))
      .where(where)
      .orderBy(desc(visitReviews.publishAt), desc(visitReviews.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(visitReviews)
      .where(where),
  ]);
  return { content: rows.map(toReview), totalElements: Number(total?.n ?? 0) };
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * What visitors said of an advertiser: the average per question and the count of the reviews that count (published,
 * not hidden, by an established writer independent of them: decision 196).
 */
export async function ratingSummaries(db: Db, subjectIds: string[], now = new Date()) {
  const found = new Map<string, RatingSummary>();
  if (subjectIds.length === 0) return found;
  const rows = await db
    .select({
      subjectId: visitReviews.subjectId,
      count: sql<number>`count(*)::int`,
      health: sql<number | null>`avg(${visitReviews.health})::float`,
      honesty: sql<number | null>`avg(${visitReviews.honesty})::float`,
      communication: sql<number | null>`avg(${visitReviews.communication})::float`,
    })
    .from(visitReviews)
    .leftJoin(author, eq(author.id, visitReviews.authorId))
    .where(
      and(
        sql`${visitReviews.subjectId} in ${subjectIds}`,
        eq(visitReviews.side, 'VISITOR'),
        shown(now),
        sql`${writerStanding(now)} = 'established'`,
      ),
    )
    .groupBy(visitReviews.subjectId);
  for (const r of rows) {
    const parts = [r.health, r.honesty, r.communication].filter((x): x is number => x !== null);
    found.set(r.subjectId!, {
      count: Number(r.count),
      averages: { health: round1(r.health), honesty: round1(r.honesty), communication: round1(r.communication) },
      overall: parts.length ? round1(parts.reduce((a, b) => a + b, 0) / parts.length) : null,
    });
  }
  return found;
}

export const NO_RATINGS: RatingSummary = {
  count: 0,
  averages: { health: null, honesty: null, communication: null },
  overall: null,
};

/** One visit as its review form shows it: who is reviewed, the window, the person's review, the other's once out. */
export async function reviewableVisit(
  db: Db,
  userId: string,
  bookingUid: string,
  now = new Date(),
): Promise<(ReviewableVisit & { refusal: WindowRefusal | null }) | null> {
  const visit = await visitOf(db, userId, bookingUid);
  if (!visit) return null;
  const [reviews, [other]] = await Promise.all([
    db
      .select(reviewColumns(now))
      .from(visitReviews)
      .leftJoin(author, eq(author.id, visitReviews.authorId))
      .where(eq(visitReviews.bookingId, visit.bookingId)),
    visit.subjectId
      ? db
          .select({ uid: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` })
          .from(users)
          .where(eq(users.id, visit.subjectId))
      : Promise.resolve([]),
  ]);
  const mine = reviews.find((r) => r.row.side === visit.side);
  const theirs = reviews.find((r) => r.row.side !== visit.side);
  const published = (r: typeof mine) => Boolean(r && r.row.publishAt <= now && !r.row.hiddenAt);
  return {
    bookingUid: visit.bookingId,
    side: visit.side,
    saleTitle: visit.saleTitle,
    other: { uid: other?.uid ?? null, name: other?.name ?? null },
    visitedAt: visit.startsAt.toISOString(),
    closesAt: visit.closesAt.toISOString(),
    mine: mine
      ? {
          uid: mine.row.id,
          ratings: toReview(mine).ratings,
          text: mine.row.text,
          published: published(mine),
          hidden: hiddenReasonOf(mine.row),
        }
      : null,
    theirs: theirs && published(theirs) ? toReview(theirs) : null,
    refusal: mine ? 'review.error.already-written' : refusalOf(visit, now),
  };
}

/** Where a review is read by this person: the visit's review page for its two people, the breeder's page otherwise. */
export async function reviewPage(db: Db, userId: string, reviewUid: string): Promise<string> {
  const [r] = await db
    .select({
      bookingId: visitReviews.bookingId,
      side: visitReviews.side,
      authorId: visitReviews.authorId,
      subjectId: visitReviews.subjectId,
    })
    .from(visitReviews)
    .where(eq(visitReviews.id, reviewUid));
  if (!r) return '/home';
  if (r.authorId === userId || r.subjectId === userId) return `/review?visit=${r.bookingId}`;
  return r.side === 'VISITOR' && r.subjectId ? `/breeders/${r.subjectId}` : '/home';
}

const subject = alias(users, 'subject');

/** A person's own reviews: those they received (published, not hidden, both sides) and those they wrote. */
export async function reviewsOf(db: Db, userId: string, now = new Date()) {
  const [received, given] = await Promise.all([
    db
      .select(reviewColumns(now))
      .from(visitReviews)
      .leftJoin(author, eq(author.id, visitReviews.authorId))
      .where(and(eq(visitReviews.subjectId, userId), shown(now)))
      .orderBy(desc(visitReviews.publishAt))
      .limit(100),
    db
      .select({
        ...reviewColumns(now),
        about: sql<string | null>`${subject.name} || ' ' || ${subject.surname}`,
      })
      .from(visitReviews)
      .leftJoin(author, eq(author.id, visitReviews.authorId))
      .leftJoin(subject, eq(subject.id, visitReviews.subjectId))
      .where(eq(visitReviews.authorId, userId))
      .orderBy(desc(visitReviews.createdAt))
      .limit(100),
  ]);
  return {
    received: received.map(toReview),
    given: given.map((g): GivenReview => ({
      ...toReview(g),
      published: g.row.publishAt <= now,
      about: g.about,
      hidden: hiddenReasonOf(g.row),
    })),
  };
}

/**
 * The visits the person may review now and has not, oldest first: the dashboard's list. One query: neither side's
 * review is out before the person writes theirs (or the window closes, and then the visit is not listed).
 */
export async function visitsToReview(db: Db | Tx, userId: string, now = new Date()): Promise<ReviewableVisit[]> {
  const windowStart = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS - SLOT_MINUTES * MINUTE_MS);
  const visitEnded = new Date(now.getTime() - SLOT_MINUTES * MINUTE_MS);
  const other = alias(users, 'other');
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      visitorId: bookings.visitorId,
      title: titleOf,
      otherUid: other.id,
      otherName: sql<string | null>`${other.name} || ' ' || ${other.surname}`,
    })
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .leftJoin(removedSales, eq(removedSales.id, bookings.removedSaleId))
    .leftJoin(
      other,
      sql`${other.id} = case when ${bookings.visitorId} = ${userId} then ${ownerOf} else ${bookings.visitorId} end`,
    )
    .where(
      and(
        eq(bookings.status, 'ACCEPTED'),
        sql`${bookings.startsAt} > ${windowStart} and ${bookings.startsAt} <= ${visitEnded}`,
        or(eq(bookings.visitorId, userId), sql`${ownerOf} = ${userId}`),
        sql`not exists (select 1 from ${visitReviews} r where r.booking_id = ${bookings.id} and r.author_id = ${userId})`,
      ),
    )
    .orderBy(bookings.startsAt);
  return rows.map((r) => ({
    bookingUid: r.id,
    side: r.visitorId === userId ? 'VISITOR' : 'ADVERTISER',
    saleTitle: r.title,
    other: { uid: r.otherUid, name: r.otherName },
    visitedAt: r.startsAt.toISOString(),
    closesAt: windowOf(r.startsAt).closesAt.toISOString(),
    mine: null,
    theirs: null,
  }));
}
