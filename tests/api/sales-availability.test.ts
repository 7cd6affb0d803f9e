// Issue 16, decisions 136 and 137: an owner marks an advert reserved or sold (it leaves the listing, keeps its
// page, and people with a heart on it are told once); a removed advert's link answers 410.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { removedSales } from '../../src/server/db/schema.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { insertSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, async () => ({
  ...(await ownerAndAdmin(ctx)),
  fan: await signUp(ctx, { name: 'Joana', email: 'joana@example.pt' }),
}));

type Note = { type: string; message: string; referenceKey: string; params: Record<string, string> };
const notesOf = async (user: TestUser) =>
  ((await (await api.get('/private/notification', { token: user.token })).json()) as { content: Note[] }).content;
const mark = (uid: string, availability: unknown, token: string | null = the.owner.token) =>
  api.put(`/private/my-sale/${uid}/availability`, { availability }, token ? { token } : {});
const listed = async () =>
  ((await (await api.get('/public/sales')).json()) as { content: { uid: string }[] }).content.map((c) => c.uid);
const heart = (user: TestUser, saleUid: string) =>
  api.put('/private/sale/update-favorite', { saleUid, favorite: true }, { token: user.token });

describe('reserved and sold', () => {
  it('leave the listing, keep the page with their state, and tell each fan once per state', async () => {
    const uid = await insertSale(ctx, the.owner.uid, the.where, { title: 'Cadela meiga' });
    const other = await insertSale(ctx, the.owner.uid, the.where, { title: 'Outra cadela' });
    const quitter = await signUp(ctx, { email: 'desistiu@example.pt' });
    expect((await heart(the.fan, uid)).status).toBe(200);
    expect((await heart(quitter, uid)).status).toBe(200);
    await api.put('/private/sale/update-favorite', { saleUid: uid, favorite: false }, { token: quitter.token });

    const res = await mark(uid, 'RESERVED');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid, availability: 'RESERVED', notified: 1 });
    expect(await listed()).toEqual([other]);
    const page = await api.get(`/public/sale?searchValue=${uid}`);
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ uid, status: 'APPROVED', availability: 'RESERVED' });
    const notes = await notesOf(the.fan);
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'SALE_RESERVED',
        referenceKey: uid,
        message: 'notification.sale-reserved.message',
        params: { saleTitle: 'Cadela meiga' },
      }),
    ]);
    // Who took the heart back hears nothing.
    expect((await notesOf(quitter)).filter((n) => n.type === 'SALE_RESERVED')).toEqual([]);

    // Back and forth: reserved again tells nobody twice; sold is news once.
    expect(await (await mark(uid, 'AVAILABLE')).json()).toMatchObject({ availability: 'AVAILABLE', notified: 0 });
    expect(await listed()).toEqual(expect.arrayContaining([uid, other]));
    expect(await (await mark(uid, 'RESERVED')).json()).toMatchObject({ notified: 0 });
    expect(await (await mark(uid, 'SOLD')).json()).toMatchObject({ availability: 'SOLD', notified: 1 });
    expect(await (await mark(uid, 'SOLD')).json()).toMatchObject({ notified: 0 });
    expect((await notesOf(the.fan)).map((n) => n.type)).toEqual(['SALE_SOLD', 'SALE_RESERVED']);

    // The owner's list shows the state.
    const mine = (
      (await (await api.get('/private/my-sale', { token: the.owner.token })).json()) as {
        items: { uid: string; availability: string }[];
      }
    ).items;
    expect(mine.find((s) => s.uid === uid)).toMatchObject({ availability: 'SOLD' });
    // The owner is never told about their own advert.
    expect((await notesOf(the.owner)).filter((n) => n.type === 'SALE_SOLD')).toEqual([]);
  });

  it('only the owner marks an advert: another user, an admin and a visitor change nothing', async () => {
    const uid = await insertSale(ctx, the.owner.uid, the.where);
    expect((await mark(uid, 'SOLD', the.fan.token)).status).toBe(404);
    expect((await mark(uid, 'SOLD', the.admin.token)).status).toBe(404);
    expect((await mark(uid, 'SOLD', null)).status).toBe(401);
    expect((await mark('0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', 'SOLD')).status).toBe(404);
    const bad = await mark(uid, 'GONE');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      availability: 'sale.error.availability',
    });
    expect(await listed()).toEqual([uid]);
  });
});

describe('a link to an advert that is no longer public', () => {
  it('answers 410 once its owner deleted it, 404 while it waits for the moderators', async () => {
    const uid = await insertSale(ctx, the.owner.uid, the.where, { title: 'Para apagar' });
    expect((await api.call('DELETE', `/private/my-sale-delete/${uid}`, { token: the.owner.token })).status).toBe(204);
    const gone = await api.get(`/public/sale?searchValue=${uid}`);
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ message: 'sale.removed' });
    const [tombstone] = await ctx.db.select().from(removedSales).where(eq(removedSales.id, uid));
    expect(tombstone).toMatchObject({
      speciesCode: 'DOG',
      breedCode: 'DOG_LABRADOR',
      locationId: the.where.locationId,
    });

    const pending = await insertSale(ctx, the.owner.uid, the.where, { status: 'PENDING', approvedAt: null });
    expect((await api.get(`/public/sale?searchValue=${pending}`)).status).toBe(404);
    // Its owner still sees it.
    expect((await api.get(`/public/sale?searchValue=${pending}`, { token: the.owner.token })).status).toBe(200);
    expect((await api.get('/public/sale?searchValue=0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90')).status).toBe(404);
  });
});
