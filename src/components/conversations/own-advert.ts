/** Hides "Enviar mensagem" on one's own advert: the current_user cookie names who is signed in (decision 050). */
import { CURRENT_USER_COOKIE, readCookie } from '../../lib/cookies-read.ts';

export function hideForOwner(root: ParentNode = document): void {
  let uid: unknown;
  try {
    uid = (JSON.parse(readCookie(CURRENT_USER_COOKIE) ?? 'null') as { uid?: unknown } | null)?.uid;
  } catch {
    return;
  }
  if (typeof uid !== 'string') return;
  for (const el of root.querySelectorAll<HTMLElement>('pt-send-message')) {
    // `display: contents` would outrank the hidden attribute.
    if (el.dataset['seller'] === uid) el.style.display = 'none';
  }
}
