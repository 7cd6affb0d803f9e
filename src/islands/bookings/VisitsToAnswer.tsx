/** Dashboard: the visits asked for on my sales, accepted or declined in place (with an optional reason). */
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/index.ts';
import { acceptVisit, fetchReceivedVisits, rejectVisit, type Booking } from '../../lib/api/bookings.ts';
import { REASON_MAX_LENGTH } from '../../lib/bookings/rules.ts';
import { showToast } from '../../stores/toasts.ts';
import { inputClass, labelClass } from '../auth/fields.tsx';
import { errorText, VisitSection } from './shared.tsx';

export default function VisitsToAnswer() {
  return (
    <VisitSection
      id="visits-received-title"
      title="visits.received.title"
      empty="visits.received.empty"
      fetchPage={fetchReceivedVisits}
      data-visits-received
      details={(booking) => <ReceivedDetails booking={booking} />}
      // A decision can decline other requests for the same hour: the whole list is fetched again.
      actions={(booking, list) => booking.status === 'PENDING' && !booking.expired && <Decision booking={booking} onDecided={list.reload} />}
    />
  );
}

function ReceivedDetails({ booking }: { booking: Booking }) {
  return (
    <>
      <p>{t('visits.visitor', { name: `${booking.visitor.name} ${booking.visitor.surname}` })}</p>
      {booking.phone && <p>{t('visits.phone', { phone: booking.phone })}</p>}
      {booking.message && <p className="text-ink-muted [overflow-wrap:anywhere]">{t('visits.message', { message: booking.message })}</p>}
      {booking.status === 'REJECTED' && booking.rejectReason && <p className="[overflow-wrap:anywhere]">{t('visits.reason', { reason: booking.rejectReason })}</p>}
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
