// Issue 16, decision 135: a change to a published advert waits as a revision while the published version stays
// online; the owner sees both states, the moderators see the change in their queue, approve applies it, reject
// keeps the live version and tells the owner why.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, sales } from '../../src/server/db/schema.ts';
import { testApi } from '../helpers/api.ts';
import { useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { breeder, uploadPhotos, validSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, () => ownerAndAdmin(ctx));

type Detail = { uid: string; title: string; price: number; status: string; images: { uid: string }[] };
type MySale = Detail & {
  revision: { title: string; submittedAt: string } | null;
  revisionRejectReason: string | null;
};
type QueueItem = Detail & { revision: boolean; changes: string[] };
type Note = { type: string; message: string; referenceKey: string; params: Record<string, string> };

/** A sale published through the API (create, approve), with its photo keys. */
async function publishedSale(title = 'Cachorro de Água Português'): Promise<{ uid: string; photos: string[] }> {
  const photos = await uploadPhotos(api, the.owner.token, 1);
  const res = await api.post('/private/sale', validSale(the.where, photos, { title }), { token: the.owner.token });
  expect(res.status).toBe(201);
  const { uid } = (await res.json()) as { uid: string };
  expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token })).status).toBe(200);
  return { uid, photos };
}

const edit = (uid: string, body: unknown, token = the.owner.token) =>
  api.put(`/private/my-sale-edit/${uid}`, body, { token });
