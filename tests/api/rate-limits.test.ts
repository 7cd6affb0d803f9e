import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/server/api/app.ts';
import { withClientAddress } from '../../src/server/api/middleware/client-ip.ts';
import { MemoryRateLimitStore, RATE_RULES, type RateRule } from '../../src/server/api/middleware/rate-limit.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { freshIp, testApi } from '../helpers/api.ts';
import { at, book, createSale, nextWeekday, setHours } from './bookings-fixtures.ts';

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

/**
 * Decision 024's table of write tiers, one row per POST/PUT/DELETE of the OpenAPI document. A write
 * added without a row here fails the test below; `by` says whose counter the call spends.
 */
const WRITE_TIERS: Record<string, { rule: RateRule; by: 'account' | 'address'; exhaustWith?: string }> = {
  'POST /public/signup': { rule: RATE_RULES.signupIp, by: 'address' },
  'POST /public/authenticate': { rule: RATE_RULES.authenticateIp, by: 'address' },
  'POST /public/recover-password': { rule: RATE_RULES.recoverIp, by: 'address' },
  'POST /authrefresh': { rule: RATE_RULES.session, by: 'account' },
  // Per address, counted before the token is checked: forged-token floods count too.
  'POST /private/logout': { rule: RATE_RULES.logoutIp, by: 'address' },
  'PUT /user-profile': { rule: RATE_RULES.profile, by: 'account' },
  'PUT /private/account/password': { rule: RATE_RULES.passwordCheck, by: 'account' },
  'POST /private/account/delete': { rule: RATE_RULES.passwordCheck, by: 'account' },
  'PUT /private/account/avatar': { rule: RATE_RULES.avatar, by: 'account' },
  'DELETE /private/account/avatar': { rule: RATE_RULES.avatar, by: 'account' },
  'POST /private/sale': { rule: RATE_RULES.saleCreate, by: 'account' },
  'PUT /private/my-sale-edit/{uid}': { rule: RATE_RULES.saleEdit, by: 'account' },
  'DELETE /private/my-sale-delete/{uid}': { rule: RATE_RULES.saleEdit, by: 'account' },
  'POST /private/sale/file': { rule: RATE_RULES.salePhoto, by: 'account' },
  'PUT /private/sale/update-favorite': { rule: RATE_RULES.favorite, by: 'account' },
  'POST /private/booking': { rule: RATE_RULES.booking, by: 'account' },
  'PUT /private/booking/{uid}/accept': { rule: RATE_RULES.bookingDecision, by: 'account' },
  'PUT /private/booking/{uid}/reject': { rule: RATE_RULES.bookingDecision, by: 'account' },
  'DELETE /private/booking/{uid}': { rule: RATE_RULES.bookingDecision, by: 'account' },
  'PUT /private/booking/availability': { rule: RATE_RULES.availability, by: 'account' },
  'PUT /private/notification/{key}': { rule: RATE_RULES.notificationRead, by: 'account' },
  'POST /private/notification/all': { rule: RATE_RULES.notificationRead, by: 'account' },
  'POST /private/admin/notification/global': { rule: RATE_RULES.globalNotification, by: 'account' },
  'PUT /private/admin/sale/{uid}/approve': { rule: RATE_RULES.moderation, by: 'account' },
  'PUT /private/admin/sale/{uid}/reject': { rule: RATE_RULES.moderation, by: 'account' },
  'PUT /private/admin/user/{uid}/certification': { rule: RATE_RULES.moderation, by: 'account' },
  'POST /private/admin/article': { rule: RATE_RULES.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}': { rule: RATE_RULES.articleWrite, by: 'account' },
  'DELETE /private/admin/article/{referenceKey}': { rule: RATE_RULES.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}/publish': { rule: RATE_RULES.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}/unpublish': { rule: RATE_RULES.articleWrite, by: 'account' },
  'POST /private/admin/article/preview': { rule: RATE_RULES.articlePreview, by: 'account' },
};

