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
 */
export function returnPath(search: string, origin: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
