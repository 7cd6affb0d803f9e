/** Where the account forms send people after they succeed. */

export const AFTER_SIGN_IN = '/user-dashboard';
export const LOGIN = '/login';
export const FORGOT_PASSWORD = '/login/forgot-password';

/** A full page load: the server renders the signed-in shell and the guards see the new cookie. */
export function goTo(path: string): void {
  location.assign(path);
}
