// A text search reaches and counts its newest TEXT_SEARCH_LIMIT matches (decision 167): a common word says "more
// than" at that limit in every order, relevance ranks only those newest matches (so an old advert with the word in
// its title is not ranked above them), a narrower search counts exactly and finds the old one, and a saved search
// counts as its listing does.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_SEARCH_LIMIT } from '../../src/lib/sales/types.ts';
import type { SavedSearch } from '../../src/lib/searches/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, listing, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const search = (query: string) => listing(api, query);

/** Dogs that say "meigo" in their description, past the limit. */
const DOGS = TEXT_SEARCH_LIMIT + 3;
const SIZE = 12;
const LAST = Math.ceil(TEXT_SEARCH_LIMIT / SIZE) - 1;
let lisboa = 0;

beforeAll(async () => {
  await resetDatabase(ctx);
  const seller = await breeder(ctx);
  const braga = await place(ctx, 'Braga', 'Braga');
  const inLisboa = await place(ctx, 'Lisboa', 'Lisboa');
  lisboa = inLisboa.locationId;
  // Set-based: "Cão 1" (oldest) … "Cão 1003" (newest of them), "meigo" in the description only.
  await ctx.database.exec(`insert into sales (owner_id, species_code, title, description, sex, birth_date,
      register_date, location_id, child_location_id, status, approved_at)
    select '${seller.uid}', 'DOG', 'Cão ' || g, 'Cachorro meigo.', 'MALE', '2025-01-01', '2025-03-01',
      ${braga.locationId}, ${braga.childLocationId}, 'APPROVED', timestamp '2026-01-01' + g * interval '1 second'
    from generate_series(1, ${DOGS}) g`);
  // The word in the title ranks above the description: the newest such advert first, the oldest out of reach.
  await insertSale(ctx, seller.uid, braga, {
    breedCode: null,
    purebred: false,
    title: 'Meigo e brincalhão',
    approvedAt: new Date('2026-06-01T00:00:00Z'),
  });
  await insertSale(ctx, seller.uid, inLisboa, {
    breedCode: null,
    purebred: false,
    title: 'Meigo, o mais meigo de todos',
    approvedAt: new Date('2025-06-01T00:00:00Z'),
  });
  // Not listed: a sold advert never counts.
  await insertSale(ctx, seller.uid, braga, { title: 'Meigo vendido', availability: 'SOLD' });
});

describe('a text search that matches more than it reaches', () => {
  it('counts as far as its limit and ranks the newest title match first', async () => {
    const page = await search('q=meigo');
    expect(page).toMatchObject({ totalElements: TEXT_SEARCH_LIMIT, totalCapped: true });
    expect(page.content.map((c) => c.title)).toEqual([
      'Meigo e brincalhão',
      ...Array.from({ length: SIZE - 1 }, (_, i) => `Cão ${DOGS - i}`),
    ]);
  });

  it('reaches exactly its newest matches across its pages, and nothing past the last one', async () => {
    const titles: string[] = [];
    for (let p = 0; p <= LAST; p++)
      titles.push(...(await search(`q=meigo&page=${p}&size=${SIZE}`)).content.map((c) => c.title));
    expect(titles).toHaveLength(TEXT_SEARCH_LIMIT);
    // The newest title match and the 999 newest dogs; the four oldest dogs and the old title match are not reached.
    expect(new Set(titles)).toEqual(
      new Set(['Meigo e brincalhão', ...Array.from({ length: TEXT_SEARCH_LIMIT - 1 }, (_, i) => `Cão ${DOGS - i}`)]),
    );
    expect(await search(`q=meigo&page=${LAST + 1}&size=${SIZE}`)).toMatchObject({
      content: [],
      totalElements: TEXT_SEARCH_LIMIT,
      totalCapped: true,
    });
  });

  it('counts as far as its limit in the other orders too', async () => {
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const page = await search(`q=meigo&sort=${sort}`);
      expect(page, sort).toMatchObject({ totalElements: TEXT_SEARCH_LIMIT, totalCapped: true });
      expect(page.content, sort).toHaveLength(SIZE);
    }
    expect((await search('q=meigo&sort=newest')).content[0]!.title).toBe('Meigo e brincalhão');
  });

  it('finds the old advert through a narrower search, counted exactly', async () => {
    const page = await search(`q=meigo&location=${lisboa}`);
    expect(page).toMatchObject({ totalElements: 1, totalCapped: false });
    expect(page.content.map((c) => c.title)).toEqual(['Meigo, o mais meigo de todos']);
    // A rarer word ranks all its matches: the title match before the newer description matches.
    const both = await search('q=' + encodeURIComponent('meigo todos'));
    expect(both).toMatchObject({ totalElements: 1, totalCapped: false });
  });

  it('counts what a saved text search matches now as far as its listing reaches', async () => {
    const buyer = await signUp(ctx);
    const save = async (filters: Record<string, unknown>) => {
      const res = await api.post('/private/saved-search', { filters }, { token: buyer.token });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as SavedSearch;
    };
    expect(await save({ q: 'meigo' })).toMatchObject({ matches: TEXT_SEARCH_LIMIT, matchesCapped: true });
    expect(await save({ q: 'meigo', location: lisboa })).toMatchObject({ matches: 1, matchesCapped: false });
    // Without words, the listing's own limit applies: every dog counts.
    expect(await save({ species: 'DOG' })).toMatchObject({ matches: DOGS + 2, matchesCapped: false });
  });
});
