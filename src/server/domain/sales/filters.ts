/** The listing's filters, read from a query string: strictly for the API (400 on nonsense), leniently for /sales. */
import { and, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { saleAnimals, sales } from '../../db/schema.ts';
import { DEFAULT_RADIUS_KM, MAX_QUERY_LENGTH, RADII_KM } from '../../../lib/searches/types.ts';
import { hasPlace } from '../../../lib/searches/filter-keys.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import { distanceCondition } from './distance.ts';
import { todayIso } from '../../../lib/validation/sale.ts';
import { tsQuery } from './text-search.ts';

export const SORTS = ['newest', 'price-asc', 'price-desc', 'relevance', 'distance'] as const;
export type SaleSort = (typeof SORTS)[number];

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export { MAX_QUERY_LENGTH };

/** The listing's filters (shared with saved searches), its order and its page. */
export interface SaleFilters extends SearchFilters {
  sort?: SaleSort;
  /** Search the words as typed: no spelling fallback when they match nothing (decision 173). */
  exact?: boolean;
  /** From 0. */
  page: number;
  size: number;
}

const int = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, 'validation.integer')
    .transform(Number)
    .refine((n) => n <= max, 'validation.too-big');
const flag = z.enum(['true', 'false'], { message: 'validation.invalid' }).transform((v) => v === 'true');
const code = z.string().regex(/^[A-Z0-9_]{1,64}$/, 'validation.invalid-format');
/** Degrees with up to six decimals (about 10 cm): a browser's position, rounded. */
const degrees = (max: number) =>
  z
    .string()
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,12})?$/, 'validation.invalid-format')
    .transform((v) => Math.round(Number(v) * 1e6) / 1e6)
    .refine((n) => n >= -max && n <= max, 'validation.out-of-range');

/** Each query parameter's own parser: the API refuses a bad one, the page ignores it. */
export const FILTER_PARSERS = {
  q: z
    .string()
    .max(MAX_QUERY_LENGTH * 4, 'validation.too-long')
    .transform((v) => v.trim().slice(0, MAX_QUERY_LENGTH)),
  species: code,
  breed: code,
  location: int(2_147_483_647),
  childLocation: int(2_147_483_647),
  priceMin: int(1_000_000),
  priceMax: int(1_000_000),
  sex: z.enum(['MALE', 'FEMALE'], { message: 'validation.invalid' }),
  ageMin: int(600),
  ageMax: int(600),
  certified: flag,
  free: flag,
  near: int(2_147_483_647),
  lat: degrees(90),
  lon: degrees(180),
  radius: z
    .enum(RADII_KM.map((r) => String(r)) as [string, ...string[]], { message: 'validation.radius' })
    .transform(Number),
  sort: z.enum(SORTS, { message: 'validation.invalid' }),
  exact: flag,
  page: int(100_000),
  size: int(MAX_PAGE_SIZE).refine((n) => n >= 1, 'validation.too-small'),
} as const;

export type FilterParam = keyof typeof FILTER_PARSERS;
export const FILTER_PARAMS = Object.keys(FILTER_PARSERS) as FilterParam[];

/** Query string → filters. Strict mode returns the first error per parameter instead. */
export function parseFilters(
  params: URLSearchParams | Record<string, string | undefined>,
  mode: 'strict' | 'lenient',
): { ok: true; filters: SaleFilters } | { ok: false; errors: Record<string, string> } {
  const get = (k: string) => (params instanceof URLSearchParams ? (params.get(k) ?? undefined) : params[k]);
  const out: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const key of FILTER_PARAMS) {
    const raw = get(key);
    if (raw === undefined || raw === '') continue;
    const parsed = FILTER_PARSERS[key].safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? 'validation.invalid';
  }
  // A position is both its coordinates, and one place at a time: a municipality or a position.
  if (out['lat'] !== undefined && out['lon'] === undefined && !errors['lon']) errors['lon'] = 'validation.required';
  if (out['lon'] !== undefined && out['lat'] === undefined && !errors['lat']) errors['lat'] = 'validation.required';
  if (out['near'] !== undefined && (out['lat'] !== undefined || out['lon'] !== undefined))
    errors['lat'] = 'validation.one-place';
  if (mode === 'strict' && Object.keys(errors).length > 0) return { ok: false, errors };
  if (out['near'] !== undefined) {
    delete out['lat'];
    delete out['lon'];
  } else if (out['lat'] === undefined || out['lon'] === undefined) {
    delete out['lat'];
    delete out['lon'];
  }
  const filters = {
    ...out,
    page: (out['page'] as number | undefined) ?? 0,
    size: (out['size'] as number | undefined) ?? DEFAULT_PAGE_SIZE,
  } as SaleFilters;
  if (filters.q === '') delete filters.q;
  // Flags only ever narrow: "certified=false" means no certified filter, not "uncertified only".
  if (filters.certified === false) delete filters.certified;
  if (filters.free === false) delete filters.free;
  if (filters.exact === false || !filters.q) delete filters.exact;
  // A place is searched within the default radius until another is chosen; a radius alone means nothing.
  if (hasPlace(filters)) filters.radius ??= DEFAULT_RADIUS_KM;
  else delete filters.radius;
  return { ok: true, filters };
}

