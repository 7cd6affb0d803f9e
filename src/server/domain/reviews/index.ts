/** What other areas may use of reviews (issue 53): the rest of the area is its own. */
export { hideReview } from './hide.ts';
export { author, ratingSummaries, reviewColumns, toReview } from './reviews.ts';
