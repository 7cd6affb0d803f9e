// Litters over the API (issue 39, decisions 186 and 197), on PGlite and PostgreSQL: an advert given animals becomes a
// litter; each animal's microchip is unique on the site; the listing's price and sex filters match the litter's
// available animals and its card counts them; the litter follows its animals' states; once published, a change to its
// animals waits for the moderators while buyers keep seeing the approved ones.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { files, sales } from '../../src/server/db/schema.ts';
import type { LitterAnimal, SaleCard, SaleDetail } from '../../src/lib/sales/shapes.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';
import { uploadPhotos, validSale } from './sales-fixtures.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, put, post } = api;

const the = freshEach(ctx, async () => {
  const breeder = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER', dgavNumber: 'DGAV 1/2024' });
  const buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  const admin = await signUp(ctx, { role: 'admin' });
  // Waiting for its first approval, as a new advert marked "É uma ninhada" is when its animals are added.
  const saleUid = await createSale(ctx, breeder.uid, { title: 'Ninhada de Serra da Estrela', status: 'PENDING' });
  return { breeder, buyer, admin, saleUid };
});

const chip = (n: number) => `94100002468${String(n).padStart(4, '0')}`;
const LITTER = [
  { label: 'Coleira azul', sex: 'MALE', colour: 'Fulvo', price: 900, microchip: chip(1) },
  { label: 'Coleira verde', sex: 'MALE', colour: 'Fulvo', price: 850, microchip: chip(2) },
  { label: 'Coleira rosa', sex: 'FEMALE', colour: 'Lobeiro', price: 950, microchip: chip(3) },
];
const setAnimals = (animals: unknown, who = the.breeder, uid = the.saleUid) =>
  put(`/private/my-sale/${uid}/animals`, { animals }, { token: who.token });
const setState = (animal: string, state: string) =>
  put(`/private/my-sale/${the.saleUid}/animals/${animal}/state`, { state }, { token: the.breeder.token });
const detail = async () => (await (await get(`/public/sale?searchValue=${the.saleUid}`)).json()) as SaleDetail;
const listing = async (query = '') =>
  ((await (await get(`/public/sales?${query}`)).json()) as { content: SaleCard[] }).content.filter(
    (c) => c.uid === the.saleUid,
  );
const animalsOf = async (res: Response) => ((await res.json()) as { animals: LitterAnimal[] }).animals;
/** A moderator publishes the advert, or the change waiting on it. */
const approve = async (uid = the.saleUid) => {
  const res = await put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token });
  expect(res.status, await res.clone().text()).toBe(200);
};
/** The animals set while the advert waits for its first approval, then the advert published; its live animals. */
const published = async (animals: unknown = LITTER) => {
  expect((await setAnimals(animals)).status).toBe(200);
  await approve();
  return (await detail()).animals;
};

describe('a litter', () => {
  it('is an advert given its animals: its price is the lowest available, its page lists them', async () => {
    const res = await setAnimals(LITTER);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await animalsOf(res)).map((a) => [a.label, a.state])).toEqual([
      ['Coleira azul', 'AVAILABLE'],
      ['Coleira verde', 'AVAILABLE'],
      ['Coleira rosa', 'AVAILABLE'],
    ]);
    await approve();
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
    const other = await createSale(ctx, the.breeder.uid, { title: 'Cão de Água' });
    await ctx.db
      .update(sales)
      .set({ microchip: chip(7) })
      .where(eq(sales.id, other));
    const third = await createSale(ctx, the.breeder.uid, { title: 'Outra ninhada' });
    expect((await setAnimals([{ ...LITTER[0], microchip: chip(8) }], the.breeder, third)).status).toBe(200);
    const taken = await setAnimals([
      { ...LITTER[0], microchip: chip(7) },
      { ...LITTER[1], microchip: chip(8) },
    ]);
    expect(((await taken.json()) as ErrorBody).errors).toEqual({
      'animals.0.microchip': 'litter.error.microchip-taken',
      'animals.1.microchip': 'litter.error.microchip-taken',
    });
    // Someone else's advert is not found.
    expect((await setAnimals(LITTER, the.buyer)).status).toBe(404);
  });
});

describe('the listing', () => {
  it('finds a litter by one available animal’s sex and price, and says how many match', async () => {
    const [, , female] = await published();
    expect((await listing('sex=FEMALE'))[0]?.litter).toMatchObject({ matching: 1, females: 1 });
    expect((await listing('sex=MALE&priceMax=870'))[0]?.litter).toMatchObject({ matching: 1 });
    expect(await listing('sex=FEMALE&priceMax=900')).toEqual([]);
    expect(await listing('priceMin=1000')).toEqual([]);
    // Reserved, the only female no longer matches.
    expect((await setState(female!.uid, 'RESERVED')).status).toBe(200);
    expect(await listing('sex=FEMALE')).toEqual([]);
    expect((await listing())[0]?.litter).toMatchObject({ available: 2, females: 0, fromPrice: 850 });
  });
});

