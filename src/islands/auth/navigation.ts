/** Where the account forms send people after they succeed. */

export const AFTER_SIGN_IN = '/user-dashboard';
export const LOGIN = '/login';
export const FORGOT_PASSWORD = '/login/forgot-password';

/** A full page load: the server renders the signed-in shell and the guards see the new cookie. */
export function goTo(path: string): void {
  location.assign(path);
}

/**
 * Where to go back after signing in: the `redirect` parameter of the login URL (set by pages that
 * need a session, e.g. /appointment), only when it is a path on this site; otherwise null.
 * The URL parser collapses dot segments and turns `\` into `/` (`/.//evil.example` becomes
 * `//evil.example`, another site), so the check is made on what it produced, not on what was typed
 * (decision 056).
 */
export function returnPath(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value?.startsWith('/')) return null;
  try {
    const url = new URL(value, origin);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== origin || !isLocalPath(path)) return null;
    // The browser resolves the answer once more when it navigates: it must land on the same place.
    return new URL(path, origin).href === url.href ? path : null;
  } catch {
    return null;
  }
}

/** One leading slash, never read as a scheme-relative `//host` (browsers also read `/\host` so). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
