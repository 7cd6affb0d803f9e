/** Dashboard: the seller's weekly visiting hours and blocked days, saved whole. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { fetchAvailability, saveAvailability } from '../../lib/api/bookings.ts';
import { formatDay } from '../../lib/bookings/format.ts';
import { addDays, isDay, lisbonParts } from '../../lib/bookings/lisbon-time.ts';
import {
  BOOKING_WINDOW_DAYS,
  HOURS_STEP_MINUTES,
  MAX_INTERVALS_PER_DAY,
  intervalErrors,
  type VisitInterval,
} from '../../lib/bookings/rules.ts';
import { showToast } from '../../stores/toasts.ts';
import { FormAlert, errorClass, inputClass } from '../ui/form.tsx';
import { fieldErrors, textOf } from './shared.tsx';

/** Monday first, as calendars in Portugal show the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface Row extends VisitInterval {
  key: number;
}

let nextKey = 1;
const withKey = (interval: VisitInterval): Row => ({ ...interval, key: nextKey++ });

/** `messages`: the texts of AVAILABILITY_KEYS (./messages.ts), picked by the page. */
export default function AvailabilityEditor({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <AvailabilityEditorBody />
    </MessagesContext.Provider>
  );
}

function AvailabilityEditorBody() {
  const t = useTranslate();
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [blocked, setBlocked] = useState<string[]>([]);
  const [newDay, setNewDay] = useState('');
  const [dayError, setDayError] = useState('');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState('');
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [busy, setBusy] = useState(false);
  const today = lisbonParts(new Date()).day;

  useEffect(() => {
    fetchAvailability()
      .then((a) => {
        setRows(a.hours.map(withKey));
        setBlocked(a.blockedDays);
        setState('ready');
      })
      .catch(() => setState('error'));
  }, []);

  const update = (key: number, patch: Partial<VisitInterval>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function addBlocked() {
    if (!isDay(newDay) || newDay < today) {
      setDayError('availability.error.blocked-day');
      return;
    }
    setDayError('');
    setBlocked((list) => [...new Set([...list, newDay])].sort());
    setNewDay('');
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const hours = rows.map(({ weekday, start, end }) => ({ weekday, start, end }));
    const found = intervalErrors(hours);
    setErrors(found);
    setAlert('');
    if (Object.keys(found).length > 0) {
      setAlert(t('availability.error.save'));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveAvailability({ hours, blockedDays: blocked });
      setRows(saved.hours.map(withKey));
      setBlocked(saved.blockedDays);
      showToast({ severity: 'success', summary: t('availability.saved') });
    } catch (error) {
      const fields = fieldErrors(error);
      const byIndex: Record<number, string> = {};
      for (const [field, key] of Object.entries(fields)) {
        const index = /^hours\.(\d+)/.exec(field)?.[1];
        if (index !== undefined) byIndex[Number(index)] = key;
      }
      setErrors(byIndex);
      setAlert(t('availability.error.save'));
    } finally {
      setBusy(false);
    }
  }

  if (state === 'loading') return null;
  if (state === 'error') return <FormAlert>{t('visits.load-error')}</FormAlert>;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-availability>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t('availability.title')}
      </h2>
      <p className="max-w-prose text-ink-muted">{t('availability.lead')}</p>
      <form className="flex flex-col gap-6" onSubmit={(e) => void save(e)} aria-busy={busy} noValidate>
        {alert && <FormAlert>{alert}</FormAlert>}
        <div className="flex flex-col divide-y divide-line rounded-card border border-line bg-white">
          {WEEK.map((weekday) => {
            const dayRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
            const dayName = t(`availability.weekday.${weekday}`);
            return (
              <fieldset
                key={weekday}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
                data-weekday={weekday}
              >
                <legend className="float-left w-36 shrink-0 pt-2 font-bold">{dayName}</legend>
                <div className="flex flex-1 flex-col gap-2">
                  {dayRows.length === 0 && <p className="pt-2 text-ink-muted">{t('availability.closed')}</p>}
                  {dayRows.map(({ row, index }) => (
                    <div key={row.key}>
                      <div className="flex flex-wrap items-center gap-2">
                        <label htmlFor={`${id}-${row.key}-start`}>{t('availability.from')}</label>
                        <input
                          id={`${id}-${row.key}-start`}
                          type="time"
                          step={HOURS_STEP_MINUTES * 60}
                          className={`${inputClass} w-32`}
                          value={row.start}
                          aria-invalid={errors[index] ? true : undefined}
                          aria-describedby={errors[index] ? `${id}-${row.key}-error` : undefined}
                          onChange={(e) => update(row.key, { start: e.target.value })}
                        />
                        <label htmlFor={`${id}-${row.key}-end`}>{t('availability.to')}</label>
                        <input
                          id={`${id}-${row.key}-end`}
                          type="time"
                          step={HOURS_STEP_MINUTES * 60}
                          className={`${inputClass} w-32`}
                          value={row.end}
                          aria-invalid={errors[index] ? true : undefined}
                          aria-describedby={errors[index] ? `${id}-${row.key}-error` : undefined}
                          onChange={(e) => update(row.key, { end: e.target.value })}
                        />
                        <button
                          type="button"
                          className="btn btn-outline"
                          aria-label={`${dayName}: ${t('availability.remove', { start: row.start, end: row.end })}`}
                          onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                        >
                          <span aria-hidden="true">✕</span>
                        </button>
                      </div>
                      {errors[index] && (
                        <p id={`${id}-${row.key}-error`} className={errorClass}>
                          {textOf(t, errors[index], 'availability.error.time')}
                        </p>
                      )}
                    </div>
                  ))}
                  {dayRows.length < MAX_INTERVALS_PER_DAY && (
                    <button
                      type="button"
                      className="self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
                      aria-label={`${dayName}: ${t('availability.add')}`}
                      onClick={() => setRows((list) => [...list, withKey({ weekday, start: '10:00', end: '12:00' })])}
                    >
                      + {t('availability.add')}
                    </button>
                  )}
                </div>
              </fieldset>
            );
          })}
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="text-lg font-bold">{t('availability.blocked.title')}</legend>
          <p className="text-ink-muted">{t('availability.blocked.hint')}</p>
          {blocked.length === 0 ? (
            <p>{t('availability.blocked.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {blocked.map((day) => (
                <li key={day} className="flex items-center gap-1 rounded-full bg-sand py-1 pr-1 pl-3">
                  <span>{formatDay(day)}</span>
                  <button
                    type="button"
                    className="flex size-9 items-center justify-center rounded-full hover:bg-brand-100"
                    aria-label={t('availability.blocked.remove', { day: formatDay(day) })}
                    onClick={() => setBlocked((list) => list.filter((d) => d !== day))}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={`${id}-blocked`} className="mb-1 block font-semibold">
                {t('availability.blocked.day')}
              </label>
              <input
                id={`${id}-blocked`}
                type="date"
                className={inputClass}
                min={today}
                max={addDays(today, BOOKING_WINDOW_DAYS * 6)}
                value={newDay}
                aria-invalid={dayError ? true : undefined}
                aria-describedby={dayError ? `${id}-blocked-error` : undefined}
                onChange={(e) => setNewDay(e.target.value)}
              />
            </div>
            <button type="button" className="btn btn-outline" onClick={addBlocked}>
              {t('availability.blocked.add')}
            </button>
          </div>
          {dayError && (
            <p id={`${id}-blocked-error`} className={errorClass}>
              {textOf(t, dayError)}
            </p>
          )}
        </fieldset>

        <button type="submit" className="btn btn-primary self-start" aria-disabled={busy || undefined}>
          {t('availability.save')}
        </button>
      </form>
    </section>
  );
}
