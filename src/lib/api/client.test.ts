// @vitest-environment happy-dom
// The ky hooks over a real local HTTP server: bearer header, loading count, 401/403/other errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, openPage, startStandIn, type StandIn } from '../../../tests/helpers/stand-in-api.ts';
import { $activeRequests } from '../../stores/loading.ts';
import { $session, syncSession } from '../../stores/session.ts';
import { ApiError, api, createApiClient, errorKey, isSilent } from './client.ts';

let server: StandIn;
let release: () => void = () => undefined;

beforeAll(async () => {
  server = await startStandIn();
  server.routes.set('GET /api/echo', (_req, res) => json(res, 200, { ok: true }));
  server.routes.set('GET /api/slow', async (_req, res) => {
    await new Promise<void>((resolve) => (release = resolve));
    json(res, 200, { ok: true });
  });
  server.routes.set('POST /api/authrefresh', async (_req, res) => {
    await new Promise<void>((resolve) => (release = resolve));
    json(res, 200, { token: 'fresh' });
  });
  server.routes.set('GET /api/private/thing', (_req, res) => json(res, 401, { status: 401, message: 'unauthorized' }));
  server.routes.set('GET /api/private/admin', (_req, res) => json(res, 403, { status: 403, message: 'forbidden' }));
  server.routes.set('POST /api/private/admin/appeal/a1/decision', (_req, res) =>
    json(res, 403, { status: 403, message: 'moderation.error.own-case' }),
  );
  server.routes.set('POST /api/public/signup', (_req, res) =>
    json(res, 409, {
      status: 409,
      message: 'register.error.email-taken',
      errors: { email: 'register.error.email-taken' },
    }),
  );
  server.routes.set('GET /api/plain', (_req, res) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('upstream down');
  });
  server.routes.set('GET /api/drop', (req) => {
    req.socket.destroy();
  });
  server.routes.set('POST /api/public/authenticate', (_req, res) =>
    json(res, 401, { status: 401, message: 'login-dialog.msg.incorrect-login' }),
  );
});

afterAll(() => server.close());

