/**
 * When the visit would be: a free slot of the seller's hours (a day, then a time), or, for a seller who keeps no
 * hours, a proposed day and time. The date's error describes the group; the error summary links to `date`, the
 * first control (the proposed day, or the day's first time).
 */
import type { BookingSlots } from '../../../lib/api/bookings.ts';
import { formatDay, formatTime } from '../../../lib/bookings/format.ts';
import { formatMinute } from '../../../lib/bookings/lisbon-time.ts';
import {
  PROPOSAL_FIRST_MINUTE,
  PROPOSAL_LAST_END_MINUTE,
  PROPOSAL_STEP_MINUTES,
  SLOT_MINUTES,
} from '../../../lib/bookings/rules.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { errorClass, FormAlert, inputClass, labelClass } from '../../ui/form.tsx';

interface Props {
  slots: BookingSlots;
  day: string;
  slot: string;
  proposedDay: string;
  proposedTime: string;
  /** The date's translated error, if any. */
  error: string | undefined;
  chooseDay: (day: string) => void;
  setSlot: (slot: string) => void;
  setProposedDay: (day: string) => void;
  setProposedTime: (time: string) => void;
}

export function TimeFields(props: Props) {
  const t = useTranslate();
  const { slots, day, slot, error } = props;
  const id = useFieldId('date');
  const dayId = useFieldId('day');
  const timeId = useFieldId('proposedTime');

  if (slots.mode === 'proposal') {
    return (
      <fieldset className="flex flex-col gap-4" aria-describedby={`${id}-proposal-hint${error ? ` ${id}-error` : ''}`}>
        <legend className="mb-2 text-lg font-bold">{t('booking.form.proposal-legend')}</legend>
        <p id={`${id}-proposal-hint`} className="text-ink-muted">
          {t('booking.form.proposal-hint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id} className={labelClass}>
              {t('booking.form.day')}
            </label>
            <input
              id={id}
              name="proposedDay"
              type="date"
              className={inputClass}
              min={slots.first}
              max={slots.last}
              required
              value={props.proposedDay}
              aria-invalid={error ? true : undefined}
              onChange={(e) => props.setProposedDay(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={timeId} className={labelClass}>
              {t('booking.form.time')}
            </label>
            <input
              id={timeId}
              name="proposedTime"
              type="time"
              className={inputClass}
              min={formatMinute(PROPOSAL_FIRST_MINUTE)}
              max={formatMinute(PROPOSAL_LAST_END_MINUTE - SLOT_MINUTES)}
              step={PROPOSAL_STEP_MINUTES * 60}
              required
              value={props.proposedTime}
              aria-invalid={error ? true : undefined}
              onChange={(e) => props.setProposedTime(e.target.value)}
            />
          </div>
        </div>
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        )}
      </fieldset>
    );
  }

  if (slots.days.length === 0) return <FormAlert tone="info">{t('booking.form.no-slots')}</FormAlert>;

  const daySlots = slots.days.find((d) => d.day === day)?.slots ?? [];
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-bold">{t('booking.form.slots-legend')}</legend>
      <div>
        <label htmlFor={dayId} className={labelClass}>
          {t('booking.form.day')}
        </label>
        <select
          id={dayId}
          name="day"
          className={inputClass}
          value={day}
          onChange={(e) => props.chooseDay(e.target.value)}
        >
          {slots.days.map((d) => (
            <option key={d.day} value={d.day}>
              {formatDay(d.day)}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={labelClass}>{t('booking.form.time')}</legend>
        <div className="flex flex-wrap gap-2">
          {daySlots.map((s, index) => (
            <label
              key={s}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name="slot"
                value={s}
                checked={slot === s}
                onChange={() => props.setSlot(s)}
                className="accent-brand-700"
              />
              {formatTime(s)}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            {error}
          </p>
        )}
      </fieldset>
      <p className="text-ink-muted">{t('booking.form.duration')}</p>
    </fieldset>
  );
}
