// Litters over the API (issue 39, decision 186), on PGlite and PostgreSQL: an advert given animals becomes a litter
// without leaving the listing; each animal's microchip is unique on the site; the listing's price and sex filters
// match the litter's available animals and its card counts them; the litter follows its animals' states.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { sales } from '../../src/server/db/schema.ts';
import type { LitterAnimal } from '../../src/lib/sales/litter.ts';
import type { SaleCard, SaleDetail } from '../../src/lib/sales/types.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';
import { uploadPhotos, validSale } from './sales-fixtures.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, put, post } = api;

let breeder: TestUser;
let buyer: TestUser;
let saleUid: string;

beforeEach(async () => {
  await resetDatabase(ctx);
  breeder = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER', dgavNumber: 'DGAV 1/2024' });
  buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  saleUid = await createSale(ctx, breeder.uid, { title: 'Ninhada de Serra da Estrela' });
});

const chip = (n: number) => `94100002468${String(n).padStart(4, '0')}`;
const LITTER = [
  { label: 'Coleira azul', sex: 'MALE', colour: 'Fulvo', price: 900, microchip: chip(1) },
  { label: 'Coleira verde', sex: 'MALE', colour: 'Fulvo', price: 850, microchip: chip(2) },
  { label: 'Coleira rosa', sex: 'FEMALE', colour: 'Lobeiro', price: 950, microchip: chip(3) },
];
const setAnimals = (animals: unknown, who = breeder, uid = saleUid) =>
  put(`/private/my-sale/${uid}/animals`, { animals }, { token: who.token });
const setState = (animal: string, state: string) =>
  put(`/private/my-sale/${saleUid}/animals/${animal}/state`, { state }, { token: breeder.token });
const detail = async () => (await (await get(`/public/sale?searchValue=${saleUid}`)).json()) as SaleDetail;
const listing = async (query = '') =>
  ((await (await get(`/public/sales?${query}`)).json()) as { content: SaleCard[] }).content.filter(
    (c) => c.uid === saleUid,
  );
const animalsOf = async (res: Response) => ((await res.json()) as { animals: LitterAnimal[] }).animals;

describe('a litter', () => {
  it('is an advert given its animals: it stays online, its price is the lowest available, its page lists them', async () => {
    const res = await setAnimals(LITTER);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await animalsOf(res)).map((a) => [a.label, a.state])).toEqual([
      ['Coleira azul', 'AVAILABLE'],
      ['Coleira verde', 'AVAILABLE'],
      ['Coleira rosa', 'AVAILABLE'],
    ]);
    const page = await detail();
    expect(page).toMatchObject({ status: 'APPROVED', availability: 'AVAILABLE', price: 850 });
    expect(page.animals.map((a) => [a.sex, a.price, a.microchip])).toEqual([
      ['MALE', 900, chip(1)],
      ['MALE', 850, chip(2)],
      ['FEMALE', 950, chip(3)],
    ]);
    expect((await listing())[0]?.litter).toEqual({
      animals: 3,
      available: 3,
      males: 2,
      females: 1,
      matching: 3,
      fromPrice: 850,
    });
  });

  it('checks each animal, names the row and field, and keeps each microchip to one animal on the site', async () => {
    const bad = await setAnimals([
      { ...LITTER[0], label: ' ' },
      { ...LITTER[1], microchip: '123' },
      { ...LITTER[2], microchip: chip(1) },
    ]);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors).toEqual({
      'animals.0.label': 'litter.error.label',
      'animals.1.microchip': 'sale.error.microchip',
      'animals.2.microchip': 'litter.error.microchip-twice',
    });
    const tooMany = await setAnimals(
      Array.from({ length: 16 }, (_, i) => ({ ...LITTER[0], label: `Cachorro ${i}`, microchip: chip(100 + i) })),
    );
    expect(((await tooMany.json()) as ErrorBody).errors).toEqual({ animals: 'litter.error.animals-max' });
    expect(((await (await setAnimals([])).json()) as ErrorBody).errors).toEqual({ animals: 'litter.error.animals' });

    // A chip another advert carries, or another litter's animal.
    const other = await createSale(ctx, breeder.uid, { title: 'Cão de Água' });
    await ctx.db
      .update(sales)
      .set({ microchip: chip(7) })
      .where(eq(sales.id, other));
    const third = await createSale(ctx, breeder.uid, { title: 'Outra ninhada' });
    expect((await setAnimals([{ ...LITTER[0], microchip: chip(8) }], breeder, third)).status).toBe(200);
    const taken = await setAnimals([
      { ...LITTER[0], microchip: chip(7) },
      { ...LITTER[1], microchip: chip(8) },
    ]);
    expect(((await taken.json()) as ErrorBody).errors).toEqual({
      'animals.0.microchip': 'litter.error.microchip-taken',
      'animals.1.microchip': 'litter.error.microchip-taken',
    });
    // Someone else's advert is not found.
    expect((await setAnimals(LITTER, buyer)).status).toBe(404);
  });
});

