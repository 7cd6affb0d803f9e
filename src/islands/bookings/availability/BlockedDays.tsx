/** The editor's days without visits (holidays, fairs): the list with "Desbloquear" and a day to add. */
import { useId, useState } from 'react';
import { useTranslate } from '../../../lib/translator.ts';
import { formatDay } from '../../../lib/bookings/format.ts';
import { addDays, isDay, lisbonParts } from '../../../lib/bookings/lisbon-time.ts';
import { BOOKING_WINDOW_DAYS } from '../../../lib/bookings/rules.ts';
import { errorClass, inputClass } from '../../ui/form.tsx';
import { textOf } from '../shared.tsx';

interface Props {
  days: string[];
  onChange: (update: (days: string[]) => string[]) => void;
  /** False in the server's HTML, until the island has hydrated (decision 170). */
  ready: boolean;
}

export function BlockedDays({ days, onChange, ready }: Props) {
  const t = useTranslate();
  const id = useId();
  const [newDay, setNewDay] = useState('');
  const [error, setError] = useState('');
  const today = lisbonParts(new Date()).day;

  function add() {
    if (!isDay(newDay) || newDay < today) {
      setError('availability.error.blocked-day');
      return;
    }
    setError('');
    onChange((list) => [...new Set([...list, newDay])].sort());
    setNewDay('');
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-lg font-bold">{t('availability.blocked.title')}</legend>
      <p className="text-ink-muted">{t('availability.blocked.hint')}</p>
      {days.length === 0 ? (
        <p>{t('availability.blocked.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full bg-sand py-1 pr-1 pl-3">
              <span>{formatDay(day)}</span>
              <button
                type="button"
                className="flex size-9 items-center justify-center rounded-full hover:bg-brand-100"
                disabled={!ready}
                aria-label={t('availability.blocked.remove', { day: formatDay(day) })}
                onClick={() => onChange((list) => list.filter((d) => d !== day))}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={`${id}-day`} className="mb-1 block font-semibold">
            {t('availability.blocked.day')}
          </label>
          <input
            id={`${id}-day`}
            type="date"
            className={inputClass}
            min={today}
            max={addDays(today, BOOKING_WINDOW_DAYS * 6)}
            value={newDay}
            disabled={!ready}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setNewDay(e.target.value)}
          />
        </div>
        <button type="button" className="btn btn-outline" disabled={!ready} onClick={add}>
          {t('availability.blocked.add')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {textOf(t, error)}
        </p>
      )}
    </fieldset>
  );
}
