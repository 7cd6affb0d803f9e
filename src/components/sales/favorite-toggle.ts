/** `<pt-favorite>`: for a signed-in user, loads the favourites code (a separate chunk) and wires the heart button. */

const SIGNED_IN = /(?:^|;\s*)access_token=[^;]/;

class FavoriteToggle extends HTMLElement {
  connectedCallback(): void {
    // Visitors keep the plain link to /login and download nothing more.
    if (!SIGNED_IN.test(document.cookie)) return;
    // A tap on the heart before its code arrived (a slow phone) is kept and made once it has, not lost.
    let early = false;
    const keep = (event: Event) => {
      if ((event.target as Element).closest('button')) early = true;
    };
    this.addEventListener('click', keep);
    void import('./favorite-client.ts').then(({ attach }) => {
      this.removeEventListener('click', keep);
      attach(this);
      if (early) this.querySelector('button')?.click();
    });
  }
}

if (!customElements.get('pt-favorite')) customElements.define('pt-favorite', FavoriteToggle);

// Back from signing in on a card's heart (`#sale-<uid>`, FavoriteToggle.astro): the list shows that card again, its
// heart focused, instead of its top (issue 55). A fragment, not an id: the same sale may be on a page twice.
const back = /^#sale-([0-9a-f-]{36})$/i.exec(location.hash);
const card = back ? document.querySelector<HTMLElement>(`[data-sale-card="${back[1]}"]`) : null;
if (card) {
  card.scrollIntoView({ block: 'center' });
  card.querySelector<HTMLElement>('pt-favorite button')?.focus({ preventScroll: true });
}
