/** Dashboard: the visits asked for on my sales, accepted or declined in place (with an optional reason). */
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { fetchReceivedVisits, type Booking, type BookingPage } from '../../lib/api/bookings.ts';
import { Decision } from './Decision.tsx';
import { VisitSection } from './shared.tsx';

/** `messages`: the texts of VISITS_TO_ANSWER_KEYS (./messages.ts), picked by the page. */
export default function VisitsToAnswer({ messages, initial }: { messages: Messages; initial?: BookingPage }) {
  return (
    <MessagesContext.Provider value={messages}>
      <VisitsToAnswerBody initial={initial} />
    </MessagesContext.Provider>
  );
}

function VisitsToAnswerBody({ initial }: { initial: BookingPage | undefined }) {
  return (
    <VisitSection
      initial={initial}
      id="visits-received-title"
      title="visits.received.title"
      empty="visits.received.empty"
      fetchPage={fetchReceivedVisits}
      data-visits-received
      details={(booking) => <ReceivedDetails booking={booking} />}
      // A decision can decline other requests for the same hour: the whole list is fetched again.
      actions={(booking, list) =>
        booking.status === 'PENDING' && !booking.expired && <Decision booking={booking} onDecided={list.reload} />
      }
    />
  );
}

function ReceivedDetails({ booking }: { booking: Booking }) {
  const t = useTranslate();
  return (
    <>
      <p>{t('visits.visitor', { name: `${booking.visitor.name} ${booking.visitor.surname}` })}</p>
      {booking.phone && <p>{t('visits.phone', { phone: booking.phone })}</p>}
      {booking.animals.length > 0 && (
        <p className="[overflow-wrap:anywhere]" data-visit-animals>
          {t('visits.animals', { names: booking.animals.join(', ') })}
        </p>
      )}
      {booking.message && (
        <p className="text-ink-muted [overflow-wrap:anywhere]">{t('visits.message', { message: booking.message })}</p>
      )}
      {booking.status === 'REJECTED' && booking.rejectReason && (
        <p className="[overflow-wrap:anywhere]">{t('visits.reason', { reason: booking.rejectReason })}</p>
      )}
      <p>
        <a href={`/visit-request?searchValue=${encodeURIComponent(booking.uid)}`} className="font-semibold">
          {t('visits.received.open')}
        </a>
      </p>
    </>
  );
}
