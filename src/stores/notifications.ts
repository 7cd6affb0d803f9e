/**
 * `$unreadCount` and `$notifications`: the signed-in user's notifications, kept live by the real-time channel. A
 * pushed row goes into the list and the count as it is, without a request (decision 199); the list and the count are
 * read when the subscription starts, first connection and every reconnection, for what was missed meanwhile.
 */
import { atom, onMount, task } from 'nanostores';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
} from '../lib/api/notifications.ts';
import { UNREAD_COUNT_HEADER } from '../lib/realtime/destinations.ts';
import { connectRealtime, type RealtimeConnection } from '../lib/realtime/realtime-client.ts';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../lib/cookies-read.ts';
import { $session, sessionSettled, syncSession } from './session.ts';

export type { Notification, NotificationType } from '../lib/api/notifications.ts';

export interface NotificationsState {
  list: Notification[];
  /** totalElements of the last page loaded. */
  total: number;
  /** The last page loaded (from 0); -1 before the first. */
  page: number;
  loading: boolean;
  /** The last load failed (the list keeps what it had). */
  failed: boolean;
}

const EMPTY: NotificationsState = { list: [], total: 0, page: -1, loading: false, failed: false };

export const $unreadCount = atom(0);
export const $notifications = atom<NotificationsState>(EMPTY);
/** The real-time channel: off (signed out or unwatched), connecting, or live (subscribed). */
export const $realtimeStatus = atom<'off' | 'connecting' | 'live'>('off');

/** Pluggable for tests of the store over a real server; the app always uses the real client. */
export const realtime = { connect: connectRealtime };

/** How long the bell waits for its live subscription before it reads the list anyway. */
export const FIRST_LOAD_WAIT_MS = 3000;

// Every reload from page 0 bumps the generation: an older page arriving later is dropped.
let generation = 0;
// Every disconnect (logout, another user) bumps the epoch: answers for the old session are dropped.
let epoch = 0;
let refreshing: Promise<void> | undefined;
let refreshAgain = false;

function patch(change: Partial<NotificationsState>): void {
  $notifications.set({ ...$notifications.get(), ...change });
}

// Every push bumps it: a count read while one arrived may predate it, and the push set one at least as new.
let pushes = 0;

async function loadCount(): Promise<void> {
  const mine = epoch;
  const seen = pushes;
  const count = await fetchUnreadCount();
  // A logout or another user's session may have started meanwhile: that answer is not theirs.
  if (mine === epoch && seen === pushes && $session.get().loggedIn) $unreadCount.set(count);
}

// What was pushed while a reload from page 0 was on its way: its page may or may not have it.
let pushedDuringReload: Notification[] | undefined;

async function reload(): Promise<void> {
  generation += 1;
  const mine = generation;
  const arrived: Notification[] = [];
  pushedDuringReload = arrived;
  patch({ loading: true });
  try {
    const [page] = await Promise.all([fetchNotifications(0, NOTIFICATION_PAGE_SIZE), loadCount()]);
    if (mine !== generation || !$session.get().loggedIn) return;
    $notifications.set({ list: page.content, total: page.totalElements, page: 0, loading: false, failed: false });
    for (const notification of arrived) addToList(notification);
    // The count kept what those pushes said rather than an answer that may predate them: read it once more, now.
    if (arrived.length > 0) await loadCount();
  } catch {
    if (mine === generation) patch({ loading: false, failed: true });
  } finally {
    if (pushedDuringReload === arrived) pushedDuringReload = undefined;
  }
}

/**
 * A pushed row, first in the list, unless the list has it (then false). The list keeps the newest rows of the pages
 * it loaded, so the oldest one past them leaves and the next page still starts where the list ends.
 */
function addToList(notification: Notification): boolean {
  const state = $notifications.get();
  if (state.list.some((n) => n.key === notification.key)) return false;
  const pages = Math.max(state.page, 0) + 1;
  const list = [notification, ...state.list].slice(0, pages * NOTIFICATION_PAGE_SIZE);
  $notifications.set({ ...state, list, total: state.total + 1 });
  return true;
}

/**
 * A MESSAGE of the notifications destination: the row as the API lists it, into the list; the count is the one its
 * header says, or one more for a new unread row of a broadcast or a batch (whose pushes carry none).
 */
function received(body: string, headers: Readonly<Record<string, string>>): void {
  let notification: Notification;
  try {
    notification = JSON.parse(body) as Notification;
  } catch {
    return;
  }
  if (typeof notification?.key !== 'string' || typeof notification.type !== 'string') return;
  pushes += 1;
  pushedDuringReload?.push(notification);
  const added = addToList(notification);
  const header = headers[UNREAD_COUNT_HEADER];
  if (header !== undefined && /^\d+$/.test(header)) $unreadCount.set(Number(header));
  else if (added && !notification.visualized) $unreadCount.set($unreadCount.get() + 1);
}

/**
 * The unread count and the list from page 0, again (a reconnection, the retry button). While one refresh runs,
 * further calls fold into a single follow-up.
 */
