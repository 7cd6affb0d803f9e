/** `<pt-favorite>`: for a signed-in user, loads the favourites code (a separate chunk) and wires the heart button. */

const SIGNED_IN = /(?:^|;\s*)access_token=[^;]/;

class FavoriteToggle extends HTMLElement {
  connectedCallback(): void {
    // Visitors keep the plain link to /login and download nothing more.
    if (!SIGNED_IN.test(document.cookie)) return;
    void import('./favorite-client.ts').then(({ attach }) => attach(this));
  }
}

if (!customElements.get('pt-favorite')) customElements.define('pt-favorite', FavoriteToggle);
