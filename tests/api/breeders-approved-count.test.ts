// The number of adverts on a breeder's card in /breeders, which the directory also orders by, follows every advert's
// life whoever writes it: the API (created, approved, refused, edited, held by a suspension, deleted), a person's
// deletion, a truncation by hand, and the set-based generators of the scale bench (decision 163: the database keeps
// the count).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { approvedSalesOf } from '../../src/server/domain/breeders/breeders.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { addSales, generateLargeData } from '../../bench/lib/large-data.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { breeder, insertSale, place, uploadPhotos, validSale } from './sales-fixtures.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });
const api = testApi(ctx);

interface Card {
  uid: string;
  name: string;
  certified: boolean;
  activeSales: number;
}

/** Every card of /breeders, page after page, as a visitor reads them. */
async function directory(size = 48): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 0; ; page++) {
    const res = await api.get(`/public/breeders?size=${size}&page=${page}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { content: Card[]; totalElements: number };
    cards.push(...body.content);
    if (cards.length >= body.totalElements || body.content.length === 0) return cards;
  }
}

/** "Name: adverts" for each card, in the directory's order. */
const shown = async () => (await directory()).map((c) => `${c.name}: ${c.activeSales}`);

const the = freshEach(ctx, async () => {
  const where = await place(ctx, 'Faro', 'Lagos');
  const rita = await breeder(ctx, { name: 'Rita' });
  const bruno = await breeder(ctx, { name: 'Bruno' });
  const admin = await signUp(ctx, { role: 'admin' });
  await insertSale(ctx, bruno.uid, where, { title: 'Labrador do Bruno' });
  return { where, rita, bruno, admin };
});

async function advertise(title: string): Promise<string> {
  const photos = await uploadPhotos(api, the.rita.token, 1);
  const res = await api.post('/private/sale', validSale(the.where, photos, { title }), { token: the.rita.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

const approve = async (uid: string) =>
  expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token })).status).toBe(200);

async function edit(uid: string, title: string): Promise<boolean> {
  const photos = await uploadPhotos(api, the.rita.token, 1);
  const res = await api.put(`/private/my-sale-edit/${uid}`, validSale(the.where, photos, { title }), {
    token: the.rita.token,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { revision: boolean }).revision;
}

describe("a breeder's count of adverts in /breeders", () => {
  it('follows an advert from its creation to its deletion, and the directory reorders with it', async () => {
    const first = await advertise('Cachorros de Água');
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 0']);

    await approve(first);
    // As many as Bruno: by name.
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);
    // A change to an approved advert waits as a revision; the advert stays on show.
    expect(await edit(first, 'Cachorros de Água, vacinados')).toBe(true);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);

    const second = await advertise('Outra ninhada');
    const refused = await api.put(
      `/private/admin/sale/${second}/reject`,
      { reason: 'Faltam fotografias dos pais.' },
      { token: the.admin.token },
    );
    expect(refused.status).toBe(200);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);
    // A refused advert changed goes back to the queue: still not on show.
    expect(await edit(second, 'Outra ninhada, com os pais')).toBe(false);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);
    await approve(second);
    expect(await shown()).toEqual(['Rita: 2', 'Bruno: 1']);
    expect((await approvedSalesOf(ctx.db, the.rita.uid)).map((s) => s.uid).sort()).toEqual([first, second].sort());

    expect((await api.call('DELETE', `/private/my-sale-delete/${first}`, { token: the.rita.token })).status).toBe(204);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);

    // A suspension (which ends her sessions) holds her advert until it is lifted.
    const suspended = await api.put(
      `/private/admin/user/${the.rita.uid}/suspension`,
      { days: 7, reason: 'Pediu sinais antes de mostrar os animais.' },
      { token: the.admin.token },
    );
    expect(suspended.status).toBe(200);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 0']);
    const lifted = await api.call('DELETE', `/private/admin/user/${the.rita.uid}/suspension`, {
      token: the.admin.token,
    });
    expect(lifted.status).toBe(204);
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);
  });

  it('a person who deletes their account leaves, and the others keep their counts', async () => {
    await approve(await advertise('Cachorros de Água'));
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Outro' });
    expect(await shown()).toEqual(['Rita: 2', 'Bruno: 1']);
    const res = await api.post('/private/account/delete', { password: the.rita.password }, { token: the.rita.token });
    expect(res.status).toBe(204);
    expect(await shown()).toEqual(['Bruno: 1']);
  });

  it("a person's row deleted by hand takes their adverts with it (the foreign key cascades) without a failure", async () => {
    const other = await breeder(ctx, { name: 'Carla' });
    await insertSale(ctx, other.uid, the.where, { title: 'Da Carla' });
    await insertSale(ctx, other.uid, the.where, { title: 'Outra da Carla' });
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Da Rita', status: 'PENDING', approvedAt: null });
    expect(await shown()).toEqual(['Carla: 2', 'Bruno: 1', 'Rita: 0']);
    await ctx.db.delete(users).where(eq(users.id, other.uid));
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 0']);
  });

  it('every advert truncated by hand leaves every breeder at 0, and the next advert counts from there', async () => {
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Da Rita' });
    expect(await shown()).toEqual(['Bruno: 1', 'Rita: 1']);
    // TRUNCATE fires no delete trigger: the count has one of its own (migration 0020).
    await inTransaction(ctx, (tx) => tx.execute(sql`truncate sales cascade`));
    expect(await shown()).toEqual(['Bruno: 0', 'Rita: 0']);
    await insertSale(ctx, the.rita.uid, the.where, { title: 'De novo' });
    expect(await shown()).toEqual(['Rita: 1', 'Bruno: 0']);
  });

  it('certified breeders first, then by adverts on show, then by name', async () => {
    const certified = await breeder(ctx, { name: 'Zé', certified: true });
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Um' });
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Dois' });
    await insertSale(ctx, the.rita.uid, the.where, { title: 'Recusado', status: 'REJECTED', approvedAt: null });
    await breeder(ctx, { name: 'Ana' });
    expect(await shown()).toEqual(['Zé: 0', 'Rita: 2', 'Bruno: 1', 'Ana: 0']);
    const pages = (await directory(1)).map((c) => c.name);
    expect(pages).toEqual(['Zé', 'Rita', 'Bruno', 'Ana']);
    expect((await directory())[0]).toMatchObject({ uid: certified.uid, certified: true });
  });
});

describe('the scale generator', () => {
  it("writes adverts set-based, and every breeder's card counts exactly the adverts their page lists", async () => {
    await resetDatabase(ctx);
    const data = await generateLargeData(ctx.database, {
      people: 250,
      breederEvery: 25,
      sales: 300,
      bigBreederSales: 60,
      notifications: 50,
      readerNotifications: 10,
      articles: 3,
    });
    const check = async () => {
      const cards = await directory();
      expect(cards).toHaveLength(10);
      for (const card of cards) {
        const listed = await approvedSalesOf(ctx.db, card.uid, 1000);
        expect(card.activeSales, card.name).toBe(listed.length);
      }
      const order = cards.map((c) => [c.certified ? 1 : 0, c.activeSales] as const);
      expect(order).toEqual(order.toSorted((a, b) => b[0] - a[0] || b[1] - a[1]));
      return cards;
    };
    // One advert in twenty is generated pending; the big breeder has the first 60.
    expect((await check()).find((c) => c.uid === data.bigBreederId)!.activeSales).toBe(57);
    await addSales(ctx.database, 301, 600, 60);
    const cards = await check();
    expect(cards.reduce((n, c) => n + c.activeSales, 0)).toBe(570);
  });
});
