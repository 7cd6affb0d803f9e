/** A person's reviews page (/breeders/{uid}): their averages and the published reviews they received, or null. */
import { eq } from 'drizzle-orm';
import type { BreederReviews } from '../../../lib/reviews/shapes.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { NO_RATINGS, ratingSummaries, receivedReviews } from './reviews.ts';

/** Null when no such person exists (their page answers 404). */
export async function breederReviews(
  db: Db,
  uid: string,
  page: { page: number; size: number },
): Promise<BreederReviews | null> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).limit(1);
  if (!person) return null;
  const [summaries, reviews] = await Promise.all([ratingSummaries(db, [uid]), receivedReviews(db, uid, page)]);
  return { summary: summaries.get(uid) ?? NO_RATINGS, ...reviews };
}
