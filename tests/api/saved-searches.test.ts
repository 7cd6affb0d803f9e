// Saved searches (issue 19, decision 155): saving and its limits, the owner's controls, matching an approved advert
// against every search (each filter, Portuguese words without accents, price and age bounds), once per person and
// advert, pause and delete, the mail at once with its one-click unsubscribe, and the morning digest.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saleAnimals, sales, savedSearches, searchAlerts } from '../../src/server/db/schema.ts';
import { lisbonDay, sendDailyDigest } from '../../src/server/domain/searches/digest.ts';
import { pauseByToken } from '../../src/server/domain/searches/saved-searches.ts';
import { monthsAgo } from '../../src/server/domain/sales/filters.ts';
import type { SavedSearch, SearchFilters } from '../../src/lib/searches/shapes.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach } from '../helpers/cast.ts';
import { insertSale, place } from './sales-fixtures.ts';
import type { ErrorBody } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put, call } = api;

const the = freshEach(ctx, async () => {
  ctx.mailer.outbox.length = 0;
  const admin = await signUp(ctx, { role: 'admin', name: 'Mia' });
  const seller = await signUp(ctx, { name: 'Rita', userType: 'BREEDER', dgavNumber: 'DGAV 1/2024' });
  return { admin, seller };
});

const save = (who: TestUser, filters: SearchFilters, extra: Record<string, unknown> = {}) =>
  post('/private/saved-search', { filters, ...extra }, { token: who.token });
const saved = async (who: TestUser, filters: SearchFilters, extra: Record<string, unknown> = {}) => {
  const res = await save(who, filters, extra);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SavedSearch;
};
const listOf = async (who: TestUser) =>
  (await (await get('/private/saved-search', { token: who.token })).json()) as SavedSearch[];
const patch = (who: TestUser, uid: string, body: Record<string, unknown>) =>
  call('PATCH', `/private/saved-search/${uid}`, { body, token: who.token });
const approve = (uid: string) => put(`/private/admin/sale/${uid}/approve`, undefined, { token: the.admin.token });
const matchesOf = async (who: TestUser) =>
  (
    (await (await get('/private/notification', { token: who.token })).json()) as {
      content: { type: string; referenceKey: string | null; params: Record<string, string> }[];
    }
  ).content.filter((n) => n.type === 'SEARCH_MATCH');

/** A pending advert: a 5-month-old purebred Labrador bitch in Sintra (Lisboa) for 800 €, then approved. */
async function publish(overrides: Parameters<typeof insertSale>[3] = {}): Promise<string> {
  const uid = await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, {
    status: 'PENDING',
    approvedAt: null,
    birthDate: monthsAgo(5),
    registerDate: monthsAgo(4),
    description: 'Muito meiga, habituada a crianças e a outros cães.',
    ...overrides,
  });
  const res = await approve(uid);
  expect(res.status).toBe(200);
  return uid;
}