describe('states per animal', () => {
  it('keeps the litter listed while one animal is available; reserved when none is, sold when all are', async () => {
    const animals = await published();
    const heart = await put(
      '/private/sale/update-favorite',
      { saleUid: the.saleUid, favorite: true },
      { token: the.buyer.token },
    );
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
      (await (await get('/private/notification', { token: the.buyer.token })).json()) as { content: { type: string }[] }
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
    const [azul, , rosa] = await published();
    await setHours(api, the.breeder.token);
    const date = at(nextWeekday(6), '10:00');
    const foreign = await post(
      '/private/booking',
      { saleUid: the.saleUid, date, animals: ['00000000-0000-4000-8000-000000000000'] },
      { token: the.buyer.token },
    );
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as ErrorBody).errors).toEqual({ animals: 'booking.error.animals' });
    // A conversation about the litter, where the request then appears.
    const started = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Olá! Ainda tem fêmeas?' },
      { token: the.buyer.token },
    );
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    ctx.mailer.outbox.length = 0;
    await book(api, the.buyer.token, the.saleUid, date, { animals: [rosa!.uid, azul!.uid] });

    const received = (await (await get('/private/booking/received', { token: the.breeder.token })).json()) as {
      content: { animals: string[] }[];
    };
    // In the litter's order, whatever order they were ticked in.
    expect(received.content.map((b) => b.animals)).toEqual([['Coleira azul', 'Coleira rosa']]);
    const [mail] = ctx.mailer.outbox.filter((m) => m.to === the.breeder.email);
    expect(mail?.text).toContain('Animais que quer conhecer: Coleira azul, Coleira rosa');
    const thread = (await (
      await get(`/private/conversation/${conversationUid}/message`, { token: the.breeder.token })
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
    const [azul, verde, rosa] = await published();
    const heart = await put(
      '/private/sale/update-favorite',
      { saleUid: the.saleUid, favorite: true },
      { token: the.buyer.token },
    );
    expect(heart.status).toBe(200);
    const visitor = await signUp(ctx, { name: 'Vera', surname: 'Lima' });
    await setHours(api, the.breeder.token);
    await book(api, visitor.token, the.saleUid, at(nextWeekday(6), '10:00'), { animals: [azul!.uid, rosa!.uid] });

    await setState(rosa!.uid, 'RESERVED');
    expect(await notices(the.buyer)).toEqual(['notification.litter-females-gone.message']);
    // Azul is still there: the visitor is not told yet.
    expect(await notices(visitor)).toEqual([]);
    await setState(azul!.uid, 'SOLD');
    expect(await notices(visitor)).toEqual(['notification.litter-asked-gone.message']);
    // Verde, a male, is still available: no word about males; the female back and gone again tells nobody twice.
    expect(await notices(the.buyer)).toEqual(['notification.litter-females-gone.message']);
    await setState(rosa!.uid, 'AVAILABLE');
    await setState(rosa!.uid, 'SOLD');
    expect(await notices(the.buyer)).toEqual(['notification.litter-females-gone.message']);
    expect(verde!.state).toBe('AVAILABLE');
  });
});

describe('the shared part changed', () => {
  it('keeps a litter priced from its animals when the advert’s own form is saved again', async () => {
    await published();
    // The advert's form says 1 500 € (the single advert's price); the litter stays "desde" its cheapest animal.
    const [photo] = await uploadPhotos(api, the.breeder.token, 1);
    const edited = await put(
      `/private/my-sale-edit/${the.saleUid}`,
      validSale(LISBOA_SINTRA, [photo!], { title: 'Ninhada de Serra da Estrela', price: 1500 }),
      { token: the.breeder.token },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ revision: true });
    // The change to the published litter is approved: its shared part goes live, its price stays its animals'.
    await approve();
    expect((await detail()).title).toBe('Ninhada de Serra da Estrela');
    const [row] = await ctx.db.select({ priceCents: sales.priceCents }).from(sales).where(eq(sales.id, the.saleUid));
    expect(row?.priceCents).toBe(85_000);
  });
});

describe('photos of an animal', () => {
  it('keeps up to three of the breeder’s own photos per animal, and refuses another person’s', async () => {
    const [mine] = await uploadPhotos(api, the.breeder.token, 1);
    const [theirs] = await uploadPhotos(api, the.buyer.token, 1);
    const refused = await setAnimals([{ ...LITTER[0], photos: [theirs] }]);
    expect(((await refused.json()) as ErrorBody).errors).toEqual({ 'animals.0.photos': 'litter.error.photos' });
    expect((await published([{ ...LITTER[0], photos: [mine] }, LITTER[1]])).map((a) => a.photos)).toEqual([[mine], []]);
  });
});