describe('the listing', () => {
  it('finds a litter by one available animal’s sex and price, and says how many match', async () => {
    await setAnimals(LITTER);
    expect((await listing('sex=FEMALE'))[0]?.litter).toMatchObject({ matching: 1, females: 1 });
    expect((await listing('sex=MALE&priceMax=870'))[0]?.litter).toMatchObject({ matching: 1 });
    expect(await listing('sex=FEMALE&priceMax=900')).toEqual([]);
    expect(await listing('priceMin=1000')).toEqual([]);
    // Reserved, the only female no longer matches.
    const [, , female] = await animalsOf(await setAnimals(LITTER));
    expect((await setState(female!.uid, 'RESERVED')).status).toBe(200);
    expect(await listing('sex=FEMALE')).toEqual([]);
    expect((await listing())[0]?.litter).toMatchObject({ available: 2, females: 0, fromPrice: 850 });
  });
});

describe('states per animal', () => {
  it('keeps the litter listed while one animal is available; reserved when none is, sold when all are', async () => {
    const animals = await animalsOf(await setAnimals(LITTER));
    const heart = await put('/private/sale/update-favorite', { saleUid, favorite: true }, { token: buyer.token });
    expect(heart.status).toBe(200);
    expect((await setState(animals[1]!.uid, 'SOLD')).status).toBe(200);
    // The cheapest went: the litter is "desde" the next price.
    expect(await detail()).toMatchObject({ availability: 'AVAILABLE', price: 900 });
    await setState(animals[0]!.uid, 'RESERVED');
    await setState(animals[2]!.uid, 'RESERVED');
    expect((await detail()).availability).toBe('RESERVED');
    expect(await listing()).toEqual([]);
    await setState(animals[0]!.uid, 'SOLD');
    await setState(animals[2]!.uid, 'SOLD');
    expect((await detail()).availability).toBe('SOLD');
    const notes = (
      (await (await get('/private/notification', { token: buyer.token })).json()) as { content: { type: string }[] }
    ).content.map((n) => n.type);
    expect(notes).toContain('SALE_SOLD');
    // Sent again with their uids, the animals keep their states.
    const again = await animalsOf(
      await setAnimals(
        animals.map(({ uid, label, sex, colour, price, microchip }) => ({
          uid,
          label,
          sex,
          colour,
          price,
          microchip,
        })),
      ),
    );
    expect(again.map((a) => a.state)).toEqual(['SOLD', 'SOLD', 'SOLD']);
    expect((await setState('00000000-0000-4000-8000-000000000000', 'SOLD')).status).toBe(404);
  });
});

describe('a visit to a litter', () => {
  it('names the animals the visitor wants to meet, for the seller in the request, the mail and the conversation', async () => {
    const [azul, , rosa] = await animalsOf(await setAnimals(LITTER));
    await setHours(api, breeder.token);
    const date = at(nextWeekday(6), '10:00');
    const foreign = await post(
      '/private/booking',
      { saleUid, date, animals: ['00000000-0000-4000-8000-000000000000'] },
      { token: buyer.token },
    );
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorBody).errors).toEqual({ animals: 'booking.error.animals' });
    // A conversation about the litter, where the request then appears.
    const started = await post(
      '/private/conversation',
      { saleUid, body: 'Olá! Ainda tem fêmeas?' },
      { token: buyer.token },
    );
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    ctx.mailer.outbox.length = 0;
    await book(api, buyer.token, saleUid, date, { animals: [rosa!.uid, azul!.uid] });

    const received = (await (await get('/private/booking/received', { token: breeder.token })).json()) as {
      content: { animals: string[] }[];
    };
    // In the litter's order, whatever order they were ticked in.
    expect(received.content.map((b) => b.animals)).toEqual([['Coleira azul', 'Coleira rosa']]);
    const [mail] = ctx.mailer.outbox.filter((m) => m.to === breeder.email);
    expect(mail?.text).toContain('Animais que quer conhecer: Coleira azul, Coleira rosa');
    const thread = (await (
      await get(`/private/conversation/${conversationUid}/message`, { token: breeder.token })
    ).json()) as { content: { visit: { animals?: string[] } | null }[] };
    expect(thread.content.map((m) => m.visit?.animals)).toContainEqual(['Coleira azul', 'Coleira rosa']);
  });
});

