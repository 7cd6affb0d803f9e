/** The editor's seven days, Monday first: each day's intervals (from, to, remove) and "Adicionar horário". */
import { useTranslate } from '../../../lib/translator.ts';
import { HOURS_STEP_MINUTES, MAX_INTERVALS_PER_DAY } from '../../../lib/bookings/rules.ts';
import type { VisitInterval } from '../../../lib/bookings/shapes.ts';
import { errorClass, inputClass } from '../../ui/form.tsx';
import { textOf } from '../shared.tsx';
import { WEEK } from './summary.ts';

export interface Row extends VisitInterval {
  key: number;
}

let nextKey = 1;
export const withKey = (interval: VisitInterval): Row => ({ ...interval, key: nextKey++ });

/** The row's name in the error summary: its "from" control's id is `<scope>-<name>` (decision 179). */
export const rowField = (row: Row): string => `row-${row.key}`;

interface Props {
  /** The error summary's prefix of ids. */
  scope: string;
  rows: Row[];
  /** Error keys by the row's index in `rows` (as the API names `hours.N`). */
  errors: Record<number, string>;
  onChange: (update: (rows: Row[]) => Row[]) => void;
  /** False in the server's HTML, until the island has hydrated (decision 170). */
  ready: boolean;
}

export function WeekHours({ scope, rows, errors, onChange, ready }: Props) {
  const t = useTranslate();
  const update = (key: number, patch: Partial<VisitInterval>) =>
    onChange((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <div className="flex flex-col divide-y divide-line rounded-card border border-line bg-white">
      {WEEK.map((weekday) => {
        const dayRows = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
        const dayName = t(`availability.weekday.${weekday}`);
        return (
          <fieldset key={weekday} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-weekday={weekday}>
            <legend className="float-left w-36 shrink-0 pt-2 font-bold">{dayName}</legend>
            <div className="flex flex-1 flex-col gap-2">
              {dayRows.length === 0 && <p className="pt-2 text-ink-muted">{t('availability.closed')}</p>}
              {dayRows.map(({ row, index }) => {
                const error = errors[index];
                const errorId = `${scope}-${rowField(row)}-error`;
                return (
                  <div key={row.key}>
                    <div className="flex flex-wrap items-center gap-2">
                      <label htmlFor={`${scope}-${rowField(row)}`}>{t('availability.from')}</label>
                      <input
                        id={`${scope}-${rowField(row)}`}
                        type="time"
                        step={HOURS_STEP_MINUTES * 60}
                        className={`${inputClass} w-32`}
                        value={row.start}
                        disabled={!ready}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(e) => update(row.key, { start: e.target.value })}
                      />
                      <label htmlFor={`${scope}-${rowField(row)}-end`}>{t('availability.to')}</label>
                      <input
                        id={`${scope}-${rowField(row)}-end`}
                        type="time"
                        step={HOURS_STEP_MINUTES * 60}
                        className={`${inputClass} w-32`}
                        value={row.end}
                        disabled={!ready}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(e) => update(row.key, { end: e.target.value })}
                      />
                      <button
                        type="button"
                        className="btn btn-outline"
                        disabled={!ready}
                        aria-label={`${dayName}: ${t('availability.remove', { start: row.start, end: row.end })}`}
                        onClick={() => onChange((list) => list.filter((r) => r.key !== row.key))}
                      >
                        <span aria-hidden="true">✕</span>
                      </button>
                    </div>
                    {error && (
                      <p id={errorId} className={errorClass}>
                        {textOf(t, error, 'availability.error.time')}
                      </p>
                    )}
                  </div>
                );
              })}
              {dayRows.length < MAX_INTERVALS_PER_DAY && (
                <button
                  type="button"
                  className="self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
                  disabled={!ready}
                  aria-label={`${dayName}: ${t('availability.add')}`}
                  onClick={() => onChange((list) => [...list, withKey({ weekday, start: '10:00', end: '12:00' })])}
                >
                  + {t('availability.add')}
                </button>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
