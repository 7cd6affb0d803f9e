// Risk signals on adverts (issue 57, decision 218): the usual price of a breed from 8 approved adverts up, the flag
// of an advert priced under half its lower bound (never a free one), the chat's scam words in an advert's text, and
// the moderator's verdict kept with each flag.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleFlags } from '../../src/server/db/schema.ts';
import type { SaleDetail } from '../../src/lib/sales/shapes.ts';
import type { SaleFlag, UsualPrice } from '../../src/lib/signals/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { freshEach, ownerAndAdmin } from '../helpers/cast.ts';
import { insertSale, uploadPhotos, validSale } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const the = freshEach(ctx, () => ownerAndAdmin(ctx));

/** Eight approved Cães de Água of another seller, priced so that the middle half is 700–1 050 € (median 850 €). */
const USUAL = [700, 700, 700, 800, 900, 1050, 1050, 1050];

async function usualAdverts(prices = USUAL): Promise<void> {
  const other = await signUp(ctx, { userType: 'BREEDER', dgavNumber: 'DGAV 9/2024' });
  for (const price of prices) {
    await insertSale(ctx, other.uid, the.where, { breedCode: 'DOG_AGUA_PORTUGUES', priceCents: price * 100 });
  }
}

async function send(overrides: Parameters<typeof validSale>[2] = {}): Promise<string> {
  const photos = await uploadPhotos(api, the.owner.token, 1);
  const res = await api.post('/private/sale', validSale(the.where, photos, overrides), { token: the.owner.token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { uid: string }).uid;
}

type Item = { uid: string; flags: SaleFlag[] };

async function queue(): Promise<Item[]> {
  const res = await api.get('/private/admin/sale', { token: the.admin.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: Item[] }).content;
}

async function approve(uid: string): Promise<void> {
  expect((await api.put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token })).status).toBe(200);
}

