/**
 * /admin/people (issue 18, decision 152): find a person by e-mail or name (a GET form: the page's address keeps the
 * search), open one (`?uid=`) to read their role, suspension and moderation log; suspend them for a period or for
 * good, lift a suspension, and, for admins, give or take the moderator role. The API decides who may do what.
 */
import type { RefObject } from 'react';
import { liftSuspension, setModeratorRole, suspendPerson, type PersonDetail } from '../../lib/api/people.ts';
import { PEOPLE_QUERY_MAX, PEOPLE_QUERY_MIN } from '../../lib/moderation/types.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { TextField } from '../ui/fields.tsx';
import { FormAlert } from '../ui/form.tsx';
import { LiftButton, RoleControl, SuspendForm } from './people/PersonActions.tsx';
import { Results, searchHref } from './people/Results.tsx';
import { dateTime, fullName, isForever } from './people/shared.tsx';
import { usePerson } from './use-person.ts';
import { formatLongDate } from '../../lib/bookings/format.ts';

interface Props {
  messages: Messages;
  /** The search as the page's address holds it. */
  q: string;
  page: number;
  /** The person opened, if any. */
  uid: string | null;
  selfUid: string;
  isAdmin: boolean;
}

export default function PeopleAdmin({ messages, ...props }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <People {...props} />
    </MessagesContext.Provider>
  );
}

function People({ q, page, uid, selfUid, isAdmin }: Omit<Props, 'messages'>) {
  const t = useTranslate();
  const trimmed = q.trim();
  const valid = trimmed.length >= PEOPLE_QUERY_MIN && trimmed.length <= PEOPLE_QUERY_MAX;
  return (
    <div className="flex flex-col gap-6">
      {/* Our own message for a term too short or too long, after the page comes back (noValidate). */}
      <form method="get" action="/admin/people" className="card flex flex-col gap-3 p-5" role="search" noValidate>
        <TextField
          label={t('people.search.label')}
          hint={t('people.search.hint')}
          name="q"
          type="search"
          defaultValue={q}
          minLength={PEOPLE_QUERY_MIN}
          maxLength={PEOPLE_QUERY_MAX}
          autoComplete="off"
          error={q && !valid ? t('people.error.query') : undefined}
        />
        <div>
          <button type="submit" className="btn btn-primary">
            {t('people.search.submit')}
          </button>
        </div>
      </form>
      {uid ? (
        <Person uid={uid} selfUid={selfUid} isAdmin={isAdmin} backTo={trimmed ? searchHref(trimmed, page) : null} />
      ) : (
        valid && <Results q={trimmed} page={page} />
      )}
    </div>
  );
}

