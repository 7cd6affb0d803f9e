// Issue 54, Musts 4 and 5 (decision 205): typed words that are filters filter (a sex word by sex, a female word of a
// species by sex and species, an adoption word by free adverts, a litter by its available animals), and a word no
// advert holds with the others is left out and named rather than emptying the page, as are the fewest words when
// each finds adverts but none holds them all; `exact` searches as typed.
import { beforeAll, describe, expect, it } from 'vitest';
import { saleAnimals } from '../../src/server/db/schema.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

interface Found {
  content: { title: string }[];
  totalElements: number;
  searchedFor?: string;
  missingWords?: string[];
  wordsAsFilters?: string[];
}
async function search(q: string, more = ''): Promise<Found> {
  const res = await api.get(`/public/sales?q=${encodeURIComponent(q)}${more}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Found;
}
const titles = async (q: string, more = '') => (await search(q, more)).content.map((c) => c.title).sort();

beforeAll(async () => {
  await resetDatabase(ctx);
  const seller = await breeder(ctx);
  const porto = await place(ctx, 'Porto', 'Porto');
  const dog = { speciesCode: 'DOG', purebred: true };
  await insertSale(ctx, seller.uid, porto, {
    ...dog,
    breedCode: 'DOG_BULLDOG_FRANCES',
    title: 'Bulldog Francês',
    sex: 'MALE',
  });
  await insertSale(ctx, seller.uid, porto, {
    ...dog,
    breedCode: 'DOG_BULLDOG_FRANCES',
    title: 'Bulldog Francês meiga',
    sex: 'FEMALE',
  });
  await insertSale(ctx, seller.uid, porto, {
    ...dog,
    breedCode: 'DOG_BORDER_COLLIE',
    title: 'Border Collie',
    sex: 'MALE',
  });
  await insertSale(ctx, seller.uid, porto, {
    speciesCode: 'CAT',
    breedCode: 'CAT_PERSA',
    purebred: true,
    title: 'Persa branca',
    sex: 'FEMALE',
  });
  await insertSale(ctx, seller.uid, porto, {
    ...dog,
    breedCode: null,
    purebred: false,
    title: 'Rafeiro para adoção responsável',
    priceCents: 0,
    sex: 'MALE',
  });
  // A litter of males and one female still available.
  const litter = await insertSale(ctx, seller.uid, porto, {
    ...dog,
    breedCode: 'DOG_BULLDOG_FRANCES',
    title: 'Ninhada de bulldog',
    sex: 'MALE',
    litter: true,
  });
  await inTransaction(ctx, (tx) =>
    tx.insert(saleAnimals).values([
      {
        saleId: litter,
        position: 0,
        label: 'Azul',
        sex: 'MALE',
        colour: 'Azul',
        priceCents: 90000,
        microchip: '620098100000101',
        state: 'AVAILABLE',
      },
      {
        saleId: litter,
        position: 1,
        label: 'Rosa',
        sex: 'FEMALE',
        colour: 'Creme',
        priceCents: 90000,
        microchip: '620098100000102',
        state: 'AVAILABLE',
      },
    ]),
  );
});

describe('words that are filters', () => {
  it('reads a sex word as the sex, a litter by its available animals', async () => {
    const found = await search('bulldog fêmea');
    expect(found.content.map((c) => c.title).sort()).toEqual(['Bulldog Francês meiga', 'Ninhada de bulldog']);
    expect(found.wordsAsFilters).toEqual(['fêmea']);
    expect(await titles('bulldog macho')).toEqual(['Bulldog Francês', 'Ninhada de bulldog']);
    expect(await titles('bulldog femea')).toEqual(['Bulldog Francês meiga', 'Ninhada de bulldog']);
  });

  it('keeps the species of a female word of a species', async () => {
    expect(await titles('gatinha')).toEqual(['Persa branca']);
    expect(await titles('cadela')).toEqual(['Bulldog Francês meiga', 'Ninhada de bulldog']);
    // With dogs chosen, "gata" is not a cat: it stays a word, and the page finds none with it.
    expect((await search('gata', '&species=DOG')).wordsAsFilters).toBeUndefined();
  });

  it('reads an adoption word as free adverts', async () => {
    const found = await search('adotar');
    expect(found.content.map((c) => c.title)).toEqual(['Rafeiro para adoção responsável']);
    expect(await titles('rafeiro grátis')).toEqual(['Rafeiro para adoção responsável']);
  });

  it('searches the words as typed when asked to, and leaves quoted or excluded words as text', async () => {
    expect((await search('fêmea', '&exact=true')).totalElements).toBe(0);
    expect((await search('"bulldog fêmea"')).wordsAsFilters).toBeUndefined();
  });
});

describe('words that must not empty the page', () => {
  it('leaves out the word no advert holds, says which, and ranks what the others find', async () => {
    const found = await search('border collie tricolor');
    expect(found.content.map((c) => c.title)).toEqual(['Border Collie']);
    expect(found.missingWords).toEqual(['tricolor']);
    expect(found.searchedFor).toBe('border collie');
  });

  it('when each word finds adverts but none holds them all, leaves out the fewest, the last typed first', async () => {
    // A Persian cat and French bulldogs, but no advert says both.
    const one = await search('persa bulldog');
    expect(one.content.map((c) => c.title)).toEqual(['Persa branca']);
    expect(one.missingWords).toEqual(['bulldog']);
    expect(one.searchedFor).toBe('persa');
    // No two of these three words share an advert: two are left out, named in the order typed.
    const two = await search('border branca meiga');
    expect(two.content.map((c) => c.title)).toEqual(['Border Collie']);
    expect(two.missingWords).toEqual(['branca', 'meiga']);
    expect(two.searchedFor).toBe('border');
  });

  it('empties the page when every word finds nothing, or when asked for the exact words', async () => {
    expect((await search('tricolor zzzqqq')).totalElements).toBe(0);
    const exact = await search('border collie tricolor', '&exact=true');
    expect(exact.totalElements).toBe(0);
    expect(exact.missingWords).toBeUndefined();
  });
});