/** The sort actually applied: relevance needs a text query; without one, newest first. */
export function effectiveSort(filters: SaleFilters): SaleSort {
  const place = hasPlace(filters);
  if (filters.sort && (filters.sort !== 'relevance' || filters.q) && (filters.sort !== 'distance' || place))
    return filters.sort;
  // Around a place, the nearest first (issue 54): "how far?" is the question after "which breed".
  return place ? 'distance' : filters.q ? 'relevance' : 'newest';
}

/** A stable text of the filters (the cache key; also the canonical query string of a listing). */
export function filtersKey(filters: SaleFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

/** YYYY-MM-DD of `months` months before today (Lisbon), for age filters on the birthdate. */
export function monthsAgo(months: number, today = todayIso()): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The 31st of a shorter month becomes its last day.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * What the price and sex filters ask of one animal (issue 39, decision 186): of a single advert, the advert itself;
 * of a litter, at least one available animal matching them all. Null without such filters.
 */
export function animalConditions(f: SearchFilters): SQL | null {
  const on = (price: SQL | AnyColumn, sex: SQL | AnyColumn): SQL[] => [
    ...(f.priceMin !== undefined ? [sql`${price} >= ${f.priceMin * 100}`] : []),
    ...(f.priceMax !== undefined ? [sql`${price} <= ${f.priceMax * 100}`] : []),
    ...(f.free ? [sql`${price} = 0`] : []),
    ...(f.sex ? [sql`${sex} = ${f.sex}`] : []),
  ];
  const single = on(sales.priceCents, sales.sex);
  if (single.length === 0) return null;
  const litter = on(sql`a.price_cents`, sql`a.sex`);
  return sql`(case when ${sales.litter} then exists (select 1 from ${saleAnimals} a where a.sale_id = ${sales.id}
    and a.state = 'AVAILABLE' and ${sql.join(litter, sql` and `)}) else ${and(...single)} end)`;
}

/** The WHERE of a public listing (approved sales still available: decision 137). */
export function filterConditions(f: SaleFilters): SQL[] {
  const where: SQL[] = [eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE')];
  if (f.q) where.push(sql`${sales.search} @@ ${tsQuery(f.q)}`);
  if (f.species) where.push(eq(sales.speciesCode, f.species));
  if (f.breed) where.push(and(eq(sales.breedCode, f.breed), eq(sales.purebred, true))!);
  if (f.location) where.push(eq(sales.locationId, f.location));
  if (f.childLocation) where.push(eq(sales.childLocationId, f.childLocation));
  const near = distanceCondition(f, sql`${sales.childLocationId}`);
  if (near) where.push(near);
  const animal = animalConditions(f);
  if (animal) where.push(animal);
  if (f.certified) where.push(eq(sales.certified, true));
  // Age in whole months: at least ageMin means born on or before ageMin months ago; at most ageMax
  // means not yet ageMax + 1 months old.
  if (f.ageMin !== undefined) where.push(lte(sales.birthDate, monthsAgo(f.ageMin)));
  if (f.ageMax !== undefined) where.push(sql`${sales.birthDate} > ${monthsAgo(f.ageMax + 1)}`);
  return where;
}