function Person({
  uid,
  selfUid,
  isAdmin,
  backTo,
}: {
  uid: string;
  selfUid: string;
  isAdmin: boolean;
  backTo: string | null;
}) {
  const t = useTranslate();
  const { person, error, alert, status, heading, load, done, failed } = usePerson(uid);

  if (error) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert>{error}</FormAlert>
        {error === t('people.load-error') && (
          <button type="button" className="btn btn-outline self-start" onClick={() => void load()}>
            {t('people.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!person) return <p className="text-ink-muted">{t('people.loading')}</p>;
  const name = fullName(person);
  const suspended = person.suspendedUntil !== null;
  const staff = person.role === 'admin' || person.uid === selfUid;
  const roleChangeable = isAdmin && !staff && (person.role === 'user' || person.role === 'moderator');

  return (
    <section aria-labelledby="person-name" className="card flex flex-col gap-5 p-5 md:p-6" data-person-detail={uid}>
      {backTo && (
        <a href={backTo} className="inline-flex min-h-11 items-center self-start font-semibold">
          ← {t('people.back')}
        </a>
      )}
      <h2 id="person-name" ref={heading} tabIndex={-1} className="text-2xl font-extrabold [overflow-wrap:anywhere]">
        {name}
      </h2>
      <PersonFacts person={person} />
      <a href={`/breeders/${person.uid}`} className="inline-flex min-h-11 items-center self-start font-semibold">
        {t('people.public-page')}
      </a>

      <SuspensionState person={person} status={status} />
      {alert && <FormAlert>{alert}</FormAlert>}

      {suspended ? (
        <LiftButton
          onLift={async () => {
            try {
              await liftSuspension(person.uid);
              await done(t('people.lifted', { name }));
            } catch (e) {
              failed(e);
            }
          }}
        />
      ) : staff ? (
        <p className="text-ink-muted">{t('people.staff')}</p>
      ) : (
        <SuspendForm
          onSuspend={async (days, reason) => {
            try {
              await suspendPerson(person.uid, days, reason);
              await done(t('people.suspended', { name }));
              return true;
            } catch (e) {
              failed(e);
              return false;
            }
          }}
        />
      )}

      {isAdmin &&
        (roleChangeable ? (
          <RoleControl
            name={name}
            moderator={person.role === 'moderator'}
            onChange={async (role) => {
              try {
                await setModeratorRole(person.uid, role);
                await done(t(role === 'moderator' ? 'people.granted' : 'people.revoked', { name }), 'heading');
              } catch (e) {
                failed(e);
              }
            }}
          />
        ) : (
          <p className="text-ink-muted">{t('people.role-fixed')}</p>
        ))}

      <PersonLog person={person} />
    </section>
  );
}

/** The person's email, role, date of joining and open reports. */
function PersonFacts({ person }: { person: PersonDetail }) {
  const t = useTranslate();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="font-semibold">{t('people.email')}</dt>
        <dd className="text-ink-muted [overflow-wrap:anywhere]">{person.email}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('people.role')}</dt>
        <dd className="text-ink-muted" data-role={person.role}>
          {t(`people.role.${person.role}`)}
        </dd>
      </div>
      <div>
        <dt className="font-semibold">{t('people.member-since')}</dt>
        <dd className="text-ink-muted">{formatLongDate(person.memberSince)}</dd>
      </div>
      <div>
        <dt className="font-semibold">{t('people.open-reports')}</dt>
        <dd className="text-ink-muted">{person.openReports}</dd>
      </div>
    </dl>
  );
}

/** What moderators and the site did to the person, as the log lists it. */
function PersonLog({ person }: { person: PersonDetail }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="person-log" className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 id="person-log" className="text-lg font-bold">
        {t('people.log')}
      </h3>
      {person.log.length === 0 ? (
        <p className="text-ink-muted">{t('people.log.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-person-log>
          {person.log.map((entry) => (
            <li key={entry.uid} data-log-entry={entry.action} className="[overflow-wrap:anywhere]">
              {dateTime.format(new Date(entry.createdAt))} · {t(`reports-queue.action.${entry.action}`)} ·{' '}
              {entry.moderator ?? t('reports-queue.by-site')}
              {entry.reason && ` · ${entry.reason}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether the person is suspended, until when and why; `status` takes the focus after a change. */
function SuspensionState({ person, status }: { person: PersonDetail; status: RefObject<HTMLParagraphElement | null> }) {
  const t = useTranslate();
  const suspended = person.suspendedUntil !== null;
  return (
    <div
      className={`rounded-lg border-2 p-4 ${suspended ? 'border-error bg-red-50' : 'border-line'}`}
      data-suspension-state={suspended ? 'suspended' : 'active'}
    >
      <p ref={status} tabIndex={-1} className="font-bold">
        {!person.suspendedUntil
          ? t('people.active')
          : isForever(person.suspendedUntil)
            ? t('people.suspended-forever')
            : t('people.suspended-until', { date: formatLongDate(person.suspendedUntil) })}
      </p>
      {person.suspensionReason && <p>{t('people.suspension-reason', { reason: person.suspensionReason })}</p>}
    </div>
  );
}
