// @vitest-environment happy-dom
// The signed-in bar the shell draws: bell and avatar without React, live on the stores; opening either one hands
// the area to React with that panel open.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, json, openPage, startStandIn, type StandIn } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { $unreadCount } from '../../stores/notifications.ts';
import { syncSession } from '../../stores/session.ts';
import { mountSignedInBar } from './signed-in-bar.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: StandIn;
beforeAll(async () => {
  server = await startStandIn();
  server.routes.set('GET /api/private/notification/count', (_req, res) => json(res, 200, { count: 0 }));
  server.routes.set('GET /api/private/notification', (_req, res) =>
    json(res, 200, { content: [], totalElements: 0, number: 0, size: 10 }),
  );
});
afterAll(() => server.close());

let host: HTMLElement;
let dispose: () => void = () => undefined;
afterEach(() => act(() => dispose()));
beforeEach(() => {
  openPage(server.origin, '/sales');
  clearCookies();
  document.cookie = 'access_token=tok; path=/';
  document.cookie = `current_user=${encodeURIComponent(JSON.stringify({ uid: 'u1', name: 'Ana', surname: 'Sá', sourceImage: null }))}; path=/`;
  syncSession();
  document.body.innerHTML = '<header><div data-signed-in-area></div></header>';
  host = document.querySelector('[data-signed-in-area]')!;
});

const bell = () => within(host).getByRole('button', { name: /^Notificações/ });
const menu = () => within(host).getByRole('button', { name: t('profile-menu.open-named', { name: 'Ana Sá' }) });

describe('the signed-in bar', () => {
  it('draws the bell and the avatar without React, the badge following the unread count', () => {
    dispose = mountSignedInBar(host);
    expect(bell().getAttribute('aria-label')).toBe(t('notifications.bell.label'));
    expect(menu().querySelector('img')?.getAttribute('src')).toBe('/images/default-avatar.svg');
    $unreadCount.set(120);
    expect(bell().getAttribute('aria-label')).toBe(t('notifications.bell.label-unread', { count: '99+' }));
    expect(bell().querySelector('[data-notification-badge]')?.textContent).toBe('99+');
    $unreadCount.set(0);
    expect(bell().querySelector('[data-notification-badge]')).toBeNull();
    // No React root yet: the buttons are the shell's own.
    expect(Object.keys(bell()).some((key) => key.startsWith('__react'))).toBe(false);
  });

  it('opening the bell hands the area to React with the notification panel open', async () => {
    const user = userEvent.setup();
    dispose = mountSignedInBar(host);
    await user.click(bell());
    const panel = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: t('notifications.title') })).toBeTruthy();
    await vi.waitFor(() => expect(Object.keys(bell()).some((key) => key.startsWith('__react'))).toBe(true));
    await act(async () => {});
  });

  it('opening the avatar hands the area to React with the profile menu open', async () => {
    const user = userEvent.setup();
    dispose = mountSignedInBar(host);
    await user.click(menu());
    expect(
      await screen.findByRole('menuitem', { name: t('profile-menu.my-profile') }, { timeout: 10_000 }),
    ).toBeTruthy();
    await act(async () => {});
  });

  it('opens the menu from the keyboard: Enter, arrows through its items, Escape back to the avatar button', async () => {
    const user = userEvent.setup();
    dispose = mountSignedInBar(host);
    menu().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', {}, { timeout: 10_000 });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(document.activeElement).toBe(menu()));
  });
});
