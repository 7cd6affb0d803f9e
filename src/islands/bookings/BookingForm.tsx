/** The /appointment form: a free slot (or a proposed time), a message and a contact phone, sent as a visit request. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { fetchSlots, requestVisit, type BookingSlots } from '../../lib/api/bookings.ts';
import { errorKey } from '../../lib/api/client.ts';
import { formatDay, formatTime, formatVisitTime } from '../../lib/bookings/format.ts';
import { fromLisbon, parseMinute } from '../../lib/bookings/lisbon-time.ts';
import {
  MESSAGE_MAX_LENGTH,
  PROPOSAL_FIRST_MINUTE,
  PROPOSAL_LAST_END_MINUTE,
  PROPOSAL_STEP_MINUTES,
  SLOT_MINUTES,
  bookingPhoneError,
  messageError,
} from '../../lib/bookings/rules.ts';
import { formatMinute } from '../../lib/bookings/lisbon-time.ts';
import { FormAlert, SubmitButton, errorClass, inputClass, labelClass, useTypedBeforeHydration } from '../ui/form.tsx';
import { errorText, fieldErrors, textOf } from './shared.tsx';

export interface BookingFormProps {
  saleUid: string;
  /** The free slots when the page was rendered. */
  initialSlots: BookingSlots;
  /** The profile's phone, offered as the contact phone. */
  phone: string;
}

type Errors = Partial<Record<'date' | 'message' | 'phone', string>>;

/** Refusals after which the slots on screen are stale: fetch them again. */
const STALE_SLOTS = new Set(['booking.error.slot-taken', 'booking.error.not-offered', 'booking.error.day-blocked']);

/** `messages`: the texts of BOOKING_FORM_KEYS (./messages.ts), picked by the page. */
export default function BookingForm({ messages, ...props }: BookingFormProps & { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <BookingFormBody {...props} />
    </MessagesContext.Provider>
  );
}

