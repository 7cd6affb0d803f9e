/**
 * `<pt-gallery>`: a thumbnail scrolls the photo strip sideways instead of jumping the whole page; a photo opens the
 * full-screen viewer (a <dialog>) at that photo. In the viewer photos are swiped (CSS scroll snap), a double-tap,
 * a double-click or the zoom button enlarges the photo where it was tapped, and Escape, the close button or the
 * phone's back button closes it: opening pushes a history entry, so "back" means "out of the photos" (decision 068).
 */

const ZOOM = 2.5;
const DOUBLE_TAP_MS = 500;

class SaleGallery extends HTMLElement {
  #track: HTMLElement | null = null;
  #dialog: HTMLDialogElement | null = null;
  #viewerTrack: HTMLElement | null = null;
  #ownsHistoryEntry = false;
  #lastTap: { at: number; x: number; y: number } | undefined;
  /** The photo the viewer shows (kept: a closed dialog has no width to read it from). */
  #shown = 0;

  connectedCallback(): void {
    this.#track = this.querySelector<HTMLElement>('[data-track]');
    this.#dialog = this.querySelector<HTMLDialogElement>('dialog[data-viewer]');
    this.#viewerTrack = this.#dialog?.querySelector<HTMLElement>('[data-viewer-track]') ?? null;
    const track = this.#track;
    if (!track) return;

    this.addEventListener('click', (event) => {
      const target = event.target as Element;
      const thumb = target.closest<HTMLAnchorElement>('a[data-thumb]');
      if (thumb) {
        event.preventDefault();
        scrollToIndex(track, Number(thumb.dataset['thumb']));
      } else if (target.closest('[data-open]') || (target.closest('img') && track.contains(target))) {
        this.open(indexOf(track));
      }
    });
    track.addEventListener('scroll', () => this.#count(track, '[data-counter]'), { passive: true });

    const dialog = this.#dialog;
    const viewerTrack = this.#viewerTrack;
    if (!dialog || !viewerTrack) return;
    dialog.addEventListener('click', (event) => {
      const target = event.target as Element;
      const step = target.closest<HTMLElement>('[data-step]');
      if (target.closest('[data-close]')) dialog.close();
      else if (target.closest('[data-zoom]')) this.#zoom(currentFrame(viewerTrack));
      else if (step) this.#step(Number(step.dataset['step']));
      else {
        const frame = target.closest<HTMLElement>('[data-frame]');
        if (frame && this.#isSecondTap(event)) this.#zoom(frame, event);
      }
    });

    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight') this.#step(1);
      else if (event.key === 'ArrowLeft') this.#step(-1);
      else return;
      event.preventDefault();
    });
    viewerTrack.addEventListener(
      'scroll',
      () => {
        // A closing dialog has no width: a late scroll event then would read photo 1 and the gallery behind
        // would go back to it (the close event comes a task after the dialog is hidden).
        if (!dialog.open || !viewerTrack.clientWidth) return;
        this.#shown = indexOf(viewerTrack);
        this.#count(viewerTrack, '[data-viewer-counter]');
        // A photo swiped away is no longer zoomed when it comes back.
        for (const frame of viewerTrack.querySelectorAll<HTMLElement>('[data-frame][data-zoomed]')) {
          if (frame !== currentFrame(viewerTrack)) this.#unzoom(frame);
        }
      },
      { passive: true },
    );
    dialog.addEventListener('close', () => {
      for (const frame of viewerTrack.querySelectorAll<HTMLElement>('[data-frame]')) this.#unzoom(frame);
      scrollToIndex(track, this.#shown, 'auto');
      // Closed by Escape or the button: take back the history entry the viewer added.
      if (this.#ownsHistoryEntry) {
        this.#ownsHistoryEntry = false;
        history.back();
      }
    });
    window.addEventListener('popstate', () => {
      if (!dialog.open) return;
      this.#ownsHistoryEntry = false;
      dialog.close();
    });
    this.dataset['ready'] = '';
  }

  /**
   * A double-tap or double-click: a second click soon after and near the first. Counted here because the
   * browser's click count runs on across pairs (a quick zoom in then out gives 1, 2, 3, 1).
   */
  #isSecondTap(event: MouseEvent): boolean {
    const last = this.#lastTap;
    const near =
      last &&
      event.timeStamp - last.at < DOUBLE_TAP_MS &&
      Math.hypot(event.clientX - last.x, event.clientY - last.y) < 30;
    this.#lastTap = near ? undefined : { at: event.timeStamp, x: event.clientX, y: event.clientY };
    return Boolean(near);
  }

