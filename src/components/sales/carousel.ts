/** `<pt-carousel>`: previous/next buttons that scroll the strip by one slide, disabled at either end. */

class Carousel extends HTMLElement {
  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('[data-track]');
    const prev = this.querySelector<HTMLButtonElement>('[data-prev]');
    const next = this.querySelector<HTMLButtonElement>('[data-next]');
    if (!track || !prev || !next) return;
    const step = () => {
      const slide = track.firstElementChild as HTMLElement | null;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      return (slide?.getBoundingClientRect().width ?? track.clientWidth) + gap;
    };
    const update = () => {
      const max = track.scrollWidth - track.clientWidth - 2;
      prev.disabled = track.scrollLeft <= 2;
      next.disabled = track.scrollLeft >= max;
    };
    prev.addEventListener('click', () => track.scrollBy({ left: -step() }));
    next.addEventListener('click', () => track.scrollBy({ left: step() }));
    track.addEventListener('scroll', update, { passive: true });
    new ResizeObserver(update).observe(track);
    update();
    this.dataset['ready'] = '';
  }
}

if (!customElements.get('pt-carousel')) customElements.define('pt-carousel', Carousel);
