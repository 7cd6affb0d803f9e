/**
 * The shell's browser code: defines the custom elements of the top bar, overlay and toasts, and with a
 * session cookie draws the signed-in area (bell, profile menu). That is a separate chunk fetched only then,
 * so a visitor downloads none of it (decision 010), and React comes only when a panel is opened (decision 058).
 */
import { ACCESS_TOKEN_COOKIE, readCookie } from '../../lib/cookies-read.ts';
import { LoadingOverlay } from './loading-overlay.ts';
import { SiteMenu } from './site-menu.ts';
import { ToastRegion } from './toast-region.ts';

const elements: Record<string, CustomElementConstructor> = {
  'pt-loading-overlay': LoadingOverlay,
  'pt-site-menu': SiteMenu,
  'pt-toasts': ToastRegion,
};

for (const [name, element] of Object.entries(elements)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

const signedInArea = document.querySelector('[data-signed-in-area]');
if (signedInArea && readCookie(ACCESS_TOKEN_COOKIE)) {
  void import('./signed-in-bar.ts').then(({ mountSignedInBar }) => mountSignedInBar(signedInArea));
}

// Installable (issue 42): the service worker keeps an offline page; registered once the page has loaded, so it never
// competes with what the person came for.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}), { once: true });
}
