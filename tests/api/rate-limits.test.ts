import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createRateLimitStore, DatabaseRateLimitStore } from '../../src/server/api/middleware/rate-limit-database.ts';
import {
  DisabledRateLimitStore,
  MemoryRateLimitStore,
  RATE_RULES,
  type RateLimitStore,
  type RateRule,
} from '../../src/server/api/middleware/rate-limit.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { freshIp, testApi } from '../helpers/api.ts';
import { streamedCalls, watched } from '../helpers/streamed-body.ts';
import { at, book, createSale, nextWeekday, setHours } from './bookings-fixtures.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

const ctx = await useTestContext();

beforeEach(() => resetDatabase(ctx));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Decision 024's table, written out rather than read from RATE_RULES: every test below drives a call to these
 * numbers, so a limit changed in the code fails here until the decision and this copy say the same.
 */
const DECISION_024 = {
  authenticateIp: { limit: 30, windowMs: 5 * MINUTE },
  authenticateAccount: { limit: 10, windowMs: 15 * MINUTE },
  authenticateKnownAddress: { limit: 10, windowMs: 15 * MINUTE },
  signupIp: { limit: 10, windowMs: HOUR },
  forgotIp: { limit: 10, windowMs: HOUR },
  forgotAddressAccount: { limit: 5, windowMs: HOUR },
  recoverIp: { limit: 20, windowMs: HOUR },
  validateEmailIp: { limit: 60, windowMs: 10 * MINUTE },
  logoutIp: { limit: 60, windowMs: 10 * MINUTE },
  session: { limit: 60, windowMs: HOUR },
  passwordCheck: { limit: 10, windowMs: 15 * MINUTE },
  accountExport: { limit: 10, windowMs: HOUR },
  profile: { limit: 60, windowMs: HOUR },
  avatar: { limit: 20, windowMs: HOUR },
  saleCreate: { limit: 60, windowMs: HOUR },
  salePhoto: { limit: 120, windowMs: HOUR },
  messagePhoto: { limit: 60, windowMs: HOUR },
  review: { limit: 20, windowMs: HOUR },
  saleEdit: { limit: 120, windowMs: HOUR },
  favorite: { limit: 60, windowMs: 10 * MINUTE },
  booking: { limit: 20, windowMs: HOUR },
  bookingDecision: { limit: 120, windowMs: HOUR },
  availability: { limit: 60, windowMs: HOUR },
  notificationRead: { limit: 600, windowMs: 10 * MINUTE },
  conversationStart: { limit: 20, windowMs: HOUR },
  message: { limit: 60, windowMs: 5 * MINUTE },
  conversationMark: { limit: 1200, windowMs: 10 * MINUTE },
  report: { limit: 10, windowMs: HOUR },
  confirmationMail: { limit: 5, windowMs: HOUR },
  reportIp: { limit: 20, windowMs: HOUR },
  certification: { limit: 5, windowMs: 24 * HOUR },
  savedSearch: { limit: 60, windowMs: HOUR },
  pushDevice: { limit: 60, windowMs: HOUR },
  unsubscribeIp: { limit: 60, windowMs: 10 * MINUTE },
  freshLinkIp: { limit: 60, windowMs: 10 * MINUTE },
  moderation: { limit: 600, windowMs: HOUR },
  globalNotification: { limit: 10, windowMs: HOUR },
  articleWrite: { limit: 120, windowMs: HOUR },
  articlePreview: { limit: 600, windowMs: HOUR },
} as const satisfies Record<keyof typeof RATE_RULES, Pick<RateRule, 'limit' | 'windowMs'>>;

