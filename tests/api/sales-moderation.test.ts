// Moderation and favourites over HTTP: approve/reject with the owner's notifications, certification, hearts and SALE_INTERESTED.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, sales } from '../../src/server/db/schema.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { insertSale, uploadPhotos, validSale } from './sales-fixtures.ts';
import { certifyBreeder } from '../helpers/certification.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

type Notification = {
  type: string;
  referenceKey: string | null;
  title: string;
  message: string;
  params: Record<string, string>;
  visualized: boolean;
};

const the = freshEach(ctx, () => ownerAndAdmin(ctx));

async function pendingSale(title = 'Gatinhos persas'): Promise<string> {
  const photos = await uploadPhotos(api, the.owner.token, 1);
  const res = await api.post(
    '/private/sale',
    validSale(the.where, photos, { title, species: 'CAT', breedCode: 'CAT_PERSA' }),
    { token: the.owner.token },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  const res = await api.get('/private/notification', { token: user.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: Notification[] }).content;
}

const approve = (uid: string, token = the.admin.token) =>
  api.put(`/private/admin/sale/${uid}/approve`, undefined, { token });
const reject = (uid: string, reason: unknown, token = the.admin.token) =>
  api.put(`/private/admin/sale/${uid}/reject`, { reason }, { token });

describe('moderation', () => {
  it('queues pending sales for admins only, oldest first', async () => {
    const first = await pendingSale('Primeiro na fila');
    const second = await pendingSale('Segundo na fila');
    const res = await api.get('/private/admin/sale', { token: the.admin.token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      content: { uid: string; sellerEmail: string; status: string; images: unknown[] }[];
      totalElements: number;
    };
    expect(page.totalElements).toBe(2);
    expect(page.content.map((s) => s.uid)).toEqual([first, second]);
    expect(page.content[0]).toMatchObject({ status: 'PENDING', sellerEmail: the.owner.email });
    expect(page.content[0]!.images).toHaveLength(1);
    expect((await api.get('/private/admin/sale', { token: the.owner.token })).status).toBe(403);
    expect((await api.get('/private/admin/sale')).status).toBe(401);
    expect((await api.get('/private/admin/sale?status=APPROVED', { token: the.admin.token })).status).toBe(200);
  });

  it('approval publishes the sale and notifies its owner (SALE_APPROVE, referenceKey = sale uid)', async () => {
    const uid = await pendingSale();
    const res = await approve(uid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid, status: 'APPROVED', certified: false });
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(200);
    const list = (await (await api.get('/public/sales?species=CAT')).json()) as { content: { uid: string }[] };
    expect(list.content.map((c) => c.uid)).toEqual([uid]);
    const [note] = await notificationsOf(the.owner);
    expect(note).toMatchObject({
      type: 'SALE_APPROVE',
      referenceKey: uid,
      visualized: false,
      params: { saleTitle: 'Gatinhos persas' },
    });
    expect(note).toMatchObject({
      title: 'notification.SALE_APPROVE.title',
      message: 'notification.sale-approved.message',
    });
    // The admin got nothing; approving twice is a conflict.
    expect(await notificationsOf(the.admin)).toEqual([]);
    expect((await approve(uid)).status).toBe(409);
  });

  it('rejection needs a reason, hides the sale and tells its owner why (SALE_REJECT)', async () => {
    const uid = await pendingSale();
    for (const reason of ['', '   ab  ', 'x'.repeat(501), 42]) {
      const res = await reject(uid, reason);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        reason: 'moderation.error.reason',
      });
    }
    const res = await reject(uid, '  Faltam fotografias reais do animal.  ');
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(sales).where(eq(sales.id, uid));
    expect(row).toMatchObject({ status: 'REJECTED', rejectReason: 'Faltam fotografias reais do animal.' });
    const [note] = await notificationsOf(the.owner);
    expect(note).toMatchObject({
      type: 'SALE_REJECT',
      referenceKey: uid,
      message: 'notification.sale-rejected.message',
      params: { saleTitle: 'Gatinhos persas', reason: 'Faltam fotografias reais do animal.' },
    });
    const mine = (await (await api.get('/private/my-sale', { token: the.owner.token })).json()) as {
      items: { status: string; rejectReason: string }[];
      counts: Record<string, number>;
    };
    expect(mine.counts).toMatchObject({ all: 1, REJECTED: 1 });
    expect(mine.items[0]).toMatchObject({ status: 'REJECTED', rejectReason: 'Faltam fotografias reais do animal.' });
    expect((await reject(uid, 'Outra vez não')).status).toBe(409);
    // An approved sale can be taken down too; a rejected one can be approved after all.
    expect((await approve(uid)).status).toBe(200);
    expect((await reject(uid, 'Denunciado como fraude')).status).toBe(200);
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(404);
  });

  it('only admins decide; unknown sales are 404', async () => {
    const uid = await pendingSale();
    expect((await approve(uid, the.owner.token)).status).toBe(403);
    expect((await reject(uid, 'Não gosto', the.owner.token)).status).toBe(403);
    expect((await approve('0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90')).status).toBe(404);
    expect((await reject('0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', 'Não existe')).status).toBe(404);
    expect((await approve('nope')).status).toBe(400);
    // Nothing happened: still pending, nobody notified.
    const [row] = await ctx.db.select({ status: sales.status }).from(sales).where(eq(sales.id, uid));
    expect(row!.status).toBe('PENDING');
    expect(await ctx.db.select().from(notifications)).toEqual([]);
  });

  it("a certified breeder's approved sales are certified; certification follows the moderators' decisions", async () => {
    const uid = await pendingSale();
    const certify = (certified: boolean, token = the.admin.token, who = the.owner.uid) =>
      api.put(`/private/admin/user/${who}/certification`, { certified }, { token });
    await certifyBreeder(ctx, the.owner, the.admin);
    expect(await (await approve(uid)).json()).toMatchObject({ certified: true });
    const certifiedList = async () =>
      ((await (await api.get('/public/sale/certified')).json()) as { uid: string }[]).map((s) => s.uid);
    expect(await certifiedList()).toEqual([uid]);

    const off = await certify(false);
    expect(await off.json()).toEqual({ uid: the.owner.uid, certified: false, salesUpdated: 1 });
    expect(await certifiedList()).toEqual([]);
    expect(
      (await (await api.get(`/public/sale?searchValue=${uid}`)).json()) as {
        certified: boolean;
        seller: { certified: boolean };
      },
    ).toMatchObject({
      certified: false,
      seller: { certified: false },
    });
    // Granted only through an application (decision 176): the old switch is refused, ending it twice too.
    expect(await (await certify(true)).json()).toMatchObject({
      status: 400,
      errors: { certified: 'certification.error.apply-first' },
    });
    expect((await certify(false)).status).toBe(409);
    await certifyBreeder(ctx, the.owner, the.admin);
    expect(await certifiedList()).toEqual([uid]);

    expect((await certify(false, the.owner.token)).status).toBe(403);
    expect((await certify(false, the.admin.token, '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90')).status).toBe(404);
    expect(
      (
        await api.put(
          `/private/admin/user/${the.owner.uid}/certification`,
          { certified: 'yes' },
          { token: the.admin.token },
        )
      ).status,
    ).toBe(400);
  });
});

