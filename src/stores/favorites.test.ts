// @vitest-environment happy-dom
// $favorites over a real local HTTP server: the hearts belong to the session that loaded them.
import { cleanStores, keepMount } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearCookies, json, openPage, startStandIn, until, type StandIn } from '../../tests/helpers/stand-in-api.ts';
import { $favorites, setFavorite } from './favorites.ts';
import { $session, syncSession } from './session.ts';

let server: StandIn;
let release: () => void = () => undefined;
let answered = false;

beforeAll(async () => {
  server = await startStandIn();
});
afterAll(() => server.close());
beforeEach(() => {
  openPage(server.origin, '/sales');
  clearCookies();
  syncSession();
  server.routes.clear();
  server.seen.length = 0;
  $favorites.set(null);
});
afterEach(() => cleanStores($favorites, $session));

function signedInAs(token: string): void {
  document.cookie = `access_token=${token}; path=/`;
  syncSession();
}

it("loads the signed-in person's hearts", async () => {
  server.routes.set('GET /api/private/sale/favorite-uids', (req, res) =>
    json(res, 200, req.headers.authorization === 'Bearer ana' ? ['s-1', 's-2'] : []),
  );
  signedInAs('ana');
  keepMount($favorites);
  await until(() => $favorites.get() !== null);
  expect([...($favorites.get() ?? [])]).toEqual(['s-1', 's-2']);
});

it('drops an answer that arrives after someone else signed in on this browser', async () => {
  server.routes.set('GET /api/private/sale/favorite-uids', async (req, res) => {
    if (req.headers.authorization === 'Bearer ana') await new Promise<void>((resolve) => (release = resolve));
    json(res, 200, req.headers.authorization === 'Bearer ana' ? ['s-ana'] : ['s-rui']);
    if (req.headers.authorization === 'Bearer ana') answered = true;
  });
  signedInAs('ana');
  keepMount($favorites);
  await until(() => server.seen.some((r) => r.authorization === 'Bearer ana'));
  expect(server.seen.map((r) => r.authorization)).toEqual(['Bearer ana']);
  // Ana's answer is slow; Rui signs in meanwhile (another tab) and gets his own hearts.
  signedInAs('rui');
  await until(() => $favorites.get()?.has('s-rui') === true);
  expect([...($favorites.get() ?? [])]).toEqual(['s-rui']);
  release();
  await until(() => answered);
  expect(answered).toBe(true);
  await new Promise((r) => setTimeout(r, 50));
  expect($session.get().token).toBe('rui');
  expect([...($favorites.get() ?? [])]).toEqual(['s-rui']);
});

it('keeps a heart put on while the hearts were loading, and the list that arrives after it', async () => {
  let listed = false;
  server.routes.set('GET /api/private/sale/favorite-uids', async (_req, res) => {
    await new Promise<void>((resolve) => (release = resolve));
    json(res, 200, ['s-1']);
    listed = true;
  });
  server.routes.set('PUT /api/private/sale/update-favorite', (_req, res) =>
    json(res, 200, { saleUid: 's-new', favorite: true }),
  );
  signedInAs('ana');
  keepMount($favorites);
  await until(() => server.seen.some((r) => r.path.endsWith('/favorite-uids')));
  // A tap on a heart as the page opens: the list asked for is still on its way.
  await setFavorite('s-new', true);
  expect([...($favorites.get() ?? [])]).toEqual(['s-new']);
  release();
  await until(() => listed && $favorites.get()?.has('s-1') === true);
  expect([...($favorites.get() ?? [])].sort()).toEqual(['s-1', 's-new']);
});
