/** Pieces the visit islands share: translated API errors, the status badge, a visit's card, a paged list of them. */
import { useRef, type ReactNode } from 'react';
import { useTranslate, type Translate } from '../../lib/translator.ts';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import type { Booking, BookingPage, ListQuery } from '../../lib/api/bookings.ts';
import { formatVisitTime } from '../../lib/bookings/format.ts';
import { foldVisits } from './fold.ts';
import { useVisitList, type VisitList } from './use-visit-list.ts';

/** The text of a translation key, or of the fallback key when we have no text for it. */
export function textOf(t: Translate, key: string | undefined, fallback = 'booking.error.generic'): string {
  if (!key) return t(fallback);
  const text = t(key);
  return text === key ? t(fallback) : text;
}

/** The API's message key of a failed call, as a sentence. */
export const errorText = (t: Translate, error: unknown, fallback?: string): string =>
  textOf(t, errorKey(error), fallback);

/** Field → translation key of a failed call's `errors`. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { errors?: unknown } | undefined;
  return body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string>) : {};
}

const BADGE: Record<string, string> = {
  PENDING: 'bg-brand-100 text-brand-800',
  ACCEPTED: 'bg-leaf-100 text-leaf-700',
  REJECTED: 'bg-red-50 text-error',
  CANCELLED: 'bg-sand text-ink-muted',
  'cancelled-by-seller': 'bg-sand text-ink-muted',
  expired: 'bg-sand text-ink-muted',
};

export function StatusBadge({ booking }: { booking: Pick<Booking, 'status' | 'expired' | 'cancelledBySeller'> }) {
  const t = useTranslate();
  const key = booking.expired
    ? 'expired'
    : booking.status === 'CANCELLED' && booking.cancelledBySeller
      ? 'cancelled-by-seller'
      : booking.status;
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold ${BADGE[key] ?? ''}`} data-status={key}>
      {t(`booking.status.${key}`)}
    </span>
  );
}

/** One visit as a card: sale, time, status, details, and the actions the list offers. */
export function VisitCard({
  booking,
  children,
  details,
}: {
  booking: Booking;
  children?: ReactNode;
  details: ReactNode;
}) {
  const t = useTranslate();
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row" data-booking={booking.uid}>
      {booking.sale.image && (
        <img
          src={booking.sale.image}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded-lg object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`visit-title-${booking.uid}`} className="text-lg font-bold">
            <a href={`/sales/sale-detail?searchValue=${encodeURIComponent(booking.sale.uid)}`}>{booking.sale.title}</a>
          </h3>
          <StatusBadge booking={booking} />
        </div>
        <p className="font-semibold">
          <time dateTime={booking.date}>{formatVisitTime(booking.date)}</time>
        </p>
        {booking.sale.location && <p className="text-ink-muted">{booking.sale.location}</p>}
        {booking.sale.removed && <p className="text-ink-muted">{t('visits.sale-removed')}</p>}
        {details}
        {children}
      </div>
    </li>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-error bg-red-50 px-4 py-3 font-semibold text-error"
    >
      {t('visits.load-error')}
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {t('visits.retry')}
      </button>
    </div>
  );
}

/**
 * A dashboard section of visits: heading, error with retry, the visits to act on or attend, one line when there are
 * none, and the past ones (cancelled, declined, expired) folded under "Visitas passadas" with "more" inside (./fold.ts).
 */
export function VisitSection({
  id,
  title,
  empty,
  emptyWithPast = empty,
  fetchPage,
  initial,
  details,
  actions,
  ...data
}: {
  id: string;
  /** Translation keys. */
  title: string;
  empty: string;
  /** Said instead of `empty` when there is nothing open but there are past visits (translation key). */
  emptyWithPast?: string;
  fetchPage: (q: ListQuery) => Promise<BookingPage>;
  /** The first page as the server read it (decision 221). */
  initial?: BookingPage | undefined;
  details: (booking: Booking) => ReactNode;
  actions: (booking: Booking, list: VisitList) => ReactNode;
} & Record<`data-${string}`, boolean>) {
  const t = useTranslate();
  const list = useVisitList(fetchPage, initial);
  const keptOpen = useRef(new Set<string>());
  const { open, past } = foldVisits(list.items, Date.now(), keptOpen.current);
  for (const booking of open) keptOpen.current.add(booking.uid);
  // Visits not loaded yet come after those loaded, in the past (the API lists coming ones first).
  const pastCount = Math.max(past.length, list.total - open.length);
  const more = list.items.length < list.total && (
    <button type="button" className="btn btn-outline self-start" onClick={list.loadMore}>
      {t('visits.more')}
    </button>
  );
  const cards = (bookings: Booking[]) => (
    <ul className="flex flex-col gap-3">
      {bookings.map((booking) => (
        <VisitCard key={booking.uid} booking={booking} details={details(booking)}>
          {actions(booking, list)}
        </VisitCard>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4" {...data}>
      <h2 id={id} className="text-2xl font-bold">
        {t(title)}
      </h2>
      {list.state === 'error' && <ListError onRetry={list.reload} />}
      {list.state === 'ready' && open.length === 0 && (
        <p className="text-ink-muted">{t(pastCount > 0 ? emptyWithPast : empty)}</p>
      )}
      {cards(open)}
      {pastCount > 0 ? (
        <details className="group" data-past-visits>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
            {t('visits.past', { count: pastCount })}
          </summary>
          <div className="mt-3 flex flex-col gap-3">
            {cards(past)}
            {more}
          </div>
        </details>
      ) : (
        more
      )}
    </section>
  );
}
