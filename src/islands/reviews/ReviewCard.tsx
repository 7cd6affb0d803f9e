/** One published review as people read it: who, when, the ratings, the words and the answer. */
import type { Question, Review } from '../../lib/reviews/types.ts';
import { useTranslate } from '../../lib/translator.ts';

const day = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });

export function ReviewCard({ review }: { review: Review }) {
  const t = useTranslate();
  return (
    <article className="card flex flex-col gap-2 p-5" data-review={review.uid}>
      <p className="text-sm text-ink-muted">
        {t('review.card.by', {
          name: review.author ?? t('review.deleted-account'),
          date: day.format(new Date(review.visitedOn)),
        })}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(Object.keys(review.ratings) as Question[]).map((q) => (
          <li key={q}>
            {t(`review.question.${q}`)}: <strong>{review.ratings[q]}/5</strong>
          </li>
        ))}
      </ul>
      {review.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.text}</p>}
      {review.answer && (
        <div className="rounded-lg bg-sand px-3 py-2">
          <p className="text-sm font-semibold">{t('review.card.answer')}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{review.answer.text}</p>
        </div>
      )}
    </article>
  );
}
