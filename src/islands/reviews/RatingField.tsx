/** One question of a review, 1 to 5, as five large radio choices a thumb can reach (44 px each). */
import { useTranslate } from '../../lib/translator.ts';
import type { Question } from '../../lib/reviews/types.ts';

export function RatingField({
  question,
  value,
  error,
  firstId,
  onChange,
}: {
  question: Question;
  value: number | undefined;
  error: string | undefined;
  /** The id of the first choice, which the error summary links to. */
  firstId: string;
  onChange: (value: number) => void;
}) {
  const t = useTranslate();
  const hint = `review-${question}-hint`;
  const errorId = `review-${question}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${hint} ${errorId}` : hint}
      data-rating={question}
    >
      <legend className="font-semibold">{t(`review.question.${question}`)}</legend>
      <p id={hint} className="text-sm text-ink-muted">
        {t(`review.question.${question}.hint`)}
      </p>
      <div className="flex gap-2">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg border-2 border-line bg-white text-lg font-bold has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={question}
              value={n}
              id={n === 1 ? firstId : undefined}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('review.score', { n })}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">{n}</span>
          </label>
        ))}
      </div>
      <p className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
        <span>{t('review.scale.low')}</span>
        <span>{t('review.scale.high')}</span>
      </p>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
