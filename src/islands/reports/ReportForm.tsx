/**
 * /report: a signed-in person reports an advert, a person, a conversation (issue 18, decision 149) or a review
 * (decision 184, with a review's own reasons): a reason, an optional text, then "Denúncia enviada" in place of the
 * form, with the focus on it.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { fileReport } from '../../lib/api/reports.ts';
import { REASONS_FOR, REPORT_TEXT_MAX, type ReportReason, type ReportTarget } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { RadioGroup, TextAreaField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, translateKey, useTypedBeforeHydration } from '../ui/form.tsx';

interface Props {
  messages: Messages;
  targetType: ReportTarget;
  targetUid: string;
  /** Where "Voltar" leads: the advert, the profile or the conversation. */
  back: string;
}

export default function ReportForm({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <ReportFormBody {...props} />
    </MessagesContext.Provider>
  );
}

function ReportFormBody({ targetType, targetUid, back }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLHeadingElement>(null);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  // A reason picked and words typed before the script ran (decision 170): kept.
  useTypedBeforeHydration(form, (typed, chosen) => {
    const picked = chosen['reason'];
    if (typeof picked === 'string' && (REASONS_FOR[targetType] as readonly string[]).includes(picked))
      setReason(picked as ReportReason);
    if (typed['text'] !== undefined) setText(typed['text']);
  });

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      summary.failed();
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      await fileReport({ targetType, targetUid, reason, ...(text.trim() && { text: text.trim() }) });
      setSent(true);
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'server-error'));
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <section className="card flex flex-col items-start gap-4 p-6" data-report-sent>
        <h2 ref={done} tabIndex={-1} className="text-2xl font-extrabold">
          {t('report.sent.title')}
        </h2>
        <p className="max-w-prose text-lg">{t('report.sent.text')}</p>
        <a href={back} className="btn btn-primary">
          {t('report.back')}
        </a>
      </section>
    );
  }

  return (
    <form
      ref={form}
      className="card flex flex-col gap-6 p-6"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      noValidate
    >
      <ErrorSummary
        summary={summary}
        labels={{ reason: t('report.reason.legend') }}
        errors={{ reason: missing ? t('report.error.reason') : undefined }}
        message={alert}
      />
      <FieldScope summary={summary}>
        <RadioGroup
          legend={t('report.reason.legend')}
          name="reason"
          value={reason}
          options={REASONS_FOR[targetType].map((r) => [r, t(`report.reason.${r}`)] as const)}
          onChange={(value) => {
            setReason(value as ReportReason);
            setMissing(false);
          }}
          error={missing ? t('report.error.reason') : undefined}
        />
        <TextAreaField
          label={t('report.text.label')}
          labelExtra={<span className="font-normal text-ink-muted">{t('report.optional')}</span>}
          hint={t('report.text.hint')}
          name="text"
          value={text}
          maxLength={REPORT_TEXT_MAX}
          rows={4}
          onChange={(e) => setText(e.target.value)}
        />
      </FieldScope>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:w-64">
          <SubmitButton busy={busy}>{t('report.submit')}</SubmitButton>
        </div>
        <a href={back} className="btn btn-outline">
          {t('report.cancel')}
        </a>
      </div>
    </form>
  );
}
