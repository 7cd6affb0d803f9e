/**
 * Whether this tab has sent a message (issue 42): push is offered from then on, in whichever composer shows next
 * (the first message of a conversation may bring the conversation's own page, on a phone by a new page load).
 */
import { atom } from 'nanostores';

const KEY = 'patinhas.message-sent';

const kept = (): boolean => {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
};

export const $messageSent = atom(kept());

/** A message went: remembered for this tab's next pages too. */
export function messageSent(): void {
  $messageSent.set(true);
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused: the offer shows on this page only.
  }
}
