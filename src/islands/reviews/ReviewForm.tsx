/**
 * /review?visit=…: how the visit went (issue 38, decision 183). The visitor rates the animal's health, the advert's
 * honesty and the communication, with a few words; the advertiser rates punctuality and respect. Neither reads the
 * other's review before writing their own: both are published together, or when the 14 days end.
 */
import { useRef, useState, type FormEvent } from 'react';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import { fetchReviewForm, writeReview, type ReviewForm as Form } from '../../lib/api/reviews.ts';
import { SLOT_MINUTES } from '../../lib/bookings/rules.ts';
import { MINUTE_MS } from '../../lib/time.ts';
import { QUESTIONS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, type Question } from '../../lib/reviews/types.ts';
import type { Ratings as RatingValues } from '../../lib/reviews/shapes.ts';
import { reviewErrors } from '../../lib/reviews/validation.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { ErrorSummary, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, inputClass, labelClass, useTypedBeforeHydration } from '../ui/form.tsx';
import { RatingField } from './RatingField.tsx';
import { AnswerableReview } from './AnswerForm.tsx';
import { formatLongDate } from '../../lib/bookings/format.ts';

const when = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Lisbon' });

export default function ReviewForm({ messages, initial }: { messages: Messages; initial: Form }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Review initial={initial} />
    </MessagesContext.Provider>
  );
}

function Review({ initial }: { initial: Form }) {
  const t = useTranslate();
  const [form, setForm] = useState(initial);
  const other = form.other.name ?? t('review.deleted-account');

  if (form.mine) {
    return (
      <section className="flex flex-col gap-4" data-review-done>
        <div className="card flex flex-col gap-2 p-5" tabIndex={-1} ref={(el) => el?.focus()}>
          <h2 className="text-xl font-bold">{t('review.mine.title')}</h2>
          <p
            role="status"
            data-review-state={form.mine.hidden !== null ? 'hidden' : form.mine.published ? 'published' : 'waiting'}
          >
            {form.mine.hidden !== null
              ? t('review.mine.hidden', { reason: form.mine.hidden })
              : form.mine.published
                ? t('review.mine.published')
                : t('review.mine.waiting', { name: other, date: formatLongDate(form.closesAt) })}
          </p>
          <Ratings ratings={form.mine.ratings} />
          {form.mine.text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{form.mine.text}</p>}
        </div>
        {form.theirs && (
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-bold">{t('review.theirs.title', { name: other })}</h2>
            <AnswerableReview initial={form.theirs} reportable />
          </div>
        )}
      </section>
    );
  }
  if (form.refusal) {
    return (
      <p className="card p-5 text-lg" role="status" data-review-refusal={form.refusal}>
        {t(form.refusal, {
          time: when.format(new Date(new Date(form.visitedAt).getTime() + SLOT_MINUTES * MINUTE_MS)),
          date: formatLongDate(form.closesAt),
        })}
      </p>
    );
  }
  return <Write form={form} other={other} onWritten={setForm} />;
}

function Ratings({ ratings }: { ratings: RatingValues }) {
  const t = useTranslate();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {(Object.keys(ratings) as Question[]).map((q) => (
        <div key={q} className="contents">
          <dt>{t(`review.question.${q}`)}</dt>
          <dd className="font-bold">{t('review.score', { n: ratings[q] ?? 0 })}</dd>
        </div>
      ))}
    </dl>
  );
}

function Write({ form, other, onWritten }: { form: Form; other: string; onWritten: (form: Form) => void }) {
  const t = useTranslate();
  const questions: readonly Question[] = QUESTIONS[form.side];
  const [ratings, setRatings] = useState<Partial<Record<Question, number>>>({});
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const tried = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Stars tapped and words typed before the script ran (decision 170): kept, not undone by the first render.
  useTypedBeforeHydration(formRef, (typed, chosen) => {
    const picked = Object.fromEntries(
      questions.flatMap((q) => (typeof chosen[q] === 'string' ? [[q, Number(chosen[q])]] : [])),
    );
    if (Object.keys(picked).length > 0) setRatings((r) => ({ ...r, ...picked }));
    if (typed['text'] !== undefined) setText(typed['text']);
  });

  const labels = Object.fromEntries([
    ...questions.map((q) => [`ratings.${q}`, t(`review.question.${q}`)]),
    ['text', t(`review.text.${form.side}`)],
  ]) as Record<string, string>;
  const shown = (found: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(found).map(([field, key]) => [field, t(key, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })]),
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    tried.current = true;
    const found = reviewErrors(form.side, { ratings, text });
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      await writeReview(form.bookingUid, { ratings, ...(text.trim() ? { text: text.trim() } : {}) });
      onWritten(await fetchReviewForm(form.bookingUid));
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      if (body?.errors) setErrors(body.errors);
      else setMessage(t(errorKey(error) ?? 'server-error'));
      summary.failed();
      setBusy(false);
    }
  };

  const shownErrors = shown(errors);
  return (
    <form
      ref={formRef}
      className="card flex flex-col gap-6 p-5 md:p-6"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      data-review-form
    >
      <p>
        {t(`review.lead.${form.side}`, {
          name: other,
          title: form.saleTitle,
          date: formatLongDate(form.visitedAt),
        })}
      </p>
      <p className="text-sm text-ink-muted">{t('review.blind', { date: formatLongDate(form.closesAt) })}</p>
      <ErrorSummary summary={summary} labels={labels} errors={shownErrors} message={message} />
      {questions.map((q) => (
        <RatingField
          key={q}
          question={q}
          value={ratings[q]}
          error={shownErrors[`ratings.${q}`]}
          firstId={summary.fieldId(`ratings.${q}`)}
          onChange={(n) => {
            setRatings((r) => ({ ...r, [q]: n }));
            if (tried.current) setErrors((current) => ({ ...current, [`ratings.${q}`]: '' }));
          }}
        />
      ))}
      <div>
        <label htmlFor={summary.fieldId('text')} className={labelClass}>
          {t(`review.text.${form.side}`)}
        </label>
        <p id="review-text-hint" className="mb-1 text-sm text-ink-muted">
          {t(`review.text.${form.side}.hint`, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        </p>
        <textarea
          id={summary.fieldId('text')}
          name="text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={inputClass}
          aria-invalid={shownErrors['text'] ? true : undefined}
          aria-describedby={shownErrors['text'] ? 'review-text-hint review-text-error' : 'review-text-hint'}
        />
        <p className="mt-1 text-xs text-ink-muted">
          {t('review.count', { count: text.trim().length, max: REVIEW_TEXT_MAX })}
        </p>
        {shownErrors['text'] && (
          <p id="review-text-error" className="mt-1 text-sm font-semibold text-error">
            {shownErrors['text']}
          </p>
        )}
      </div>
      <SubmitButton busy={busy}>{t('review.submit')}</SubmitButton>
    </form>
  );
}