async function expectLimited(res: Response, windowSeconds: number): Promise<void> {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ status: 429, message: 'too-many-requests' });
  const retry = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits', () => {
  it("enforces decision 024's numbers: the code's tiers and this file's copy of the table agree", () => {
    const tiers = Object.entries(RATE_RULES).map(([tier, { limit, windowMs }]) => [tier, { limit, windowMs }]);
    expect(Object.fromEntries(tiers)).toEqual(DECISION_024);
  });

  it('limits sign-in attempts per account, from any address, and a success starts the count again', async () => {
    const { post } = testApi(ctx);
    const user = await signUp(ctx);
    const { limit, windowMs } = DECISION_024.authenticateAccount;
    for (let i = 0; i < limit - 1; i++) {
      expect((await post('/public/authenticate', { username: user.email, password: 'Wrong1234' })).status).toBe(401);
    }
    expect((await post('/public/authenticate', { username: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < limit; i++) {
      expect(
        (await post('/public/authenticate', { username: user.email.toUpperCase(), password: 'Wrong1234' })).status,
      ).toBe(401);
    }
    await expectLimited(
      await post('/public/authenticate', { username: user.email, password: user.password }),
      windowMs / 1000,
    );
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const { post } = testApi(ctx);
    const ip = freshIp();
    const { limit, windowMs } = DECISION_024.authenticateIp;
    for (let i = 0; i < limit; i++) {
      expect(
        (await post('/public/authenticate', { username: `n${i}@example.pt`, password: 'Wrong1234' }, { ip })).status,
      ).toBe(401);
    }
    await expectLimited(
      await post('/public/authenticate', { username: 'other@example.pt', password: 'x' }, { ip }),
      windowMs / 1000,
    );
    expect((await post('/public/authenticate', { username: 'other@example.pt', password: 'x' })).status).toBe(401);
  });

  it('limits signups per address', async () => {
    const { post } = testApi(ctx);
    const ip = freshIp();
    const body = {
      name: 'A',
      surname: 'B',
      email: 'same@example.pt',
      password: 'Patinhas1',
      userType: 'TUTOR',
      acceptTerms: true,
    };
    const statuses: number[] = [];
    for (let i = 0; i < DECISION_024.signupIp.limit; i++)
      statuses.push((await post('/public/signup', body, { ip })).status);
    expect(statuses[0]).toBe(201);
    expect(new Set(statuses.slice(1))).toEqual(new Set([409]));
    await expectLimited(await post('/public/signup', { ...body, email: 'new@example.pt' }, { ip }), 3600);
  });

  it('limits recovery per address and per (address, account), never per account alone (decision 057)', async () => {
    const { get, post } = testApi(ctx);
    const user = await signUp(ctx);
    const url = `/public/forgot-password?email=${encodeURIComponent(user.email)}`;
    const stranger = freshIp();
    for (let i = 0; i < DECISION_024.forgotAddressAccount.limit; i++)
      expect((await get(url, { ip: stranger })).status).toBe(200);
    await expectLimited(await get(url, { ip: stranger }), 3600);
    await expectLimited(await post('/public/forgot-password', { email: user.email }, { ip: stranger }), 3600);
    // The account itself is not locked: another address gets the success answer.
    expect((await post('/public/forgot-password', { email: user.email })).status).toBe(200);

    // One address across accounts; GET and POST share the counter.
    const ip = freshIp();
    for (let i = 0; i < DECISION_024.forgotIp.limit; i++) {
      const res =
        i % 2
          ? await get(`/public/forgot-password?email=n${i}@example.pt`, { ip })
          : await post('/public/forgot-password', { email: `n${i}@example.pt` }, { ip });
      expect(res.status).toBe(404);
    }
    await expectLimited(await get('/public/forgot-password?email=z@example.pt', { ip }), 3600);
    await expectLimited(await post('/public/forgot-password', { email: user.email }, { ip }), 3600);
  });

  it('limits email availability checks per address, counting an IPv6 /64 as one address', async () => {
    const { get } = testApi(ctx);
    const { limit } = DECISION_024.validateEmailIp;
    for (let i = 0; i < limit; i++) {
      const ip = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await get('/public/validate-email?email=a@example.pt', { ip })).status).toBe(200);
    }
    await expectLimited(
      await get('/public/validate-email?email=a@example.pt', { ip: '2001:0db8:0001:0002:ffff::9' }),
      600,
    );
    expect((await get('/public/validate-email?email=a@example.pt', { ip: '2001:db8:1:3::1' })).status).toBe(200);
    expect((await get('/public/validate-email?email=a@example.pt', { ip: '::ffff:203.0.113.9' })).status).toBe(200);
  });

  it('sees the address behind the body limit (a streamed body re-wraps the request)', async () => {
    const { fetch } = testApi(ctx);
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
      return fetch(request, { ip });
    };
    for (let i = 0; i < DECISION_024.authenticateIp.limit; i++) expect((await send()).status).toBe(401);
    expect((await send()).status).toBe(429);
    expect(
      (await testApi(ctx).post('/public/authenticate', { username: 'nobody@example.pt', password: 'x' })).status,
    ).toBe(401);
  });

  it('can be switched off for load benchmarks (RATE_LIMITS=off)', async () => {
    const { get } = testApi({ ...ctx, env: { ...ctx.env, RATE_LIMITS: 'off' } });
    for (let i = 0; i <= DECISION_024.validateEmailIp.limit; i++) {
      const res = await get('/public/validate-email?email=a@example.pt', { ip: '192.0.2.1' });
      expect(res.status).toBe(200);
    }
  });

  it('keeps the in-memory store bounded', async () => {
    const store = new MemoryRateLimitStore(100);
    for (let i = 0; i < 1000; i++) await store.hit(`k${i}`, 60_000);
    expect((await store.hit('k999', 60_000)).count).toBe(2);
    expect((await store.hit('k0', 60_000)).count).toBe(1);
  });

  it('counts in the database the instances share with PostgreSQL, in memory with PGlite (one process), nowhere when off', () => {
    const store = createRateLimitStore(ctx);
    expect(store).toBeInstanceOf(ctx.database.driver === 'pg' ? DatabaseRateLimitStore : MemoryRateLimitStore);
    expect(createRateLimitStore({ ...ctx, env: { ...ctx.env, RATE_LIMITS: 'off' } })).toBeInstanceOf(
      DisabledRateLimitStore,
    );
  });
});

