/** The rules of a review's form, the same in the browser and on the server (issue 38). */
import { QUESTIONS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type Question, type ReviewSide } from './types.ts';

export interface ReviewDraft {
  ratings: Partial<Record<Question, number | undefined>>;
  text?: string | null | undefined;
}

/** Field → translation key of what is wrong; empty when the draft may be sent. */
export function reviewErrors(side: ReviewSide, draft: ReviewDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of QUESTIONS[side]) {
    const value = draft.ratings[q];
    if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 5) {
      errors[`ratings.${q}`] = 'review.error.rating-required';
    }
  }
  const text = (draft.text ?? '').trim();
  if (text.length > REVIEW_TEXT_MAX) errors['text'] = 'review.error.text-long';
  else if (side === 'VISITOR' && text.length < REVIEW_TEXT_MIN) errors['text'] = 'review.error.text-short';
  return errors;
}
