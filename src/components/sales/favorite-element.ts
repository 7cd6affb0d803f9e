/**
 * `<pt-favorite>` for a signed-in person (favorite-toggle.ts loads this with a session only): loads the favourites
 * code (a separate chunk) and wires the heart button.
 */

export class FavoriteToggle extends HTMLElement {
  connectedCallback(): void {
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