describe('favourites', () => {
  const heart = (user: TestUser, saleUid: string, favorite: boolean) =>
    api.put('/private/sale/update-favorite', { saleUid, favorite }, { token: user.token });

  it('the first heart of a user notifies the seller once (SALE_INTERESTED); taking it back and again does not', async () => {
    const uid = await insertSale(ctx, the.owner.uid, the.where, { title: 'Cadela meiga' });
    const buyer = await signUp(ctx, { name: 'Joana' });
    const res = await heart(buyer, uid, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ saleUid: uid, favorite: true });
    const sellerNotes = await notificationsOf(the.owner);
    expect(sellerNotes).toHaveLength(1);
    expect(sellerNotes[0]).toMatchObject({
      type: 'SALE_INTERESTED',
      referenceKey: uid,
      message: 'notification.sale-interested.message',
      params: { saleTitle: 'Cadela meiga' },
    });

    expect(await (await heart(buyer, uid, true)).json()).toEqual({ saleUid: uid, favorite: true });
    expect(await (await heart(buyer, uid, false)).json()).toEqual({ saleUid: uid, favorite: false });
    expect((await heart(buyer, uid, true)).status).toBe(200);
    expect(await notificationsOf(the.owner)).toHaveLength(1);

    // Another buyer's first heart is news again; the seller's own heart is not.
    const other = await signUp(ctx);
    await heart(other, uid, true);
    await heart(the.owner, uid, true);
    expect(await notificationsOf(the.owner)).toHaveLength(2);
    expect(await notificationsOf(buyer)).toEqual([]);
  });

  it('lists my favourites and their uids; others cannot see them', async () => {
    const a = await insertSale(ctx, the.owner.uid, the.where, { title: 'A' });
    const b = await insertSale(ctx, the.owner.uid, the.where, { title: 'B' }, true);
    const buyer = await signUp(ctx);
    await heart(buyer, a, true);
    await heart(buyer, b, true);
    await heart(buyer, a, false);
    const page = (await (await api.get('/private/sale/favorites', { token: buyer.token })).json()) as {
      content: { uid: string; image: unknown }[];
      totalElements: number;
    };
    expect(page.totalElements).toBe(1);
    expect(page.content.map((c) => c.uid)).toEqual([b]);
    expect(page.content[0]!.image).not.toBeNull();
    expect(await (await api.get('/private/sale/favorite-uids', { token: buyer.token })).json()).toEqual([b]);
    expect(await (await api.get('/private/sale/favorite-uids', { token: the.owner.token })).json()).toEqual([]);
    expect((await api.get('/private/sale/favorites')).status).toBe(401);
  });

  it('no new heart on an unknown or unpublished sale (404); bad bodies are 400', async () => {
    const pending = await insertSale(ctx, the.owner.uid, the.where, { status: 'PENDING', approvedAt: null });
    const buyer = await signUp(ctx);
    expect((await heart(buyer, pending, true)).status).toBe(404);
    expect((await heart(buyer, '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', true)).status).toBe(404);
    expect(
      (await api.put('/private/sale/update-favorite', { saleUid: pending, favorite: 'yes' }, { token: buyer.token }))
        .status,
    ).toBe(400);
    expect(
      (await api.put('/private/sale/update-favorite', { saleUid: 'x', favorite: true }, { token: buyer.token })).status,
    ).toBe(400);
    expect((await api.put('/private/sale/update-favorite', { saleUid: pending, favorite: true })).status).toBe(401);
    expect(await ctx.db.select().from(notifications)).toEqual([]);
  });
});

describe('sales routes in the OpenAPI document', () => {
  it('documents every sale and moderation call', async () => {
    const doc = (await (await api.get('/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/public/sales',
      '/public/sale',
      '/public/sale/certified',
      '/private/sale',
      '/private/my-sale',
      '/private/my-sale/{uid}',
      '/private/my-sale-edit/{uid}',
      '/private/my-sale-delete/{uid}',
      '/private/sale/file',
      '/private/sale/update-favorite',
      '/private/sale/favorites',
      '/private/admin/sale/{uid}/approve',
      '/private/admin/sale/{uid}/reject',
      '/private/admin/user/{uid}/certification',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
