import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app.ts';
import { withClientAddress } from '../../src/server/api/middleware/client-ip.ts';
import { MemoryRateLimitStore, RATE_RULES } from '../../src/server/api/middleware/rate-limit.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { freshIp, testApi } from '../helpers/api.ts';

const ctx = await useTestContext();

beforeEach(() => resetDatabase(ctx));

async function expectLimited(res: Response, windowSeconds: number): Promise<void> {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ status: 429, message: 'too-many-requests' });
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  it('limits sign-in attempts per account, from any address, and a success starts the count again', async () => {
    const { post } = testApi(ctx);
    const user = await signUp(ctx);
    const { limit, windowMs } = RATE_RULES.authenticateAccount;
    for (let i = 0; i < limit - 1; i++) {
      expect((await post('/public/authenticate', { username: user.email, password: 'Wrong1234' })).status).toBe(401);
    }
    expect((await post('/public/authenticate', { username: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < limit; i++) {
      expect((await post('/public/authenticate', { username: user.email.toUpperCase(), password: 'Wrong1234' })).status).toBe(401);
    }
    await expectLimited(await post('/public/authenticate', { username: user.email, password: user.password }), windowMs / 1000);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const { post } = testApi(ctx);
    const ip = freshIp();
    const { limit, windowMs } = RATE_RULES.authenticateIp;
    for (let i = 0; i < limit; i++) {
      expect((await post('/public/authenticate', { username: `n${i}@example.pt`, password: 'Wrong1234' }, { ip })).status).toBe(401);
    }
    await expectLimited(await post('/public/authenticate', { username: 'other@example.pt', password: 'x' }, { ip }), windowMs / 1000);
    expect((await post('/public/authenticate', { username: 'other@example.pt', password: 'x' })).status).toBe(401);
  });

  it('limits signups per address', async () => {
    const { post } = testApi(ctx);
    const ip = freshIp();
    const body = { name: 'A', surname: 'B', email: 'same@example.pt', password: 'Patinhas1', userType: 'TUTOR', acceptTerms: true };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.signupIp.limit; i++) statuses.push((await post('/public/signup', body, { ip })).status);
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([409]));
    await expectLimited(await post('/public/signup', { ...body, email: 'new@example.pt' }, { ip }), 3600);
  });

  it('limits recovery mails per address and per account', async () => {
    const { get } = testApi(ctx);
    const user = await signUp(ctx);
    const url = `/public/forgot-password?email=${encodeURIComponent(user.email)}`;
    for (let i = 0; i < RATE_RULES.forgotAccount.limit; i++) expect((await get(url)).status).toBe(200);
    await expectLimited(await get(url), 3600);
    expect(ctx.mailer.outbox.filter((m) => m.to === user.email)).toHaveLength(RATE_RULES.forgotAccount.limit);

    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.forgotIp.limit; i++) expect((await get(`/public/forgot-password?email=n${i}@example.pt`, { ip })).status).toBe(404);
    await expectLimited(await get('/public/forgot-password?email=z@example.pt', { ip }), 3600);
  });

  it('limits email availability checks per address, counting an IPv6 /64 as one address', async () => {
    const { get } = testApi(ctx);
    const { limit } = RATE_RULES.validateEmailIp;
    for (let i = 0; i < limit; i++) {
      const ip = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await get('/public/validate-email?email=a@example.pt', { ip })).status).toBe(200);
    }
    await expectLimited(await get('/public/validate-email?email=a@example.pt', { ip: '2001:0db8:0001:0002:ffff::9' }), 600);
    expect((await get('/public/validate-email?email=a@example.pt', { ip: '2001:db8:1:3::1' })).status).toBe(200);
    expect((await get('/public/validate-email?email=a@example.pt', { ip: '::ffff:203.0.113.9' })).status).toBe(200);
  });

  it('sees the address behind the body limit (a streamed body re-wraps the request)', async () => {
    const api = createApi(async () => ctx);
    const ip = freshIp();
    let n = 0;
    const send = () => {
      n += 1;
      const body = new TextEncoder().encode(JSON.stringify({ username: `nobody${n}@example.pt`, password: 'x' }));
      const request = new Request('http://localhost/public/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({ start: (c) => (c.enqueue(body), c.close()) }),
        duplex: 'half',
      } as RequestInit);
      return api.fetch(withClientAddress(request, ip));
    };
    for (let i = 0; i < RATE_RULES.authenticateIp.limit; i++) expect((await send()).status).toBe(401);
    expect((await send()).status).toBe(429);
    expect((await testApi(ctx).post('/public/authenticate', { username: 'nobody@example.pt', password: 'x' })).status).toBe(401);
  });

  it('can be switched off for load benchmarks (RATE_LIMITS=off)', async () => {
    const api = createApi(async () => ({ ...ctx, env: { ...ctx.env, RATE_LIMITS: 'off' } }));
    for (let i = 0; i <= RATE_RULES.validateEmailIp.limit; i++) {
      const res = await api.fetch(withClientAddress(new Request('http://localhost/public/validate-email?email=a@example.pt'), '192.0.2.1'));
      expect(res.status).toBe(200);
    }
  });

  it('keeps the in-memory store bounded', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i++) await store.hit(`k${i}`, 60_000);
    expect((await store.hit('k999', 60_000)).count).toBe(2);
    expect((await store.hit('k0', 60_000)).count).toBe(1);
  });
});
