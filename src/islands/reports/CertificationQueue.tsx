/**
 * /admin/certifications (issue 37, decision 176): breeders' applications for certification, oldest first, each with
 * the DGAV number declared (and the profile's, when it differs), the premises as described, the documents to open,
 * the applicant's earlier answers, and a decision with a reason the breeder reads. A decided application leaves a notice
 * in its place for a moment, so the next one does not move (issue 40, decision 181), and the focus goes to that notice.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  decideCertification,
  fetchCertificationQueue,
  type CertificationQueueEntry,
} from '../../lib/api/certification.ts';
import { CERTIFICATION_DECISIONS, sameDgav, type CertificationDecision } from '../../lib/certification/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { CertificationDocuments } from '../profile/CertificationDocuments.tsx';
import { DecidedNotice, useDecidedPlace } from '../ui/decided-place.tsx';
import { DecisionForm } from './DecisionForm.tsx';

export default function CertificationQueue({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Applications />
    </MessagesContext.Provider>
  );
}

// "7 de dezembro de 2026": one Portuguese form for every date of the card (issue 55).
const dateTime = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

function Applications() {
  const t = useTranslate();
  const [list, setList] = useState<CertificationQueueEntry[] | null>(null);
  /** Decided applications whose notice still stands: listed, no longer counted. */
  const [standing, setStanding] = useState(0);
  const load = useCallback(async () => setList(await fetchCertificationQueue().catch(() => [])), []);
  useEffect(() => void load(), [load]);
  return (
    <section aria-labelledby="certifications-title" className="flex flex-col gap-4" data-certification-queue>
      <h2 id="certifications-title" className="text-xl font-bold">
        {t('certification-queue.title', { count: (list?.length ?? 0) - standing })}
      </h2>
      {list?.length === 0 && <p className="card p-6 text-lg">{t('certification-queue.empty')}</p>}
      <ol className="flex flex-col gap-4">
        {list?.map((a) => (
          <Application
            key={a.uid}
            application={a}
            onDecided={() => setStanding((n) => n + 1)}
            onGone={() => {
              setList((l) => l?.filter((x) => x !== a) ?? null);
              setStanding((n) => n - 1);
            }}
          />
        ))}
      </ol>
    </section>
  );
}

function Application({
  application: a,
  onDecided,
  onGone,
}: {
  application: CertificationQueueEntry;
  onDecided: () => void;
  onGone: () => void;
}) {
  const t = useTranslate();
  const id = useId();
  const place = useDecidedPlace<HTMLLIElement>();
  const chosen = useRef<CertificationDecision | null>(null);
  async function decide(decision: CertificationDecision, reason: string): Promise<string> {
    await decideCertification(a.uid, { decision, reason });
    chosen.current = decision;
    return t(`certification-queue.done.${decision}`, { name: a.applicant.name });
  }
  if (place.decided) {
    return <DecidedNotice decided={place.decided} onGone={onGone} data={{ 'data-certification-decided': a.uid }} />;
  }
  // A number unlike the profile's (or a profile without one) is flagged: the two should name one registration.
  const profileDgav = a.applicant.profileDgavNumber;
  const differs = !profileDgav || !sameDgav(profileDgav, a.dgavNumber);
  return (
    <li
      ref={place.ref}
      className="card flex flex-col gap-3 p-5"
      data-certification-entry={a.uid}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="text-lg font-bold [overflow-wrap:anywhere]">
        <a href={`/breeders/${a.applicant.uid}`}>{a.applicant.name}</a>
      </h3>
      <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
        {t('certification-queue.applied', {
          date: when(a.createdAt),
          email: a.applicant.email,
          since: when(a.applicant.memberSince),
        })}
      </p>
      <dl className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-semibold">{t('certification.field.dgav')}</dt>
        <dd className="flex flex-col items-start gap-1 [overflow-wrap:anywhere]">
          <span>{a.dgavNumber}</span>
          {differs && (
            <span
              className="rounded-lg border-2 border-warn bg-amber-50 px-3 py-1 text-sm font-semibold"
              data-certification-dgav-differs
            >
              <span aria-hidden="true">⚠ </span>
              {profileDgav
                ? t('certification-queue.profile-dgav', { number: profileDgav })
                : t('certification-queue.profile-dgav-none')}
            </span>
          )}
        </dd>
        <dt className="font-semibold">{t('certification.field.premises')}</dt>
        <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{a.premises}</dd>
        <dt className="font-semibold">{t('certification.field.documents')}</dt>
        <dd>
          <CertificationDocuments documents={a.documents} />
        </dd>
      </dl>
      {a.earlier.length > 0 && (
        <ul className="text-sm text-ink-muted">
          {a.earlier.map((e, i) => (
            <li key={i} className="[overflow-wrap:anywhere]">
              {t(`certification-queue.earlier.${e.status}`, { date: when(e.decidedAt), reason: e.reason ?? '' })}
            </li>
          ))}
        </ul>
      )}
      <DecisionForm
        legend={t('certification-queue.decision')}
        reader="BREEDER"
        options={CERTIFICATION_DECISIONS.map((o) => [o, t(`certification-queue.decision.${o}`)] as const)}
        decide={decide}
        onDecided={() => {
          place.decide(
            t('certification-queue.decided', {
              decision: t(`certification-queue.decision.${chosen.current ?? ''}`),
              name: a.applicant.name,
            }),
          );
          onDecided();
        }}
      />
    </li>
  );
}
