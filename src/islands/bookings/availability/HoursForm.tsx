/**
 * The opened editor: the week's intervals and the blocked days, saved whole. Checked here with the API's own rule
 * first; refusals by the API land on the interval they name, and the error summary above the form (decision 179)
 * links to each. "Cancelar" closes it with nothing saved.
 */
import { useState, type FormEvent, type RefObject } from 'react';
import { saveAvailability, type Availability } from '../../../lib/api/bookings.ts';
import { intervalErrors } from '../../../lib/bookings/rules.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { showToast } from '../../../stores/toasts.ts';
import { ErrorSummary, useErrorSummary } from '../../ui/error-summary.tsx';
import { SubmitButton } from '../../ui/form.tsx';
import { fieldErrors, textOf } from '../shared.tsx';
import { BlockedDays } from './BlockedDays.tsx';
import { WEEK } from './summary.ts';
import { WeekHours, rowField, withKey, type Row } from './WeekHours.tsx';

const dayPosition = (weekday: number) => (WEEK as readonly number[]).indexOf(weekday);

export type SavedHours = Pick<Availability, 'hours' | 'blockedDays'>;

interface Props {
  id: string;
  saved: SavedHours;
  formRef: RefObject<HTMLFormElement | null>;
  onSaved: (saved: SavedHours) => void;
  onCancel: () => void;
  /** False in the server's HTML, until the island has hydrated (decision 170). */
  ready: boolean;
}

export function HoursForm({ id, saved, formRef, onSaved, onCancel, ready }: Props) {
  const t = useTranslate();
  const [rows, setRows] = useState<Row[]>(() => saved.hours.map(withKey));
  const [blocked, setBlocked] = useState<string[]>(saved.blockedDays);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const hours = rows.map(({ weekday, start, end }) => ({ weekday, start, end }));
    const found = intervalErrors(hours);
    setErrors(found);
    setAlert('');
    if (Object.keys(found).length > 0) {
      setAlert(t('availability.error.save'));
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveAvailability({ hours, blockedDays: blocked });
      showToast({ severity: 'success', summary: t('availability.saved') });
      onSaved({ hours: answer.hours, blockedDays: answer.blockedDays });
    } catch (error) {
      const byIndex: Record<number, string> = {};
      for (const [field, key] of Object.entries(fieldErrors(error))) {
        const index = /^hours\.(\d+)/.exec(field)?.[1];
        if (index !== undefined) byIndex[Number(index)] = key;
      }
      setErrors(byIndex);
      setAlert(t(Object.keys(byIndex).length > 0 ? 'availability.error.save' : 'booking.error.generic'));
      summary.failed();
      setBusy(false);
    }
  }

  // The summary's links, in the order of the form: by day of the week, then as the rows stand.
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => dayPosition(a.row.weekday) - dayPosition(b.row.weekday) || a.index - b.index);
  const labels = Object.fromEntries(
    ordered.map(({ row }) => [
      rowField(row),
      `${t(`availability.weekday.${row.weekday}`)} ${t('availability.interval', { start: row.start, end: row.end })}`,
    ]),
  );
  const fieldTexts = Object.fromEntries(
    ordered
      .filter(({ index }) => errors[index])
      .map(({ row, index }) => [rowField(row), textOf(t, errors[index], 'availability.error.time')]),
  );

  return (
    <form
      id={id}
      ref={formRef}
      className="flex flex-col gap-6"
      onSubmit={(e) => void save(e)}
      aria-busy={busy}
      noValidate
      data-availability-form
    >
      <ErrorSummary summary={summary} labels={labels} errors={fieldTexts} message={alert} />
      <WeekHours scope={summary.scope} rows={rows} errors={errors} onChange={setRows} ready={ready} />
      <BlockedDays days={blocked} onChange={setBlocked} ready={ready} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} layout="">
          {t('availability.save')}
        </SubmitButton>
        <button type="button" className="btn btn-outline" disabled={!ready} onClick={onCancel}>
          {t('availability.cancel')}
        </button>
      </div>
    </form>
  );
}
