/**
 * /admin/reports, above the reports (issue 37, decision 174): owners' appeals of a take-down, oldest first, each with
 * the decision it answers and the owner's words, and an answer with a reason: publish the advert again or keep it
 * down. An answered appeal leaves a notice in its place for a moment, so the next one does not move (issue 40,
 decision 181), and the focus goes to that notice. Nothing shows when none waits.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { decideAppeal, fetchAppeals, type AppealEntry } from '../../lib/api/reports.ts';
import { APPEAL_DECISIONS, type AppealDecision } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { DecidedNotice, useDecidedPlace } from '../ui/decided-place.tsx';
import { DecisionForm } from './DecisionForm.tsx';

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
  /** Answered appeals whose notice still stands: listed, no longer counted. */
  const [standing, setStanding] = useState(0);
  const load = useCallback(async () => setAppeals(await fetchAppeals().catch(() => [])), []);
  useEffect(() => void load(), [load]);
  if (appeals.length === 0) return null;
  return (
    <section aria-labelledby="appeals-title" className="mb-8 flex flex-col gap-4" data-appeals>
      <h2 id="appeals-title" className="text-xl font-bold">
        {t('appeals-queue.title', { count: appeals.length - standing })}
      </h2>
      <ol className="flex flex-col gap-4">
        {appeals.map((a) => (
          <Appeal
            key={a.uid}
            appeal={a}
            onDecided={() => setStanding((n) => n + 1)}
            onGone={() => {
              setAppeals((list) => list.filter((x) => x !== a));
              setStanding((n) => n - 1);
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function Appeal({ appeal, onDecided, onGone }: { appeal: AppealEntry; onDecided: () => void; onGone: () => void }) {
  const t = useTranslate();
  const id = useId();
  const place = useDecidedPlace<HTMLLIElement>();
  const chosen = useRef<AppealDecision | null>(null);
  async function decide(decision: AppealDecision, reason: string): Promise<string> {
    await decideAppeal(appeal.uid, { decision, reason });
    chosen.current = decision;
    return t(`appeals-queue.done.${decision}`, { title: appeal.sale.title });
  }

  if (place.decided) {
    return <DecidedNotice decided={place.decided} onGone={onGone} data={{ 'data-appeal-decided': appeal.uid }} />;
  }

  return (
    <li
      ref={place.ref}
      className="card flex flex-col gap-3 p-5"
      data-appeal-entry={appeal.uid}
      aria-labelledby={`${id}-title`}
    >
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
      <DecisionForm
        legend={t('appeals-queue.decision')}
        reader="APPELLANT"
        options={APPEAL_DECISIONS.map((o) => [o, t(`appeals-queue.decision.${o}`)] as const)}
        decide={decide}
        onDecided={() => {
          place.decide(
            t('appeals-queue.decided', {
              decision: t(`appeals-queue.decision.${chosen.current ?? ''}`),
              title: appeal.sale.title,
            }),
          );
          onDecided();
        }}
      />
    </li>
  );
}