const publicDetail = async (uid: string) => {
  const res = await api.get(`/public/sale?searchValue=${uid}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Detail;
};
const mySales = async () =>
  ((await (await api.get('/private/my-sale', { token: the.owner.token })).json()) as { items: MySale[] }).items;
const queue = async () =>
  ((await (await api.get('/private/admin/sale', { token: the.admin.token })).json()) as { content: QueueItem[] })
    .content;
const notesOf = async (user: TestUser) =>
  ((await (await api.get('/private/notification', { token: user.token })).json()) as { content: Note[] }).content;

describe('editing a published advert', () => {
  it('keeps the published version online and in the listing while the change waits', async () => {
    const { uid, photos } = await publishedSale();
    const [extra] = await uploadPhotos(api, the.owner.token, 1);
    const res = await edit(
      uid,
      validSale(the.where, [extra!, ...photos], { title: 'Cachorro de Água, novo título', price: 900 }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid, revision: true });

    // Visitors, the listing and favourites still see the live advert as it was.
    expect(await publicDetail(uid)).toMatchObject({
      title: 'Cachorro de Água Português',
      price: 1200,
      status: 'APPROVED',
    });
    const list = (await (await api.get('/public/sales?species=DOG')).json()) as {
      content: { uid: string; title: string }[];
    };
    expect(list.content).toEqual([expect.objectContaining({ uid, title: 'Cachorro de Água Português' })]);

    // The owner sees both states; the editor starts from the change.
    const [mine] = await mySales();
    expect(mine).toMatchObject({ status: 'APPROVED', title: 'Cachorro de Água Português' });
    expect(mine!.revision).toMatchObject({ title: 'Cachorro de Água, novo título' });
    const one = (await (await api.get(`/private/my-sale/${uid}`, { token: the.owner.token })).json()) as Detail & {
      revisionPending: boolean;
    };
    expect(one).toMatchObject({ title: 'Cachorro de Água, novo título', price: 900, revisionPending: true });
    expect(one.images.map((i) => i.uid)).toEqual([extra, ...photos]);

    // The moderators see the change as it would read, and which fields it alters.
    const items = await queue();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ uid, revision: true, title: 'Cachorro de Água, novo título', price: 900 });
    expect(items[0]!.changes).toEqual(['title', 'price', 'images']);
  });

  it('approval puts the change live and tells the owner; the publication date stays', async () => {
    const { uid, photos } = await publishedSale();
    const [before] = await ctx.db.select({ approvedAt: sales.approvedAt }).from(sales).where(eq(sales.id, uid));
    const [replacement] = await uploadPhotos(api, the.owner.token, 1);
    expect((await edit(uid, validSale(the.where, [replacement!], { title: 'Título revisto' }))).status).toBe(200);

    const res = await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ uid, status: 'APPROVED', certified: false, revision: true });
    const live = await publicDetail(uid);
    expect(live).toMatchObject({ title: 'Título revisto', status: 'APPROVED' });
    expect(live.images.map((i) => i.uid)).toEqual([replacement]);
    const [after] = await ctx.db.select({ approvedAt: sales.approvedAt }).from(sales).where(eq(sales.id, uid));
    expect(after!.approvedAt).toEqual(before!.approvedAt);
    // The dropped photo is gone; the queue is empty; the owner was told.
    expect(await ctx.db.select().from(files).where(eq(files.key, photos[0]!))).toEqual([]);
    expect(await queue()).toEqual([]);
    expect((await mySales())[0]!.revision).toBeNull();
    const [note] = await notesOf(the.owner);
    expect(note).toMatchObject({
      type: 'SALE_APPROVE',
      referenceKey: uid,
      message: 'notification.sale-revision-approved.message',
      params: { saleTitle: 'Título revisto' },
    });
    // Approving again is the usual conflict.
    expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token })).status).toBe(
      409,
    );
  });

  it('rejection keeps the published version, drops the change and tells the owner why', async () => {
    const { uid, photos } = await publishedSale();
    const [added] = await uploadPhotos(api, the.owner.token, 1);
    expect((await edit(uid, validSale(the.where, [...photos, added!], { title: 'Título com erro' }))).status).toBe(200);

    const res = await api.put(
      `/private/admin/sale/${uid}/reject`,
      { reason: 'O novo título não descreve o animal.' },
      { token: the.admin.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid, status: 'APPROVED', revision: true });
    expect(await publicDetail(uid)).toMatchObject({ title: 'Cachorro de Água Português', status: 'APPROVED' });
    const [mine] = await mySales();
    expect(mine).toMatchObject({ revision: null, revisionRejectReason: 'O novo título não descreve o animal.' });
    // The photo only the change used is deleted; the live one stays.
    expect(await ctx.db.select().from(files).where(eq(files.key, added!))).toEqual([]);
    expect(await ctx.db.select().from(files).where(eq(files.key, photos[0]!))).toHaveLength(1);
    const [note] = await notesOf(the.owner);
    expect(note).toMatchObject({
      type: 'SALE_REJECT',
      message: 'notification.sale-revision-rejected.message',
      params: { saleTitle: 'Cachorro de Água Português', reason: 'O novo título não descreve o animal.' },
    });
    // With no change waiting, a second rejection takes the advert down as before.
    expect(
      (
        await api.put(
          `/private/admin/sale/${uid}/reject`,
          { reason: 'Denunciado como fraude' },
          { token: the.admin.token },
        )
      ).status,
    ).toBe(200);
    expect((await api.get(`/public/sale?searchValue=${uid}`)).status).toBe(404);
  });

  it('a second change replaces the first; a pending advert is still changed in place', async () => {
    const { uid, photos } = await publishedSale();
    expect((await edit(uid, validSale(the.where, photos, { title: 'Primeira alteração' }))).status).toBe(200);
    expect((await edit(uid, validSale(the.where, photos, { title: 'Segunda alteração' }))).status).toBe(200);
    expect((await queue()).map((i) => i.title)).toEqual(['Segunda alteração']);

    const pending = await uploadPhotos(api, the.owner.token, 1);
    const created = await api.post('/private/sale', validSale(the.where, pending, { title: 'Ainda por aprovar' }), {
      token: the.owner.token,
    });
    const pendingUid = ((await created.json()) as { uid: string }).uid;
    const res = await edit(pendingUid, validSale(the.where, pending, { title: 'Ainda por aprovar, corrigido' }));
    expect(await res.json()).toEqual({ uid: pendingUid, revision: false });
    const [row] = await ctx.db
      .select({ title: sales.title, revision: sales.revision })
      .from(sales)
      .where(eq(sales.id, pendingUid));
    expect(row).toEqual({ title: 'Ainda por aprovar, corrigido', revision: null });
  });

  it("only the owner changes an advert; another user's or a visitor's edit changes nothing", async () => {
    const { uid, photos } = await publishedSale();
    const stranger = await breeder(ctx, { email: 'outro@example.pt' });
    expect((await edit(uid, validSale(the.where, photos, { title: 'Roubado' }), stranger.token)).status).toBe(404);
    expect((await edit(uid, validSale(the.where, photos, { title: 'Roubado' }), the.admin.token)).status).toBe(404);
    expect((await api.put(`/private/my-sale-edit/${uid}`, validSale(the.where, photos))).status).toBe(401);
    expect((await api.get(`/private/my-sale/${uid}`, { token: stranger.token })).status).toBe(404);
    expect(await queue()).toEqual([]);
    // A photo waiting in one advert's change cannot be put in another advert.
    const [fresh] = await uploadPhotos(api, the.owner.token, 1);
    expect((await edit(uid, validSale(the.where, [fresh!], { title: 'Com foto nova' }))).status).toBe(200);
    const other = await api.post('/private/sale', validSale(the.where, [fresh!]), { token: the.owner.token });
    expect(other.status).toBe(400);
  });
});

describe("a change's photos", () => {
  it('are not taken for abandoned uploads while the change waits', async () => {
    const { uid } = await publishedSale();
    const [waiting] = await uploadPhotos(api, the.owner.token, 1);
    expect((await edit(uid, validSale(the.where, [waiting!], { title: 'Só com a foto nova' }))).status).toBe(200);
    // A day and more later, another upload sweeps abandoned photos: the change's photo is not one of them.
    await ctx.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(files.key, waiting!));
    await uploadPhotos(api, the.owner.token, 1);
    expect(await ctx.db.select().from(files).where(eq(files.key, waiting!))).toHaveLength(1);
  });
});