  /** Opens the viewer at photo `index` (from 0). */
  open(index: number): void {
    const dialog = this.#dialog;
    const viewerTrack = this.#viewerTrack;
    if (!dialog || !viewerTrack || dialog.open) return;
    dialog.showModal();
    scrollToIndex(viewerTrack, index, 'auto');
    this.#shown = index;
    this.#count(viewerTrack, '[data-viewer-counter]');
    history.pushState({ ...(history.state as object | null), photoViewer: true }, '');
    this.#ownsHistoryEntry = true;
  }

  #step(delta: number): void {
    const track = this.#viewerTrack;
    if (!track) return;
    const last = track.children.length - 1;
    scrollToIndex(track, Math.min(last, Math.max(0, indexOf(track) + delta)));
  }

  #count(track: HTMLElement, selector: string): void {
    const counter = this.querySelector(selector);
    const text = this.dataset['counterText'];
    if (counter && text) counter.textContent = text.replace('{n}', String(indexOf(track) + 1));
  }

  /** Enlarges the photo (centred where it was tapped or clicked), or brings it back to fit the screen. */
  #zoom(frame: HTMLElement | null, at?: MouseEvent): void {
    const photo = frame?.querySelector('img');
    if (!frame || !photo) return;
    if (frame.hasAttribute('data-zoomed')) {
      this.#unzoom(frame);
      return;
    }
    const box = photo.getBoundingClientRect();
    const x = at ? (at.clientX - box.left) / box.width : 0.5;
    const y = at ? (at.clientY - box.top) / box.height : 0.5;
    frame.setAttribute('data-zoomed', '');
    // A sharper rendition for the enlarged size (the browser picks it from the srcset).
    for (const source of frame.querySelectorAll<HTMLSourceElement | HTMLImageElement>('source, img')) {
      source.sizes = `${Math.round(ZOOM * 100)}vw`;
    }
    photo.style.width = `${box.width * ZOOM}px`;
    photo.style.height = `${box.height * ZOOM}px`;
    frame.scrollTo({
      left: x * box.width * ZOOM - frame.clientWidth / 2,
      top: y * box.height * ZOOM - frame.clientHeight / 2,
    });
    this.#pressed(true);
  }

  #unzoom(frame: HTMLElement): void {
    if (!frame.hasAttribute('data-zoomed')) return;
    frame.removeAttribute('data-zoomed');
    const photo = frame.querySelector('img');
    photo?.style.removeProperty('width');
    photo?.style.removeProperty('height');
    this.#pressed(false);
  }

  #pressed(on: boolean): void {
    this.#dialog?.querySelector('[data-zoom]')?.setAttribute('aria-pressed', String(on));
  }
}

/** The photo a strip shows now (the one most of the strip's width is on). */
function indexOf(track: HTMLElement): number {
  return track.clientWidth ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

function currentFrame(track: HTMLElement): HTMLElement | null {
  return track.children[indexOf(track)]?.querySelector<HTMLElement>('[data-frame]') ?? null;
}

function scrollToIndex(track: HTMLElement, index: number, behavior?: ScrollBehavior): void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  track.scrollTo({ left: index * track.clientWidth, behavior: behavior ?? (reduce ? 'auto' : 'smooth') });
}

if (!customElements.get('pt-gallery')) customElements.define('pt-gallery', SaleGallery);