// Both stores keep the same fixed windows; the database one runs here on PGlite or PostgreSQL alike.
describe.each<[string, () => RateLimitStore]>([
  ['memory', () => new MemoryRateLimitStore()],
  ['database', () => new DatabaseRateLimitStore(ctx.db)],
])('the %s counter store', (_kind, make) => {
  it('counts hits in a fixed window, peeks without counting, forgets a key on reset, and starts again when the window ends', async () => {
    const store = make();
    const before = Date.now();
    expect((await store.hit('k', 60_000)).count).toBe(1);
    const second = await store.hit('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThanOrEqual(before + 60_000 - 5);
    expect(second.resetAt).toBeLessThanOrEqual(Date.now() + 60_000 + 5);
    const peeked = await store.peek('k');
    expect(peeked?.count).toBe(2);
    expect(Math.abs(peeked!.resetAt - second.resetAt)).toBeLessThan(50);
    expect((await store.hit('k', 60_000)).count).toBe(3);
    expect((await store.hit('other', 60_000)).count).toBe(1);

    await store.reset('k');
    expect(await store.peek('k')).toBeUndefined();
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('other', 60_000)).count).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_001);
      expect(await store.peek('other')).toBeUndefined();
      expect((await store.hit('other', 60_000)).count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the database counter store', () => {
  const rows = async (prefix: string) => {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limits where key like ${`${prefix}%`}`,
    );
    return rowsOf<{ n: number }>(result)[0]!.n;
  };

  it('deletes windows that have ended, so the table holds only open ones', async () => {
    const store = new DatabaseRateLimitStore(ctx.db);
    for (let i = 0; i < 5; i++) await store.hit(`old:${i}`, 60_000);
    await store.hit('kept', 3_600_000);
    expect(await rows('old:')).toBe(5);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await store.hit('new', 60_000);
      await vi.waitFor(async () => expect(await rows('old:')).toBe(0));
    } finally {
      vi.useRealTimers();
    }
    expect(await rows('kept')).toBe(1);
    expect(await rows('new')).toBe(1);
  });
});

/**
 * Decision 024's table of write tiers, one row per POST/PUT/DELETE of the OpenAPI document. A write
 * added without a row here fails the test below; `by` says whose counter the call spends.
 */
const WRITE_TIERS: Record<
  string,
  { rule: Pick<RateRule, 'limit' | 'windowMs'>; by: 'account' | 'address'; exhaustWith?: string }
> = {
  'POST /public/signup': { rule: DECISION_024.signupIp, by: 'address' },
  'POST /public/authenticate': { rule: DECISION_024.authenticateIp, by: 'address' },
  'POST /public/recover-password': { rule: DECISION_024.recoverIp, by: 'address' },
  'POST /public/forgot-password': { rule: DECISION_024.forgotIp, by: 'address' },
  'POST /public/confirm-email': { rule: DECISION_024.recoverIp, by: 'address' },
  'POST /private/confirm-email': { rule: DECISION_024.confirmationMail, by: 'account' },
  'POST /authrefresh': { rule: DECISION_024.session, by: 'account' },
  // Per address, counted before the token is checked: forged-token floods count too.
  'POST /private/logout': { rule: DECISION_024.logoutIp, by: 'address' },
  'PUT /user-profile': { rule: DECISION_024.profile, by: 'account' },
  'PUT /private/account/password': { rule: DECISION_024.passwordCheck, by: 'account' },
  'POST /private/account/delete': { rule: DECISION_024.passwordCheck, by: 'account' },
  'PUT /private/account/avatar': { rule: DECISION_024.avatar, by: 'account' },
  'DELETE /private/account/avatar': { rule: DECISION_024.avatar, by: 'account' },
  'POST /private/sale': { rule: DECISION_024.saleCreate, by: 'account' },
  'PUT /private/my-sale-edit/{uid}': { rule: DECISION_024.saleEdit, by: 'account' },
  'DELETE /private/my-sale-delete/{uid}': { rule: DECISION_024.saleEdit, by: 'account' },
  'PUT /private/my-sale/{uid}/availability': { rule: DECISION_024.saleEdit, by: 'account' },
  'POST /private/my-sale/{uid}/confirm': { rule: DECISION_024.saleEdit, by: 'account' },
  'PUT /private/my-sale/{uid}/animals': { rule: DECISION_024.saleEdit, by: 'account' },
  'PUT /private/my-sale/{uid}/animals/{animalUid}/state': { rule: DECISION_024.saleEdit, by: 'account' },
  'PUT /private/my-sale/{uid}/health': { rule: DECISION_024.saleEdit, by: 'account' },
  'POST /private/my-sale/{uid}/health/document': { rule: DECISION_024.salePhoto, by: 'account' },
  'DELETE /private/my-sale/{uid}/health/document/{documentUid}': { rule: DECISION_024.saleEdit, by: 'account' },
  'POST /private/conversation': { rule: DECISION_024.conversationStart, by: 'account' },
  'POST /private/conversation/{uid}/message': { rule: DECISION_024.message, by: 'account' },
  'PUT /private/conversation/{uid}/read': { rule: DECISION_024.conversationMark, by: 'account' },
  'PUT /private/conversation/{uid}/delivered': { rule: DECISION_024.conversationMark, by: 'account' },
  'PUT /private/conversation/{uid}/block': { rule: DECISION_024.conversationMark, by: 'account' },
  'POST /private/conversation/{uid}/visit-proposal': { rule: DECISION_024.message, by: 'account' },
  'POST /private/conversation/{uid}/visit-proposal/{messageId}/accept': { rule: DECISION_024.booking, by: 'account' },
  'POST /private/report': { rule: DECISION_024.report, by: 'account' },
  'POST /private/my-sale/{uid}/appeal': { rule: DECISION_024.report, by: 'account' },
  'POST /private/admin/appeal/{uid}/decision': { rule: DECISION_024.moderation, by: 'account' },
  'POST /private/certification': { rule: DECISION_024.certification, by: 'account' },
  'POST /private/admin/certification/{uid}/decision': { rule: DECISION_024.moderation, by: 'account' },
  'POST /private/saved-search': { rule: DECISION_024.savedSearch, by: 'account' },
  'PATCH /private/saved-search/{uid}': { rule: DECISION_024.savedSearch, by: 'account' },
  'DELETE /private/saved-search/{uid}': { rule: DECISION_024.savedSearch, by: 'account' },
  'PUT /private/push/device': { rule: DECISION_024.pushDevice, by: 'account' },
  'PATCH /private/push/device/{uid}': { rule: DECISION_024.pushDevice, by: 'account' },
  'DELETE /private/push/device/{uid}': { rule: DECISION_024.pushDevice, by: 'account' },
  'POST /public/saved-search/unsubscribe': { rule: DECISION_024.unsubscribeIp, by: 'address' },
  'POST /public/sale/confirm': { rule: DECISION_024.freshLinkIp, by: 'address' },
  'POST /private/admin/report/decision': { rule: DECISION_024.moderation, by: 'account' },
  'PUT /private/admin/user/{uid}/suspension': { rule: DECISION_024.moderation, by: 'account' },
  'DELETE /private/admin/user/{uid}/suspension': { rule: DECISION_024.moderation, by: 'account' },
  'PUT /private/admin/user/{uid}/role': { rule: DECISION_024.moderation, by: 'account' },
  'POST /private/sale/file': { rule: DECISION_024.salePhoto, by: 'account' },
  'POST /private/conversation/photo': { rule: DECISION_024.messagePhoto, by: 'account' },
  'POST /private/review/visit/{uid}': { rule: DECISION_024.review, by: 'account' },
  'POST /private/review/{uid}/answer': { rule: DECISION_024.review, by: 'account' },
  'PUT /private/sale/update-favorite': { rule: DECISION_024.favorite, by: 'account' },
  'POST /private/booking': { rule: DECISION_024.booking, by: 'account' },
  'PUT /private/booking/{uid}/accept': { rule: DECISION_024.bookingDecision, by: 'account' },
  'PUT /private/booking/{uid}/reject': { rule: DECISION_024.bookingDecision, by: 'account' },
  'DELETE /private/booking/{uid}': { rule: DECISION_024.bookingDecision, by: 'account' },
  'PUT /private/booking/availability': { rule: DECISION_024.availability, by: 'account' },
  'PUT /private/notification/{key}': { rule: DECISION_024.notificationRead, by: 'account' },
  'POST /private/notification/all': { rule: DECISION_024.notificationRead, by: 'account' },
  'POST /private/admin/notification/global': { rule: DECISION_024.globalNotification, by: 'account' },
  'PUT /private/admin/sale/{uid}/approve': { rule: DECISION_024.moderation, by: 'account' },
  'PUT /private/admin/sale/{uid}/reject': { rule: DECISION_024.moderation, by: 'account' },
  'PUT /private/admin/sale/{uid}/flags': { rule: DECISION_024.moderation, by: 'account' },
  'PUT /private/admin/user/{uid}/certification': { rule: DECISION_024.moderation, by: 'account' },
  'POST /private/admin/article': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}': { rule: DECISION_024.articleWrite, by: 'account' },
  'DELETE /private/admin/article/{referenceKey}': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}/publish': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/article/{referenceKey}/unpublish': { rule: DECISION_024.articleWrite, by: 'account' },
  'POST /private/admin/article/preview': { rule: DECISION_024.articlePreview, by: 'account' },
  // Information pages (issue 20) share the editors' article tiers.
  'POST /private/admin/info-page': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/info-page/{slug}': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/info-page/{slug}/publish': { rule: DECISION_024.articleWrite, by: 'account' },
  'PUT /private/admin/info-page/{slug}/unpublish': { rule: DECISION_024.articleWrite, by: 'account' },
  'POST /private/admin/info-page/{slug}/revisions/{number}/restore': { rule: DECISION_024.articleWrite, by: 'account' },
  'POST /private/admin/info-page/{slug}/restore-shipped': { rule: DECISION_024.articleWrite, by: 'account' },
  'POST /private/admin/info-page/preview': { rule: DECISION_024.articlePreview, by: 'account' },
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
      return call(method, path, {
        rawBody: '{}',
        headers: { 'content-type': 'application/json' },
        ip,
        ...(by === 'account' ? { token: admin.token } : {}),
      });
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
    for (let i = 0; i < DECISION_024.booking.limit; i++) {
      expect((await api.post('/private/booking', {}, { token: greedy.token })).status).toBe(400);
    }
    await expectLimited(
      await api.post('/private/booking', { saleUid, date: at(nextWeekday(6), '10:00') }, { token: greedy.token }),
      3600,
    );
    // Another person is not affected, even from the same address.
    const uid = await book(api, other.token, saleUid, at(nextWeekday(6), '10:00'));
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets the owner sign out everywhere even when a stolen token has spent the account's session counter", async () => {
    const { post } = testApi(ctx);
    const victim = await signUp(ctx);
    const thief = freshIp();
    for (let i = 0; i < DECISION_024.session.limit; i++)
      expect((await post('/authrefresh', undefined, { token: victim.token, ip: thief })).status).toBe(200);
    await expectLimited(
      await post('/authrefresh', undefined, { token: victim.token, ip: thief }),
      DECISION_024.session.windowMs / 1000,
    );
    // The owner, from home: signed out everywhere, the thief's copy of the token included.
    expect((await post('/private/logout', undefined, { token: victim.token, ip: freshIp() })).status).toBe(204);
    expect((await post('/authrefresh', undefined, { token: victim.token, ip: thief })).status).toBe(401);
  });

  it('limits data exports per account (a heavy read: mass exfiltration with a stolen token)', async () => {
    const { get } = testApi(ctx);
    const user = await signUp(ctx);
    for (let i = 0; i < DECISION_024.accountExport.limit; i++)
      expect((await get('/private/account/export', { token: user.token })).status).toBe(200);
    await expectLimited(await get('/private/account/export', { token: user.token }), 3600);
    expect((await get('/private/account/export', { token: (await signUp(ctx)).token })).status).toBe(200);
  });

  it('RATE_LIMITS=off also switches off the write tiers', async () => {
    const { post } = testApi({ ...ctx, env: { ...ctx.env, RATE_LIMITS: 'off' } });
    const user = await signUp(ctx);
    for (let i = 0; i <= DECISION_024.booking.limit; i++) {
      expect((await post('/private/booking', {}, { token: user.token, ip: '192.0.2.2' })).status).toBe(400);
    }
  });
});

describe('the sign-in lock-out cannot keep the owner out for long', () => {
  // One API (one set of counters) per test, as one server process has.
  let api = testApi(ctx);
  beforeEach(() => {
    api = testApi(ctx);
  });
  const wrong = (email: string, ip = freshIp()) =>
    api.post('/public/authenticate', { username: email, password: 'Errada123' }, { ip });

  it('lets the owner in from an address they signed in from before, while strangers are locked out', async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const home = freshIp();
    const credentials = { username: victim.email, password: victim.password };
    expect((await post('/public/authenticate', credentials, { ip: home })).status).toBe(200);

    // An attacker spends the account's counter from addresses the account never used.
    for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++)
      expect((await wrong(victim.email)).status).toBe(401);
    await expectLimited(
      await post('/public/authenticate', credentials),
      DECISION_024.authenticateAccount.windowMs / 1000,
    );

    // The owner, from home, with the right password: in.
    expect((await post('/public/authenticate', credentials, { ip: home })).status).toBe(200);
    // Home has its own counter: guessing from there is limited too.
    for (let i = 0; i < DECISION_024.authenticateKnownAddress.limit; i++)
      expect((await wrong(victim.email, home)).status).toBe(401);
    await expectLimited(
      await post('/public/authenticate', credentials, { ip: home }),
      DECISION_024.authenticateKnownAddress.windowMs / 1000,
    );
  });

  it("remembers the owner's address in the database: a restarted server (new counters, same database) still lets the owner in", async () => {
    const victim = await signUp(ctx);
    const home = freshIp();
    const credentials = { username: victim.email, password: victim.password };
    expect((await api.post('/public/authenticate', credentials, { ip: home })).status).toBe(200);

    // Another process: its counters start empty, the database is the same (a restart, or a second instance).
    const restarted = testApi(ctx);
    for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++) {
      expect(
        (await restarted.post('/public/authenticate', { ...credentials, password: 'Errada123' }, { ip: freshIp() }))
          .status,
      ).toBe(401);
    }
    await expectLimited(
      await restarted.post('/public/authenticate', credentials),
      DECISION_024.authenticateAccount.windowMs / 1000,
    );
    expect((await restarted.post('/public/authenticate', credentials, { ip: home })).status).toBe(200);
  });

  it('forgets an address after 30 days without a sign-in from it', async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const home = freshIp();
    const credentials = { username: victim.email, password: victim.password };
    expect((await post('/public/authenticate', credentials, { ip: home })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30 * 24 * 3600_000 + 60_000);
      for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++)
        expect((await wrong(victim.email)).status).toBe(401);
      await expectLimited(
        await post('/public/authenticate', credentials, { ip: home }),
        DECISION_024.authenticateAccount.windowMs / 1000,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps only the account's 20 most recent addresses", async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const credentials = { username: victim.email, password: victim.password };
    const addresses = Array.from({ length: 21 }, () => freshIp());
    for (const ip of addresses) expect((await post('/public/authenticate', credentials, { ip })).status).toBe(200);
    for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++)
      expect((await wrong(victim.email)).status).toBe(401);
    await expectLimited(
      await post('/public/authenticate', credentials, { ip: addresses[0]! }),
      DECISION_024.authenticateAccount.windowMs / 1000,
    );
    expect((await post('/public/authenticate', credentials, { ip: addresses[1]! })).status).toBe(200);
  });

  it('ends by itself when the window closes (at most 15 minutes)', async () => {
    const { post } = api;
    const victim = await signUp(ctx);
    const credentials = { username: victim.email, password: victim.password };
    for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++)
      expect((await wrong(victim.email)).status).toBe(401);
    const locked = await post('/public/authenticate', credentials);
    await expectLimited(locked, 900);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DECISION_024.authenticateAccount.windowMs + 1000);
      expect((await post('/public/authenticate', credentials)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is lifted at once by a password reset through the mailed link', async () => {
    const { get, post } = api;
    const victim = await signUp(ctx);
    for (let i = 0; i < DECISION_024.authenticateAccount.limit; i++)
      expect((await wrong(victim.email)).status).toBe(401);
    expect((await post('/public/authenticate', { username: victim.email, password: victim.password })).status).toBe(
      429,
    );

    expect((await get(`/public/forgot-password?email=${encodeURIComponent(victim.email)}`)).status).toBe(200);
    const link = new URL(/https?:\/\/\S+/.exec(ctx.mailer.outbox.at(-1)!.text)![0]);
    expect(
      (await post('/public/recover-password', { token: link.searchParams.get('ticket'), password: 'NovaSenha2026' }))
        .status,
    ).toBe(200);
    expect((await post('/public/authenticate', { username: victim.email, password: 'NovaSenha2026' })).status).toBe(
      200,
    );
  });
});

// Decision 028: a flood of bodies is counted before any byte is read, whatever the bodies hold.
describe('rate limits before the body is read', () => {
  const send = streamedCalls(testApi(ctx).fetch);

  it('count anonymous writes per address: malformed floods reach 429, unread', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.signupIp.limit; i++) {
      const res = await send('POST', '/public/signup', { body: '['.repeat(100), ip });
      expect(res.status).toBe(400);
    }
    const body = watched('[');
    const res = await send('POST', '/public/signup', { body: body.stream, ip, announce: 900 * 1024 });
    expect(res.status).toBe(429);
    expect(body.pulls).toBe(0);
  });

  it('count signed-in writes per account', async () => {
    const member = await signUp(ctx);
    for (let i = 0; i < RATE_RULES.booking.limit; i++) {
      expect((await send('POST', '/private/booking', { body: '{"saleUid": ', token: member.token })).status).toBe(400);
    }
    const body = watched('[');
    expect((await send('POST', '/private/booking', { body: body.stream, token: member.token })).status).toBe(429);
    expect(body.pulls).toBe(0);
  });
});