describe('saving a search', () => {
  it('keeps the filters with a readable summary and the /sales address, and counts what matches now', async () => {
    const buyer = await signUp(ctx);
    await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, { priceCents: 70_000 });
    await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, { priceCents: 95_000 });
    const search = await saved(buyer, { species: 'DOG', breed: 'DOG_LABRADOR', location: 11, priceMax: 900 });
    expect(search).toMatchObject({
      name: 'Cão · Labrador Retriever · Lisboa · até 900 €',
      summary: 'Cão · Labrador Retriever · Lisboa · até 900 €',
      href: '/sales?species=DOG&breed=DOG_LABRADOR&location=11&priceMax=900',
      frequency: 'IMMEDIATE',
      paused: false,
      matches: 1,
    });
    // Words typed name a search as typed: every text quotes the name, so the name never carries «» of its own.
    const words = await saved(buyer, { q: 'labrador', location: 11 });
    expect(words).toMatchObject({ name: 'labrador · Lisboa', summary: '«labrador» · Lisboa' });
    const named = await saved(buyer, { q: '  cão   de água ' }, { name: 'Para a avó', frequency: 'DAILY' });
    expect(named).toMatchObject({ name: 'Para a avó', filters: { q: 'cão de água' }, frequency: 'DAILY' });
    expect((await listOf(buyer)).map((s) => s.uid)).toEqual([named.uid, words.uid, search.uid]);
  });

  it('counts what matches each search of the list, each by its own filters', async () => {
    const buyer = await signUp(ctx);
    await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, { priceCents: 70_000 });
    await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, { priceCents: 95_000, sex: 'MALE' });
    await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, { priceCents: 60_000, status: 'PENDING', approvedAt: null });
    const wanted: [SearchFilters, number][] = [
      [{ species: 'DOG' }, 2],
      [{ species: 'CAT' }, 0],
      [{ priceMax: 900 }, 1],
      [{ q: 'labrador chocolate', sex: 'MALE' }, 1],
      [{ location: 11, priceMin: 600 }, 2],
    ];
    for (const [filters] of wanted) await saved(buyer, filters);
    const list = await listOf(buyer);
    expect(list.map((s) => [s.filters, s.matches])).toEqual(wanted.toReversed());
    // One search alone (as a change answers it) is counted as in the list.
    for (const search of list) {
      const one = (await (await patch(buyer, search.uid, { paused: false })).json()) as SavedSearch;
      expect(one.matches).toBe(search.matches);
    }
  });

  it('refuses an empty search, unknown places or breeds, a 21st search, and visitors', async () => {
    const buyer = await signUp(ctx);
    const empty = await save(buyer, { certified: false, q: '   ' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as ErrorBody).message).toBe('saved-search.error.empty');
    for (const filters of [{ breed: 'DOG_NOPE' }, { species: 'CAT', breed: 'DOG_LABRADOR' }, { location: 999 }]) {
      const res = await save(buyer, filters);
      expect(res.status, JSON.stringify(filters)).toBe(422);
      expect(((await res.json()) as ErrorBody).message).toBe('saved-search.error.unknown-reference');
    }
    expect((await save(buyer, { priceMin: -1 })).status).toBe(400);
    expect((await save(buyer, { ageMax: 601 })).status).toBe(400);
    expect((await post('/private/saved-search', { filters: { species: 'DOG' } })).status).toBe(401);
    for (let i = 0; i < 20; i++) await saved(buyer, { priceMax: 100 + i });
    const over = await save(buyer, { priceMax: 999 });
    expect(over.status).toBe(422);
    expect(((await over.json()) as ErrorBody).message).toBe('saved-search.error.limit');
    expect(await listOf(buyer)).toHaveLength(20);
  });

  it('lets only its owner rename, pause, change the frequency and delete it', async () => {
    const buyer = await signUp(ctx);
    const stranger = await signUp(ctx);
    const search = await saved(buyer, { species: 'CAT' });
    expect((await patch(stranger, search.uid, { paused: true })).status).toBe(404);
    expect((await call('DELETE', `/private/saved-search/${search.uid}`, { token: stranger.token })).status).toBe(404);
    const res = await patch(buyer, search.uid, { name: ' Gatos ', paused: true, frequency: 'OFF' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Gatos', paused: true, frequency: 'OFF' });
    expect((await patch(buyer, search.uid, { frequency: 'WEEKLY' })).status).toBe(400);
    expect((await call('DELETE', `/private/saved-search/${search.uid}`, { token: buyer.token })).status).toBe(204);
    expect(await listOf(buyer)).toEqual([]);
    expect((await patch(buyer, search.uid, { paused: false })).status).toBe(404);
  });
});

