/** Dashboard: the visits asked for on my sales, accepted or declined in place (with an optional reason). */
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/index.ts';
import { acceptVisit, fetchReceivedVisits, rejectVisit, type Booking } from '../../lib/api/bookings.ts';
import { REASON_MAX_LENGTH } from '../../lib/bookings/rules.ts';
import { showToast } from '../../stores/toasts.ts';
import { inputClass, labelClass } from '../auth/fields.tsx';
import { errorText, ListError, VisitCard } from './shared.tsx';
import { useVisitList } from './use-visit-list.ts';

export default function VisitsToAnswer() {
  const list = useVisitList(fetchReceivedVisits);
  return (
    <section aria-labelledby="visits-received-title" className="flex flex-col gap-4" data-visits-received>
      <h2 id="visits-received-title" className="text-2xl font-bold">
        {t('visits.received.title')}
      </h2>
      {list.state === 'error' && <ListError onRetry={list.reload} />}
      {list.state === 'ready' && list.items.length === 0 && <p className="text-ink-muted">{t('visits.received.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {list.items.map((booking) => (
          <VisitCard key={booking.uid} booking={booking} details={<ReceivedDetails booking={booking} />}>
            {/* A decision can decline other requests for the same hour: the whole list is fetched again. */}
            {booking.status === 'PENDING' && !booking.expired && <Decision booking={booking} onDecided={list.reload} />}
          </VisitCard>
        ))}
      </ul>
      {list.items.length < list.total && (
        <button type="button" className="btn btn-outline self-start" onClick={list.loadMore}>
          {t('visits.more')}
        </button>
      )}
    </section>
  );
}

function ReceivedDetails({ booking }: { booking: Booking }) {
  return (
    <>
      <p>{t('visits.visitor', { name: `${booking.visitor.name} ${booking.visitor.surname}` })}</p>
      {booking.phone && <p>{t('visits.phone', { phone: booking.phone })}</p>}
      {booking.message && <p className="text-ink-muted">{t('visits.message', { message: booking.message })}</p>}
      {booking.status === 'REJECTED' && booking.rejectReason && <p>{t('visits.reason', { reason: booking.rejectReason })}</p>}
    </>
  );
}

function Decision({ booking, onDecided }: { booking: Booking; onDecided: () => void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const describedBy = `visit-title-${booking.uid}`;

  async function run(action: () => Promise<Booking>, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      showToast({ severity: 'success', summary: t(done) });
    } catch (error) {
      showToast({ severity: 'error', summary: errorText(error) });
    } finally {
      setBusy(false);
      onDecided();
    }
  }

  function submitRejection(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => rejectVisit(booking.uid, reason.trim() || undefined), 'visits.received.rejected');
  }

  if (rejecting) {
    return (
      <form className="flex flex-col gap-3" onSubmit={submitRejection} aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {t('visits.received.reason')} <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>
          </label>
          <textarea
            id={`${id}-reason`}
            className={`${inputClass} min-h-20`}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
            {t('visits.received.reason-hint')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" aria-describedby={describedBy}>
            {t('visits.received.confirm-reject')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setRejecting(false)}>
            {t('visits.received.back')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className="btn btn-primary"
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        onClick={() => void run(() => acceptVisit(booking.uid), 'visits.received.accepted')}
      >
        {t('visits.received.accept')}
      </button>
      <button type="button" className="btn btn-outline" aria-describedby={describedBy} onClick={() => setRejecting(true)}>
        {t('visits.received.reject')}
      </button>
    </div>
  );
}
