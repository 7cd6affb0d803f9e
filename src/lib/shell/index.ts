/** The shell's browser code: defines the custom elements of the top bar, overlay and toasts. */
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
