// Token claims and retirement (decision 097), seen by the API and by a real @stomp/stompjs client: a token signed
// with the real secret but without exp or jti, or naming another issuer or audience, is refused by both; so is a
// token that /authrefresh replaced, once its grace is over.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RETIRED_TOKEN_GRACE_MS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  TOKEN_TTL_SECONDS,
} from '../../src/server/domain/auth/tokens.ts';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';
import { connectClient, createUser, expectRefused, useRealtimeServer } from './helpers.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);
const served = useRealtimeServer(ctx);
const { clients } = served;
afterEach(() => {
  vi.useRealTimers();
});

interface Claims {
  iss?: string | undefined;
  aud?: string | undefined;
  jti?: string | undefined;
  /** Seconds from now; undefined leaves exp out. */
  expIn?: number | undefined;
  /** Seconds ago. */
  issuedAgo?: number;
}

/** A token signed with the server's own secret, with exactly the claims given (v is the user's version 0). */
function sign(userId: string, claims: Claims): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ v: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now - (claims.issuedAgo ?? 0));
  if (claims.iss !== undefined) jwt.setIssuer(claims.iss);
  if (claims.aud !== undefined) jwt.setAudience(claims.aud);
  if (claims.jti !== undefined) jwt.setJti(claims.jti);
  if (claims.expIn !== undefined) jwt.setExpirationTime(now + claims.expIn);
  return jwt.sign(ctx.jwtSecret);
}

const complete = (): Claims => ({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, jti: randomUUID(), expIn: 3600 });

async function expectAccepted(token: string): Promise<void> {
  expect((await get('/user-profile', { token })).status).toBe(200);
  const client = await connectClient(served.server.url, token);
  clients.push(client);
  expect(client.connected.command).toBe('CONNECTED');
}

async function expectRejected(token: string): Promise<void> {
  const res = await get('/user-profile', { token });
  expect(res.status).toBe(401);
  expect(await res.json()).toEqual({ status: 401, message: 'unauthorized' });
  expect((await post('/authrefresh', undefined, { token })).status).toBe(401);
  expect((await expectRefused(served.server.url, token)).headers['message']).toBe('authorization refused');
}

describe('the claims a token must carry', () => {
  it('accepts a token with iss, aud, jti and exp signed with the secret (the control case)', async () => {
    const { id } = await createUser(ctx);
    await expectAccepted(await sign(id, complete()));
  });

  it.each<[string, Partial<Claims>]>([
    ['no exp', { expIn: undefined }],
    ['no jti', { jti: undefined }],
    ['no iss', { iss: undefined }],
    ['another iss', { iss: 'https://elsewhere.example' }],
    ['no aud', { aud: undefined }],
    ['another aud', { aud: 'some-other-service' }],
    [
      'an exp further than a token ever lives (iat 11 days ago)',
      { issuedAgo: TOKEN_TTL_SECONDS + 86_400, expIn: 3600 },
    ],
  ])('refuses a token with %s, on a private call and on STOMP CONNECT', async (_what, change) => {
    const { id } = await createUser(ctx);
    await expectRejected(await sign(id, { ...complete(), ...change }));
  });
});

describe('a token replaced by /authrefresh', () => {
  it('still works during the grace, then answers 401 on the API and on STOMP CONNECT; the new one works', async () => {
    const { token: old } = await createUser(ctx);
    const res = await post('/authrefresh', undefined, { token: old });
    expect(res.status).toBe(200);
    const { token: fresh } = (await res.json()) as { token: string };
    // Calls already sent with the old token (and other tabs holding it) are not cut off at once.
    expect((await get('/user-profile', { token: old })).status).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RETIRED_TOKEN_GRACE_MS + 1000);
    await expectRejected(old);
    expect((await get('/user-profile', { token: fresh })).status).toBe(200);
    vi.useRealTimers();
    await expectAccepted(fresh);
  });
});
