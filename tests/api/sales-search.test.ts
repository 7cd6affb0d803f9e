// Issue 36: what people type in the search box, and the adverts it must and must not find (decision 173), on PGlite
// and on PostgreSQL: plurals and diminutives the stemmer misses, places and breeds as words, a word typed wrong or
// left unfinished searched as the closest word listed adverts hold, relevance by where the word stands.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import type { SaleFilters } from '../../src/server/domain/sales/filters.ts';
import { waysOut } from '../../src/server/domain/sales/ways-out.ts';
import { referenceData } from '../../src/server/domain/reference/reference.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place, type SaleRow } from './sales-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

interface Found {
  content: { title: string }[];
  totalElements: number;
  searchedFor?: string;
  missingWords?: string[];
}

async function search(query: string): Promise<Found> {
  const res = await api.get(`/public/sales?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Found;
}
const titles = async (q: string, more = '') =>
  (await search(`q=${encodeURIComponent(q)}${more}`)).content.map((c) => c.title);

const ADVERTS = {
  agua: 'Cão de Água de pelo encaracolado',
  labrador: 'Labrador dourado',
  yorkshire: 'Yorkshire pequenino',
  border: 'Border Collie tricolor',
  pastor: 'Pastor Alemão de linhas de trabalho',
  persa: 'Persa de olhos cor de cobre',
  maine: 'Maine Coon gigante',
  europeu: 'Gatinha europeia brincalhona',
  chihuahua: 'Cachorro chihuahua minúsculo',
  collieText: 'Rafeiro simpático',
} as const;

beforeAll(async () => {
  await resetDatabase(ctx);
  const seller = await breeder(ctx);
  const sintra = await place(ctx, 'Lisboa', 'Sintra');
  const braga = await place(ctx, 'Braga', 'Braga');
  const porto = await place(ctx, 'Porto', 'Porto');
  const coimbra = await place(ctx, 'Coimbra', 'Coimbra');
  const faro = await place(ctx, 'Faro', 'Faro');
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const sale = (where: typeof sintra, row: Partial<SaleRow>, minutesAgo: number) =>
    insertSale(ctx, seller.uid, where, { approvedAt: at(minutesAgo), ...row });
  const dog = (breedCode: string) => ({ speciesCode: 'DOG', breedCode, purebred: true });
  const cat = (breedCode: string) => ({ speciesCode: 'CAT', breedCode, purebred: true });
  const plain = 'Vacinado, desparasitado e com microchip.';
  await sale(sintra, { ...dog('DOG_AGUA_PORTUGUES'), title: ADVERTS.agua, description: plain }, 90);
  await sale(braga, { ...dog('DOG_LABRADOR'), title: ADVERTS.labrador, description: plain }, 80);
  await sale(porto, { ...dog('DOG_YORKSHIRE'), title: ADVERTS.yorkshire, description: plain }, 70);
  // Older than the advert that only mentions a collie, yet first: the word is in its title and breed.
  await sale(faro, { ...dog('DOG_BORDER_COLLIE'), title: ADVERTS.border, description: plain }, 60);
  await sale(coimbra, { ...dog('DOG_PASTOR_ALEMAO'), title: ADVERTS.pastor, description: plain }, 50);
  await sale(porto, { ...cat('CAT_PERSA'), title: ADVERTS.persa, description: plain }, 40);
  // A cat whose text says "cães": found by "cães", after every dog.
  await sale(
    faro,
    { ...cat('CAT_MAINE_COON'), title: ADVERTS.maine, description: 'Vive bem com cães e crianças.' },
    30,
  );
  await sale(sintra, { ...cat('CAT_EUROPEU_COMUM'), title: ADVERTS.europeu, description: plain }, 20);
  await sale(braga, { ...dog('DOG_CHIHUAHUA'), title: ADVERTS.chihuahua, description: plain }, 15);
  await sale(
    coimbra,
    { ...dog('DOG_RAFEIRO_ALENTEJO'), title: ADVERTS.collieText, description: 'Parecido com um collie, muito meigo.' },
    10,
  );
});

describe('what people type finds what they mean', () => {
  const dogs = [
    ADVERTS.agua,
    ADVERTS.labrador,
    ADVERTS.yorkshire,
    ADVERTS.border,
    ADVERTS.pastor,
    ADVERTS.chihuahua,
    ADVERTS.collieText,
  ];

  it('a plural the stemmer reads apart finds the word: "cães" finds every dog, dogs first', async () => {
    const found = await titles('cães');
    expect(found.slice(0, dogs.length).sort()).toEqual([...dogs].sort());
    expect(found).toEqual([...found.slice(0, dogs.length), ADVERTS.maine]);
    expect((await titles('caes')).sort()).toEqual(found.slice().sort());
    expect((await titles('cão')).sort()).toEqual([...dogs].sort());
  });

  it('"cães de água" finds the Cão de Água, and plurals in -ões and -ãos find theirs', async () => {
    expect(await titles('cães de água')).toEqual([ADVERTS.agua]);
    expect(await titles('caes de agua')).toEqual([ADVERTS.agua]);
    expect(await titles('pastores alemães')).toEqual([ADVERTS.pastor]);
  });

  it('a diminutive finds the animal, and the animal its diminutives', async () => {
    const cats = [ADVERTS.persa, ADVERTS.maine, ADVERTS.europeu].sort();
    expect((await titles('gatinho')).sort()).toEqual(cats);
    expect((await titles('gatinhos')).sort()).toEqual(cats);
    expect((await titles('gato')).sort()).toEqual(cats);
    expect((await titles('cãozinho')).sort()).toEqual([...dogs].sort());
    expect(await titles('cachorrinho')).toEqual([ADVERTS.chihuahua]);
    expect(await titles('cachorros')).toEqual([ADVERTS.chihuahua]);
  });

  it('places and breeds are words: "gato porto" finds the Persa in Porto, "labrador braga" the Labrador', async () => {
    expect(await titles('gato porto')).toEqual([ADVERTS.persa]);
    expect(await titles('labrador braga')).toEqual([ADVERTS.labrador]);
    expect(await titles('coimbra')).toEqual(expect.arrayContaining([ADVERTS.pastor, ADVERTS.collieText]));
    // No Labrador in Lisbon: the Labrador elsewhere, saying the place found nothing with it (issue 54, Must 5).
    const elsewhere = await search('q=labrador%20lisboa');
    expect(elsewhere.content.map((c) => c.title)).toEqual([ADVERTS.labrador]);
    expect(elsewhere.missingWords).toEqual(['lisboa']);
    expect((await search('q=labrador%20lisboa&exact=true')).totalElements).toBe(0);
    expect(await titles('retriever')).toEqual([ADVERTS.labrador]);
  });

  it('a word typed wrong or unfinished is searched as the closest word listed adverts hold, and says so', async () => {
    for (const [typed, meant, advert] of [
      ['labradr', 'labrador', ADVERTS.labrador],
      ['labradro', 'labrador', ADVERTS.labrador],
      ['york', 'yorkshire', ADVERTS.yorkshire],
      ['yorksire', 'yorkshire', ADVERTS.yorkshire],
    ] as const) {
      const found = await search(`q=${typed}`);
      expect(
        found.content.map((c) => c.title),
        typed,
      ).toEqual([advert]);
      expect(found.searchedFor, typed).toBe(meant);
    }
    // The other words stay as typed.
    const two = await search(`q=${encodeURIComponent('labradr braga')}`);
    expect(two.searchedFor).toBe('labrador braga');
    expect(two.content.map((c) => c.title)).toEqual([ADVERTS.labrador]);
  });

  it('a search that finds something is never corrected, and exact=true searches what was typed', async () => {
    const found = await search('q=yorkshire');
    expect(found.content.map((c) => c.title)).toEqual([ADVERTS.yorkshire]);
    expect(found.searchedFor).toBeUndefined();
    expect(await search('q=labradr&exact=true')).toMatchObject({ content: [], totalElements: 0 });
    expect((await search('q=labradr&exact=true')).searchedFor).toBeUndefined();
    // Nothing close enough: no correction, no results.
    expect(await search('q=xilofone')).toMatchObject({ content: [], totalElements: 0 });
    expect((await search('q=xilofone')).searchedFor).toBeUndefined();
    // A word no listed advert holds any more is not offered (the vocabulary keeps it).
    expect((await search('q=chihuaha')).searchedFor).toBe('chihuahua');
    const sold = (availability: 'SOLD' | 'AVAILABLE') =>
      inTransaction(ctx, (tx) => tx.update(sales).set({ availability }).where(eq(sales.title, ADVERTS.chihuahua)));
    await sold('SOLD');
    expect(await search('q=chihuaha')).toMatchObject({ content: [], totalElements: 0 });
    await sold('AVAILABLE');
  });

  it('ranks the word in a title or breed above the same word in a description, then the newer first', async () => {
    expect(await titles('collie')).toEqual([ADVERTS.border, ADVERTS.collieText]);
    expect(await titles('collie', '&sort=newest')).toEqual([ADVERTS.collieText, ADVERTS.border]);
  });

  it('keeps phrases, exclusions and or', async () => {
    expect(await titles('"cão de água"')).toEqual([ADVERTS.agua]);
    expect((await titles('gato -persa')).sort()).toEqual([ADVERTS.maine, ADVERTS.europeu].sort());
    expect((await titles('persa or labrador')).sort()).toEqual([ADVERTS.labrador, ADVERTS.persa].sort());
    expect((await search('q=de')).totalElements).toBe(0);
    expect((await search(`q=${encodeURIComponent('!!! :* & |')}`)).totalElements).toBe(0);
  });
});

describe('a search that finds nothing offers the nearest searches that do', () => {
  const ways = async (f: Partial<SaleFilters>) =>
    waysOut(ctx.db, { page: 0, size: 12, ...f }, await referenceData(ctx.db));

  it('the words without the filters, or without the one filter that excludes everything, counted', async () => {
    expect(await ways({ q: 'persa', sex: 'MALE', priceMax: 10 })).toEqual([
      { kind: 'without-filters', filters: { q: 'persa' }, label: '', count: 1, capped: false },
      // Dropping the price alone still leaves the sex, and the other way round: neither finds it.
    ]);
    // The Persa is in Porto: without Braga, and in Porto next door.
    expect(await ways({ q: 'persa', location: 3 })).toEqual([
      { kind: 'without', filters: { q: 'persa' }, label: 'Braga', count: 1, capped: false },
      { kind: 'nearby', filters: { q: 'persa', location: 13 }, label: 'Porto', count: 1, capped: false },
    ]);
  });

  it('the districts next door of the district chosen, or named among the words', async () => {
    // The Labrador is in Braga, next to Porto.
    expect(await ways({ q: 'labrador', location: 13 })).toEqual([
      { kind: 'without', filters: { q: 'labrador' }, label: 'Porto', count: 1, capped: false },
      { kind: 'nearby', filters: { q: 'labrador', location: 3 }, label: 'Braga', count: 1, capped: false },
    ]);
    expect(await ways({ q: 'labrador porto' })).toEqual([
      { kind: 'nearby', filters: { q: 'labrador', location: 3 }, label: 'Braga', count: 1, capped: false },
    ]);
    // Nothing near finds it either: nothing to offer but saving the search.
    expect(await ways({ q: 'xilofone', location: 11 })).toEqual([]);
  });

  it('other breeds of the same species the same search finds, most adverts first', async () => {
    // No Bengal anywhere: the cats of the country, by breed, the breed named.
    const found = await ways({ species: 'CAT', breed: 'CAT_BENGAL' });
    expect(found.filter((way) => way.kind === 'breed')).toEqual([
      {
        kind: 'breed',
        filters: { species: 'CAT', breed: 'CAT_EUROPEU_COMUM' },
        label: 'Europeu Comum',
        count: 1,
        capped: false,
      },
      {
        kind: 'breed',
        filters: { species: 'CAT', breed: 'CAT_MAINE_COON' },
        label: 'Maine Coon',
        count: 1,
        capped: false,
      },
    ]);
    // In Porto the same search keeps the place; the species follows from the breed when the search names none.
    expect((await ways({ breed: 'CAT_BENGAL', location: 13 })).filter((way) => way.kind === 'breed')).toEqual([
      {
        kind: 'breed',
        filters: { location: 13, species: 'CAT', breed: 'CAT_PERSA' },
        label: 'Persa',
        count: 1,
        capped: false,
      },
    ]);
    // A dog breed is never offered for a cat.
    expect(found.some((way) => way.filters.species === 'DOG' || way.filters.breed?.startsWith('DOG_'))).toBe(false);
  });
});
