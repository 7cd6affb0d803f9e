/**
 * The shell's browser code: defines the custom elements of the top bar, overlay and toasts, and with a
 * session cookie draws the signed-in area (bell, profile menu). That is a separate chunk fetched only then,
 * so a visitor downloads none of it (decision 010), and React comes only when a panel is opened (decision 058).
 * The toasts and the loading overlay are stand-ins whose code comes with their first use (decision 214): a toast
 * shown, an API request begun, or a toast the previous page queued.
 */
import { sessionToken } from '../../lib/cookies-read.ts';
import { need, provide } from '../../lib/shell/on-demand.ts';
import { hasQueuedToasts } from '../../lib/toast-queue.ts';
import type { ToastInput } from '../../stores/toasts.ts';
import { SiteMenu } from './site-menu.ts';

const toastRegion = () => need('toasts') as Promise<typeof import('./toast-region.ts')>;
const overlay = () => need('requestStart') as Promise<typeof import('./loading-overlay.ts')>;

/** <pt-toasts>: the region's code loads with the first toast (or at once when the previous page queued one). */
class Toasts extends HTMLElement {
  connectedCallback(): void {
    if (hasQueuedToasts()) void toastRegion();
  }

  /** Shows a toast (same rules as showToast): for page scripts that do not import the store. */
  show(input: ToastInput): Promise<number | null> {
    return toastRegion().then(({ showToast }) => showToast(input));
  }
}

/** <pt-loading-overlay>: its code loads with the first API request, which it then counts. */
class Overlay extends HTMLElement {
  /** Counts `work` as loading while it is pending: for page scripts that do not use the API client. */
  track<T>(work: Promise<T>): Promise<T> {
    return overlay().then(({ trackRequest }) => trackRequest(work));
  }
}

provide(['toasts'], async () => {
  const module = await import('./toast-region.ts');
  for (const host of document.querySelectorAll<HTMLElement>('pt-toasts')) module.attachToasts(host);
  return module;
});
provide(['requestStart', 'requestEnd'], async () => {
  const module = await import('./loading-overlay.ts');
  for (const host of document.querySelectorAll<HTMLElement>('pt-loading-overlay')) module.attachOverlay(host);
  return module;
});

const elements: Record<string, CustomElementConstructor> = {
  'pt-loading-overlay': Overlay,
  'pt-site-menu': SiteMenu,
  'pt-toasts': Toasts,
};

for (const [name, element] of Object.entries(elements)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

const signedInArea = document.querySelector('[data-signed-in-area]');
if (signedInArea && sessionToken()) {
  void import('./signed-in-bar.ts').then(({ mountSignedInBar }) => mountSignedInBar(signedInArea));
}

// Installable (issue 42): the service worker keeps an offline page; registered once the page has loaded, so it never
// competes with what the person came for.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}), { once: true });
}
