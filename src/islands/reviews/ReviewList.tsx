/**
 * A breeder's reviews on their page (issue 38): rendered on the server only (no client directive, no script), with
 * the same card the review form shows.
 */
import type { Review } from '../../lib/reviews/shapes.ts';
import { MessagesContext, type Messages } from '../../lib/translator.ts';
import { ReviewCard } from './ReviewCard.tsx';

export default function ReviewList({ messages, reviews }: { messages: Messages; reviews: Review[] }) {
  return (
    <MessagesContext.Provider value={messages}>
      <ul className="flex flex-col gap-4" data-review-list>
        {reviews.map((review) => (
          <li key={review.uid}>
            <ReviewCard review={review} reportable />
          </li>
        ))}
      </ul>
    </MessagesContext.Provider>
  );
}
