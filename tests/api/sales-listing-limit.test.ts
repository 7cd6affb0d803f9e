// The public listing reaches and counts its first LISTING_LIMIT adverts (decision 159): past that the count says
// "more than", a page beyond the limit is empty, and a narrower filter still counts exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTING_LIMIT, TEXT_SEARCH_LIMIT } from '../../src/lib/sales/types.ts';
import type { SavedSearch } from '../../src/lib/searches/shapes.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, listing, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

const search = (query: string) => listing(api, query);

const MORE = 3;
const CATS = 2;

beforeAll(async () => {
  await resetDatabase(ctx);
  const seller = await breeder(ctx);
  const where = await place(ctx, 'Braga', 'Braga');
  // Set-based: LISTING_LIMIT + 3 approved dogs, numbered so the newest is "Cão 10003".
  await ctx.database.exec(`insert into sales (owner_id, species_code, title, description, sex, birth_date,
      register_date, location_id, child_location_id, status, approved_at)
    select '${seller.uid}', 'DOG', 'Cão ' || g, 'Cachorro meigo.', 'MALE', '2025-01-01', '2025-03-01',
      ${where.locationId}, ${where.childLocationId}, 'APPROVED', timestamp '2026-01-01' + g * interval '1 second'
    from generate_series(1, ${LISTING_LIMIT + MORE}) g`);
  for (let i = 0; i < CATS; i++) {
    await insertSale(ctx, seller.uid, where, {
      speciesCode: 'CAT',
      breedCode: null,
      purebred: false,
      title: `Gato ${i}`,
    });
  }
});

describe('the listing limit', () => {
  it('counts up to the limit and says when more match', async () => {
    const page = await search('');
    expect(page.totalElements).toBe(LISTING_LIMIT);
    expect(page.totalCapped).toBe(true);
    expect(page.content).toHaveLength(12);
  });

  it('counts a narrower filter exactly', async () => {
    const page = await search('species=CAT');
    expect(page).toMatchObject({ totalElements: CATS, totalCapped: false });
    expect(page.content.map((c) => c.title).sort()).toEqual(['Gato 0', 'Gato 1']);
  });

  it('fills the last reachable page up to the limit and leaves the pages past it empty', async () => {
    const size = 12;
    const last = Math.ceil(LISTING_LIMIT / size) - 1;
    const lastPage = await search(`species=DOG&page=${last}&size=${size}`);
    expect(lastPage.content).toHaveLength(LISTING_LIMIT - last * size);
    // Newest first: the dogs numbered 10003 down to 4 are reached, the three oldest are not.
    expect(lastPage.content.at(-1)!.title).toBe(`Cão ${MORE + 1}`);
    for (const beyond of [last + 1, 50_000]) {
      const empty = await search(`species=DOG&page=${beyond}&size=${size}`);
      expect(empty).toMatchObject({ content: [], totalElements: LISTING_LIMIT, totalCapped: true });
    }
  });

  it('ranks a text search that matches more than the limit and counts it as far as its own limit', async () => {
    const page = await search('q=meigo');
    expect(page).toMatchObject({ totalElements: TEXT_SEARCH_LIMIT, totalCapped: true });
    expect(page.content).toHaveLength(12);
  });

  it('keeps the count of a text search on a page past its last match', async () => {
    const first = await search('q=gato');
    expect(first).toMatchObject({ totalElements: CATS, totalCapped: false });
    expect(first.content.map((c) => c.title).sort()).toEqual(['Gato 0', 'Gato 1']);
    const beyond = await search('q=gato&page=3');
    expect(beyond).toMatchObject({ content: [], totalElements: CATS, totalCapped: false });
  });

  it('counts what a saved search matches now as far as the listing reaches', async () => {
    const buyer = await signUp(ctx);
    const save = async (filters: Record<string, unknown>) => {
      const res = await api.post('/private/saved-search', { filters }, { token: buyer.token });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as SavedSearch;
    };
    expect(await save({ species: 'DOG' })).toMatchObject({ matches: LISTING_LIMIT, matchesCapped: true });
    expect(await save({ species: 'CAT' })).toMatchObject({ matches: CATS, matchesCapped: false });
    const listed = (await (await api.get('/private/saved-search', { token: buyer.token })).json()) as SavedSearch[];
    expect(listed.map((s) => [s.matches, s.matchesCapped])).toEqual([
      [CATS, false],
      [LISTING_LIMIT, true],
    ]);
  });

  it('still reaches the adverts past the limit through a narrower search', async () => {
    const page = await search('q=' + encodeURIComponent('"Cão 2"'));
    expect(page.totalCapped).toBe(false);
    expect(page.content.map((c) => c.title)).toContain('Cão 2');
  });
});
