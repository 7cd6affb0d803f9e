/**
 * What drives <pt-loading-overlay> (a stand-in the shell defines, decision 214): the full-screen overlay, shown by
 * `$overlayVisible` (200 ms debounce). Loaded with the page's first API request, which the loading store then counts.
 */
import { $overlayVisible } from '../../stores/loading.ts';

export { trackRequest } from '../../stores/loading.ts';

const attached = new WeakSet<HTMLElement>();

/** Shows and hides the overlay in `host` (a <pt-loading-overlay> element) from now on; once per element. */
export function attachOverlay(host: HTMLElement): void {
  if (attached.has(host)) return;
  attached.add(host);
  const panel = host.querySelector<HTMLElement>('[data-overlay]');
  const status = host.querySelector<HTMLElement>('[data-status]');
  const label = host.dataset['label'] ?? '';
  $overlayVisible.subscribe((visible) => {
    // Only a change is written: attached in the middle of the page's life, the overlay starts as the HTML has it.
    if (panel && panel.hidden === visible) panel.hidden = !visible;
    // The status region stays in the DOM; changing its text is what screen readers announce.
    if (status && status.textContent !== (visible ? label : '')) status.textContent = visible ? label : '';
    const main = document.getElementById('main');
    if (visible) main?.setAttribute('aria-busy', 'true');
    else main?.removeAttribute('aria-busy');
  });
}
