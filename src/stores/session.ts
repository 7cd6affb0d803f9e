/** `$session`: who is signed in, kept in the access_token and current_user cookies (decision 050). */
import { atom, onMount } from 'nanostores';
import { fetchUserProfile, refreshToken, revokeSession, type CurrentUser } from '../lib/api/accounts.ts';
import { tokenRole } from '../lib/users/role-hint.ts';
import { onApiEvents } from '../lib/api/events.ts';
import { forgetThisBrowser } from '../lib/push/device.ts';
import { ACCESS_TOKEN_COOKIE, CURRENT_USER_COOKIE, readCookie } from '../lib/cookies-read.ts';
import { SESSION_COOKIE_DAYS, deleteCookie, writeCookie } from '../lib/cookies.ts';

export type { CurrentUser } from '../lib/api/accounts.ts';

export type Session =
  | { loggedIn: false; token: null; user: null }
  | { loggedIn: true; token: string; /** Null until the profile has been fetched. */ user: CurrentUser | null };

const LOGGED_OUT: Session = { loggedIn: false, token: null, user: null };

/** Where a logout "with the flag" goes. */
export const LOGIN_PATH = '/login';
// Browsers refuse cookies over about 4 KB; an avatar given inline must not cost the whole session.
const USER_COOKIE_MAX = 3500;

function parseUser(raw: string | undefined): CurrentUser | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<CurrentUser> | null;
    if (!v || typeof v.uid !== 'string' || typeof v.name !== 'string' || typeof v.surname !== 'string') return null;
    return {
      uid: v.uid,
      name: v.name,
      surname: v.surname,
      sourceImage: typeof v.sourceImage === 'string' ? v.sourceImage : null,
    };
  } catch {
    return null;
  }
}

/** The session the cookies describe right now. */
export function readSession(): Session {
  const token = readCookie(ACCESS_TOKEN_COOKIE);
  if (!token) return LOGGED_OUT;
  return { loggedIn: true, token, user: parseUser(readCookie(CURRENT_USER_COOKIE)) };
}

export const $session = atom<Session>(readSession());

function sameSession(a: Session, b: Session): boolean {
  return a.token === b.token && JSON.stringify(a.user) === JSON.stringify(b.user);
}

/** Re-reads the cookies (another tab may have signed in or out); the store changes only if they did. */
export function syncSession(): void {
  const now = readSession();
  if (!sameSession(now, $session.get())) $session.set(now);
  markPage(now.loggedIn);
}

/**
 * The page's `signed-in` class (set by the head script from the cookie) shows the signed-in parts of the top bar
 * and hides "Entrar / Registar"; it follows the session, so a sign-out in place (a 403) shows them again at once.
 */
function markPage(loggedIn: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle('signed-in', loggedIn);
}

function storeUser(user: CurrentUser): void {
  let json = JSON.stringify(user);
  if (json.length > USER_COOKIE_MAX) json = JSON.stringify({ ...user, sourceImage: null });
  writeCookie(CURRENT_USER_COOKIE, json, { days: SESSION_COOKIE_DAYS });
}

let loading: Promise<CurrentUser | null> | undefined;

/** GET /user-profile, then keep the card in the current_user cookie and in the store (one call at a time). */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  loading ??= fetchCurrentUser().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const profile = await fetchUserProfile();
  const session = $session.get();
  // A logout (e.g. a 401 from this very call) or another sign-in may have happened meanwhile.
  if (!session.loggedIn || readCookie(ACCESS_TOKEN_COOKIE) !== session.token) return null;
  const user: CurrentUser = {
    uid: profile.uid,
    name: profile.name,
    surname: profile.surname,
    sourceImage: profile.sourceImage || null,
  };
  storeUser(user);
  $session.set({ loggedIn: true, token: session.token, user });
  // The role changed since the token was signed (an admin made the person a moderator, or took it back): a fresh
  // token carries the role as it is now, so page scripts show what it allows without waiting a day (decision 151).
  // A token that names no role is left alone: page scripts ask the API for it anyway.
  const hinted = tokenRole(session.token);
  if (profile.role && hinted !== undefined && hinted !== profile.role) void refreshSession().catch(() => undefined);
  return user;
}

/** Signed out → signed in: keep the token in its cookie, then fetch the profile for the top bar. */
export async function signIn(token: string): Promise<CurrentUser | null> {
  writeCookie(ACCESS_TOKEN_COOKIE, token, { days: SESSION_COOKIE_DAYS });
  deleteCookie(CURRENT_USER_COOKIE);
  $session.set({ loggedIn: true, token, user: null });
  markPage(true);
  return loadCurrentUser();
}

