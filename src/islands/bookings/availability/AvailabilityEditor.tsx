/**
 * Dashboard: the seller's weekly visiting hours and blocked days (issue 40). Closed, a one-line summary and
 * "Alterar", which opens the editor in place with the focus on its first control; saving (or "Cancelar") closes it
 * again and gives the focus back to "Alterar". With no hours yet it is closed too, to one line and an invitation
 * ("Ainda não indicou horas de visita — Indicar horas", decision 201): seven days of fields were 1,660 px of a phone.
 * The page passes the saved hours (`initial`), so the server's HTML already holds the summary and nothing moves when
 * the island wakes.
 */
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { fetchAvailability } from '../../../lib/api/bookings.ts';
import { MessagesContext, useTranslate, type Messages } from '../../../lib/translator.ts';
import { useHydrated } from '../../hydration.ts';
import { FormAlert } from '../../ui/form.tsx';
import { HoursForm, type SavedHours } from './HoursForm.tsx';
import { summarizeHours } from './summary.ts';

/**
 * `messages`: the texts of AVAILABILITY_KEYS (../messages.ts), picked by the page. `initial`: the saved hours, read
 * by the page; without them the island asks the API after hydrating.
 */
export default function AvailabilityEditor({
  messages,
  initial,
}: {
  messages: Messages;
  initial?: SavedHours | undefined;
}) {
  return (
    <MessagesContext.Provider value={messages}>
      <AvailabilityBody initial={initial} />
    </MessagesContext.Provider>
  );
}

function AvailabilityBody({ initial }: { initial: SavedHours | undefined }) {
  const t = useTranslate();
  const id = useId();
  const hydrated = useHydrated();
  const [saved, setSaved] = useState<SavedHours | null>(initial ?? null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  /** Where the focus goes once the editor has opened or closed at the person's request. */
  const focusNext = useRef<'form' | 'change' | null>(null);

  useEffect(() => {
    if (initial) return;
    fetchAvailability()
      .then(setSaved)
      .catch(() => setFailed(true));
    // Once: `initial` is the page's, it does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (focusNext.current === 'form') {
      form.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
    } else if (focusNext.current === 'change') change.current?.focus();
    focusNext.current = null;
  }, [editing]);

  const close = () => {
    focusNext.current = 'change';
    setEditing(false);
  };

  if (failed) return <FormAlert>{t('visits.load-error')}</FormAlert>;
  if (!saved) return null;
  const summary = summarizeHours(saved.hours, (weekday) => t(`availability.day-short.${weekday}`));

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-availability>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {t('availability.title')}
      </h2>
      {editing ? (
        <>
          <p className="max-w-prose text-ink-muted">{t('availability.lead')}</p>
          <HoursForm
            id={`${id}-form`}
            saved={saved}
            formRef={form}
            ready={hydrated}
            onSaved={(next) => {
              setSaved(next);
              close();
            }}
            onCancel={close}
          />
        </>
      ) : (
        <>
          <div className="flex flex-col gap-1" data-availability-summary>
            {/* One entry per line when they do not fit side by side: a phone breaks between days, not inside. */}
            <p className="flex flex-wrap gap-x-2 text-lg font-semibold">
              {summary.length > 0
                ? summary.map((group, i) => (
                    <Fragment key={group}>
                      {i > 0 && ' '}
                      <span>
                        {group}
                        {i < summary.length - 1 && ' ·'}
                      </span>
                    </Fragment>
                  ))
                : t('availability.summary.none')}
            </p>
            {saved.blockedDays.length > 0 && (
              <p className="text-ink-muted">{t('availability.summary.blocked', { count: saved.blockedDays.length })}</p>
            )}
          </div>
          <button
            ref={change}
            type="button"
            className={`btn ${summary.length > 0 ? 'btn-outline' : 'btn-primary'} self-start`}
            disabled={!hydrated}
            onClick={() => {
              focusNext.current = 'form';
              setEditing(true);
            }}
          >
            {summary.length > 0 ? (
              <>
                {t('availability.change')}
                <span className="sr-only"> {t('availability.change-what')}</span>
              </>
            ) : (
              t('availability.start')
            )}
          </button>
        </>
      )}
    </section>
  );
}
