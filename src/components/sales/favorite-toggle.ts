/**
 * The page script of `<pt-favorite>`: visitors keep the plain link to /login and download nothing more; with a session
 * the element's code comes (favorite-element.ts, decision 214).
 */
import { sessionToken } from '../../lib/cookies-read.ts';

if (sessionToken()) void import('./favorite-element.ts');

// Back from signing in on a card's heart (`#sale-<uid>`, FavoriteToggle.astro): the list shows that card again, its
// heart focused, instead of its top (issue 55). A fragment, not an id: the same sale may be on a page twice.
const back = /^#sale-([0-9a-f-]{36})$/i.exec(location.hash);
const card = back ? document.querySelector<HTMLElement>(`[data-sale-card="${back[1]}"]`) : null;
if (card) {
  card.scrollIntoView({ block: 'center' });
  card.querySelector<HTMLElement>('pt-favorite button')?.focus({ preventScroll: true });
}
