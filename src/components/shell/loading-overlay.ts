/** <pt-loading-overlay>: the full-screen loading overlay, shown by `$overlayVisible` (200 ms debounce). */
import { $overlayVisible, trackRequest } from '../../stores/loading.ts';

export class LoadingOverlay extends HTMLElement {
  #stop: (() => void) | undefined;

  connectedCallback(): void {
    const panel = this.querySelector<HTMLElement>('[data-overlay]');
    const status = this.querySelector<HTMLElement>('[data-status]');
    const label = this.dataset['label'] ?? '';
    this.#stop = $overlayVisible.subscribe((visible) => {
      if (panel) panel.hidden = !visible;
      // The status region stays in the DOM; changing its text is what screen readers announce.
      if (status) status.textContent = visible ? label : '';
      const main = document.getElementById('main');
      if (visible) main?.setAttribute('aria-busy', 'true');
      else main?.removeAttribute('aria-busy');
    });
  }

  disconnectedCallback(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  /** Counts `work` as loading while it is pending: for page scripts that do not use the API client. */
  track<T>(work: Promise<T>): Promise<T> {
    return trackRequest(work);
  }
}
