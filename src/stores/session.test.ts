// @vitest-environment happy-dom
// $session over a real local HTTP server: sign-in fetches the profile into current_user; logout clears both.
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, openPage, startStandIn, type StandIn } from '../../tests/helpers/stand-in-api.ts';
import { readCookie } from '../lib/cookies-read.ts';
import { emitApiEvent } from '../lib/api/events.ts';
import { $session, loadCurrentUser, logout, signIn, syncSession, tokenTimes } from './session.ts';

let server: StandIn;
const profile = { uid: 'u-1', name: 'Ana', surname: 'Sá', sourceImage: '/files/ana.webp', email: 'ana@example.pt' };

beforeAll(async () => {
  server = await startStandIn();
});
afterAll(() => server.close());

beforeEach(() => {
  openPage(server.origin, '/home');
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; path=/; max-age=0`;
  server.seen.length = 0;
  server.routes.set('GET /api/user-profile', (req, res) =>
    req.headers.authorization === 'Bearer good'
      ? json(res, 200, profile)
      : json(res, 401, { status: 401, message: 'unauthorized' }),
  );
  syncSession();
});

afterEach(() => cleanStores($session));

/** A token-shaped string with the given claims (the browser never checks the signature). */
function fakeJwt(claims: Record<string, number | string>): string {
  const part = (v: object) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('$session', () => {
  it('starts logged out without the access token cookie', () => {
    expect($session.get()).toEqual({ loggedIn: false, token: null, user: null });
  });

  it('signIn sets the token cookie, fetches the profile with it and keeps the card in current_user', async () => {
    const user = await signIn('good');
    expect(server.seen).toMatchObject([{ method: 'GET', path: '/api/user-profile', authorization: 'Bearer good' }]);
    const card = { uid: 'u-1', name: 'Ana', surname: 'Sá', sourceImage: '/files/ana.webp' };
    expect(user).toEqual(card);
    expect(readCookie('access_token')).toBe('good');
    expect(JSON.parse(readCookie('current_user') ?? 'null')).toEqual(card);
    expect($session.get()).toEqual({ loggedIn: true, token: 'good', user: card });
  });

  it('never puts the email or other profile fields in the cookie', async () => {
    await signIn('good');
    expect(readCookie('current_user')).not.toContain('ana@example.pt');
  });

  it('drops an inline avatar too big for a cookie but keeps the session', async () => {
    server.routes.set('GET /api/user-profile', (_req, res) =>
      json(res, 200, { ...profile, sourceImage: `data:image/png;base64,${'A'.repeat(5000)}` }),
    );
    await signIn('good');
    expect(JSON.parse(readCookie('current_user') ?? 'null')).toMatchObject({ uid: 'u-1', sourceImage: null });
    expect($session.get().user?.sourceImage).toMatch(/^data:image/);
  });

  it('a token the API refuses (401 on the profile) ends the session and goes to /login', async () => {
    await expect(signIn('bad')).rejects.toThrow('Error Code: 401');
    expect($session.get().loggedIn).toBe(false);
    expect(document.cookie).toBe('');
    expect(location.pathname).toBe('/login');
  });

  it('logout deletes both cookies and stays on the page without the flag', async () => {
    await signIn('good');
    logout();
    expect(document.cookie).toBe('');
    expect($session.get().loggedIn).toBe(false);
    expect(location.pathname).toBe('/home');
  });

  it('a 403 signs out in place and the top bar shows "Entrar / Registar" again without a reload (issue 16)', async () => {
    await signIn('good');
    expect(document.documentElement.classList.contains('signed-in')).toBe(true);
    emitApiEvent('forbidden');
    expect($session.get().loggedIn).toBe(false);
    expect(document.documentElement.classList.contains('signed-in')).toBe(false);
    expect(location.pathname).toBe('/home');
  });

  it('logout with the flag goes to /login', async () => {
    await signIn('good');
    logout(true);
    expect(location.pathname).toBe('/login');
  });

  it('restores a session from the cookies on page load and fetches a missing card once', async () => {
    document.cookie = 'access_token=good; path=/';
    // A get() mounts the store for a second; start from a store nobody has mounted, like a fresh page.
    cleanStores($session);
    keepMount($session);
    await allTasks();
    for (let i = 0; i < 100 && !$session.get().user; i++) await new Promise((r) => setTimeout(r, 5));
    expect($session.get()).toMatchObject({ loggedIn: true, token: 'good', user: { uid: 'u-1' } });
    expect(server.seen.filter((s) => s.path === '/api/user-profile')).toHaveLength(1);
  });

  it('asks the API when the token expires while the page is open, and a 401 sends the person to /login', async () => {
    const expiring = fakeJwt({ exp: Math.floor(Date.now() / 1000), iat: Math.floor(Date.now() / 1000) });
    document.cookie = `access_token=${expiring}; path=/`;
    document.cookie = `current_user=${encodeURIComponent(JSON.stringify({ uid: 'u-1', name: 'Ana', surname: 'Sá', sourceImage: null }))}; path=/`;
    cleanStores($session);
    keepMount($session);
    expect($session.get().loggedIn).toBe(true);
    for (let i = 0; i < 200 && $session.get().loggedIn; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.seen.map((s) => s.path)).toContain('/api/user-profile');
    expect($session.get().loggedIn).toBe(false);
    expect(location.pathname).toBe('/login');
  });

  it('exchanges a token older than a day for a fresh one through /authrefresh', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = fakeJwt({ iat: now - 2 * 86_400, exp: now + 8 * 86_400 });
    const fresh = fakeJwt({ iat: now, exp: now + 10 * 86_400 });
    server.routes.set('POST /api/authrefresh', (req, res) =>
      req.headers.authorization === `Bearer ${old}`
        ? json(res, 200, { token: fresh })
        : json(res, 401, { status: 401, message: 'unauthorized' }),
    );
    document.cookie = `access_token=${old}; path=/`;
    document.cookie = `current_user=${encodeURIComponent(JSON.stringify({ uid: 'u-1', name: 'Ana', surname: 'Sá', sourceImage: null }))}; path=/`;
    cleanStores($session);
    keepMount($session);
    for (let i = 0; i < 100 && $session.get().token !== fresh; i++) await new Promise((r) => setTimeout(r, 10));
    expect($session.get().token).toBe(fresh);
    expect(readCookie('access_token')).toBe(fresh);
    expect(server.seen.filter((s) => s.path === '/api/authrefresh')).toHaveLength(1);
  });

  it('exchanges a token whose role hint is out of date for one with the role the profile names', async () => {
    const now = Math.floor(Date.now() / 1000);
    const before = fakeJwt({ iat: now, exp: now + 86_400, role: 'user' });
    const after = fakeJwt({ iat: now, exp: now + 86_400, role: 'moderator' });
    server.routes.set('GET /api/user-profile', (_req, res) => json(res, 200, { ...profile, role: 'moderator' }));
    server.routes.set('POST /api/authrefresh', (req, res) =>
      req.headers.authorization === `Bearer ${before}`
        ? json(res, 200, { token: after })
        : json(res, 401, { status: 401, message: 'unauthorized' }),
    );
    await signIn(before);
    for (let i = 0; i < 100 && $session.get().token !== after; i++) await new Promise((r) => setTimeout(r, 10));
    expect(readCookie('access_token')).toBe(after);
    // The new token agrees with the profile: one refresh, not a loop.
    await loadCurrentUser();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.seen.filter((s) => s.path === '/api/authrefresh')).toHaveLength(1);
  });

  it.each([
    ['agrees with the profile', { role: 'user' }],
    ['names no role (signed before the claim existed)', {}],
  ])('keeps a token whose role hint %s', async (_label, claim) => {
    const now = Math.floor(Date.now() / 1000);
    const token = fakeJwt({ iat: now, exp: now + 86_400, ...claim });
    server.routes.set('GET /api/user-profile', (_req, res) => json(res, 200, { ...profile, role: 'user' }));
    await signIn(token);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.seen.map((s) => s.path)).toEqual(['/api/user-profile']);
    expect(readCookie('access_token')).toBe(token);
  });

  it('reads exp and iat from a token and ignores garbage', () => {
    expect(tokenTimes(fakeJwt({ exp: 20, iat: 10 }))).toEqual({ exp: 20, iat: 10 });
    expect(tokenTimes('not-a-token')).toEqual({});
  });

  it('follows another tab signing out when this tab becomes visible again', async () => {
    await signIn('good');
    keepMount($session);
    document.cookie = 'access_token=; path=/; max-age=0';
    document.dispatchEvent(new Event('visibilitychange'));
    expect($session.get().loggedIn).toBe(false);
  });
});
