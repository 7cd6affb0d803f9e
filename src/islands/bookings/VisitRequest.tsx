/** /visit-request: one visit request for its seller, answered in place; the visitor's other requests below. */
import { useState } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { fetchBookingRequest, type Booking, type BookingRequestView } from '../../lib/api/bookings.ts';
import { Decision } from './Decision.tsx';
import { errorText, VisitCard } from './shared.tsx';
import { showToast } from '../../stores/toasts.ts';

/** `messages`: the texts of VISIT_REQUEST_KEYS (./messages.ts); `initial`: the visit as the server read it. */
export default function VisitRequest({ messages, initial }: { messages: Messages; initial: BookingRequestView }) {
  return (
    <MessagesContext.Provider value={messages}>
      <VisitRequestBody initial={initial} />
    </MessagesContext.Provider>
  );
}

function Details({ booking, asSeller }: { booking: Booking; asSeller: boolean }) {
  const t = useTranslate();
  return (
    <>
      <p>
        {asSeller
          ? t('visits.visitor', { name: `${booking.visitor.name} ${booking.visitor.surname}`.trim() })
          : t('visits.seller', { name: `${booking.seller.name} ${booking.seller.surname}`.trim() })}
      </p>
      {booking.phone && <p>{t('visits.phone', { phone: booking.phone })}</p>}
      {booking.animals.length > 0 && (
        <p className="[overflow-wrap:anywhere]" data-visit-animals>
          {t('visits.animals', { names: booking.animals.join(', ') })}
        </p>
      )}
      {booking.message && (
        <p className="[overflow-wrap:anywhere]" data-visit-message>
          {t('visits.message', { message: booking.message })}
        </p>
      )}
      {booking.status === 'REJECTED' && booking.rejectReason && (
        <p className="[overflow-wrap:anywhere]" data-visit-reason>
          {t('visits.reason', { reason: booking.rejectReason })}
        </p>
      )}
    </>
  );
}

function VisitRequestBody({ initial }: { initial: BookingRequestView }) {
  const t = useTranslate();
  const [request, setRequest] = useState(initial);
  const asSeller = request.viewerRole === 'seller';

  async function reload() {
    try {
      setRequest(await fetchBookingRequest(request.uid));
    } catch (error) {
      showToast({ severity: 'error', summary: errorText(t, error) });
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="visit-request-title" className="flex flex-col gap-3" data-visit-request>
        <h2 id="visit-request-title" className="sr-only">
          {t('visit-request.this')}
        </h2>
        {request.viewerRole === 'admin' && (
          <p className="rounded-lg border-2 border-info bg-sky-50 px-4 py-3 font-semibold text-info">
            {t('visit-request.admin-note')}
          </p>
        )}
        <ul className="flex flex-col gap-3">
          <VisitCard
            booking={request}
            details={<Details booking={request} asSeller={request.viewerRole !== 'visitor'} />}
          >
            {asSeller && request.status === 'PENDING' && !request.expired && (
              <Decision booking={request} onDecided={() => void reload()} />
            )}
          </VisitCard>
        </ul>
      </section>
      {request.viewerRole !== 'visitor' && (
        <section aria-labelledby="visit-request-others" className="flex flex-col gap-3" data-other-requests>
          <h2 id="visit-request-others" className="text-2xl font-bold">
            {t('visit-request.others.title', { name: request.visitor.name })}
          </h2>
          {request.otherRequests.length === 0 ? (
            <p className="text-ink-muted">{t('visit-request.others.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {request.otherRequests.map((other) => (
                <VisitCard
                  key={other.uid}
                  booking={other}
                  details={
                    <p>
                      <a href={`/visit-request?searchValue=${encodeURIComponent(other.uid)}`} className="font-semibold">
                        {t('visits.received.open')}
                      </a>
                    </p>
                  }
                />
              ))}
            </ul>
          )}
        </section>
      )}
      <p>
        <a href="/user-dashboard" className="font-semibold">
          {t('visit-request.go-dashboard')}
        </a>
      </p>
    </div>
  );
}
