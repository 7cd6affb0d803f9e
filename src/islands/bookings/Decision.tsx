/**
 * The seller's answer to one pending visit, in place: accept (after confirming which same-hour requests that
 * declines, who and which advert) or decline with an optional reason. Used by the dashboard and /visit-request.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { acceptVisit, fetchBookingRequest, rejectVisit, type Booking } from '../../lib/api/bookings.ts';
import { formatVisitTime } from '../../lib/bookings/format.ts';
import { REASON_MAX_LENGTH } from '../../lib/bookings/rules.ts';
import { showToast } from '../../stores/toasts.ts';
import { inputClass, labelClass } from '../ui/form.tsx';
import { useHydrated } from '../hydration.ts';
import { errorText } from './shared.tsx';

type Mode = { kind: 'choose' } | { kind: 'reject' } | { kind: 'confirm'; clashes: Booking[] };

export function Decision({ booking, onDecided }: { booking: Booking; onDecided: () => void }) {
  const t = useTranslate();
  const id = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'choose' });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const confirmGroup = useRef<HTMLDivElement>(null);
  const describedBy = `visit-title-${booking.uid}`;
  // The confirmation takes the focus once it is on the screen (a frame after setMode may come before React's commit),
  // and comes whole into view: on a phone, focusing the heading alone left its buttons below the fold.
  useEffect(() => {
    if (mode.kind !== 'confirm') return;
    confirmHeading.current?.focus({ preventScroll: true });
    confirmGroup.current?.scrollIntoView({ block: 'nearest' });
  }, [mode.kind]);

  async function run(action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      showToast({ severity: 'success', summary: done });
    } catch (error) {
      showToast({ severity: 'error', summary: errorText(t, error) });
    } finally {
      setBusy(false);
      setMode({ kind: 'choose' });
      onDecided();
    }
  }

  const accept = (declines: number) =>
    run(
      () => acceptVisit(booking.uid),
      declines > 0 ? t('visits.received.accepted-declined', { count: declines }) : t('visits.received.accepted'),
    );

  /** Asks first when accepting would decline other requests for the same hour (issue 25, item 4). */
  async function startAccept() {
    if (busy) return;
    setBusy(true);
    let clashes: Booking[];
    try {
      clashes = (await fetchBookingRequest(booking.uid)).clashes;
    } catch (error) {
      setBusy(false);
      showToast({ severity: 'error', summary: errorText(t, error) });
      return;
    }
    setBusy(false);
    if (clashes.length === 0) {
      void accept(0);
      return;
    }
    setMode({ kind: 'confirm', clashes });
  }

  function submitRejection(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => rejectVisit(booking.uid, reason.trim() || undefined), t('visits.received.rejected'));
  }

  if (mode.kind === 'confirm') {
    return (
      <div
        className="flex flex-col gap-3 rounded-lg border-2 border-brand-300 bg-brand-50 p-4"
        role="group"
        aria-labelledby={`${id}-clash`}
        ref={confirmGroup}
        data-clash-confirm
      >
        <h4 id={`${id}-clash`} ref={confirmHeading} tabIndex={-1} className="font-bold">
          {t('visits.received.clash.title')}
        </h4>
        <p>{t('visits.received.clash.text')}</p>
        <ul className="list-disc pl-6">
          {mode.clashes.map((c) => (
            <li key={c.uid} data-clash={c.uid} className="[overflow-wrap:anywhere]">
              {t('visits.received.clash.item', {
                name: `${c.visitor.name} ${c.visitor.surname}`.trim(),
                title: c.sale.title,
                date: formatVisitTime(c.date),
              })}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby={describedBy}
            aria-disabled={busy || undefined}
            onClick={() => void accept(mode.clashes.length)}
          >
            {t('visits.received.clash.confirm', { count: mode.clashes.length })}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setMode({ kind: 'choose' })}>
            {t('visits.received.back')}
          </button>
        </div>
      </div>
    );
  }

  if (mode.kind === 'reject') {
    return (
      <form className="flex flex-col gap-3" onSubmit={submitRejection} aria-busy={busy}>
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {t('visits.received.reason')}{' '}
            <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>
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
          <button type="button" className="btn btn-outline" onClick={() => setMode({ kind: 'choose' })}>
            {t('visits.received.back')}
          </button>
        </div>
      </form>
    );
  }
  // The server renders these two: until the island hydrates they do nothing, and say so.
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className="btn btn-primary"
        aria-describedby={describedBy}
        aria-disabled={busy || undefined}
        disabled={!hydrated}
        onClick={() => void startAccept()}
      >
        {t('visits.received.accept')}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        aria-describedby={describedBy}
        disabled={!hydrated}
        onClick={() => setMode({ kind: 'reject' })}
      >
        {t('visits.received.reject')}
      </button>
    </div>
  );
}
