/**
 * `<pt-animal-photos>`: a litter animal's photos open full screen in a <dialog> (issue 55), at the photo tapped;
 * the arrows, the arrow keys or a swipe go through them, Escape or the close button closes, and the focus returns
 * to the thumbnail. Without a script each thumbnail is a link to its large photo.
 */

const SWIPE_PX = 40;

class AnimalPhotos extends HTMLElement {
  #shown = 0;

  connectedCallback(): void {
    const dialog = this.querySelector<HTMLDialogElement>('dialog[data-animal-viewer]');
    const links = [...this.querySelectorAll<HTMLAnchorElement>('a[data-animal-photo]')];
    if (!dialog || links.length === 0 || this.dataset['ready']) return;
    this.dataset['ready'] = 'true';
    this.addEventListener('click', (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-animal-photo]');
      if (!link) return;
      event.preventDefault();
      this.#show(dialog, links, Number(link.dataset['animalPhoto']));
      dialog.showModal();
    });
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      const step = target.closest<HTMLElement>('[data-step]');
      if (target.closest('[data-close]')) dialog.close();
      else if (step) this.#show(dialog, links, this.#shown + Number(step.dataset['step']));
    });
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight') this.#show(dialog, links, this.#shown + 1);
      else if (event.key === 'ArrowLeft') this.#show(dialog, links, this.#shown - 1);
    });
    let startX: number | undefined;
    dialog.addEventListener('touchstart', (event) => (startX = event.touches[0]?.clientX), { passive: true });
    dialog.addEventListener('touchend', (event) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX === undefined || endX === undefined || Math.abs(endX - startX) < SWIPE_PX) return;
      this.#show(dialog, links, this.#shown + (endX < startX ? 1 : -1));
    });
    dialog.addEventListener('close', () => links[this.#shown]?.focus());
  }

  #show(dialog: HTMLDialogElement, links: HTMLAnchorElement[], index: number): void {
    this.#shown = (index + links.length) % links.length;
    const link = links[this.#shown]!;
    const photo = dialog.querySelector<HTMLImageElement>('[data-viewer-photo]');
    if (photo) {
      photo.src = link.href;
      photo.alt = link.querySelector('img')?.alt ?? '';
    }
    const counter = dialog.querySelector('[data-viewer-counter]');
    if (counter) counter.textContent = (dialog.dataset['counterText'] ?? '').replace('{n}', String(this.#shown + 1));
  }
}

if (!customElements.get('pt-animal-photos')) customElements.define('pt-animal-photos', AnimalPhotos);
