/** `<pt-gallery>`: a thumbnail scrolls the photo strip sideways instead of jumping the whole page to the photo. */

class SaleGallery extends HTMLElement {
  connectedCallback(): void {
    const track = this.querySelector<HTMLElement>('[data-track]');
    if (!track) return;
    this.addEventListener('click', (event) => {
      const thumb = (event.target as Element).closest<HTMLAnchorElement>('a[data-thumb]');
      if (!thumb) return;
      event.preventDefault();
      const index = Number(thumb.dataset['thumb']);
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: index * track.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    });
  }
}

if (!customElements.get('pt-gallery')) customElements.define('pt-gallery', SaleGallery);
