/**
 * /admin/reports (issue 18, decisions 149 and 174): the open reports grouped by target and the person they are
 * about, heaviest first, each with its reasons, every report with its weight and its reporter's record, why an advert
 * was held, the person's history and the earlier decisions, and a decision with a reason: dismiss, take the advert
 * down, or warn or suspend that person. A decided group leaves a notice in its place for a moment, so the next one
 does not move (issue 40, decision 181), and the focus goes to that notice.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { decideReports, fetchReportQueue, type ReportGroup } from '../../lib/api/reports.ts';
import type { ReportDecision } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { FIRST_SUSPENSION_DAYS, SuspensionDaysField } from './SuspensionDaysField.tsx';
import { DecidedNotice, useDecidedPlace } from '../ui/decided-place.tsx';
import { FormAlert } from '../ui/form.tsx';
import { DecisionForm } from './DecisionForm.tsx';
import { ReportEntries } from './ReportEntries.tsx';
import { ReviewCard } from '../reviews/ReviewCard.tsx';
import { MessagePhotos } from '../conversations/MessagePhotos.tsx';

export default function ReportQueue({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Queue />
    </MessagesContext.Provider>
  );
}

const dateTime = new Intl.DateTimeFormat('pt-PT', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Lisbon',
});
const when = (iso: string) => dateTime.format(new Date(iso));

function Queue() {
  const t = useTranslate();
  const [groups, setGroups] = useState<ReportGroup[] | null>(null);
  const [error, setError] = useState(false);
  /** Decided groups whose notice still stands: listed, no longer counted. */
  const [standing, setStanding] = useState(0);

  const load = useCallback(async () => {
    try {
      setGroups(await fetchReportQueue());
      setStanding(0);
      setError(false);
    } catch {
      setError(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  if (error) {
    return (
      <FormAlert>
        {t('reports-queue.load-error')}{' '}
        <button type="button" className="btn btn-outline ml-2" onClick={() => void load()}>
          {t('reports-queue.retry')}
        </button>
      </FormAlert>
    );
  }
  if (!groups) return <p className="text-ink-muted">{t('reports-queue.loading')}</p>;
  return (
    <section aria-labelledby="reports-title" className="flex flex-col gap-4">
      <h2 id="reports-title" className="text-xl font-bold">
        {t('reports-queue.count', { count: groups.length - standing })}
      </h2>
      {groups.length === 0 && <p className="card p-6 text-lg">{t('reports-queue.empty')}</p>}
      <ol className="flex flex-col gap-4">
        {groups.map((g) => (
          <Group
            key={`${g.targetType}:${g.targetUid}:${g.owner?.uid ?? ''}`}
            group={g}
            onDecided={() => setStanding((n) => n + 1)}
            onGone={() => {
              setGroups((list) => list?.filter((x) => x !== g) ?? list);
              setStanding((n) => n - 1);
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function Group({ group, onDecided, onGone }: { group: ReportGroup; onDecided: () => void; onGone: () => void }) {
  const t = useTranslate();
  const id = useId();
  const [days, setDays] = useState<string>(FIRST_SUSPENSION_DAYS);
  const place = useDecidedPlace<HTMLLIElement>();
  const chosen = useRef<ReportDecision | null>(null);
  const options: ReportDecision[] =
    group.targetType === 'SALE' || group.targetType === 'REVIEW'
      ? ['TAKE_DOWN', 'WARN', 'SUSPEND', 'DISMISS']
      : ['WARN', 'SUSPEND', 'DISMISS'];
  // A review taken down is hidden (decision 184): the same decision, named for what it does.
  const label = (d: ReportDecision) => (group.targetType === 'REVIEW' && d === 'TAKE_DOWN' ? 'HIDE' : d);

  async function decide(decision: ReportDecision, reason: string): Promise<string> {
    await decideReports({
      targetType: group.targetType,
      targetUid: group.targetUid,
      ...(group.owner && { subjectUid: group.owner.uid }),
      decision,
      reason,
      ...(decision === 'SUSPEND' && { days: days === 'forever' ? null : Number(days) }),
    });
    chosen.current = decision;
    return t(`reports-queue.done.${label(decision)}`, { title: group.title });
  }

  if (place.decided) {
    return <DecidedNotice decided={place.decided} onGone={onGone} data={{ 'data-report-decided': group.targetUid }} />;
  }

  return (
    <li
      ref={place.ref}
      className="card flex flex-col gap-3 p-5"
      data-report-group={group.targetUid}
      data-subject={group.owner?.uid}
      aria-labelledby={`${id}-title`}
    >
      <GroupBadges group={group} />
      <h3 id={`${id}-title`} className="text-lg font-bold [overflow-wrap:anywhere]">
        {group.link ? <a href={group.link}>{group.title}</a> : group.title}
      </h3>
      {group.targetType === 'CONVERSATION' && group.owner && (
        <p className="font-semibold" data-about>
          {t('reports-queue.about', { name: group.owner.name })}
        </p>
      )}
      {/* A reported review as people read it, and whom it is about (decision 184). */}
      {group.review && <ReviewCard review={group.review} about={group.review.about} withTitle />}
      {group.heldBecause && (
        <p className="text-sm" data-held-because>
          {t('reports-queue.held-because', { reason: group.heldBecause })}
        </p>
      )}
      <ul className="flex flex-wrap gap-2 text-sm">
        {group.reasons.map((r) => (
          <li key={r.reason} className="rounded-full bg-brand-50 px-3 py-0.5">
            {t(`report.reason.${r.reason}`)} ({r.count})
          </li>
        ))}
      </ul>
      <ReportEntries reports={group.reports} />
      <GroupOwner group={group} />
      <ReportedMessages group={group} />
      <GroupLog group={group} />
      <DecisionForm
        legend={t('reports-queue.decision')}
        reader={group.targetType}
        options={options.map((o) => [o, t(`reports-queue.decision.${label(o)}`)] as const)}
        extra={(decision) =>
          decision === 'SUSPEND' && (
            <SuspensionDaysField label={t('reports-queue.days')} value={days} onChange={setDays} />
          )
        }
        decide={decide}
        onDecided={() => {
          place.decide(
            t('reports-queue.decided', {
              decision: t(`reports-queue.decision.${chosen.current ? label(chosen.current) : ''}`),
              title: group.title,
            }),
          );
          onDecided();
        }}
      />
    </li>
  );
}

/** The reported thing's kind, whether it is held, how many reported it and their weight. */
function GroupBadges({ group }: { group: ReportGroup }) {
  const t = useTranslate();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-sand px-3 py-0.5 text-sm font-bold">
        {t(`reports-queue.type.${group.targetType}`)}
      </span>
      {group.held && (
        <span className="rounded-full bg-red-50 px-3 py-0.5 text-sm font-bold text-error" data-held>
          {t('reports-queue.held')}
        </span>
      )}
      <span className="ml-auto font-bold" data-reporters>
        {t('reports-queue.reporters', { count: group.reporters })}
      </span>
      <span className="text-sm" data-weight>
        {t('reports-queue.weight', { weight: group.weight, hold: group.holdWeight })}
      </span>
    </div>
  );
}

/** The reported conversation's messages, folded, each with its photos. */
function ReportedMessages({ group }: { group: ReportGroup }) {
  const t = useTranslate();
  if (group.messages.length === 0) return null;
  return (
    <details data-reported-messages>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        {t('reports-queue.messages', { count: group.messages.length })}
      </summary>
      <ol className="flex flex-col gap-1 text-sm">
        {group.messages.map((m, i) => (
          <li key={i} className="[overflow-wrap:anywhere] whitespace-pre-line">
            <span className="font-semibold">{m.author ?? t('reports-queue.deleted-account')}</span> ·{' '}
            {when(m.createdAt)}: {m.body ?? t('reports-queue.deleted-text')}
            {/* The reported conversation's photos, read with the moderator's token (decision 182). */}
            {group.targetType === 'CONVERSATION' && (
              <MessagePhotos
                conversationUid={group.targetUid}
                photos={m.photos}
                author={m.author ?? t('reports-queue.deleted-account')}
              />
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** What was already decided about the reported thing, folded. */
function GroupLog({ group }: { group: ReportGroup }) {
  const t = useTranslate();
  if (group.log.length === 0) return null;
  return (
    <details>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">
        {t('reports-queue.log', { count: group.log.length })}
      </summary>
      <ul className="flex flex-col gap-1 text-sm">
        {group.log.map((entry) => (
          <li key={entry.uid}>
            {when(entry.createdAt)} · {t(`reports-queue.action.${entry.action}`)} ·{' '}
            {entry.moderator ?? t('reports-queue.by-site')}
            {entry.reason && ` · ${entry.reason}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** When it was first reported, who owns it, their history and risky messages, and a link to manage them. */
function GroupOwner({ group }: { group: ReportGroup }) {
  const t = useTranslate();
  return (
    <>
      <p className="text-sm text-ink-muted">
        {t('reports-queue.first', { date: when(group.firstReportedAt) })}
        {group.targetCreatedAt && ` · ${t('reports-queue.created', { date: when(group.targetCreatedAt) })}`}
        {group.owner && (
          <>
            {' · '}
            <a href={`/user-profile?uid=${group.owner.uid}`} className="underline">
              {group.owner.name}
            </a>{' '}
            {t('reports-queue.history', { count: group.ownerHistory })}
          </>
        )}
      </p>
      {group.ownerMessages && group.ownerMessages.flagged > 0 && (
        <p className="text-sm font-semibold text-warn" data-owner-risks>
          {t('reports-queue.risks', {
            flagged: group.ownerMessages.flagged,
            total: group.ownerMessages.total,
            kinds: group.ownerMessages.kinds.map((k) => `${t(`reports-queue.risk.${k.kind}`)} ${k.count}`).join(', '),
          })}
        </p>
      )}
      {group.owner && (
        <a
          href={`/admin/people?uid=${group.owner.uid}`}
          className="inline-flex min-h-11 items-center self-start font-semibold"
          data-manage-person
        >
          {t('reports-queue.manage-person')}
        </a>
      )}
    </>
  );
}
