// @vitest-environment happy-dom
// The wiring between the API client and the stores above it: each store hands the client its handlers when it
// loads, and a call that fails before the session store has loaded still signs the person out once it has.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, json, openPage, startStandIn, type StandIn } from '../../../tests/helpers/stand-in-api.ts';

let server: StandIn;
beforeAll(async () => {
  server = await startStandIn();
  server.routes.set('GET /api/private/thing', (_req, res) => json(res, 401, { status: 401, message: 'unauthorized' }));
  server.routes.set('GET /api/echo', (_req, res) => json(res, 200, { ok: true }));
});
afterAll(() => server.close());
beforeEach(() => {
  // A fresh module graph per test: no store has wired anything yet.
  vi.resetModules();
  openPage(server.origin, '/user-dashboard');
  clearCookies();
});

describe('API events', () => {
  it('runs an event raised before its handler existed once the handler arrives, in order, and later ones at once', async () => {
    const { emitApiEvent, onApiEvents } = await import('./events.ts');
    const seen: string[] = [];
    emitApiEvent('requestStart');
    emitApiEvent('unauthorized');
    emitApiEvent('requestEnd');
    onApiEvents({ requestStart: () => seen.push('start'), requestEnd: () => seen.push('end') });
    expect(seen).toEqual(['start', 'end']);
    onApiEvents({ unauthorized: () => seen.push('401') });
    expect(seen).toEqual(['start', 'end', '401']);
    emitApiEvent('unauthorized');
    expect(seen).toEqual(['start', 'end', '401', '401']);
  });

  it('a 401 answered before the session store loaded signs out and goes to /login when it loads', async () => {
    document.cookie = 'access_token=tok; path=/';
    const { api } = await import('./client.ts');
    await expect(api.get('private/thing')).rejects.toMatchObject({ status: 401 });
    // Nothing above lib/ has loaded: the client itself changed nothing.
    expect(document.cookie).toBe('access_token=tok');
    expect(location.pathname).toBe('/user-dashboard');
    const { $session } = await import('../../stores/session.ts');
    expect(document.cookie).toBe('');
    expect($session.get().loggedIn).toBe(false);
    expect(location.pathname).toBe('/login');
  });

  it('asks for the store of an event nobody handles yet: the first request brings the loading overlay', async () => {
    const { emitApiEvent } = await import('./events.ts');
    const { provide } = await import('../shell/on-demand.ts');
    const overlay = vi.fn(async () => {
      // What the overlay's module does as it loads: the loading store wires its handlers.
      await import('../../stores/loading.ts');
    });
    provide(['requestStart', 'requestEnd'], overlay);
    emitApiEvent('requestStart');
    await vi.waitFor(() => expect(overlay).toHaveBeenCalledTimes(1));
    const { $activeRequests } = await import('../../stores/loading.ts');
    // The request that brought it is counted, and its end too.
    await vi.waitFor(() => expect($activeRequests.get()).toBe(1));
    emitApiEvent('requestEnd');
    expect($activeRequests.get()).toBe(0);
    expect(overlay).toHaveBeenCalledTimes(1);
  });

  it('the loading store counts requests once it has loaded, however early they began', async () => {
    const { api } = await import('./client.ts');
    const { $activeRequests } = await import('../../stores/loading.ts');
    let during = -1;
    server.routes.set('GET /api/watch', (_req, res) => {
      during = $activeRequests.get();
      json(res, 200, {});
    });
    await api.get('watch').json();
    expect(during).toBe(1);
    expect($activeRequests.get()).toBe(0);
  });
});
