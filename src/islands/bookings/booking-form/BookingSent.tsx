/** What replaces the booking form once the visit is asked for: the time asked, and where to go next. */
import { useEffect, useRef } from 'react';
import { formatVisitTime } from '../../../lib/bookings/format.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { PushOffer } from '../../push/PushOffer.tsx';

export function BookingSent({
  saleUid,
  date,
  animals = [],
}: {
  saleUid: string;
  date: string;
  /** The litter's animals named in the request (issue 55: the confirmation repeats them). */
  animals?: readonly string[];
}) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Issue 25: where the eye is. The confirmation replaces the form, often above the screen: bring it into view and
  // put focus on its heading (not on the body), so a screen reader reads it too.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div role="status" className="card flex flex-col items-start gap-3 border-leaf-700 p-6" data-booking-sent>
      <h2
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-2xl font-bold text-leaf-700 focus:outline-none"
        data-booking-sent-title
      >
        {t('booking.form.sent.title')}
      </h2>
      <p>{t('booking.form.sent.text', { date: formatVisitTime(date) })}</p>
      {animals.length > 0 && (
        <p data-booking-sent-animals>
          {t('booking.form.sent.animals', { animals: new Intl.ListFormat('pt-PT').format(animals) })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <a href="/user-dashboard" className="btn btn-primary">
          {t('appointment.go-dashboard')}
        </a>
        <a href={`/sales/sale-detail?searchValue=${encodeURIComponent(saleUid)}`} className="btn btn-outline">
          {t('appointment.back-to-sale')}
        </a>
      </div>
      {/* The seller's answer can then reach this phone with no tab open (issue 42). */}
      <PushOffer />
    </div>
  );
}
