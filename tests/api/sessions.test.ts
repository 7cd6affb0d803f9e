// Ending sessions (ASVS 3.3.1, 3.3.3): after logout, password change, recovery or account deletion the old
// token gets 401 on a private call and a real @stomp/stompjs client connected with it is disconnected at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { connectClient, expectRefused, type TestClient, useRealtimeServer } from '../realtime/helpers.ts';

const ctx = await useTestContext();
const { get, post, put } = testApi(ctx);
const served = useRealtimeServer(ctx);
const { clients } = served;
beforeEach(async () => {
  await resetDatabase(ctx);
  ctx.mailer.outbox.length = 0;
});

/** How a live STOMP session ended: the ERROR frame's message, once the socket closed. */
interface Ending {
  error: string | undefined;
}

/** A connected, subscribed real client and a promise of how its session ends (it never reconnects). */
async function liveSession(token: string): Promise<{ client: TestClient; ended: Promise<Ending> }> {
  const client = await connectClient(served.server.url, token);
  clients.push(client);
  let error: string | undefined;
  const ended = new Promise<Ending>((resolve) => {
    client.client.onStompError = (frame) => {
      error = frame.headers['message'];
    };
    client.client.onWebSocketClose = () => resolve({ error });
  });
  return { client, ended };
}

/** Resolves with the ending, or fails when the session is still open after `ms` (the periodic re-check is 10 minutes). */
function endsWithin(ended: Promise<Ending>, ms = 5_000): Promise<Ending> {
  return Promise.race([
    ended,
    new Promise<Ending>((_, reject) => setTimeout(() => reject(new Error(`session still open after ${ms} ms`)), ms)),
  ]);
}

/** A second device: a token from signing in with the password. */
async function signInAgain(user: TestUser): Promise<string> {
  const res = await post('/public/authenticate', { username: user.email, password: user.password });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const profileStatus = async (token: string) => (await get('/user-profile', { token })).status;

describe('logout (POST /private/logout)', () => {
  it('makes this token and every other token of the account answer 401, and ends their live sessions', async () => {
    const user = await signUp(ctx);
    const otherDevice = await signInAgain(user);
    const here = await liveSession(user.token);
    const there = await liveSession(otherDevice);
    expect(await profileStatus(user.token)).toBe(200);

    const res = await post('/private/logout', undefined, { token: user.token });
    expect(res.status).toBe(204);

    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(401);
    expect((await post('/authrefresh', undefined, { token: user.token })).status).toBe(401);
    expect(await endsWithin(here.ended)).toEqual({ error: 'authorization revoked' });
    expect(await endsWithin(there.ended)).toEqual({ error: 'authorization revoked' });
    expect((await expectRefused(served.server.url, user.token)).headers['message']).toBeTruthy();
    // The person can sign in again at once.
    expect(await profileStatus(await signInAgain(user))).toBe(200);
  });

  it('leaves other people signed in, with their live sessions', async () => {
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const bobLive = await liveSession(bob.token);
    expect((await post('/private/logout', undefined, { token: alice.token })).status).toBe(204);
    expect(await profileStatus(bob.token)).toBe(200);
    await notify(ctx.db, { userId: bob.uid, type: 'GLOBAL' });
    expect(await bobLive.client.waitForMessages(1)).toHaveLength(1);
  });

  it('answers 401 without a token, with a forged one and with one already signed out', async () => {
    const user = await signUp(ctx);
    expect((await post('/private/logout')).status).toBe(401);
    expect((await post('/private/logout', undefined, { token: `${user.token}x` })).status).toBe(401);
    expect((await post('/private/logout', undefined, { token: user.token })).status).toBe(204);
    const again = await post('/private/logout', undefined, { token: user.token });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ status: 401, message: 'unauthorized' });
  });
});

describe('the API reads the session from the bearer header only', () => {
  it('refuses a private call that carries the access_token cookie but no Authorization header (no CSRF through the cookie)', async () => {
    const user = await signUp(ctx);
    const res = await get('/user-profile', { headers: { cookie: `access_token=${user.token}` } });
    expect(res.status).toBe(401);
    expect(
      (await post('/private/logout', undefined, { headers: { cookie: `access_token=${user.token}` } })).status,
    ).toBe(401);
    expect(await profileStatus(user.token)).toBe(200);
  });
});

describe('password change and recovery end the other sessions', () => {
  it('a password change kills the old tokens and their live sessions; the answer’s token works', async () => {
    const user = await signUp(ctx);
    const otherDevice = await signInAgain(user);
    const live = await liveSession(otherDevice);
    const res = await put(
      '/private/account/password',
      { currentPassword: user.password, newPassword: 'Patinhas2025' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };

    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(401);
    expect(await endsWithin(live.ended)).toEqual({ error: 'authorization revoked' });
    expect(await profileStatus(token)).toBe(200);
    const fresh = await liveSession(token);
    await notify(ctx.db, { userId: user.uid, type: 'GLOBAL' });
    expect(await fresh.client.waitForMessages(1)).toHaveLength(1);
  });

  it('a password reset by a recovery ticket kills the old tokens and their live sessions', async () => {
    const user = await signUp(ctx);
    const live = await liveSession(user.token);
    expect((await get(`/public/forgot-password?email=${encodeURIComponent(user.email)}`)).status).toBe(200);
    const link = new URL(/https?:\/\/\S+/.exec(ctx.mailer.outbox.at(-1)!.text)![0]);
    const reset = await post('/public/recover-password', {
      token: link.searchParams.get('ticket'),
      password: 'Recuperada2025',
    });
    expect(reset.status).toBe(200);

    expect(await profileStatus(user.token)).toBe(401);
    expect(await endsWithin(live.ended)).toEqual({ error: 'authorization revoked' });
  });
});

describe('account deletion', () => {
  it('makes the token unusable and ends its live sessions', async () => {
    const user = await signUp(ctx);
    const otherDevice = await signInAgain(user);
    const live = await liveSession(otherDevice);
    const res = await post('/private/account/delete', { password: user.password }, { token: user.token });
    expect(res.status).toBe(204);

    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(401);
    expect((await post('/private/logout', undefined, { token: user.token })).status).toBe(401);
    expect(await endsWithin(live.ended)).toEqual({ error: 'authorization revoked' });
    expect((await expectRefused(served.server.url, otherDevice)).command).toBe('ERROR');
  });
});