async function advert(uid: string): Promise<SaleDetail> {
  const res = await api.get(`/public/sale?searchValue=${uid}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SaleDetail;
}

async function editorRange(): Promise<UsualPrice | null> {
  const res = await api.get('/public/sales/usual-price?species=DOG&breed=DOG_AGUA_PORTUGUES');
  expect(res.status).toBe(200);
  return ((await res.json()) as { usualPrice: UsualPrice | null }).usualPrice;
}

const RANGE = { low: 700, median: 850, high: 1050, adverts: 8 };

describe('the usual price', () => {
  it('flags an advert at 90 € among eight at 700–1 050 €, first in the queue, and shows the range on it', async () => {
    await usualAdverts();
    expect(await editorRange()).toEqual(RANGE);
    const ordinary = await send({ title: 'Cão de Água a preço justo', price: 800 });
    const cheap = await send({ title: 'Cão de Água barato', price: 90 });

    const [first, second] = await queue();
    expect(first!.uid).toBe(cheap);
    expect(first!.flags).toEqual([
      expect.objectContaining({
        kind: 'price',
        reason: 'price-below-usual',
        evidence: { price: 90, usual: RANGE, below: 350 },
        verdict: null,
      }),
    ]);
    expect(second).toMatchObject({ uid: ordinary, flags: [] });

    // The advert is left out of its own range: the other eight give it.
    await approve(cheap);
    expect(await advert(cheap)).toMatchObject({ usualPrice: RANGE, priceNote: true });
    await approve(ordinary);
    expect(await advert(ordinary)).toMatchObject({ priceNote: false, usualPrice: { low: 700, high: 1050 } });
  });

  it('never flags a free adoption advert, nor counts it', async () => {
    await usualAdverts();
    await insertSale(ctx, the.admin.uid, the.where, { breedCode: 'DOG_AGUA_PORTUGUES', priceCents: 0 });
    expect(await editorRange()).toEqual(RANGE);
    const free = await send({ title: 'Cão de Água para adoção', price: 0 });
    expect((await queue()).find((i) => i.uid === free)!.flags).toEqual([]);
    await approve(free);
    expect(await advert(free)).toMatchObject({ usualPrice: null, priceNote: false });
  });

  it('gives no range under 8 adverts, and flags nothing then', async () => {
    await usualAdverts(USUAL.slice(1));
    expect(await editorRange()).toBeNull();
    const cheap = await send({ price: 90 });
    expect((await queue()).find((i) => i.uid === cheap)!.flags).toEqual([]);
    await approve(cheap);
    expect(await advert(cheap)).toMatchObject({ usualPrice: null, priceNote: false });
  });

  it("reads a litter by its animals' prices", async () => {
    await usualAdverts();
    const litter = await send({ title: 'Ninhada de Cães de Água', price: 900 });
    const chip = (n: number) => `62009810077000${n}`;
    const res = await api.put(
      `/private/my-sale/${litter}/animals`,
      {
        animals: [
          { label: 'Coleira azul', sex: 'MALE', colour: 'Preto', price: 900, microchip: chip(1) },
          { label: 'Coleira verde', sex: 'FEMALE', colour: 'Preto', price: 150, microchip: chip(2) },
        ],
      },
      { token: the.owner.token },
    );
    expect(res.status).toBe(200);
    const [item] = await queue();
    expect(item!.flags).toEqual([
      expect.objectContaining({ kind: 'price', evidence: expect.objectContaining({ price: 150 }) }),
    ]);
  });
});

describe("an advert's text", () => {
  it("flags the chat's deposit and courier words in the description, naming them", async () => {
    const uid = await send({
      description: 'Cachorros lindos. Para reservar peço um sinal de 100 € e envio o cachorro por transportadora.',
    });
    const [item] = await queue();
    expect(item!.uid).toBe(uid);
    const [flag] = item!.flags;
    expect(flag).toMatchObject({ kind: 'text', reason: 'risk-words' });
    if (flag?.kind !== 'text') throw new Error('a text flag');
    expect(flag.evidence.words.map((w) => [w.field, w.kind, w.text])).toEqual([
      ['description', 'deposit', 'um sinal'],
      ['description', 'courier', 'envio o cachorro'],
      ['description', 'courier', 'transportadora'],
    ]);
  });

  it("reads a published advert's change again, and an ordinary text raises nothing", async () => {
    const uid = await send();
    expect((await queue())[0]!.flags).toEqual([]);
    await approve(uid);
    const photos = await uploadPhotos(api, the.owner.token, 1);
    const res = await api.put(
      `/private/my-sale-edit/${uid}`,
      validSale(the.where, photos, { title: 'Envio para todo o país por transportadora' }),
      { token: the.owner.token },
    );
    expect(res.status).toBe(200);
    const [item] = await queue();
    expect(item!.flags.map((f) => f.kind)).toEqual(['text']);
  });
});

describe("the moderator's verdict", () => {
  it("is kept with the flag, by whom and when; another advert's flag is refused at its field", async () => {
    const uid = await send({ description: 'Só entregamos ao domicílio, com um sinal pago por MB WAY.' });
    const [item] = await queue();
    const flag = item!.flags[0]!;
    const put = (body: unknown, token = the.admin.token) =>
      api.put(`/private/admin/sale/${uid}/flags`, body, { token });

    const wrong = await put({ verdicts: [{ id: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', verdict: 'RIGHT' }] });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { 'verdicts.0.id': 'flags.error.unknown' } });
    expect((await put({ verdicts: [{ id: flag.id, verdict: 'RIGHT' }] }, the.owner.token)).status).toBe(403);

    const res = await put({ verdicts: [{ id: flag.id, verdict: 'RIGHT' }] });
    expect(res.status).toBe(200);
    const { flags } = (await res.json()) as { flags: SaleFlag[] };
    expect(flags).toEqual([expect.objectContaining({ id: flag.id, verdict: 'RIGHT', decidedAt: expect.any(String) })]);
    const [row] = await ctx.db.select().from(saleFlags).where(eq(saleFlags.id, flag.id));
    expect(row).toMatchObject({ verdict: 'RIGHT', decidedBy: the.admin.uid });

    // Decided, the flag stays as the advert's history when the advert changes again.
    await approve(uid);
    expect((await queue()).length).toBe(0);
    const approved = await api.get('/private/admin/sale?status=APPROVED', { token: the.admin.token });
    const [listed] = ((await approved.json()) as { content: Item[] }).content;
    expect(listed!.flags).toEqual([expect.objectContaining({ id: flag.id, verdict: 'RIGHT' })]);
  });
});