/** Deletes both cookies; with `redirect` (the specification's flag) goes to the login page. */
export function logout(redirect = false): void {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  deleteCookie(CURRENT_USER_COOKIE);
  if ($session.get().loggedIn) $session.set(LOGGED_OUT);
  markPage(false);
  if (redirect && typeof location !== 'undefined') location.assign(LOGIN_PATH);
}

// The API client's session rules (decision 052): 401 signs out to /login, 403 signs out in place, an answer for a
// token this browser has replaced re-reads the cookies. The client raises them (src/lib/api/events.ts).
onApiEvents({ unauthorized: () => logout(true), forbidden: () => logout(false), staleToken: syncSession });

/**
 * The person signs out (profile menu): the cookies go first, as in `logout`, so closing the tab or a slow
 * network can never leave this browser signed in; then this browser's push device goes, and the server kills the
 * token (POST /private/logout, every session of the account ends, decision 093), whether or not those calls get
 * through. Sign-out's answer clears the browser's cache and the site's storage, its service worker included
 * (decision 195): the page goes on without it, and the next page registers a fresh one.
 */
export async function signOut(redirect = true): Promise<void> {
  const session = $session.get();
  logout(false);
  if (session.loggedIn) {
    await forgetThisBrowser(session.token).catch(() => undefined);
    await revokeSession(session.token).catch(() => undefined);
  }
  if (redirect && typeof location !== 'undefined') location.assign(LOGIN_PATH);
}

let sessionChange: Promise<unknown> = Promise.resolve();

/**
 * Runs a call through which this browser itself ends its account's sessions (password change, account
 * deletion): the server revokes every token, this tab's too, and tells the real-time channel at commit,
 * which can be before the answer with the new token arrives. Whoever reacts to a revocation waits for
 * `sessionSettled()` first, so the tab that made the change is not sent to /login by its own change.
 */
export function changeSession<T>(call: () => Promise<T>): Promise<T> {
  const running = call();
  const settled = running.then(
    () => undefined,
    () => undefined,
  );
  sessionChange = Promise.all([sessionChange, settled]);
  return running;
}

/** Resolves once every call started with `changeSession` has finished, well or not. */
export function sessionSettled(): Promise<void> {
  const current = sessionChange;
  return current.then(() => (current === sessionChange ? undefined : sessionSettled()));
}

/** `exp` and `iat` (seconds) of a JWT, read without checking it: only to schedule work, never to trust. */
export function tokenTimes(token: string): { exp?: number; iat?: number } {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const v = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    return {
      ...(typeof v.exp === 'number' ? { exp: v.exp } : {}),
      ...(typeof v.iat === 'number' ? { iat: v.iat } : {}),
    };
  } catch {
    return {};
  }
}

/** A token older than this is exchanged for a fresh one, so an active person is not signed out on day 10. */
export const REFRESH_AFTER_SECONDS = 24 * 60 * 60;
/** Coming back to a tab asks the API again at most this often. */
const REVALIDATE_EVERY_MS = 60_000;
const MAX_TIMER_MS = 2_147_483_647;

/** POST /authrefresh and keep the new token (silent: the loading overlay ignores it). */
export async function refreshSession(): Promise<void> {
  const session = $session.get();
  if (!session.loggedIn) return;
  const token = await refreshToken();
  if (readCookie(ACCESS_TOKEN_COOKIE) !== session.token) return;
  writeCookie(ACCESS_TOKEN_COOKIE, token, { days: SESSION_COOKIE_DAYS });
  $session.set({ ...session, token });
}

/** Asks the API whether the session still holds: a 401 logs out and goes to /login (client.ts). */
function revalidate(): void {
  if ($session.get().loggedIn) void loadCurrentUser().catch(() => undefined);
}

onMount($session, () => {
  syncSession();
  // A session restored from the token cookie alone (no card yet) fetches the card once.
  const current = $session.get();
  if (current.loggedIn && !current.user) revalidate();

  let lastCheck = Date.now();
  let expiry: ReturnType<typeof setTimeout> | undefined;
  // The token expires while the page is open: ask the API then, which answers 401 and ends the session.
  const stopWatch = $session.subscribe((session) => {
    clearTimeout(expiry);
    expiry = undefined;
    if (!session.loggedIn) return;
    const { exp, iat } = tokenTimes(session.token);
    const now = Date.now();
    if (exp !== undefined)
      expiry = setTimeout(revalidate, Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - now + 1000)));
    if (iat !== undefined && now / 1000 - iat > REFRESH_AFTER_SECONDS) void refreshSession().catch(() => undefined);
  });
  // Coming back to a tab: other tabs may have signed out (or in), and the token may have died meanwhile.
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    syncSession();
    if (Date.now() - lastCheck > REVALIDATE_EVERY_MS) {
      lastCheck = Date.now();
      revalidate();
    }
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopWatch();
    clearTimeout(expiry);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
});
