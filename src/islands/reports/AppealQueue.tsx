/**
 * /admin/reports, above the reports (issue 37, decision 174): owners' appeals of a take-down, oldest first, each with
 * the decision it answers and the owner's words, and an answer with a reason: publish the advert again or keep it
 * down. An answered appeal leaves the list and the focus goes to the section's heading. Nothing shows when none waits.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { decideAppeal, fetchAppeals, type AppealEntry } from '../../lib/api/reports.ts';
import { APPEAL_DECISIONS, type AppealDecision } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { RadioGroup, TextAreaField } from '../ui/fields.tsx';
import { FormAlert, translateKey } from '../ui/form.tsx';

export default function AppealQueue({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Appeals />
    </MessagesContext.Provider>
  );
}

const dateTime = new Intl.DateTimeFormat('pt-PT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Lisbon',
});
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

function Appeals() {
  const t = useTranslate();
  const [appeals, setAppeals] = useState<AppealEntry[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const load = useCallback(async () => setAppeals(await fetchAppeals().catch(() => [])), []);
  useEffect(() => void load(), [load]);
  if (appeals.length === 0) return null;
  return (
    <section aria-labelledby="appeals-title" className="mb-8 flex flex-col gap-4" data-appeals>
      <h2 id="appeals-title" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t('appeals-queue.title', { count: appeals.length })}
      </h2>
      <ol className="flex flex-col gap-4">
        {appeals.map((a) => (
          <Appeal
            key={a.uid}
            appeal={a}
            onDecided={() => {
              setAppeals((list) => list.filter((x) => x !== a));
              heading.current?.focus();
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function Appeal({ appeal, onDecided }: { appeal: AppealEntry; onDecided: () => void }) {
  const t = useTranslate();
  const id = useId();
  const [decision, setDecision] = useState<AppealDecision | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!decision) return setAlert(t('report.error.decision'));
    const trimmed = reason.trim();
    if (trimmed.length < 5 || trimmed.length > 500) return setAlert(t('moderation.error.reason'));
    setBusy(true);
    setAlert(null);
    try {
      await decideAppeal(appeal.uid, { decision, reason: trimmed });
      showToast({ severity: 'success', summary: t(`appeals-queue.done.${decision}`, { title: appeal.sale.title }) });
      onDecided();
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'server-error'));
      setBusy(false);
    }
  }

  return (
    <li className="card flex flex-col gap-3 p-5" data-appeal-entry={appeal.uid} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold [overflow-wrap:anywhere]">
        <a href={`/sales/sale-detail?searchValue=${appeal.sale.uid}`}>{appeal.sale.title}</a>
      </h3>
      <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
        {t('appeals-queue.taken-down', { date: when(appeal.takeDown.at), reason: appeal.takeDown.reason ?? '' })}
      </p>
      <p className="text-sm font-semibold">
        {t('appeals-queue.by', { name: appeal.owner.name, date: when(appeal.createdAt) })}
      </p>
      <p className="border-l-4 border-line pl-3 whitespace-pre-line [overflow-wrap:anywhere]">{appeal.text}</p>
      <form
        className="flex flex-col gap-3 border-t border-line pt-3"
        onSubmit={(e) => void submit(e)}
        aria-busy={busy}
        noValidate
      >
        {alert && <FormAlert>{alert}</FormAlert>}
        <RadioGroup
          legend={t('appeals-queue.decision')}
          name={`${id}-decision`}
          value={decision}
          options={APPEAL_DECISIONS.map((o) => [o, t(`appeals-queue.decision.${o}`)] as const)}
          onChange={(v) => setDecision(v as AppealDecision)}
        />
        <TextAreaField
          label={t('reports-queue.reason')}
          hint={t('reports-queue.reason-hint')}
          value={reason}
          rows={2}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <div>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {t('reports-queue.submit')}
          </button>
        </div>
      </form>
    </li>
  );
}
