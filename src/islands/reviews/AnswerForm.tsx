/**
 * The reviewed person's one public answer to a published review (issue 38): "Responder" opens a box in the card,
 * focused; a failed submit focuses the error summary; once published the answer takes the form's place, announced,
 * and the focus goes to it. "Cancelar" closes it and gives the focus back to "Responder".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { answerReview } from '../../lib/api/reviews.ts';
import type { Review } from '../../lib/reviews/shapes.ts';
import { REVIEW_ANSWER_MAX } from '../../lib/reviews/types.ts';
import { useTranslate } from '../../lib/translator.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { TextAreaField } from '../ui/fields.tsx';
import { SubmitButton, translateKey } from '../ui/form.tsx';
import { ReviewCard } from './ReviewCard.tsx';

/** A review received, with the answer form while it has no answer, and "Resposta publicada." once answered. */
export function AnswerableReview({ initial, reportable }: { initial: Review; reportable?: boolean }) {
  const t = useTranslate();
  const [review, setReview] = useState(initial);
  const [answered, setAnswered] = useState(false);
  return (
    <ReviewCard review={review} reportable={reportable} withTitle>
      {answered ? (
        <p role="status" tabIndex={-1} ref={(el) => el?.focus()} className="font-semibold" data-answer-done>
          {t('review.answer.done')}
        </p>
      ) : (
        !review.answer && (
          <AnswerForm
            review={review}
            onAnswered={(answer) => {
              setReview((r) => ({ ...r, answer }));
              setAnswered(true);
            }}
          />
        )
      )}
    </ReviewCard>
  );
}

export function AnswerForm({ review, onAnswered }: { review: Review; onAnswered: (answer: Review['answer']) => void }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) document.getElementById(summary.fieldId('text'))?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only opening and closing move the focus
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const answer = text.trim();
    const found = !answer
      ? t('review.answer.error.required')
      : answer.length > REVIEW_ANSWER_MAX
        ? t('review.answer.error.long', { max: REVIEW_ANSWER_MAX })
        : undefined;
    setError(found);
    setAlert(null);
    if (found) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      await answerReview(review.uid, answer);
      onAnswered({ text: answer, at: new Date().toISOString() });
    } catch (failure) {
      setAlert(translateKey(t, errorKey(failure), 'server-error'));
      summary.failed();
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn btn-outline self-start"
        onClick={() => setOpen(true)}
        data-answer-open
      >
        {t('review.answer.open')}
      </button>
    );
  }
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} data-answer-form>
      <ErrorSummary
        summary={summary}
        labels={{ text: t('review.answer.label') }}
        errors={{ text: error }}
        message={alert}
      />
      <FieldScope summary={summary}>
        <TextAreaField
          label={t('review.answer.label')}
          hint={t('review.answer.hint', { max: REVIEW_ANSWER_MAX })}
          name="text"
          rows={4}
          maxLength={REVIEW_ANSWER_MAX}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </FieldScope>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton busy={busy} layout="sm:w-64">
          {t('review.answer.submit')}
        </SubmitButton>
        <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
          {t('review.answer.cancel')}
        </button>
      </div>
    </form>
  );
}