describe('a published litter’s animals (decision 197)', () => {
  type Mine = SaleDetail & { animalsPending: boolean; revisionPending: boolean };
  type Queued = SaleDetail & { revision: boolean; changes: string[]; removedAnimals: string[] };
  const mine = async () =>
    (await (await get(`/private/my-sale/${the.saleUid}`, { token: the.breeder.token })).json()) as Mine;
  const queued = async () =>
    (
      (await (await get('/private/admin/sale', { token: the.admin.token })).json()) as { content: Queued[] }
    ).content.find((i) => i.uid === the.saleUid);
  /** The animals as sent back: each with its uid, as the editor sends them. */
  const asSent = (animals: LitterAnimal[]) =>
    animals.map(({ uid, label, sex, colour, price, microchip, photos }) => ({
      uid,
      label,
      sex,
      colour,
      price,
      microchip,
      photos,
    }));

  it('keeps the approved animals public while a changed name, price and photo wait; approval shows them', async () => {
    const live = await published();
    const [photo] = await uploadPhotos(api, the.breeder.token, 1);
    const sent = asSent(live);
    sent[0] = { ...sent[0]!, label: 'MBWAY 912345678 só hoje', price: 0, photos: [photo!] };
    const res = await setAnimals(sent);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as { animals: LitterAnimal[]; revision: boolean };
    expect(saved.revision).toBe(true);
    expect(saved.animals.map((a) => [a.label, a.review ?? null])).toEqual([
      ['MBWAY 912345678 só hoje', 'CHANGED'],
      ['Coleira verde', null],
      ['Coleira rosa', null],
    ]);

    // Buyers: the page, its price and the listing are as approved; the free filter does not find it.
    const page = await detail();
    expect(page.animals.map((a) => [a.label, a.price, a.photos])).toEqual([
      ['Coleira azul', 900, []],
      ['Coleira verde', 850, []],
      ['Coleira rosa', 950, []],
    ]);
    expect(page.animals.some((a) => 'review' in a)).toBe(false);
    expect(page.price).toBe(850);
    expect((await listing())[0]?.litter?.fromPrice).toBe(850);
    expect(await listing('free=true')).toEqual([]);

    // Its owner's editor shows the waiting version, marked.
    const own = await mine();
    expect(own.animalsPending).toBe(true);
    expect(own.animals[0]).toMatchObject({ label: 'MBWAY 912345678 só hoje', price: 0, review: 'CHANGED' });

    // The moderators see every animal, with its chip and photos, and what changed.
    const item = await queued();
    expect(item).toMatchObject({ revision: true, changes: ['animals'], removedAnimals: [] });
    expect(item!.animals.map((a) => [a.label, a.microchip, a.photos, a.review ?? null])).toEqual([
      ['MBWAY 912345678 só hoje', chip(1), [photo], 'CHANGED'],
      ['Coleira verde', chip(2), [], null],
      ['Coleira rosa', chip(3), [], null],
    ]);
    expect(item!.litter).toMatchObject({ animals: 3, fromPrice: 0 });

    await approve();
    const after = await detail();
    expect(after.animals[0]).toMatchObject({ label: 'MBWAY 912345678 só hoje', price: 0, photos: [photo] });
    expect(after.animals.map((a) => a.uid)).toEqual(live.map((a) => a.uid));
    expect(after.price).toBe(0);
    expect(await listing('free=true')).toHaveLength(1);
    expect((await mine()).animalsPending).toBe(false);
  });

  it('refused, keeps the approved animals; a new animal waits too, while a state changes at once', async () => {
    const live = await published();
    const sent = [
      ...asSent(live).slice(0, 2),
      { label: 'Coleira amarela', sex: 'FEMALE', colour: 'Fulvo', price: 700, microchip: chip(4) },
    ];
    sent[1] = { ...sent[1]!, colour: 'Preto' };
    const saved = await animalsOf(await setAnimals(sent));
    expect(saved.map((a) => a.review ?? null)).toEqual([null, 'CHANGED', 'NEW']);
    const added = saved[2]!;

    // Reserving an approved animal is a fact its owner states: public at once. The waiting one has no state yet.
    expect((await setState(live[0]!.uid, 'RESERVED')).status).toBe(200);
    expect((await detail()).animals.map((a) => [a.label, a.state, a.colour])).toEqual([
      ['Coleira azul', 'RESERVED', 'Fulvo'],
      ['Coleira verde', 'AVAILABLE', 'Fulvo'],
      ['Coleira rosa', 'AVAILABLE', 'Lobeiro'],
    ]);
    expect((await setState(added.uid, 'SOLD')).status).toBe(404);
    const item = await queued();
    expect(item?.removedAnimals).toEqual(['Coleira rosa']);
    expect(item?.animals.map((a) => a.microchip)).toEqual([chip(1), chip(2), chip(4)]);

    const refused = await put(
      `/private/admin/sale/${the.saleUid}/reject`,
      { reason: 'A nova fotografia não é deste animal.' },
      { token: the.admin.token },
    );
    expect(refused.status, await refused.clone().text()).toBe(200);
    expect(await refused.json()).toMatchObject({ status: 'APPROVED', revision: true });
    const page = await detail();
    expect(page.status).toBe('APPROVED');
    expect(page.animals.map((a) => [a.label, a.state, a.colour])).toEqual([
      ['Coleira azul', 'RESERVED', 'Fulvo'],
      ['Coleira verde', 'AVAILABLE', 'Fulvo'],
      ['Coleira rosa', 'AVAILABLE', 'Lobeiro'],
    ]);
    expect((await mine()).animalsPending).toBe(false);
    expect(await queued()).toBeUndefined();
    // The refused animal's uid is unknown now.
    const again = await setAnimals([...asSent(page.animals), { ...sent[2], uid: added.uid }]);
    expect(((await again.json()) as ErrorBody).errors).toEqual({ 'animals.3.uid': 'litter.error.animal' });
  });

  it('goes with a change to the advert’s own fields: one decision takes both', async () => {
    const live = await published();
    const sent = asSent(live);
    sent[2] = { ...sent[2]!, label: 'Rosa' };
    expect(((await (await setAnimals(sent)).json()) as { revision: boolean }).revision).toBe(true);
    const [photo] = await uploadPhotos(api, the.breeder.token, 1);
    const edited = await put(
      `/private/my-sale-edit/${the.saleUid}`,
      validSale(LISBOA_SINTRA, [photo!], { title: 'Ninhada de Serra da Estrela, vacinados' }),
      { token: the.breeder.token },
    );
    expect(await edited.json()).toMatchObject({ revision: true });
    expect((await queued())?.changes).toEqual(expect.arrayContaining(['title', 'animals']));
    expect((await mine()).animals.map((a) => a.label)).toEqual(['Coleira azul', 'Coleira verde', 'Rosa']);
    expect((await detail()).animals[2]?.label).toBe('Coleira rosa');
    await approve();
    const page = await detail();
    expect(page.title).toBe('Ninhada de Serra da Estrela, vacinados');
    expect(page.animals[2]?.label).toBe('Rosa');
    // Sent as approved, nothing waits.
    expect(((await (await setAnimals(asSent(page.animals))).json()) as { revision: boolean }).revision).toBe(false);
    expect(await queued()).toBeUndefined();
  });

  it('makes a published single advert a litter only once a moderator approves its animals', async () => {
    await approve();
    const res = await setAnimals(LITTER);
    expect(((await res.json()) as { revision: boolean }).revision).toBe(true);
    expect(await detail()).toMatchObject({ litter: null, animals: [] });
    // Another advert may not take a chip this change claims.
    const other = await createSale(ctx, the.breeder.uid, { title: 'Outra ninhada', status: 'PENDING' });
    const taken = await setAnimals([{ ...LITTER[0], microchip: chip(3) }], the.breeder, other);
    expect(((await taken.json()) as ErrorBody).errors).toEqual({
      'animals.0.microchip': 'litter.error.microchip-taken',
    });
    await approve();
    expect((await detail()).litter).toMatchObject({ animals: 3, fromPrice: 850 });
  });

  it('keeps an animal’s photos, approved or waiting, when the breeder’s old uploads are swept', async () => {
    const [approvedPhoto, waitingPhoto] = await uploadPhotos(api, the.breeder.token, 2);
    const live = await published([{ ...LITTER[0], photos: [approvedPhoto] }]);
    await setAnimals([...asSent(live), { ...LITTER[1], photos: [waitingPhoto] }]);
    // A day later, another upload sweeps the uploads no advert took.
    await ctx.db.update(files).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
    await uploadPhotos(api, the.breeder.token, 1);
    const kept = await ctx.db.select({ key: files.key }).from(files);
    expect(kept.map((f) => f.key)).toEqual(expect.arrayContaining([approvedPhoto, waitingPhoto]));
    await approve();
    expect((await detail()).animals.map((a) => a.photos)).toEqual([[approvedPhoto], [waitingPhoto]]);
  });
});
