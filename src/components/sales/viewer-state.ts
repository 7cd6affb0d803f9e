/**
 * `<pt-sale-viewer>`: for a signed-in person, asks what this sale is to them (GET /private/booking/sale-state, a
 * background read: no loading overlay) and shows the owner's controls or the visitor's visit instead of
 * "Marcar visita" and the heart. Loaded only with a session (SaleViewerState.astro): visitors download none of it.
 */
import { sessionToken } from '../../lib/cookies-read.ts';

const API = (import.meta.env['PUBLIC_API_BASE'] as string | undefined) ?? '/api';

type State =
  | { role: 'owner'; favorites: number; visits: { pending: number; accepted: number } }
  | { role: 'visitor'; visit: { uid: string; status: 'PENDING' | 'ACCEPTED'; date: string } | null };

// "sáb., 29 nov., 10:00" in Lisbon time, built from parts: pt-PT's own short forms differ between browsers.
const part = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('pt', { timeZone: 'Europe/Lisbon', ...options });
const weekday = part({ weekday: 'short' });
const day = part({ day: 'numeric' });
const month = part({ month: 'short' });
const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const shortDate = (at: Date) => `${weekday.format(at)}, ${day.format(at)} ${month.format(at)}, ${time.format(at)}`;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const plurals = new Intl.PluralRules('pt-PT');

/** "Marcar visita" and the hearts of this sale, on the page and in the phone's action bar. */
function bookingControls(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-book-visit], [data-bar-book-visit]')];
}

class SaleViewer extends HTMLElement {
  connectedCallback(): void {
    const token = sessionToken();
    const uid = this.dataset['sale'];
    if (!token || !uid || this.dataset['attached']) return;
    this.dataset['attached'] = 'true';
    void this.load(token, uid);
  }

  async load(token: string, uid: string): Promise<void> {
    const res = await fetch(`${API}/private/booking/sale-state?saleUid=${encodeURIComponent(uid)}`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    if (!res?.ok) return;
    const state = (await res.json()) as State;
    if (state.role === 'owner') this.showOwner(state, uid);
    else if (state.visit) this.showVisit(state.visit, token);
  }

  showOwner(state: Extract<State, { role: 'owner' }>, uid: string): void {
    for (const el of bookingControls()) el.hidden = true;
    // A phone's bar of a buyer's actions has none for the owner: gone, with the room the page kept for it (issue 40).
    for (const bar of document.querySelectorAll('pt-action-bar')) bar.remove();
    // One does not report one's own advert (decision 149).
    for (const el of document.querySelectorAll<HTMLElement>('[data-report-link]')) el.hidden = true;
    for (const heart of document.querySelectorAll<HTMLElement>(`pt-favorite[data-sale="${CSS.escape(uid)}"]`)) {
      heart.hidden = true;
    }
    const template = this.querySelector<HTMLTemplateElement>('template[data-owner-template]');
    if (!template) return;
    const panel = (template.content.cloneNode(true) as DocumentFragment).firstElementChild as HTMLElement | null;
    if (!panel) return;
    const counts = panel.querySelector<HTMLElement>('[data-owner-counts]');
    if (counts) {
      // "1 pedido de visita", "2 pedidos de visita": each count takes its own plural form (issue 55).
      const counted = (name: 'pending' | 'accepted', count: number) => {
        const form = plurals.select(count) === 'one' ? 'One' : 'Other';
        return fill(this.dataset[`${name}${form}`] ?? '', { count });
      };
      counts.textContent = fill(this.dataset['counts'] ?? '', {
        favorites: state.favorites,
        pending: counted('pending', state.visits.pending),
        accepted: counted('accepted', state.visits.accepted),
      });
    }
    template.replaceWith(panel);
  }

  showVisit(visit: { uid: string; status: 'PENDING' | 'ACCEPTED'; date: string }, token: string): void {
    const box = this.querySelector<HTMLElement>('[data-visit-state]');
    const text = this.querySelector<HTMLElement>('[data-visit-text]');
    const cancel = this.querySelector<HTMLButtonElement>('[data-cancel-visit]');
    if (!box || !text || !cancel) return;
    for (const el of bookingControls()) el.hidden = true;
    const date = shortDate(new Date(visit.date));
    text.textContent = fill(this.dataset[visit.status === 'PENDING' ? 'pending' : 'accepted'] ?? '', { date });
    cancel.hidden = visit.status !== 'PENDING';
    box.hidden = false;
    cancel.addEventListener(
      'click',
      () => {
        cancel.disabled = true;
        void fetch(`${API}/private/booking/${encodeURIComponent(visit.uid)}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        })
          .then((res) => {
            if (!res.ok) throw new Error(String(res.status));
            // Cancelled: the person may ask again.
            text.textContent = this.dataset['cancelled'] ?? '';
            cancel.hidden = true;
            for (const el of bookingControls()) el.hidden = false;
          })
          .catch(() => {
            cancel.disabled = false;
            text.textContent = this.dataset['error'] ?? '';
          });
      },
      { once: false },
    );
  }
}

if (!customElements.get('pt-sale-viewer')) customElements.define('pt-sale-viewer', SaleViewer);
