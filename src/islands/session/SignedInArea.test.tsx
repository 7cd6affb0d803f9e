// @vitest-environment happy-dom
// The signed-in area: nothing without a session; with one, the bell and a keyboard-operable profile menu.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, useStandIn } from '../../../tests/helpers/stand-in-api.ts';
import { t } from '../../i18n/index.ts';
import { syncSession } from '../../stores/session.ts';
import { DEFAULT_AVATAR } from './default-avatar.ts';
import SignedInArea from './SignedInArea.tsx';

const server = useStandIn('/user-dashboard');
beforeEach(() => {
  server.routes.clear();
  syncSession();
});
afterEach(cleanup);

function signedIn(sourceImage: string | null) {
  document.cookie = 'access_token=tok; path=/';
  document.cookie = `current_user=${encodeURIComponent(JSON.stringify({ uid: 'u1', name: 'Ana', surname: 'Sá', sourceImage }))}; path=/`;
  syncSession();
}

describe('SignedInArea', () => {
  it('renders nothing without a session', () => {
    const { container } = render(<SignedInArea />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the default avatar when the person has none', () => {
    signedIn(null);
    render(<SignedInArea />);
    const trigger = screen.getByRole('button', { name: t('profile-menu.open-named', { name: 'Ana Sá' }) });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('shows the person’s avatar when there is one', () => {
    signedIn('/files/ana.webp');
    render(<SignedInArea />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/ana.webp');
  });

  it('opens from the keyboard with control panel, my profile and sign out; sign out ends the session', async () => {
    signedIn(null);
    const user = userEvent.setup();
    render(<SignedInArea />);
    const trigger = screen.getByRole('button', { name: t('profile-menu.open-named', { name: 'Ana Sá' }) });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: t('profile-menu.control-panel') }).getAttribute('href')).toBe(
      '/user-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: t('profile-menu.my-profile') }).getAttribute('href')).toBe(
      '/user-profile',
    );
    expect(screen.getByRole('menuitem', { name: t('profile-menu.saved-searches') }).getAttribute('href')).toBe(
      '/saved-searches',
    );
    // The cookies are gone before the server is told (decision 093): a closed tab never stays signed in.
    let cookieDuringCall = '';
    server.routes.set('POST /api/private/logout', (_req, res) => {
      cookieDuringCall = document.cookie;
      res.writeHead(204).end();
    });
    await user.click(screen.getByRole('menuitem', { name: t('profile-menu.logout') }));
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect(server.seen.map((r) => [r.method, r.path, r.authorization])).toContainEqual([
      'POST',
      '/api/private/logout',
      'Bearer tok',
    ]);
    expect(cookieDuringCall).not.toContain('access_token');
    expect(document.cookie).toBe('');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Ana/ })).toBeNull();
  });

  it('signs out here even when the server cannot be told (the token was already dead)', async () => {
    signedIn(null);
    server.routes.set('POST /api/private/logout', (_req, res) =>
      json(res, 401, { status: 401, message: 'unauthorized' }),
    );
    const user = userEvent.setup();
    render(<SignedInArea />);
    await user.click(screen.getByRole('button', { name: t('profile-menu.open-named', { name: 'Ana Sá' }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('profile-menu.logout') }));
    await vi.waitFor(() => expect(location.pathname).toBe('/login'));
    expect(document.cookie).toBe('');
    expect(server.seen.filter((r) => r.path === '/api/private/logout')).toHaveLength(1);
  });
});
