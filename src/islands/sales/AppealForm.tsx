/**
 * Under a taken-down advert in "my sales" (issue 37, decision 174): what became of its owner's appeal, or the way
 * to make one. The answer reaches the moderators' queue; the state it leaves is read out and takes the focus.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { fileAppeal } from '../../lib/api/reports.ts';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../lib/moderation/types.ts';
import type { MySale } from '../../lib/sales/shapes.ts';
import { useTranslate } from '../../lib/translator.ts';
import { TextAreaField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { translateKey } from '../ui/form.tsx';

export function AppealForm({ sale }: { sale: MySale }) {
  const t = useTranslate();
  const id = useId();
  const [appeal, setAppeal] = useState(sale.appeal);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The text's own error is shown at the field; any other refusal in the summary above the form.
  const [error, setError] = useState<{ field: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const said = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Sent from here (not read from the server): the state it leaves takes the focus once it is on screen.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent) said.current?.focus();
  }, [sent]);

  if (appeal) {
    return (
      <p ref={said} tabIndex={-1} className="mt-2 font-semibold" data-appeal={appeal.state}>
        {t(`my-sales.appeal.${appeal.state}`, { reason: appeal.reason ?? '' })}
      </p>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (trimmed.length < APPEAL_TEXT_MIN || trimmed.length > APPEAL_TEXT_MAX) {
      setError({ field: true, text: t('appeal.error.text') });
      summary.failed();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await fileAppeal(sale.uid, trimmed);
      setAppeal({ state: 'OPEN', reason: null });
      setSent(true);
    } catch (failure) {
      const key = errorKey(failure);
      setError({ field: key === 'appeal.error.text', text: translateKey(t, key, 'server-error') });
      setBusy(false);
      summary.failed();
    }
  }

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="btn btn-outline mt-2"
        aria-expanded={false}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(true)}
      >
        {t('my-sales.appeal.open')}
      </button>
    );
  }
  return (
    <form id={`${id}-form`} className="mt-2 flex flex-col gap-2" onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary
        summary={summary}
        labels={{ text: t('my-sales.appeal.label') }}
        errors={{ text: error?.field ? error.text : undefined }}
        message={error && !error.field ? error.text : undefined}
      />
      <FieldScope summary={summary}>
        <TextAreaField
          label={t('my-sales.appeal.label')}
          hint={t('my-sales.appeal.hint')}
          name="text"
          value={text}
          rows={4}
          maxLength={APPEAL_TEXT_MAX}
          autoFocus
          {...(error?.field && { error: error.text })}
          onChange={(e) => setText(e.target.value)}
        />
      </FieldScope>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('my-sales.appeal.submit')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setOpen(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          {t('my-sales.appeal.cancel')}
        </button>
      </div>
    </form>
  );
}
