import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { addDays, formatMinute, fromLisbon, lisbonParts, parseMinute } from '../../lib/bookings/lisbon-time.ts';
import {
  BOOKING_WINDOW_DAYS,
  PROPOSAL_FIRST_MINUTE,
  PROPOSAL_LAST_END_MINUTE,
  PROPOSAL_STEP_MINUTES,
  SLOT_MINUTES,
} from '../../lib/bookings/rules.ts';
import { useTranslate } from '../../lib/translator.ts';
import { inputClass, labelClass } from '../ui/form.tsx';

/** The seller's proposal: a day in the booking window and a quarter hour of the day (decision 148). */
export function ProposeVisit({ propose, onClose }: { propose: (date: string) => Promise<void>; onClose: () => void }) {
  const t = useTranslate();
  const today = lisbonParts(new Date()).day;
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minute = parseMinute(time);
    if (!day || Number.isNaN(minute)) {
      setError('messages.visit.required');
      return;
    }
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await propose(fromLisbon(day, minute).toISOString());
    } catch (err) {
      setError(errorKey(err) ?? 'server-error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id="visit-proposal"
      className="flex shrink-0 flex-col gap-3 border-b border-line bg-brand-50 p-3"
      onSubmit={(e) => void submit(e)}
      aria-labelledby="visit-proposal-title"
      aria-busy={busy}
      noValidate
    >
      <h3 id="visit-proposal-title" ref={heading} tabIndex={-1} className="font-bold">
        {t('messages.visit.propose-title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('messages.visit.propose-hint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="visit-proposal-day" className={labelClass}>
            {t('messages.visit.day')}
          </label>
          <input
            id="visit-proposal-day"
            type="date"
            className={inputClass}
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS)}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'visit-proposal-error' : undefined}
          />
        </div>
        <div>
          <label htmlFor="visit-proposal-time" className={labelClass}>
            {t('messages.visit.time')}
          </label>
          <input
            id="visit-proposal-time"
            type="time"
            className={inputClass}
            min={formatMinute(PROPOSAL_FIRST_MINUTE)}
            max={formatMinute(PROPOSAL_LAST_END_MINUTE - SLOT_MINUTES)}
            step={PROPOSAL_STEP_MINUTES * 60}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'visit-proposal-error' : undefined}
          />
        </div>
      </div>
      {error && (
        <p id="visit-proposal-error" role="alert" className="text-sm font-semibold text-error">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('messages.visit.send')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('messages.visit.close')}
        </button>
      </div>
    </form>
  );
}
