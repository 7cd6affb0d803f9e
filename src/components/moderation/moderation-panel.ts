/**
 * `<pt-moderation-panel>`: for a moderator, fills the hidden "Registo de moderação" of an advert's or a person's page
 * (GET /private/admin/moderation-log, or GET /private/admin/user/{uid} for a person's suspension too) and lifts a
 * suspension (DELETE …/suspension). Signed-out visitors and people whose token names another role ask nothing, and
 * do not even download this (moderation-gate.ts loads it for a possible moderator only, decision 214).
 */
import { sessionToken } from '../../lib/cookies-read.ts';
import { evidentlyNotModerator } from '../../lib/users/role-hint.ts';

const API = (import.meta.env['PUBLIC_API_BASE'] as string | undefined) ?? '/api';

interface Entry {
  uid: string;
  action: string;
  moderator: string | null;
  reason: string | null;
  createdAt: string;
}
interface Person {
  name: string;
  surname: string;
  suspendedUntil: string | null;
  suspensionReason: string | null;
  log: Entry[];
}

const when = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
const day = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

class ModerationPanel extends HTMLElement {
  token = '';

  connectedCallback(): void {
    const token = sessionToken();
    if (!token || this.dataset['attached']) return;
    this.token = token;
    if (evidentlyNotModerator(this.token)) return;
    this.dataset['attached'] = 'true';
    // Delegated: the element may be connected before its children are parsed.
    this.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-lift]')) void this.lift();
    });
    void this.load();
  }

  get isPerson(): boolean {
    return this.dataset['targetType'] === 'USER';
  }

  call(path: string, method = 'GET'): Promise<Response | undefined> {
    return fetch(`${API}${path}`, { method, headers: { authorization: `Bearer ${this.token}` } }).catch(
      () => undefined,
    );
  }

  async load(): Promise<boolean> {
    const uid = encodeURIComponent(this.dataset['target'] ?? '');
    const res = await this.call(
      this.isPerson
        ? `/private/admin/user/${uid}`
        : `/private/admin/moderation-log?targetType=${this.dataset['targetType'] ?? ''}&targetUid=${uid}`,
    );
    if (!res?.ok) return false;
    const body = (await res.json()) as Person | Entry[];
    const person = Array.isArray(body) ? null : body;
    this.render(person ? person.log : (body as Entry[]), person);
    return true;
  }

  render(log: Entry[], person: Person | null): void {
    const actions = JSON.parse(this.dataset['actions'] ?? '{}') as Record<string, string>;
    const list = this.querySelector<HTMLElement>('[data-entries]');
    const empty = this.querySelector<HTMLElement>('[data-empty]');
    if (!list || !empty) return;
    list.replaceChildren(
      ...log.map((entry) => {
        const item = document.createElement('li');
        item.dataset['logEntry'] = entry.action;
        const parts = [
          when.format(new Date(entry.createdAt)),
          actions[entry.action] ?? entry.action,
          entry.moderator ?? this.dataset['bySite'] ?? '',
          entry.reason,
        ];
        item.textContent = parts.filter(Boolean).join(' · ');
        return item;
      }),
    );
    empty.hidden = log.length > 0;
    const box = this.querySelector<HTMLElement>('[data-suspension]');
    if (box && person) {
      const until = person.suspendedUntil ? new Date(person.suspendedUntil) : null;
      box.hidden = !until;
      const text = this.querySelector<HTMLElement>('[data-suspension-text]');
      const reason = this.querySelector<HTMLElement>('[data-suspension-reason]');
      if (until && text && reason) {
        text.textContent =
          until.getUTCFullYear() >= 9999
            ? (this.dataset['forever'] ?? '')
            : fill(this.dataset['until'] ?? '', { date: day.format(until) });
        reason.textContent = fill(this.dataset['reason'] ?? '', { reason: person.suspensionReason ?? '' });
      }
      this.dataset['name'] = `${person.name} ${person.surname}`.trim();
    }
    const template = this.querySelector<HTMLTemplateElement>('template[data-manage-template]');
    if (template) template.replaceWith(template.content.cloneNode(true));
    const section = this.querySelector<HTMLElement>('[data-moderation-panel]');
    if (section) section.hidden = false;
  }

  async lift(): Promise<void> {
    const button = this.querySelector<HTMLButtonElement>('[data-lift]');
    const status = this.querySelector<HTMLElement>('[data-panel-status]');
    if (!button || !status || button.getAttribute('aria-disabled')) return;
    button.setAttribute('aria-disabled', 'true');
    const res = await this.call(
      `/private/admin/user/${encodeURIComponent(this.dataset['target'] ?? '')}/suspension`,
      'DELETE',
    );
    button.removeAttribute('aria-disabled');
    if (!res?.ok || !(await this.load())) {
      status.textContent = this.dataset['error'] ?? '';
      return;
    }
    status.textContent = fill(this.dataset['lifted'] ?? '', { name: this.dataset['name'] ?? '' });
    status.tabIndex = -1;
    status.focus();
  }
}

if (!customElements.get('pt-moderation-panel')) customElements.define('pt-moderation-panel', ModerationPanel);
