/**
 * `<pt-action-bar>`: shown while the actions it stands in for are out of view and the footer is not in view,
 * so it never sits on the footer's links. Without JavaScript it stays hidden and the page's own actions remain.
 */

class ActionBar extends HTMLElement {
  #observer: IntersectionObserver | undefined;

  connectedCallback(): void {
    const watched = document.querySelector(this.dataset['watch'] ?? '');
    const footer = document.querySelector('body > footer');
    if (!watched) return;
    const inView = new Map<Element, boolean>([[watched, true]]);
    if (footer) inView.set(footer, false);
    const update = () => {
      // Keep it while focus is inside: hiding it would drop the keyboard user's place.
      const show = (!inView.get(watched) && !(footer && inView.get(footer))) || this.matches(':focus-within');
      this.toggleAttribute('data-shown', show);
    };
    this.#observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      update();
    });
    this.#observer.observe(watched);
    if (footer) this.#observer.observe(footer);
    this.addEventListener('focusout', () => requestAnimationFrame(update));
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
  }
}

if (!customElements.get('pt-action-bar')) customElements.define('pt-action-bar', ActionBar);
