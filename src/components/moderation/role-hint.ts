/** `<pt-role-hint>`: refreshes the access token when its role hint is out of date (decision 151). */
import { ACCESS_TOKEN_COOKIE, readCookie } from '../../lib/cookies-read.ts';
import { tokenRole } from '../../lib/users/role-hint.ts';
import { refreshSession } from '../../stores/session.ts';

class RoleHint extends HTMLElement {
  connectedCallback(): void {
    const token = readCookie(ACCESS_TOKEN_COOKIE);
    const role = this.dataset['role'];
    if (!token || !role || tokenRole(token) === role || this.dataset['attached']) return;
    this.dataset['attached'] = 'true';
    // The session store's own refresh: the new token reaches the cookie and the store (the live channel, the client).
    void refreshSession().catch(() => undefined);
  }
}

if (!customElements.get('pt-role-hint')) customElements.define('pt-role-hint', RoleHint);
