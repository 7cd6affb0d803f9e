/** The /appointment form: a free slot (or a proposed time), a message and a contact phone, sent as a visit request. */
import { useRef, useState, type FormEvent } from 'react';
import { fetchSlots, requestVisit, type BookingSlots } from '../../../lib/api/bookings.ts';
import { errorKey } from '../../../lib/api/client.ts';
import { fromLisbon, parseMinute } from '../../../lib/bookings/lisbon-time.ts';
import { MESSAGE_MAX_LENGTH, bookingPhoneError, messageError } from '../../../lib/bookings/rules.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { ErrorSummary, FieldScope, useErrorSummary } from '../../ui/error-summary.tsx';
import { TextAreaField, TextField } from '../../ui/fields.tsx';
import { SubmitButton, useTypedBeforeHydration } from '../../ui/form.tsx';
import { errorText, fieldErrors, textOf } from '../shared.tsx';
import { BookingSent } from './BookingSent.tsx';
import { TimeFields } from './TimeFields.tsx';
import { AnimalChoice, type ChoosableAnimal } from './AnimalChoice.tsx';

export interface BookingFormProps {
  saleUid: string;
  /** The free slots when the page was rendered. */
  initialSlots: BookingSlots;
  /** The profile's phone, offered as the contact phone. */
  phone: string;
  /** A litter's animals not yet sold (issue 39): the visitor names those they want to meet. */
  animals?: ChoosableAnimal[];
}

type Field = 'date' | 'message' | 'phone';
type Errors = Partial<Record<Field, string>>;

/** Refusals after which the slots on screen are stale: fetch them again. */
const STALE_SLOTS = new Set(['booking.error.slot-taken', 'booking.error.not-offered', 'booking.error.day-blocked']);

/** `messages`: the texts of BOOKING_FORM_KEYS (../messages.ts), picked by the page. */
export default function BookingForm({ messages, ...props }: BookingFormProps & { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <BookingFormBody {...props} />
    </MessagesContext.Provider>
  );
}

function BookingFormBody({ saleUid, initialSlots, phone: initialPhone, animals = [] }: BookingFormProps) {
  const t = useTranslate();
  const [slots, setSlots] = useState(initialSlots);
  const [day, setDay] = useState(initialSlots.days[0]?.day ?? '');
  const [slot, setSlot] = useState('');
  const [proposedDay, setProposedDay] = useState('');
  const [proposedTime, setProposedTime] = useState('');
  const [message, setMessage] = useState('');
  const [phone, setPhone] = useState(initialPhone);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
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

  const proposal = slots.mode === 'proposal';

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
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      await requestVisit({
        saleUid,
        date,
        ...(message.trim() && { message: message.trim() }),
        ...(phone.trim() && { phone: phone.trim() }),
        ...(chosen.length > 0 && { animals: chosen }),
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
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    const named = animals.filter((animal) => chosen.includes(animal.uid)).map((animal) => animal.label);
    return <BookingSent saleUid={saleUid} date={sent} animals={named} />;
  }

  const texts = {
    date: errors.date && textOf(t, errors.date),
    message: errors.message && textOf(t, errors.message),
    phone: errors.phone && textOf(t, errors.phone),
  };
  const optional = <span className="font-normal text-ink-muted">{t('booking.form.optional')}</span>;
  return (
    <form ref={form} className="flex flex-col gap-6" onSubmit={(e) => void submit(e)} aria-busy={busy} noValidate>
      <ErrorSummary
        summary={summary}
        labels={{
          date: t(proposal ? 'booking.form.proposal-legend' : 'booking.form.time'),
          message: t('booking.form.message'),
          phone: t('booking.form.phone'),
        }}
        errors={texts}
        message={alert}
      />
      <FieldScope summary={summary}>
        <TimeFields
          slots={slots}
          day={day}
          slot={slot}
          proposedDay={proposedDay}
          proposedTime={proposedTime}
          error={texts.date}
          chooseDay={(d) => {
            setDay(d);
            setSlot('');
          }}
          setSlot={setSlot}
          setProposedDay={setProposedDay}
          setProposedTime={setProposedTime}
        />
        {animals.length > 0 && <AnimalChoice animals={animals} chosen={chosen} onChange={setChosen} />}
        <TextAreaField
          label={t('booking.form.message')}
          labelExtra={optional}
          hint={t('booking.form.message-hint')}
          name="message"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          value={message}
          error={texts.message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <TextField
          label={t('booking.form.phone')}
          labelExtra={optional}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          error={texts.phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </FieldScope>

      <SubmitButton busy={busy} layout="self-start" disabled={!proposal && slots.days.length === 0}>
        {t('booking.form.submit')}
      </SubmitButton>
    </form>
  );
}