export function refresh(): Promise<void> {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = task(async () => {
    do {
      refreshAgain = false;
      await reload();
    } while (refreshAgain);
  }).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The next page, only when nothing is loading and there is more (or the total is still 0). */
export function loadMore(): Promise<void> {
  return task(loadNextPage);
}

async function loadNextPage(): Promise<void> {
  const state = $notifications.get();
  if (state.loading) return;
  if (!(state.list.length < state.total || state.total === 0)) return;
  const next = state.total === 0 ? 0 : state.page + 1;
  const mine = generation;
  patch({ loading: true });
  try {
    const page = await fetchNotifications(next, NOTIFICATION_PAGE_SIZE);
    if (mine !== generation) return;
    const current = $notifications.get();
    // A reload may have moved items between pages: never list one twice.
    const known = new Set(current.list.map((n) => n.key));
    const list = next === 0 ? page.content : [...current.list, ...page.content.filter((n) => !known.has(n.key))];
    $notifications.set({ list, total: page.totalElements, page: next, loading: false, failed: false });
  } catch {
    if (mine === generation) patch({ loading: false, failed: true });
  }
}

/** Marks one notification read (the click on an unread item does this before navigating). */
export function markRead(key: string): Promise<void> {
  return task(() => markOneRead(key));
}

async function markOneRead(key: string): Promise<void> {
  const mine = epoch;
  await markNotificationRead(key);
  if (mine !== epoch) return;
  const state = $notifications.get();
  const item = state.list.find((n) => n.key === key);
  if (item && !item.visualized) {
    patch({ list: state.list.map((n) => (n.key === key ? { ...n, visualized: true } : n)) });
  }
  await loadCount().catch(() => undefined);
}

/** Marks every notification read. */
export function markAllRead(): Promise<void> {
  return task(markEverythingRead);
}

async function markEverythingRead(): Promise<void> {
  const mine = epoch;
  await markAllNotificationsRead();
  if (mine !== epoch) return;
  patch({ list: $notifications.get().list.map((n) => (n.visualized ? n : { ...n, visualized: true })) });
  $unreadCount.set(0);
  await loadCount().catch(() => undefined);
}

// ── The live connection: open while anyone watches either store and the user is signed in ──

let watchers = 0;
let connection: RealtimeConnection | undefined;
let connectedToken: string | undefined;
let stopSession: (() => void) | undefined;
let firstLoadTimer: ReturnType<typeof setTimeout> | undefined;

function connect(token: string): void {
  if (connection && connectedToken === token) return;
  // Someone else signed in on this browser: the old socket speaks for the old user.
  if (connection) disconnect();
  connectedToken = token;
  $realtimeStatus.set('connecting');
  // The list and the count are fetched once per page (issue 16): when the subscription is live, so that
  // nothing pushed before it is missed, or after FIRST_LOAD_WAIT_MS if the socket is slow or never opens.
  // A later subscription (a reconnect) catches up once on what it missed meanwhile; a push itself costs no request.
  // A socket closed since (a logout, another person) may still report: only this connection's epoch speaks.
  const mine = epoch;
  let loaded = false;
  const firstLoad = () => {
    if (loaded || mine !== epoch) return false;
    loaded = true;
    clearTimeout(firstLoadTimer);
    void refresh();
    return true;
  };
  firstLoadTimer = setTimeout(firstLoad, FIRST_LOAD_WAIT_MS);
  connection = realtime.connect({
    onPush: (body, headers) => {
      if (mine === epoch) received(body, headers);
    },
    onSubscribed: () => {
      if (mine !== epoch) return;
      $realtimeStatus.set('live');
      if (!firstLoad()) void refresh();
    },
    onClosed: () => {
      if (connection && mine === epoch) $realtimeStatus.set('connecting');
    },
    // A refused token: the count call answers 401 and the API client logs out, which disconnects. When
    // this tab itself is changing the session (new password, deletion), its change decides instead: the
    // new token reconnects through $session, a deletion signs out.
    onSessionError: () => {
      void sessionSettled().then(() => {
        if (connectedToken !== token) return;
        // Another tab already has the new token (it changed the password): follow it, do not check the old one.
        if (readCookie(ACCESS_TOKEN_COOKIE) !== token) syncSession();
        else void loadCount().catch(() => undefined);
      });
    },
  });
}

function disconnect(): void {
  const current = connection;
  connection = undefined;
  connectedToken = undefined;
  generation += 1;
  epoch += 1;
  refreshAgain = false;
  pushedDuringReload = undefined;
  clearTimeout(firstLoadTimer);
  void current?.stop();
  $realtimeStatus.set('off');
  $unreadCount.set(0);
  $notifications.set(EMPTY);
}

function watch(): () => void {
  watchers += 1;
  if (watchers === 1) {
    // Signed in → connect; signed out (logout, a 401 or a 403) → disconnect and forget the list.
    stopSession = $session.subscribe((session) => (session.loggedIn ? connect(session.token) : disconnect()));
  }
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    stopSession?.();
    stopSession = undefined;
    disconnect();
  };
}

onMount($unreadCount, watch);
onMount($notifications, watch);
