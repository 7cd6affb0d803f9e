/** The signed-in side of `<pt-favorite>`: the heart follows `$favorites`, a click saves it, a failure says so. */
import { $favorites, setFavorite } from '../../stores/favorites.ts';
import { showToast } from '../../stores/toasts.ts';

export function attach(element: HTMLElement): void {
  const uid = element.dataset['sale'];
  const button = element.querySelector('button');
  if (!uid || !button || element.dataset['attached']) return;
  element.dataset['attached'] = 'true';

  // A toggle button keeps its name; aria-pressed says whether the heart is on.
  $favorites.subscribe((favorites) => button.setAttribute('aria-pressed', String(favorites?.has(uid) ?? false)));

  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-pressed') === 'true';
    setFavorite(uid, !on).catch(() => {
      showToast({ severity: 'error', summary: element.dataset['error'] ?? '' });
    });
  });
}
