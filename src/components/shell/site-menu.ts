/** <pt-site-menu>: on narrow screens the main menu collapses behind a disclosure button. */
export class SiteMenu extends HTMLElement {
  #button: HTMLButtonElement | null = null;
  #panel: HTMLElement | null = null;

  connectedCallback(): void {
    this.#button = this.querySelector<HTMLButtonElement>('button[aria-controls]');
    const id = this.#button?.getAttribute('aria-controls');
    this.#panel = id ? document.getElementById(id) : null;
    this.#button?.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeydown);
  }

  disconnectedCallback(): void {
    this.#button?.removeEventListener('click', this.#onClick);
    this.removeEventListener('keydown', this.#onKeydown);
  }

  toggle(open: boolean): void {
    this.#button?.setAttribute('aria-expanded', String(open));
    if (this.#panel) this.#panel.dataset['open'] = String(open);
  }

  #onClick = (): void => {
    this.toggle(this.#button?.getAttribute('aria-expanded') !== 'true');
  };

  // Escape closes the open menu and gives focus back to its button, as a disclosure should.
  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || this.#button?.getAttribute('aria-expanded') !== 'true') return;
    this.toggle(false);
    this.#button.focus();
  };
}