describe('the last of a kind', () => {
  const notices = async (who: TestUser) =>
    (
      (await (await get('/private/notification', { token: who.token })).json()) as {
        content: { type: string; message: string }[];
      }
    ).content
      .filter((n) => n.type === 'SALE_RESERVED')
      .map((n) => n.message);

  it('tells fans once when no female is left, and a visitor once none of the animals they named is', async () => {
    const [azul, verde, rosa] = await animalsOf(await setAnimals(LITTER));
    const heart = await put('/private/sale/update-favorite', { saleUid, favorite: true }, { token: buyer.token });
    expect(heart.status).toBe(200);
    const visitor = await signUp(ctx, { name: 'Vera', surname: 'Lima' });
    await setHours(api, breeder.token);
    await book(api, visitor.token, saleUid, at(nextWeekday(6), '10:00'), { animals: [azul!.uid, rosa!.uid] });

    await setState(rosa!.uid, 'RESERVED');
    expect(await notices(buyer)).toEqual(['notification.litter-females-gone.message']);
    // Azul is still there: the visitor is not told yet.
    expect(await notices(visitor)).toEqual([]);
    await setState(azul!.uid, 'SOLD');
    expect(await notices(visitor)).toEqual(['notification.litter-asked-gone.message']);
    // Verde, a male, is still available: no word about males; the female back and gone again tells nobody twice.
    expect(await notices(buyer)).toEqual(['notification.litter-females-gone.message']);
    await setState(rosa!.uid, 'AVAILABLE');
    await setState(rosa!.uid, 'SOLD');
    expect(await notices(buyer)).toEqual(['notification.litter-females-gone.message']);
    expect(verde!.state).toBe('AVAILABLE');
  });
});

describe('the shared part changed', () => {
  it('keeps a litter priced from its animals when the advert’s own form is saved again', async () => {
    await setAnimals(LITTER);
    // The advert's form says 1 500 € (the single advert's price); the litter stays "desde" its cheapest animal.
    const [photo] = await uploadPhotos(api, breeder.token, 1);
    const edited = await put(
      `/private/my-sale-edit/${saleUid}`,
      validSale(LISBOA_SINTRA, [photo!], { title: 'Ninhada de Serra da Estrela', price: 1500 }),
      { token: breeder.token },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ revision: true });
    // The change to the published litter is approved: its shared part goes live, its price stays its animals'.
    const admin = await signUp(ctx, { role: 'admin' });
    const approved = await put(`/private/admin/sale/${saleUid}/approve`, undefined, { token: admin.token });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect((await detail()).title).toBe('Ninhada de Serra da Estrela');
    const [row] = await ctx.db.select({ priceCents: sales.priceCents }).from(sales).where(eq(sales.id, saleUid));
    expect(row?.priceCents).toBe(85_000);
  });
});

describe('photos of an animal', () => {
  it('keeps up to three of the breeder’s own photos per animal, and refuses another person’s', async () => {
    const [mine] = await uploadPhotos(api, breeder.token, 1);
    const [theirs] = await uploadPhotos(api, buyer.token, 1);
    const refused = await setAnimals([{ ...LITTER[0], photos: [theirs] }]);
    expect(((await refused.json()) as ErrorBody).errors).toEqual({ 'animals.0.photos': 'litter.error.photos' });
    expect((await setAnimals([{ ...LITTER[0], photos: [mine] }, LITTER[1]])).status).toBe(200);
    expect((await detail()).animals.map((a) => a.photos)).toEqual([[mine], []]);
  });
});
