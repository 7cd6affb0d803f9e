/** Review calls of the signed-in person (issue 38). */
import type { ReviewForm, ReviewWrite, ReviewWritten } from '../reviews/shapes.ts';
import { api } from './client.ts';

export type { ReviewForm } from '../reviews/shapes.ts';

export function fetchReviewForm(bookingUid: string): Promise<ReviewForm> {
  return api.get(`private/review/visit/${encodeURIComponent(bookingUid)}`).json<ReviewForm>();
}

export function writeReview(bookingUid: string, body: ReviewWrite): Promise<ReviewWritten> {
  return api.post(`private/review/visit/${encodeURIComponent(bookingUid)}`, { json: body }).json<ReviewWritten>();
}

export async function answerReview(reviewUid: string, text: string): Promise<void> {
  await api.post(`private/review/${encodeURIComponent(reviewUid)}/answer`, { json: { text } });
}
