// Adverts of random words for the text search's tests (decision 171): common and rare words, accented ones, stop
// words, long descriptions (words more than 100 apart), titles, breeds, some sold or pending, some approved together.
import type { AppContext } from '../../src/server/context.ts';
import type { SaleFilters } from '../../src/server/domain/sales/filters.ts';
import { insertSale, type Place } from './sales-fixtures.ts';

/** Words of the generated adverts: common and rare ones, accented ones, stop words. */
export const WORDS = [
  'cão',
  'gato',
  'meigo',
  'brincalhão',
  'calmo',
  'vacinado',
  'desparasitado',
  'família',
  'pelo',
  'preto',
  'branco',
  'criança',
  'jardim',
  'passeio',
  'dócil',
  'pequeno',
  'grande',
  'o',
  'de',
  'com',
];

/** A small deterministic generator (mulberry32), so a failure names the same adverts every run. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const QUERIES = [
  'cão',
  'gato meigo',
  'Cao MEIGO',
  'cão or gato',
  'meigo -cão',
  'vacinado desparasitado família',
  'preto or branco -gato',
  'criança jardim passeio dócil',
  'o de com',
  'zebra',
  'pequeno grande',
  // A phrase: the database answers it.
  '"cão meigo"',
];

export const FILTERS: Partial<SaleFilters>[] = [
  {},
  { species: 'CAT' },
  { breed: 'DOG_LABRADOR' },
  { priceMax: 300 },
  { priceMin: 200, sex: 'MALE' },
  { certified: true },
  { free: true },
  { ageMin: 6 },
  { ageMax: 12 },
];

/** 400 adverts of random words (titles, descriptions of up to 160 words), some sold, some pending. */
export async function generateAdverts(ctx: AppContext, seller: string, places: [Place, Place]): Promise<void> {
  const next = random(21);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  const words = (n: number) => Array.from({ length: n }, pick).join(' ');
  for (let i = 0; i < 400; i++) {
    const cat = next() < 0.4;
    const purebred = next() < 0.6;
    await insertSale(ctx, seller, places[next() < 0.5 ? 0 : 1], {
      speciesCode: cat ? 'CAT' : 'DOG',
      breedCode: purebred ? (cat ? 'CAT_PERSA' : 'DOG_LABRADOR') : null,
      purebred,
      title: words(2 + Math.floor(next() * 4)),
      description: words(3 + Math.floor(next() * 160)),
      priceCents: next() < 0.1 ? 0 : Math.floor(next() * 60) * 1000,
      sex: next() < 0.5 ? 'MALE' : 'FEMALE',
      certified: next() < 0.3,
      birthDate: `2026-${String(1 + Math.floor(next() * 10)).padStart(2, '0')}-15`,
      // Minutes apart, some at the same instant: the order falls back to the id.
      approvedAt: new Date(Date.UTC(2026, 9, 1, 0, Math.floor(next() * 300))),
      status: next() < 0.05 ? 'PENDING' : 'APPROVED',
      availability: next() < 0.05 ? 'SOLD' : 'AVAILABLE',
    });
  }
}
