/** The list of notifications shared by the bell's panel and /notifications: infinite scroll, unread highlighted. */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslate } from '../../lib/translator.ts';
import { $notifications, loadMore, markRead, refresh, type Notification } from '../../stores/notifications.ts';
import { notificationTarget } from '../../lib/notifications/target.ts';
import { relativeTime } from './relative-time.ts';
import { HYDRATE_AS_SERVER } from '../hydration.ts';

/** Load the next page when the last 2 items come into view (the specification's threshold)... */
const THRESHOLD_ITEMS = 2;
/** ...checked at most every 50 ms while scrolling. */
const THROTTLE_MS = 50;

export interface NotificationListProps {
  /** CSS height of the scrolling area (the bell uses 200px). */
  height: string;
  /** Called before leaving for a notification's page (the bell closes its panel). */
  onNavigate?: () => void;
}

export function NotificationList({ height, onNavigate }: NotificationListProps) {
  const t = useTranslate();
  const { list, total, page, loading, failed } = useStore($notifications, HYDRATE_AS_SERVER);
  // Before the first page arrives (and in the server's HTML) the list is loading, not empty.
  const busy = loading || (page === -1 && !failed);
  const scroller = useRef<HTMLDivElement>(null);
  const lastCheck = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const nearEnd = () => {
    const el = scroller.current;
    const count = $notifications.get().list.length;
    if (!el || count === 0) return;
    const itemHeight = el.scrollHeight / count;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= THRESHOLD_ITEMS * itemHeight) void loadMore();
  };

  const onScroll = () => {
    const wait = THROTTLE_MS - (Date.now() - lastCheck.current);
    if (wait <= 0) {
      lastCheck.current = Date.now();
      nearEnd();
    } else {
      pending.current ??= setTimeout(() => {
        pending.current = undefined;
        lastCheck.current = Date.now();
        nearEnd();
      }, wait);
    }
  };

  // A page that does not fill the area cannot be scrolled: ask for more right away. (Keyboard users
  // need nothing else: tabbing to the last items scrolls the area, which loads the next page.)
  useEffect(() => {
    const el = scroller.current;
    if (el && list.length > 0 && list.length < total && el.scrollHeight <= el.clientHeight) void loadMore();
  }, [list.length, total]);

  useEffect(() => () => clearTimeout(pending.current), []);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      style={{ height }}
      className="overflow-y-auto overscroll-contain"
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      role="region"
      aria-label={t('notifications.list')}
      aria-busy={busy}
    >
      {list.length > 0 && (
        <ul className="divide-y divide-line">
          {list.map((n) => (
            <li key={n.key}>
              <NotificationItem notification={n} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {!busy && !failed && list.length === 0 && (
        <p className="px-4 py-6 text-center text-ink-muted">{t('notifications.empty')}</p>
      )}
      {failed && (
        <div className="px-4 py-4 text-center text-sm text-error" role="alert">
          <p>{t('notifications.error')}</p>
          <button
            type="button"
            className="btn btn-outline mt-2"
            onClick={() => void (list.length ? loadMore() : refresh())}
          >
            {t('notifications.retry')}
          </button>
        </div>
      )}
      {busy && <p className="px-4 py-3 text-center text-sm text-ink-muted">{t('notifications.loading')}</p>}
    </div>
  );
}

function NotificationItem({
  notification: n,
  onNavigate,
}: {
  notification: Notification;
  onNavigate?: (() => void) | undefined;
}) {
  const t = useTranslate();
  const href = notificationTarget(n);
  const unread = !n.visualized;

  const open = async (event: MouseEvent<HTMLElement>) => {
    // Opening in a new tab: mark it read on the way, let the browser do the rest.
    if (href && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) {
      if (unread) void markRead(n.key).catch(() => undefined);
      return;
    }
    if (!unread) {
      if (href) onNavigate?.();
      return;
    }
    // Unread: mark it read first, then navigate.
    event.preventDefault();
    await markRead(n.key).catch(() => undefined);
    if (href) {
      onNavigate?.();
      location.assign(href);
    }
  };

  const body = (
    <>
      <span className="flex items-start gap-2">
        {unread && <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-700" />}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{t(n.title, n.params)}</span>
          <span className="block text-sm break-words text-ink-muted">{t(n.message, n.params)}</span>
          <time dateTime={n.createDate} className="mt-1 block text-xs text-ink-muted">
            {relativeTime(n.createDate)}
          </time>
        </span>
      </span>
      {unread && <span className="sr-only">{t('notifications.unread')}</span>}
    </>
  );
  const className = `block w-full px-4 py-3 text-left no-underline hover:bg-sand ${unread ? 'bg-brand-100/60' : ''}`;

  return href ? (
    <a href={href} className={className} data-unread={unread} onClick={(e) => void open(e)}>
      {body}
    </a>
  ) : (
    <button type="button" className={className} data-unread={unread} onClick={(e) => void open(e)}>
      {body}
    </button>
  );
}