describe('matching an approved advert', () => {
  it('alerts exactly the searches whose every filter the advert meets, as the listing filters', async () => {
    const braga = await place(ctx, 'Braga', 'Braga');
    const cases: [SearchFilters, boolean][] = [
      [{ species: 'DOG' }, true],
      [{ species: 'CAT' }, false],
      [{ breed: 'DOG_LABRADOR' }, true],
      [{ breed: 'DOG_SERRA_ESTRELA' }, false],
      [{ location: LISBOA_SINTRA.locationId }, true],
      [{ location: LISBOA_SINTRA.locationId, childLocation: LISBOA_SINTRA.childLocationId }, true],
      [{ location: braga.locationId }, false],
      [{ location: braga.locationId, childLocation: braga.childLocationId }, false],
      [{ priceMin: 800 }, true],
      [{ priceMax: 800 }, true],
      [{ priceMin: 801 }, false],
      [{ priceMax: 799 }, false],
      [{ free: true }, false],
      [{ sex: 'FEMALE' }, true],
      [{ sex: 'MALE' }, false],
      [{ ageMin: 5 }, true],
      [{ ageMax: 5 }, true],
      [{ ageMin: 6 }, false],
      [{ ageMax: 4 }, false],
      [{ certified: true }, false],
      // Portuguese words, accents ignored both ways, stems matched, species and breed names included.
      [{ q: 'crianca' }, true],
      [{ q: 'CÃES meigos' }, true],
      [{ q: 'cao chocolate' }, true],
      [{ q: 'labrador -chocolate' }, false],
      [{ q: 'siamês' }, false],
      // The listing's reading of the words (decision 173): "cães" finds the dog, places are words.
      [{ q: 'cães' }, true],
      [{ q: 'labrador lisboa' }, true],
      [{ q: 'labrador porto' }, false],
      [{ species: 'DOG', priceMax: 900, q: 'labrador', sex: 'FEMALE' }, true],
      [{ species: 'DOG', priceMax: 900, q: 'labrador', sex: 'MALE' }, false],
    ];
    const people: TestUser[] = [];
    for (const [filters] of cases) {
      const person = await signUp(ctx);
      await saved(person, filters);
      people.push(person);
    }
    const uid = await publish();
    for (const [i, [filters, expected]] of cases.entries()) {
      const notes = await matchesOf(people[i]!);
      expect(notes.length, JSON.stringify(filters)).toBe(expected ? 1 : 0);
      if (expected)
        expect(notes[0]).toMatchObject({ referenceKey: uid, params: { saleTitle: 'Labrador cor de chocolate' } });
    }
  });

  it('tells each person once per advert, never its owner, never through a paused or deleted search', async () => {
    const twice = await signUp(ctx);
    const first = await saved(twice, { species: 'DOG' }, { frequency: 'OFF' });
    await saved(twice, { breed: 'DOG_LABRADOR' });
    const paused = await signUp(ctx);
    const p = await saved(paused, { species: 'DOG' });
    expect((await patch(paused, p.uid, { paused: true })).status).toBe(200);
    const gone = await signUp(ctx);
    const g = await saved(gone, { species: 'DOG' });
    expect((await call('DELETE', `/private/saved-search/${g.uid}`, { token: gone.token })).status).toBe(204);
    await saved(the.seller, { species: 'DOG' });

    const uid = await publish();
    const notes = await matchesOf(twice);
    expect(notes).toHaveLength(1);
    // The search that mails at once is the one named, and its mail went.
    expect(notes[0]!.params['searchName']).toBe('Labrador Retriever');
    expect(notes[0]!.params['searchName']).not.toBe(first.name);
    expect(await matchesOf(paused)).toEqual([]);
    expect(await matchesOf(gone)).toEqual([]);
    expect(await matchesOf(the.seller)).toEqual([]);

    // Taken down and approved again: still once.
    expect(
      (await put(`/private/admin/sale/${uid}/reject`, { reason: 'Fotografia errada.' }, { token: the.admin.token }))
        .status,
    ).toBe(200);
    expect((await approve(uid)).status).toBe(200);
    expect(await matchesOf(twice)).toHaveLength(1);
    expect(ctx.mailer.outbox.filter((m) => m.to === twice.email)).toHaveLength(1);
  });

  it('mails at once with a one-click unsubscribe that pauses the search without signing in', async () => {
    const buyer = await signUp(ctx, { name: 'Bruno' });
    const daily = await signUp(ctx);
    const quiet = await signUp(ctx);
    const search = await saved(buyer, { species: 'DOG' }, { name: 'Cães perto' });
    await saved(daily, { species: 'DOG' }, { frequency: 'DAILY' });
    await saved(quiet, { species: 'DOG' }, { frequency: 'OFF' });
    const uid = await publish();

    expect(ctx.mailer.outbox).toHaveLength(1);
    const mail = ctx.mailer.outbox[0]!;
    expect(mail.subject).toBe('Novo anúncio para a sua pesquisa «Cães perto»: Labrador cor de chocolate');
    expect(mail.text).toContain('Olá Bruno,');
    expect(mail.text).toContain(`/sales/sale-detail?searchValue=${uid}`);
    expect(mail.text).toMatch(/Labrador cor de chocolate · 800\s€ · /);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The text's link opens the page that pauses; the header's is the one-click POST mail providers send.
    const page = new URL(/https?:\/\/\S+\/saved-searches\/unsubscribe\S+/.exec(mail.text)![0]);
    expect(page.searchParams.get('search')).toBe(search.uid);
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);
    expect(oneClick.pathname).toBe('/api/public/saved-search/unsubscribe');
    const token = oneClick.searchParams.get('token')!;
    expect(token).toBe(page.searchParams.get('token'));
    const unsubscribe = (query: string) =>
      call('POST', `/public/saved-search/unsubscribe?${query}`, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const forged = await unsubscribe(`search=${search.uid}&token=${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as ErrorBody).message).toBe('saved-search.error.invalid-link');
    expect((await unsubscribe(`search=${search.uid},${daily.uid}&token=${token}`)).status).toBe(404);
    expect((await listOf(buyer))[0]).toMatchObject({ paused: false });
    const done = await unsubscribe(oneClick.search.slice(1));
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ paused: 1 });
    expect((await listOf(buyer))[0]).toMatchObject({ paused: true });
    expect(await pauseByToken(ctx.db, ctx.jwtSecret, [search.uid], token)).toEqual(['Cães perto']);
    await publish({ title: 'Outro labrador' });
    expect(await matchesOf(buyer)).toHaveLength(1);
  });
});

describe('matching a litter', () => {
  it('matches a litter by one available animal that has the sex and price asked, together', async () => {
    const [reservedOnly, female, cheapMale] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
    await saved(reservedOnly, { sex: 'FEMALE', priceMax: 900 });
    await saved(female, { sex: 'FEMALE', priceMax: 1000 });
    await saved(cheapMale, { sex: 'MALE', priceMax: 700 });
    // Pending, made a litter (issue 39), then approved: a female at 950 €, a male at 850 €, a reserved female at 800 €.
    const uid = await insertSale(ctx, the.seller.uid, LISBOA_SINTRA, {
      status: 'PENDING',
      approvedAt: null,
      birthDate: monthsAgo(5),
      registerDate: monthsAgo(4),
      sex: 'MALE',
      priceCents: 85_000,
    });
    await ctx.db.update(sales).set({ litter: true }).where(eq(sales.id, uid));
    const animal = (position: number, sex: 'MALE' | 'FEMALE', priceCents: number) => ({
      saleId: uid,
      position,
      label: `Coleira ${position}`,
      sex,
      colour: 'Amarelo',
      priceCents,
      microchip: `94100002468${String(position).padStart(4, '0')}`,
    });
    await ctx.db
      .insert(saleAnimals)
      .values([
        animal(0, 'FEMALE', 95_000),
        animal(1, 'MALE', 85_000),
        { ...animal(2, 'FEMALE', 80_000), state: 'RESERVED' as const },
      ]);
    expect((await approve(uid)).status).toBe(200);
    expect((await matchesOf(female)).map((n) => n.referenceKey)).toEqual([uid]);
    // The only female at 900 € or less is reserved; the male costs 850 €.
    expect(await matchesOf(reservedOnly)).toEqual([]);
    expect(await matchesOf(cheapMale)).toEqual([]);
  });
});

describe('the morning digest', () => {
  const morning = (day: string, hour = 9) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

  it('sends each person one mail with every new match of their daily searches, once per day', async () => {
    const buyer = await signUp(ctx, { name: 'Diana' });
    const dogs = await saved(buyer, { species: 'DOG' }, { name: 'Cães', frequency: 'DAILY' });
    const cheap = await saved(buyer, { priceMax: 500 }, { name: 'Baratos', frequency: 'DAILY' });
    const other = await signUp(ctx);
    await saved(other, { species: 'DOG' }, { frequency: 'DAILY' });
    const first = await publish({ title: 'Labrador preto' });
    const second = await publish({ title: 'Rafeiro barato', priceCents: 30_000, breedCode: null, purebred: false });
    const cat = await publish({ title: 'Gato persa', priceCents: 25_000, speciesCode: 'CAT', breedCode: 'CAT_PERSA' });
    expect(ctx.mailer.outbox).toEqual([]);

    // Winter: Lisbon is UTC; before 8h nothing goes.
    expect(await sendDailyDigest(ctx, morning('2026-12-01', 7))).toBeNull();
    // One person per read: the second batch is found after the first (the digest reads people in batches).
    expect(await sendDailyDigest(ctx, morning('2026-12-01'), 1)).toBe(2);
    expect(await sendDailyDigest(ctx, morning('2026-12-01', 18))).toBeNull();
    const mail = ctx.mailer.outbox.find((m) => m.text.includes('Olá Diana,'))!;
    expect(mail.subject).toBe('3 anúncios novos para as suas pesquisas');
    expect(mail.text).toContain('Pesquisa «Cães»:');
    expect(mail.text).toContain(`/sales/sale-detail?searchValue=${first}`);
    expect(mail.text).toContain(`/sales/sale-detail?searchValue=${second}`);
    expect(mail.text).toContain('Pesquisa «Baratos»:');
    expect(mail.text.indexOf(cat)).toBeGreaterThan(mail.text.indexOf('Pesquisa «Baratos»:'));
    // The rafeiro matched both searches: it is listed once, under the search that caught it first.
    expect(mail.text.split(second).length - 1).toBe(1);
    const link = new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);
    expect(link.searchParams.get('search')!.split(',').sort()).toEqual([dogs.uid, cheap.uid].sort());

    // The next day only what is new goes.
    expect(await sendDailyDigest(ctx, morning('2026-12-02'))).toBe(0);
    await publish({ title: 'Labrador amarelo' });
    expect(await sendDailyDigest(ctx, morning('2026-12-03'))).toBe(2);
    expect(ctx.mailer.outbox.at(-1)!.subject).toMatch(/^Novo anúncio|1 anúncio novo/);
    const rows = await ctx.db.select().from(searchAlerts).where(eq(searchAlerts.userId, buyer.uid));
    expect(rows.every((r) => r.mailedAt !== null)).toBe(true);
  });

  it('leaves out searches paused or no longer daily, and adverts gone since', async () => {
    const buyer = await signUp(ctx);
    const search = await saved(buyer, { species: 'DOG' }, { frequency: 'DAILY' });
    await publish();
    await ctx.db.update(savedSearches).set({ paused: true }).where(eq(savedSearches.id, search.uid));
    expect(await sendDailyDigest(ctx, morning('2026-12-05'))).toBe(0);
    expect(ctx.mailer.outbox).toEqual([]);
  });

  it('reads the day and the hour in Lisbon', () => {
    expect(lisbonDay(new Date('2026-07-01T07:30:00Z'))).toEqual({ day: '2026-07-01', hour: 8 });
    expect(lisbonDay(new Date('2026-12-31T23:30:00Z'))).toEqual({ day: '2026-12-31', hour: 23 });
  });
});
