/** The signed-in side of `<pt-favorite>`: the heart follows `$favorites`, a click saves it, a failure says so. */
import { $favorites, setFavorite } from '../../stores/favorites.ts';
import { showToast } from '../../stores/toasts.ts';

export function attach(element: HTMLElement): void {
  const uid = element.dataset['sale'];
  const button = element.querySelector('button');
  if (!uid || !button || element.dataset['attached']) return;
  element.dataset['attached'] = 'true';

  // A toggle button keeps its name; aria-pressed says whether the heart is on.
  // A saved heart says so in its tooltip too ("Guardado nos favoritos"); the labelled one changes its text by CSS.
  const saved = element.dataset['saved'] ?? '';
  $favorites.subscribe((favorites) => {
    const on = favorites?.has(uid) ?? false;
    button.setAttribute('aria-pressed', String(on));
    if (on && saved) button.title = saved;
    else button.removeAttribute('title');
  });

  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-pressed') === 'true';
    setFavorite(uid, !on).catch(() => {
      showToast({ severity: 'error', summary: element.dataset['error'] ?? '' });
    });
  });
}
