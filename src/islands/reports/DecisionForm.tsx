/**
 * A moderator's decision with a reason, as the reports queue and the appeals above it take one: the choice, what the
 * choice needs besides (a suspension's length), the reason the person concerned reads (5–500 characters) and one
 * submit. A missing choice or reason is said at its field and in the error summary above the form, as is a refusal;
 * a decision taken is announced and the caller moves the focus on.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { REASON_MAX, REASON_MIN } from '../../lib/moderation/types.ts';
import { useTranslate } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { RadioGroup, TextAreaField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { translateKey } from '../ui/form.tsx';

/** Who reads the reason: the form's hint and error name them (issue 55: "o anunciante" where a breeder was meant). */
export type ReasonReader = 'SALE' | 'REVIEW' | 'USER' | 'CONVERSATION' | 'BREEDER' | 'APPELLANT';

interface Props<D extends string> {
  legend: string;
  reader: ReasonReader;
  options: readonly (readonly [D, string])[];
  /** What a choice needs besides the reason, shown under the choices. */
  extra?: (decision: D | '') => ReactNode;
  /** Sends the decision; resolves with what the toast says. */
  decide: (decision: D, reason: string) => Promise<string>;
  onDecided: () => void;
}

export function DecisionForm<D extends string>({ legend, reader, options, extra, decide, onDecided }: Props<D>) {
  const t = useTranslate();
  const [decision, setDecision] = useState<D | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const summary = useErrorSummary();
  const trimmed = reason.trim();
  // Once a submit was tried, the rules follow the choice and the text as they are corrected.
  const errors = {
    decision: submitted && !decision ? t('report.error.decision') : undefined,
    reason:
      submitted && (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX)
        ? t(`decision-form.reason-error.${reader}`)
        : undefined,
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setAlert(null);
    if (!decision || trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) return summary.failed();
    setBusy(true);
    try {
      showToast({ severity: 'success', summary: await decide(decision, trimmed) });
      onDecided();
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'server-error'));
      setBusy(false);
      summary.failed();
    }
  }

  return (
    <form
      className="flex flex-col gap-3 border-t border-line pt-3"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      noValidate
    >
      <ErrorSummary
        summary={summary}
        labels={{ decision: legend, reason: t('reports-queue.reason') }}
        errors={errors}
        message={alert}
      />
      <FieldScope summary={summary}>
        <RadioGroup
          legend={legend}
          name="decision"
          value={decision}
          options={options}
          error={errors.decision}
          onChange={(v) => setDecision(v as D)}
        />
        {extra?.(decision)}
        <TextAreaField
          label={t('reports-queue.reason')}
          hint={t(`decision-form.reason-hint.${reader}`)}
          name="reason"
          error={errors.reason}
          value={reason}
          rows={2}
          maxLength={REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
        />
      </FieldScope>
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('reports-queue.submit')}
        </button>
      </div>
    </form>
  );
}
