/** Dashboard: the visits I asked for, with the seller's answer and contact, and cancelling a pending one. */
import { useState } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { cancelVisit, fetchAskedVisits, type Booking, type BookingPage } from '../../lib/api/bookings.ts';
import { formatVisitTime } from '../../lib/bookings/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { errorText, VisitSection } from './shared.tsx';

/** `messages`: the texts of VISITS_ASKED_KEYS (./messages.ts), picked by the page. */
export default function VisitsAsked({ messages, initial }: { messages: Messages; initial?: BookingPage }) {
  return (
    <MessagesContext.Provider value={messages}>
      <VisitsAskedBody initial={initial} />
    </MessagesContext.Provider>
  );
}

function VisitsAskedBody({ initial }: { initial: BookingPage | undefined }) {
  return (
    <VisitSection
      initial={initial}
      id="visits-asked-title"
      title="visits.asked.title"
      empty="visits.asked.empty"
      emptyWithPast="visits.asked.none-coming"
      fetchPage={fetchAskedVisits}
      data-visits-asked
      details={(booking) => <AskedDetails booking={booking} />}
      actions={(booking, list) =>
        booking.status === 'PENDING' &&
        !booking.expired && <CancelButton booking={booking} onCancelled={list.replace} />
      }
    />
  );
}

function AskedDetails({ booking }: { booking: Booking }) {
  const t = useTranslate();
  const seller = `${booking.seller.name} ${booking.seller.surname}`;
  const contact = [booking.seller.phone, booking.seller.email].filter(Boolean).join(' · ');
  return (
    <>
      <p>{t('visits.seller', { name: seller })}</p>
      {booking.status === 'ACCEPTED' && contact && <p>{t('visits.contact', { contact })}</p>}
      {booking.status === 'REJECTED' && booking.rejectReason && (
        <p className="[overflow-wrap:anywhere]">{t('visits.reason', { reason: booking.rejectReason })}</p>
      )}
      {booking.animals.length > 0 && (
        <p className="[overflow-wrap:anywhere]" data-visit-animals>
          {t('visits.animals', { names: booking.animals.join(', ') })}
        </p>
      )}
      {booking.message && (
        <p className="text-ink-muted [overflow-wrap:anywhere]">{t('visits.message', { message: booking.message })}</p>
      )}
    </>
  );
}

function CancelButton({ booking, onCancelled }: { booking: Booking; onCancelled: (b: Booking) => void }) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      onCancelled(await cancelVisit(booking.uid));
      showToast({ severity: 'success', summary: t('visits.asked.cancelled') });
    } catch (error) {
      showToast({ severity: 'error', summary: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className="btn btn-outline self-start"
          aria-describedby={`visit-title-${booking.uid}`}
          disabled={busy}
        >
          {t('visits.asked.cancel')}
        </button>
      }
      title={t('visits.asked.cancel-confirm.title')}
      text={t('visits.asked.cancel-confirm.text', { date: formatVisitTime(booking.date) })}
      cancelLabel={t('visits.asked.cancel-confirm.reject')}
      acceptLabel={t('visits.asked.cancel-confirm.accept')}
      onAccept={() => void cancel()}
    />
  );
}
