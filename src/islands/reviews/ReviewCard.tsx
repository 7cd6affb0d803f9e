/**
 * One published review as people read it: who, when, the ratings, the words and the answer; where the reader may,
 * a link to report it (decision 184) and the reviewed person's answer form, passed in by the page. A review that does
 * not count toward the rating says so and why, wherever it is shown (decision 196).
 */
import type { ReactNode } from 'react';
import { formatLongDate } from '../../lib/bookings/format.ts';
import type { Review } from '../../lib/reviews/shapes.ts';
import type { Question } from '../../lib/reviews/types.ts';
import { useTranslate } from '../../lib/translator.ts';

interface Props {
  review: Review;
  /** Whom it is about, where the page lists reviews of several people (a profile, the moderators' queue). */
  about?: string | null;
  /** The advert of the visit, where the page does not already say it. */
  withTitle?: boolean;
  /** Shows "Denunciar esta avaliação" (everywhere but the writer's own list). */
  reportable?: boolean | undefined;
  /** What follows the review inside its card: an answer form, a state. */
  children?: ReactNode;
}

export function ReviewCard({ review, about, withTitle, reportable, children }: Props) {
  const t = useTranslate();
  return (
    <article className="card flex flex-col gap-2 p-5" data-review={review.uid}>
      {withTitle && <h3 className="font-bold [overflow-wrap:anywhere]">{review.saleTitle}</h3>}
      <p className="text-sm text-ink-muted">
        {t('review.card.by', {
          name: review.author ?? t('review.deleted-account'),
          date: formatLongDate(review.visitedOn),
        })}
        {about && ` · ${t('review.card.about', { name: about })}`}
      </p>
      {!review.counted && (
        <p
          className="self-start rounded-full bg-sand px-3 py-0.5 text-sm font-semibold"
          data-review-uncounted={review.standing}
        >
          {t(`review.uncounted.${review.standing}`)}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(Object.keys(review.ratings) as Question[]).map((q) => (
          <li key={q}>
            {t(`review.question.${q}`)}: <strong>{review.ratings[q]}/5</strong>
          </li>
        ))}
      </ul>
      {review.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>}
      {review.answer && (
        <div className="rounded-lg bg-sand px-3 py-2" data-review-answer>
          <p className="text-sm font-semibold">{t('review.card.answer')}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.answer.text}</p>
        </div>
      )}
      {children}
      {reportable && (
        <a
          href={`/report?target=REVIEW&uid=${review.uid}`}
          className="inline-flex min-h-11 items-center self-start text-sm text-ink-muted underline"
          rel="nofollow"
          data-report-review
        >
          {t('report.link.REVIEW')}
        </a>
      )}
    </article>
  );
}
