// Issue 57, Must 6 (decision 219): every 30 days the seller confirms an advert is "ainda disponível" with one tap
// (bell, push, mail); unconfirmed 7 days later, it leaves the listing and the search (LAPSED: not sold), and one tap
// brings it back. The clock is the pass's `now`: the days are counted from the advert's publication.
import { describe, expect, it, vi } from 'vitest';
import { runFreshness } from '../../src/server/domain/sales/freshness.ts';
import { DAY_MS } from '../../src/lib/time.ts';
import { FRESH_LINK_DAYS } from '../../src/lib/sales/freshness.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { insertSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, async () => ({
  ...(await ownerAndAdmin(ctx)),
  fan: await signUp(ctx, { name: 'Joana', email: 'joana@example.pt' }),
  asker: await signUp(ctx, { name: 'Rui', email: 'rui@example.pt' }),
}));

type Note = { type: string; title: string; referenceKey: string; params: Record<string, unknown> };
const notesOf = async (user: TestUser) =>
  ((await (await api.get('/private/notification', { token: user.token })).json()) as { content: Note[] }).content;
const listed = async (query = '') =>
  ((await (await api.get(`/public/sales${query}`)).json()) as { content: { uid: string }[] }).content.map((c) => c.uid);
const confirm = (uid: string, token: string | null) =>
  api.post(`/private/my-sale/${uid}/confirm`, undefined, token ? { token } : {});
const mine = async (user: TestUser) =>
  (
    (await (await api.get('/private/my-sale', { token: user.token })).json()) as {
      items: { uid: string; availability: string; confirmAsked: boolean; confirmedAt: string }[];
    }
  ).items;
/** The pass as it runs `days` days after `start`. */
const passOn = (start: number, days: number) => runFreshness(ctx, new Date(start + days * DAY_MS));