function BookingFormBody({ saleUid, initialSlots, phone: initialPhone }: BookingFormProps) {
  const t = useTranslate();
  const id = useId();
  const [slots, setSlots] = useState(initialSlots);
  const [day, setDay] = useState(initialSlots.days[0]?.day ?? '');
  const [slot, setSlot] = useState('');
  const [proposedDay, setProposedDay] = useState('');
  const [proposedTime, setProposedTime] = useState('');
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Bumped by each refused submission, so the same errors twice still bring the eye back to the first one.
  const [attempt, setAttempt] = useState(0);
  // A time picked, a message typed on a slow phone before the script ran: kept (decision 170). A picked slot
  // brings its day along, as the day's list on screen was the one rendered with the page.
  useTypedBeforeHydration(form, (typed, chosen) => {
    const picked = typeof chosen['slot'] === 'string' ? chosen['slot'] : undefined;
    const pickedDay = picked && initialSlots.days.find((d) => d.slots.includes(picked))?.day;
    if (pickedDay) {
      setDay(pickedDay);
      setSlot(picked);
    } else if (typeof chosen['day'] === 'string') setDay(chosen['day']);
    if (typed['message'] !== undefined) setMessage(typed['message']);
    if (typed['phone'] !== undefined) setPhone(typed['phone']);
    if (typed['proposedDay'] !== undefined) setProposedDay(typed['proposedDay']);
    if (typed['proposedTime'] !== undefined) setProposedTime(typed['proposedTime']);
  });

  // Issue 25: where the eye is. The confirmation replaces the form, often above the screen: bring it into view and
  // put focus on its heading (not on the body), so a screen reader reads it too.
  useEffect(() => {
    if (!sent) return;
    const heading = sentHeading.current;
    heading?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading?.focus({ preventScroll: true });
  }, [sent]);

  // After a refused submission, the first error in the form's order comes into view and its field takes the focus.
  useEffect(() => {
    if (attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[data-field-error]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'instant' });
    const field = form.current?.querySelector<HTMLElement>(`[aria-describedby~="${first.id}"]`);
    const target =
      field instanceof HTMLFieldSetElement
        ? (field.querySelector<HTMLElement>('input:checked, input') ?? field)
        : (field ?? first);
    target.focus({ preventScroll: true });
  }, [attempt]);

  const proposal = slots.mode === 'proposal';
  const daySlots = slots.days.find((d) => d.day === day)?.slots ?? [];

  function chosenDate(): string | undefined {
    if (!proposal) return slot || undefined;
    const minute = parseMinute(proposedTime);
    if (!proposedDay || Number.isNaN(minute)) return undefined;
    return fromLisbon(proposedDay, minute).toISOString();
  }

  async function refreshSlots() {
    const fresh = await fetchSlots(saleUid).catch(() => null);
    if (!fresh) return;
    setSlots(fresh);
    if (!fresh.days.some((d) => d.day === day)) setDay(fresh.days[0]?.day ?? '');
    setSlot('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const date = chosenDate();
    const found: Errors = {};
    if (!date) found.date = proposal ? 'booking.form.date-required' : 'booking.form.time-required';
    const phoneProblem = bookingPhoneError(phone);
    if (phoneProblem) found.phone = phoneProblem;
    const messageProblem = messageError(message);
    if (messageProblem) found.message = messageProblem;
    setErrors(found);
    setAlert('');
    if (!date || Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await requestVisit({
        saleUid,
        date,
        ...(message.trim() && { message: message.trim() }),
        ...(phone.trim() && { phone: phone.trim() }),
      });
      setSent(date);
    } catch (error) {
      const key = errorKey(error);
      const fields = fieldErrors(error);
      const next: Errors = {};
      for (const field of ['date', 'message', 'phone'] as const) if (fields[field]) next[field] = fields[field];
      setErrors(next);
      if (key && STALE_SLOTS.has(key) && !proposal) {
        await refreshSlots();
        setErrors({ date: 'booking.form.slots-refreshed' });
      }
      if (!fields['date'] && !fields['message'] && !fields['phone']) setAlert(errorText(t, error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="card flex flex-col items-start gap-3 border-leaf-700 p-6" data-booking-sent>
        <h2
          ref={sentHeading}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-leaf-700 focus:outline-none"
          data-booking-sent-title
        >
          {t('booking.form.sent.title')}
        </h2>
        <p>{t('booking.form.sent.text', { date: formatVisitTime(sent) })}</p>
        <div className="flex flex-wrap gap-3">
          <a href="/user-dashboard" className="btn btn-primary">
            {t('appointment.go-dashboard')}
          </a>
          <a href={`/sales/sale-detail?searchValue=${encodeURIComponent(saleUid)}`} className="btn btn-outline">
            {t('appointment.back-to-sale')}
          </a>
        </div>
      </div>
    );
  }

  const dateError = errors.date ? textOf(t, errors.date) : undefined;
  return (
    <form ref={form} className="flex flex-col gap-6" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
      {alert && <FormAlert>{alert}</FormAlert>}
      {proposal ? (
        <fieldset
          className="flex flex-col gap-4"
          aria-describedby={`${id}-proposal-hint${dateError ? ` ${id}-date-error` : ''}`}
        >
          <legend className="mb-2 text-lg font-bold">{t('booking.form.proposal-legend')}</legend>
          <p id={`${id}-proposal-hint`} className="text-ink-muted">
            {t('booking.form.proposal-hint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-day`} className={labelClass}>
                {t('booking.form.day')}
              </label>
              <input
                id={`${id}-day`}
                name="proposedDay"
                type="date"
                className={inputClass}
                min={slots.first}
                max={slots.last}
                required
                value={proposedDay}
                aria-invalid={dateError ? true : undefined}
                onChange={(e) => setProposedDay(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-time`} className={labelClass}>
                {t('booking.form.time')}
              </label>
              <input
                id={`${id}-time`}
                name="proposedTime"
                type="time"
                className={inputClass}
                min={formatMinute(PROPOSAL_FIRST_MINUTE)}
                max={formatMinute(PROPOSAL_LAST_END_MINUTE - SLOT_MINUTES)}
                step={PROPOSAL_STEP_MINUTES * 60}
                required
                value={proposedTime}
                aria-invalid={dateError ? true : undefined}
                onChange={(e) => setProposedTime(e.target.value)}
              />
            </div>
          </div>
          {dateError && (
            <p id={`${id}-date-error`} className={errorClass} data-field-error>
              {dateError}
            </p>
          )}
        </fieldset>
      ) : slots.days.length === 0 ? (
        <FormAlert tone="info">{t('booking.form.no-slots')}</FormAlert>
      ) : (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">{t('booking.form.slots-legend')}</legend>
          <div>
            <label htmlFor={`${id}-day`} className={labelClass}>
              {t('booking.form.day')}
            </label>
            <select
              id={`${id}-day`}
              name="day"
              className={inputClass}
              value={day}
              onChange={(e) => {
                setDay(e.target.value);
                setSlot('');
              }}
            >
              {slots.days.map((d) => (
                <option key={d.day} value={d.day}>
                  {formatDay(d.day)}
                </option>
              ))}
            </select>
          </div>
          <fieldset aria-describedby={dateError ? `${id}-date-error` : undefined}>
            <legend className={labelClass}>{t('booking.form.time')}</legend>
            <div className="flex flex-wrap gap-2">
              {daySlots.map((s) => (
                <label
                  key={s}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={s}
                    checked={slot === s}
                    onChange={() => setSlot(s)}
                    className="accent-brand-700"
                  />
                  {formatTime(s)}
                </label>
              ))}
            </div>
            {dateError && (
              <p id={`${id}-date-error`} className={errorClass} data-field-error role="alert">
                {dateError}
              </p>
            )}
          </fieldset>
          <p className="text-ink-muted">{t('booking.form.duration')}</p>
        </fieldset>
      )}

      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          {t('booking.form.message')} <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className={`${inputClass} min-h-32`}
          maxLength={MESSAGE_MAX_LENGTH}
          value={message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ''}`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p id={`${id}-message-hint`} className="mt-1 text-sm text-ink-muted">
          {t('booking.form.message-hint')}
        </p>
        {errors.message && (
          <p id={`${id}-message-error`} className={errorClass} data-field-error>
            {textOf(t, errors.message)}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          {t('booking.form.phone')} <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={inputClass}
          value={phone}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        {errors.phone && (
          <p id={`${id}-phone-error`} className={errorClass} data-field-error>
            {textOf(t, errors.phone)}
          </p>
        )}
      </div>

      <SubmitButton busy={busy} layout="self-start" disabled={!proposal && slots.days.length === 0}>
        {t('booking.form.submit')}
      </SubmitButton>
    </form>
  );
}
