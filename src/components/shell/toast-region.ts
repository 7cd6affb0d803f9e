/**
 * What fills <pt-toasts> (a stand-in the shell defines, decision 214): renders `$toasts` into its polite live region,
 * with a close button on each toast. Loaded with the first toast of the page.
 */
import { $toasts, dismissToast, showQueuedToasts, type Toast } from '../../stores/toasts.ts';

export { showToast } from '../../stores/toasts.ts';

const attached = new WeakSet<HTMLElement>();

/** Draws the toasts in `host` (a <pt-toasts> element) from now on; once per element. */
export function attachToasts(host: HTMLElement): void {
  if (attached.has(host)) return;
  attached.add(host);
  new ToastRegion(host).connect();
}

class ToastRegion {
  readonly #host: HTMLElement;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  connect(): void {
    const list = this.#host.querySelector('ol');
    if (!list) return;
    $toasts.subscribe((toasts) => this.#render(list, toasts));
    // The control used next must not end up under a toast either (issue 55: "Anúncio enviado" over the first
    // animal's price): while toasts show, each control that takes focus places them again.
    const replace = (event: FocusEvent) => {
      // A toast's own close button is not a control to make room for: moving it under the pointer loses the click.
      if (this.#host.contains(event.target as Node)) return;
      if (list.children.length > 0 && list.parentElement) this.#place(list.parentElement);
    };
    document.addEventListener('focusin', replace);
    // The page may move under the toasts after they were placed: a page opened at a fragment scrolls to it, a section
    // drawn late pushes what follows down. What they stand clear of moves with it, so they are placed again (once a
    // frame) when the page scrolls or the window changes size.
    let frame = 0;
    const follow = () => {
      if (frame || list.children.length === 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (list.children.length > 0 && list.parentElement) this.#place(list.parentElement);
      });
    };
    addEventListener('scroll', follow, { passive: true });
    addEventListener('resize', follow);
    // Toasts queued by the page we came from (e.g. "recovery requested" before going to /login).
    showQueuedToasts();
  }

  /**
   * Toasts rise from the bottom, where the control just used often is (a form's last button, a select at the foot of
   * a card, a decided queue card's result): while one shows, the region stands just above that control instead of
   * over it (issue 40; on a wide screen too when the control lies under the region's column, issue 55).
   */
  #place(region: HTMLElement): void {
    // Nothing focused yet on a page just opened at a fragment (`#ninhada`): what it points at is what comes next.
    const focused = document.activeElement;
    const used = focused instanceof HTMLElement && focused !== document.body ? focused : firstControlOf(targetOf());
    const rect =
      used instanceof HTMLElement && used !== document.body && !this.#host.contains(used)
        ? used.getBoundingClientRect()
        : undefined;
    region.style.removeProperty('bottom');
    const column = region.getBoundingClientRect();
    const beside = rect !== undefined && (rect.right <= column.left || rect.left >= column.right);
    if (!rect || beside || rect.bottom <= 0 || rect.top > window.innerHeight || rect.top < window.innerHeight * 0.35) {
      return;
    }
    region.style.bottom = `${Math.round(window.innerHeight - rect.top + 8)}px`;
  }

  #render(list: HTMLOListElement, toasts: readonly Toast[]): void {
    if (toasts.length > 0 && list.children.length === 0 && list.parentElement) this.#place(list.parentElement);
    const ids = new Set(toasts.map((toast) => String(toast.id)));
    for (const item of Array.from(list.children) as HTMLElement[]) {
      if (!ids.has(item.dataset['toastId'] ?? '')) item.remove();
    }
    const shown = new Set(Array.from(list.children, (item) => (item as HTMLElement).dataset['toastId']));
    for (const toast of toasts) {
      if (!shown.has(String(toast.id))) list.append(this.#item(toast));
    }
  }

  #item(toast: Toast): HTMLLIElement {
    const item = document.createElement('li');
    item.className = `toast toast-${toast.severity}`;
    item.dataset['toastId'] = String(toast.id);
    item.dataset['severity'] = toast.severity;

    const body = document.createElement('div');
    body.className = 'toast-body';
    const summary = document.createElement('p');
    summary.className = 'toast-summary';
    const severity = document.createElement('span');
    severity.className = 'sr-only';
    severity.textContent = `${this.#host.dataset[`severity${capitalise(toast.severity)}`] ?? toast.severity}: `;
    summary.append(severity, toast.summary);
    body.append(summary);
    if (toast.detail) {
      const detail = document.createElement('p');
      detail.className = 'toast-detail';
      detail.textContent = toast.detail;
      body.append(detail);
    }

    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'toast-close';
    close.setAttribute('aria-label', this.#host.dataset['closeLabel'] ?? '×');
    close.textContent = '×';
    close.addEventListener('click', () => dismissToast(toast.id));

    item.append(body, close);
    return item;
  }
}

/** The element the page's fragment points at, if any. */
function targetOf(): Element | null {
  try {
    return document.querySelector(':target');
  } catch {
    return null;
  }
}

/** The first control of a section (or the element itself): what a person is about to use there. */
function firstControlOf(element: Element | null): Element | null {
  if (!element) return null;
  return element.querySelector('input:not([type=hidden]), select, textarea, button') ?? element;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
