/**
 * A person's reviews on their own profile (issue 38): those received, published and not hidden, each answerable once
 * and reportable; and those they wrote, with whether each is out yet or why the moderators hid it (decision 184).
 */
import type { GivenReview, Review } from '../../lib/reviews/shapes.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { AnswerableReview } from './AnswerForm.tsx';
import { ReviewCard } from './ReviewCard.tsx';

interface Props {
  messages: Messages;
  received: Review[];
  given: GivenReview[];
}

export default function MyReviews({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Lists {...props} />
    </MessagesContext.Provider>
  );
}

function Lists({ received, given }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3" aria-labelledby="reviews-received" data-reviews-received>
        <h3 id="reviews-received" className="text-lg font-bold">
          {t('reviews.mine.received')}
        </h3>
        {received.length === 0 ? (
          <p className="text-ink-muted">{t('reviews.mine.none-received')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {received.map((review) => (
              <li key={review.uid}>
                <AnswerableReview initial={review} reportable />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="reviews-given" data-reviews-given>
        <h3 id="reviews-given" className="text-lg font-bold">
          {t('reviews.mine.given')}
        </h3>
        {given.length === 0 ? (
          <p className="text-ink-muted">{t('reviews.mine.none-given')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {given.map((review) => (
              <li key={review.uid}>
                <ReviewCard review={review} about={review.about} withTitle>
                  {review.hidden !== null ? (
                    <p className="font-semibold text-error" data-review-hidden>
                      {t('review.hidden', { reason: review.hidden })}
                    </p>
                  ) : (
                    !review.published && <p className="text-sm text-ink-muted">{t('review.waiting')}</p>
                  )}
                </ReviewCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
