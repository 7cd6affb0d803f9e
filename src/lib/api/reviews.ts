/** Review calls of the signed-in person (issue 38). */
import type { Question, ReviewableVisit } from '../reviews/types.ts';
import { api } from './client.ts';

export type ReviewForm = ReviewableVisit & { refusal: string | null };

export function fetchReviewForm(bookingUid: string): Promise<ReviewForm> {
  return api.get(`private/review/visit/${encodeURIComponent(bookingUid)}`).json<ReviewForm>();
}

export function writeReview(
  bookingUid: string,
  body: { ratings: Partial<Record<Question, number>>; text?: string },
): Promise<{ uid: string; published: boolean }> {
  return api.post(`private/review/visit/${encodeURIComponent(bookingUid)}`, { json: body }).json();
}

export async function answerReview(reviewUid: string, text: string): Promise<void> {
  await api.post(`private/review/${encodeURIComponent(reviewUid)}/answer`, { json: { text } });
}