describe('fresh adverts', () => {
  it('asks on day 30, keeps the advert listed on day 36, takes it off on day 37, and one tap brings it back', async () => {
    const start = Date.now();
    const uid = await insertSale(ctx, the.owner.uid, the.where, { title: 'Cadela meiga', approvedAt: new Date(start) });
    const other = await insertSale(ctx, the.owner.uid, the.where, {
      title: 'Outra cadela',
      // Published ten days later: asked on day 40.
      approvedAt: new Date(start + 10 * DAY_MS),
    });
    ctx.mailer.outbox.length = 0;

    expect(await passOn(start, 29)).toEqual({ asked: 0, lapsed: 0 });
    // Day 30: the seller is asked once, in the bell and by mail.
    expect(await passOn(start, 30)).toEqual({ asked: 1, lapsed: 0 });
    expect(await passOn(start, 30)).toEqual({ asked: 0, lapsed: 0 });
    const asked = (await notesOf(the.owner)).filter((n) => n.type === 'SALE_CONFIRM' && n.referenceKey === uid);
    expect(asked).toEqual([
      expect.objectContaining({
        title: 'notification.SALE_CONFIRM.ASK.title',
        params: expect.objectContaining({ saleTitle: 'Cadela meiga' }),
      }),
    ]);
    expect(ctx.mailer.outbox.filter((m) => m.to === the.owner.email)).toHaveLength(1);
    expect((await mine(the.owner)).find((s) => s.uid === uid)).toMatchObject({ confirmAsked: true });

    // Day 36: still listed and found.
    expect(await passOn(start, 36)).toEqual({ asked: 0, lapsed: 0 });
    expect(await listed()).toEqual(expect.arrayContaining([uid, other]));

    // Day 37: gone from the listing and the search, its page kept with its state; the seller is told.
    expect(await passOn(start, 37)).toEqual({ asked: 0, lapsed: 1 });
    expect(await listed()).toEqual([other]);
    expect(await listed('?q=meiga')).toEqual([]);
    const page = await api.get(`/public/sale?searchValue=${uid}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ uid, status: 'APPROVED', availability: 'LAPSED' });
    expect((await notesOf(the.owner)).map((n) => n.title)).toContain('notification.SALE_CONFIRM.LAPSED.title');
    expect((await mine(the.owner)).find((s) => s.uid === uid)).toMatchObject({ availability: 'LAPSED' });

    // One tap: back on the listing, confirmed today.
    const back = await confirm(uid, the.owner.token);
    expect(back.status).toBe(200);
    const body = (await back.json()) as { uid: string; availability: string; confirmedAt: string };
    expect(body).toMatchObject({ uid, title: 'Cadela meiga', availability: 'AVAILABLE' });
    expect(await listed()).toEqual(expect.arrayContaining([uid, other]));
    const card = (
      (await (await api.get('/public/sales')).json()) as { content: { uid: string; confirmedAt: string }[] }
    ).content.find((c) => c.uid === uid);
    expect(card?.confirmedAt).toBe(body.confirmedAt);
    expect((await mine(the.owner)).find((s) => s.uid === uid)).toMatchObject({
      confirmAsked: false,
      availability: 'AVAILABLE',
    });
  });

  it("confirms from the mail's link, which names one advert and its seller", async () => {
    const start = Date.now();
    const uid = await insertSale(ctx, the.owner.uid, the.where, { approvedAt: new Date(start) });
    ctx.mailer.outbox.length = 0;
    await passOn(start, 30);
    const [mail] = ctx.mailer.outbox.filter((m) => m.to === the.owner.email);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/sales/confirm');
    const token = link.searchParams.get('token') ?? '';

    // A forged or changed token confirms nothing.
    expect((await api.post('/public/sale/confirm', { token: `${token}x` })).status).toBe(404);
    expect((await api.post('/public/sale/confirm', { token: 'not-a-token' })).status).toBe(404);
    const missing = await api.post('/public/sale/confirm', {});
    expect(missing.status).toBe(400);

    // Lapsed first, then the mail's one tap brings it back.
    await passOn(start, 37);
    expect(await listed()).toEqual([]);
    const res = await api.post('/public/sale/confirm', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid, availability: 'AVAILABLE' });
    expect(await listed()).toEqual([uid]);
    // Past its days the link confirms nothing (the clock moves; no session is involved).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The link was made by the pass of day 30.
      vi.setSystemTime(start + (30 + FRESH_LINK_DAYS + 1) * DAY_MS);
      expect((await api.post('/public/sale/confirm', { token })).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    // Once sold, the link has nothing left to confirm.
    await api.put(`/private/my-sale/${uid}/availability`, { availability: 'SOLD' }, { token: the.owner.token });
    expect((await api.post('/public/sale/confirm', { token })).status).toBe(404);
  });

  it('tells nobody who saved it or asked about it that it sold when it only lapsed', async () => {
    const start = Date.now();
    const uid = await insertSale(ctx, the.owner.uid, the.where, { approvedAt: new Date(start) });
    const heart = await api.put(
      '/private/sale/update-favorite',
      { saleUid: uid, favorite: true },
      { token: the.fan.token },
    );
    expect(heart.status).toBe(200);
    const asked = await api.post(
      '/private/conversation',
      { saleUid: uid, body: 'Ainda está disponível?' },
      { token: the.asker.token },
    );
    expect(asked.status).toBeLessThan(300);
    const before = { fan: (await notesOf(the.fan)).length, asker: (await notesOf(the.asker)).length };

    await passOn(start, 30);
    await passOn(start, 37);
    expect(await listed()).toEqual([]);
    expect(await notesOf(the.fan)).toHaveLength(before.fan);
    expect(await notesOf(the.asker)).toHaveLength(before.asker);
    expect(ctx.mailer.outbox.filter((m) => m.to === the.fan.email || m.to === the.asker.email)).toEqual([]);
    // Brought back, still nobody is told anything; sold later is news as always.
    expect((await confirm(uid, the.owner.token)).status).toBe(200);
    expect(await notesOf(the.fan)).toHaveLength(before.fan);
    await api.put(`/private/my-sale/${uid}/availability`, { availability: 'SOLD' }, { token: the.owner.token });
    expect((await notesOf(the.fan)).map((n) => n.type)).toContain('SALE_SOLD');
  });

  it("answers 404 to anyone confirming someone else's advert, and 401 to a visitor", async () => {
    const start = Date.now();
    const uid = await insertSale(ctx, the.owner.uid, the.where, { approvedAt: new Date(start) });
    await passOn(start, 30);
    await passOn(start, 37);
    expect((await confirm(uid, the.fan.token)).status).toBe(404);
    expect((await confirm(uid, the.admin.token)).status).toBe(404);
    expect((await confirm(uid, null)).status).toBe(401);
    expect((await confirm('0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', the.owner.token)).status).toBe(404);
    expect(await listed()).toEqual([]);
    // A pending advert has nothing to confirm either.
    const pending = await insertSale(ctx, the.owner.uid, the.where, { status: 'PENDING', approvedAt: null });
    expect((await confirm(pending, the.owner.token)).status).toBe(404);
  });

  it('counts a change of availability by its seller as a confirmation', async () => {
    const start = Date.now();
    const uid = await insertSale(ctx, the.owner.uid, the.where, { approvedAt: new Date(start - 40 * DAY_MS) });
    await api.put(`/private/my-sale/${uid}/availability`, { availability: 'RESERVED' }, { token: the.owner.token });
    await api.put(`/private/my-sale/${uid}/availability`, { availability: 'AVAILABLE' }, { token: the.owner.token });
    expect(await passOn(start, 0)).toEqual({ asked: 0, lapsed: 0 });
    // Asked 30 days after that change (a day later here: the change was made after `start`).
    expect(await passOn(start, 29)).toEqual({ asked: 0, lapsed: 0 });
    expect(await passOn(start, 31)).toEqual({ asked: 1, lapsed: 0 });
  });
});