const { get: getDoc } = testApi(ctx);
const doc = (await (await getDoc('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((m) => ['post', 'put', 'delete', 'patch'].includes(m))
    .map((m) => `${m.toUpperCase()} ${path}`),
);

describe('every write is rate limited', () => {
  it('has a tier for every POST, PUT and DELETE of the OpenAPI document', () => {
    expect(writes.length).toBeGreaterThanOrEqual(30);
    expect(writes.filter((w) => !(w in WRITE_TIERS))).toEqual([]);
    expect(Object.keys(WRITE_TIERS).filter((w) => !writes.includes(w))).toEqual([]);
  });

  // Every attempt counts, the malformed ones too (the limit runs before the body is read): an empty
  // body is enough to spend the counter, and never changes anything.
  it.each(Object.entries(WRITE_TIERS))('%s answers 429 after its limit', async (write, { rule, by, exhaustWith }) => {
    const { call } = testApi(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    const ip = freshIp();
    const send = (what: string) => {
      const [method, template] = what.split(' ') as [string, string];
      const path = template.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      return call(method, path, { rawBody: '{}', headers: { 'content-type': 'application/json' }, ip, ...(by === 'account' ? { token: admin.token } : {}) });
    };
    const first = exhaustWith ?? write;
    for (let i = 0; i < rule.limit; i++) {
      const res = await send(first);
      expect(res.status, `${first} call ${i + 1}`).not.toBe(429);
    }
    await expectLimited(await send(write), rule.windowMs / 1000);
  });

  it('counts signed-in writes per account, whatever the address', async () => {
    const seller = await signUp(ctx, { name: 'Criadora' });
    const saleUid = await createSale(ctx, seller.uid);
    const api = testApi(ctx);
    await setHours(api, seller.token);
    const greedy = await signUp(ctx);
    const other = await signUp(ctx);
    for (let i = 0; i < RATE_RULES.booking.limit; i++) {
      expect((await api.post('/private/booking', {}, { token: greedy.token })).status).toBe(400);
    }
    await expectLimited(await api.post('/private/booking', { saleUid, date: at(nextWeekday(6), '10:00') }, { token: greedy.token }), 3600);
    // Another person is not affected, even from the same address.
    const uid = await book(api, other.token, saleUid, at(nextWeekday(6), '10:00'));
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the owner sign out everywhere even when a stolen token has spent the account\'s session counter', async () => {
    const { post } = testApi(ctx);
    const victim = await signUp(ctx);
    const thief = freshIp();
    for (let i = 0; i < RATE_RULES.session.limit; i++) expect((await post('/authrefresh', undefined, { token: victim.token, ip: thief })).status).toBe(200);
    await expectLimited(await post('/authrefresh', undefined, { token: victim.token, ip: thief }), RATE_RULES.session.windowMs / 1000);
    // The owner, from home: signed out everywhere, the thief's copy of the token included.
    expect((await post('/private/logout', undefined, { token: victim.token, ip: freshIp() })).status).toBe(204);
    expect((await post('/authrefresh', undefined, { token: victim.token, ip: thief })).status).toBe(401);
  });

  it('limits data exports per account (a heavy read: mass exfiltration with a stolen token)', async () => {
    const { get } = testApi(ctx);
    const user = await signUp(ctx);
    for (let i = 0; i < RATE_RULES.accountExport.limit; i++) expect((await get('/private/account/export', { token: user.token })).status).toBe(200);
    await expectLimited(await get('/private/account/export', { token: user.token }), 3600);
    expect((await get('/private/account/export', { token: (await signUp(ctx)).token })).status).toBe(200);
  });

  it('RATE_LIMITS=off also switches off the write tiers', async () => {
    const api = createApi(async () => ({ ...ctx, env: { ...ctx.env, RATE_LIMITS: 'off' } }));
    const user = await signUp(ctx);
    for (let i = 0; i <= RATE_RULES.booking.limit; i++) {
      const request = new Request('http://localhost/private/booking', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: '{}',
      });
      expect((await api.fetch(withClientAddress(request, '192.0.2.2'))).status).toBe(400);
    }
  });
});

describe('the sign-in lock-out cannot keep the owner out for long', () => {
  // One API (one set of counters) per test, as one server process has.
  let api = testApi(ctx);
  beforeEach(() => {
    api = testApi(ctx);
  });
  const wrong = (email: string, ip = freshIp()) => api.post('/public/authenticate', { username: email, password: 'Errada123' }, { ip });

  it('lets the owner in from an address they signed in from before, while strangers are locked out', async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const home = freshIp();
    const credentials = { username: victim.email, password: victim.password };
    expect((await post('/public/authenticate', credentials, { ip: home })).status).toBe(200);

    // An attacker spends the account's counter from addresses the account never used.
    for (let i = 0; i < RATE_RULES.authenticateAccount.limit; i++) expect((await wrong(victim.email)).status).toBe(401);
    await expectLimited(await post('/public/authenticate', credentials), RATE_RULES.authenticateAccount.windowMs / 1000);

    // The owner, from home, with the right password: in.
    expect((await post('/public/authenticate', credentials, { ip: home })).status).toBe(200);
    // Home has its own counter: guessing from there is limited too.
    for (let i = 0; i < RATE_RULES.authenticateKnownAddress.limit; i++) expect((await wrong(victim.email, home)).status).toBe(401);
    await expectLimited(await post('/public/authenticate', credentials, { ip: home }), RATE_RULES.authenticateKnownAddress.windowMs / 1000);
  });

  it('ends by itself when the window closes (at most 15 minutes)', async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const credentials = { username: victim.email, password: victim.password };
    for (let i = 0; i < RATE_RULES.authenticateAccount.limit; i++) expect((await wrong(victim.email)).status).toBe(401);
    const locked = await post('/public/authenticate', credentials);
    await expectLimited(locked, 900);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RATE_RULES.authenticateAccount.windowMs + 1000);
      expect((await post('/public/authenticate', credentials)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is lifted at once by a password reset through the mailed link', async () => {
    const { get, post } = api;
    const victim = await signUp(ctx);
    for (let i = 0; i < RATE_RULES.authenticateAccount.limit; i++) expect((await wrong(victim.email)).status).toBe(401);
    expect((await post('/public/authenticate', { username: victim.email, password: victim.password })).status).toBe(429);

    expect((await get(`/public/forgot-password?email=${encodeURIComponent(victim.email)}`)).status).toBe(200);
    const link = new URL(/https?:\/\/\S+/.exec(ctx.mailer.outbox.at(-1)!.text)![0]);
    expect((await post('/public/recover-password', { token: link.searchParams.get('ticket'), password: 'NovaSenha2026' })).status).toBe(200);
    expect((await post('/public/authenticate', { username: victim.email, password: 'NovaSenha2026' })).status).toBe(200);
  });
});
