/** Where toasts wait for the next page (e.g. "recovery requested" shown on /login): the store writes, the shell looks. */

/** sessionStorage key of toasts waiting for the next page. */
export const QUEUE_KEY = 'patinhas:toast-queue';

/** Whether the previous page left toasts to show: only then does a page load the toast region at once (decision 214). */
export function hasQueuedToasts(): boolean {
  try {
    return Boolean(sessionStorage.getItem(QUEUE_KEY));
  } catch {
    // Storage can be disabled (privacy settings): nothing was queued then.
    return false;
  }
}