beforeEach(() => {
  openPage(server.origin, '/user-dashboard');
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; path=/; max-age=0`;
  server.seen.length = 0;
  $activeRequests.set(0);
  syncSession();
});

function signedInCookies(): void {
  document.cookie = 'access_token=tok-123; path=/';
  document.cookie = `current_user=${encodeURIComponent(JSON.stringify({ uid: 'u1', name: 'Ana', surname: 'Sá', sourceImage: null }))}; path=/`;
  syncSession();
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the bearer header', () => {
  it('carries the access_token cookie on every request', async () => {
    signedInCookies();
    await api.get('echo').json();
    const refresh = api.post('authrefresh').json();
    await until(() => server.seen.length === 2);
    release();
    await refresh;
    expect(server.seen.map((s) => s.authorization)).toEqual(['Bearer tok-123', 'Bearer tok-123']);
  });

  it('is absent without the cookie', async () => {
    await api.get('echo').json();
    expect(server.seen[0]?.authorization).toBeUndefined();
  });

  it('reads the cookie at request time, not when the client was built', async () => {
    const client = createApiClient('/api');
    document.cookie = 'access_token=later; path=/';
    await client.get('echo').json();
    expect(server.seen[0]?.authorization).toBe('Bearer later');
  });
});

describe('the loading count', () => {
  it('counts a request while it is in flight', async () => {
    const pending = api.get('slow').json();
    await until(() => server.seen.length === 1);
    expect($activeRequests.get()).toBe(1);
    release();
    await pending;
    expect($activeRequests.get()).toBe(0);
  });

  it('skips /authrefresh', async () => {
    const pending = api.post('authrefresh').json();
    await until(() => server.seen.length === 1);
    expect($activeRequests.get()).toBe(0);
    release();
    await expect(pending).resolves.toEqual({ token: 'fresh' });
    expect($activeRequests.get()).toBe(0);
  });

  it("skips background reads (the bell, the hearts, a sale page's signed-in part) but not writes to them", () => {
    expect(isSilent('/api/private/notification?page=0&size=10')).toBe(true);
    expect(isSilent('/api/private/notification/count')).toBe(true);
    expect(isSilent('/api/private/sale/favorite-uids')).toBe(true);
    expect(isSilent('/api/private/booking/sale-state?saleUid=x')).toBe(true);
    expect(isSilent('/api/private/notification/all', 'POST')).toBe(false);
    expect(isSilent('/api/private/notification/k', 'PUT')).toBe(false);
    expect(isSilent('/api/private/booking/received')).toBe(false);
  });

  it('ends after HTTP errors and network errors, exactly once', async () => {
    await api.get('plain').catch(() => undefined);
    await api.get('drop').catch(() => undefined);
    await api.post('public/signup', { json: {} }).catch(() => undefined);
    expect($activeRequests.get()).toBe(0);
    // Two requests at once and one fails: the other still counts.
    const slow = api.get('slow').json();
    await until(() => server.seen.some((s) => s.path === '/api/slow'));
    await api.get('plain').catch(() => undefined);
    expect($activeRequests.get()).toBe(1);
    release();
    await slow;
    expect($activeRequests.get()).toBe(0);
  });
});

describe('errors', () => {
  it('401 logs out with the flag: both cookies gone, session over, off to /login', async () => {
    signedInCookies();
    const error = await api.get('private/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(document.cookie).toBe('');
    expect($session.get().loggedIn).toBe(false);
    expect(location.pathname).toBe('/login');
  });

  it('a 401 for a token this browser has since replaced does not log out: the new session stays', async () => {
    signedInCookies();
    server.routes.set('GET /api/private/replaced', (_req, res) => {
      // Another tab changed the password meanwhile and stored its new token.
      document.cookie = 'access_token=newer; path=/';
      json(res, 401, { status: 401, message: 'unauthorized' });
    });
    const error = await api.get('private/replaced').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(document.cookie).toContain('access_token=newer');
    expect($session.get()).toMatchObject({ loggedIn: true, token: 'newer' });
    expect(location.pathname).toBe('/user-dashboard');
  });

  it('403 logs out without the flag: the page stays', async () => {
    signedInCookies();
    const error = await api.get('private/admin').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(document.cookie).toBe('');
    expect($session.get().loggedIn).toBe(false);
    expect(location.pathname).toBe('/user-dashboard');
  });

  it("a 403 naming its own refusal (one's own case, decision 194) is the form's error: the session stays", async () => {
    signedInCookies();
    const error = await api.post('private/admin/appeal/a1/decision').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(errorKey(error)).toBe('moderation.error.own-case');
    expect(document.cookie).toContain('access_token=tok-123');
    expect($session.get().loggedIn).toBe(true);
  });

  it('a wrong password (401 on authenticate) is the form error, not a logout', async () => {
    signedInCookies();
    const error = await api
      .post('public/authenticate', {
        json: { username: 'a@b.pt', password: 'x' },
        context: { ignoreSessionErrors: true },
      })
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect($session.get().loggedIn).toBe(true);
    expect(location.pathname).toBe('/user-dashboard');
  });

  it('other statuses are rethrown as "Error Code: {status}, Message: {text}" with the body kept', async () => {
    signedInCookies();
    const error = (await api.post('public/signup', { json: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Error Code: 409, Message: register.error.email-taken');
    expect(error.body).toMatchObject({ errors: { email: 'register.error.email-taken' } });
    expect(errorKey(error)).toBe('register.error.email-taken');
    expect($session.get().loggedIn).toBe(true);
  });

  it('a plain-text error body becomes the message text', async () => {
    const error = (await api.get('plain').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Error Code: 502, Message: upstream down');
    expect(error.status).toBe(502);
  });

  it('a failure without a response keeps the client-side message', async () => {
    const error = (await api.get('drop').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeUndefined();
    expect(error.message).not.toMatch(/^Error Code/);
    expect(error.message.length).toBeGreaterThan(0);
  });
});
