/**
 * What /sales offers when a search finds nothing (decision 173): the nearest searches that do find adverts, each with
 * how many. The same words without all the filters, or without the one filter that excludes everything, and the
 * neighbouring districts of the district chosen (or named among the words: "labrador lisboa"). Read only for an
 * empty page; every count stops at the listing's limit.
 */
import { and, asc, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countUpTo } from '../../db/bounded-count.ts';
import { DISTRICT_NEIGHBOURS } from '../../db/reference/neighbours.ts';
import { sales } from '../../db/schema.ts';
import { listingLimit } from '../../../lib/sales/types.ts';
import { DEFAULT_RADIUS_KM, RADII_KM } from '../../../lib/searches/types.ts';
import { hasPlace, SEARCH_FILTER_KEYS } from '../../../lib/searches/filter-keys.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import type { ReferenceData } from '../reference/index.ts';
import { filterConditions, type SaleFilters } from './filters.ts';
import { filterLabels, placeLabel } from './filter-labels.ts';
import { parseSearch } from './text-search.ts';

export interface WayOut {
  /** The search to run instead. */
  filters: SearchFilters;
  /** How many adverts it finds (up to the listing's limit; `capped` says there are more). */
  count: number;
  capped: boolean;
  /**
   * without-filters: the words alone; without: one filter less (`label` names it); nearby: another district; wider:
   * the same around the same place farther (`label`: "até 50 km de Porto"); anywhere: the same in the whole country;
   * breed: the same with another breed of the species (`label` names it).
   */
  kind: 'without-filters' | 'without' | 'nearby' | 'wider' | 'anywhere' | 'breed';
  label: string;
}

/** How many ways out a page offers at most. */
export const WAYS_OUT = 5;

type FilterKey = Exclude<keyof SearchFilters, 'q'>;
/** The place of a search around one (issue 54): dropped together. */
const PLACE_KEYS: readonly FilterKey[] = ['near', 'lat', 'lon', 'radius'];
/** How many wider radii a page offers at most. */
const WIDER = 2;
/** How many other breeds a page offers at most. */
const OTHER_BREEDS = 2;
/** The filters one may drop, each with the ones that go with it (a breed goes with its species' choice). */
const DROPPABLE: readonly (readonly FilterKey[])[] = [
  ['childLocation'],
  ['location', 'childLocation'],
  ['priceMin', 'priceMax'],
  ['ageMin', 'ageMax'],
  ['sex'],
  ['certified'],
  ['free'],
  ['breed'],
  ['species', 'breed'],
];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-PT');

function withoutKeys(f: SearchFilters, keys: readonly FilterKey[]): SearchFilters {
  const copy: SearchFilters = { ...f };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The district named among the words, and the words without it. */
function namedDistrict(q: string | undefined, ref: ReferenceData): { id: number; rest: string } | null {
  if (!q) return null;
  const words = parseSearch(q)
    .filter((term) => !term.negated && !term.phrase)
    .map((term) => plain(term.words[0]!));
  const typed = ` ${words.join(' ')} `;
  for (const d of ref.districts) {
    const name = ` ${plain(d.name)} `;
    if (!typed.includes(name) || !DISTRICT_NEIGHBOURS[d.id]) continue;
    const rest = typed.replace(name, ' ').trim();
    return rest ? { id: d.id, rest } : null;
  }
  return null;
}

export async function waysOut(db: Db, f: SaleFilters, ref: ReferenceData): Promise<WayOut[]> {
  const base = Object.fromEntries(
    SEARCH_FILTER_KEYS.filter((key) => f[key] !== undefined).map((key) => [key, f[key]]),
  ) as SearchFilters;
  const candidates: Omit<WayOut, 'count' | 'capped'>[] = [];
  const tried = new Set<string>();
  const active = DROPPABLE.filter((keys) => keys.some((key) => base[key] !== undefined));
  if (base.q && active.length > 1) candidates.push({ filters: { q: base.q }, kind: 'without-filters', label: '' });
  for (const keys of active) {
    const dropped = withoutKeys(base, keys);
    // A breed alone drops the same with or without its species: one way.
    if (tried.has(JSON.stringify(dropped))) continue;
    tried.add(JSON.stringify(dropped));
    const gone = filterLabels(base, ref).filter((l) => !filterLabels(dropped, ref).includes(l));
    candidates.push({ filters: dropped, kind: 'without', label: gone.join(' · ') });
  }
  if (hasPlace(base)) {
    // Farther around the same place first (issue 54), then the whole country.
    for (const radius of RADII_KM.filter((r) => r > (base.radius ?? DEFAULT_RADIUS_KM))) {
      const filters: SearchFilters = { ...base, radius };
      candidates.push({ filters, kind: 'wider', label: placeLabel(filters, ref) ?? '' });
    }
    candidates.push({ filters: withoutKeys(base, PLACE_KEYS), kind: 'anywhere', label: '' });
  }
  const named = namedDistrict(base.q, ref);
  const district = base.location ?? named?.id;
  for (const id of district ? (DISTRICT_NEIGHBOURS[district] ?? []) : []) {
    const filters: SearchFilters = { ...withoutKeys(base, ['childLocation']), location: id };
    if (!base.location && named) filters.q = named.rest;
    candidates.push({ filters, kind: 'nearby', label: ref.districts.find((d) => d.id === id)?.name ?? '' });
  }
  const counted = await Promise.all(
    candidates.map(async (way) => {
      const limit = listingLimit(way.filters);
      const n = await countUpTo(db, sales, and(...filterConditions({ ...way.filters, page: 0, size: 1 })), limit + 1);
      return { ...way, count: Math.min(n, limit), capped: n > limit };
    }),
  );
  const found = counted.filter((way) => way.count > 0);
  const nearby = found.filter((way) => way.kind === 'nearby').sort((a, b) => b.count - a.count);
  const place = [
    ...found.filter((way) => way.kind === 'wider').slice(0, WIDER),
    ...found.filter((w) => w.kind === 'anywhere'),
  ];
  const others = found.filter((way) => way.kind === 'without' || way.kind === 'without-filters');
  const breeds = await otherBreeds(db, base, ref);
  return [...place, ...others.slice(0, 2), ...breeds, ...others.slice(2), ...nearby].slice(0, WAYS_OUT);
}

/**
 * A breed nobody offers under this search: the other breeds of its species the same search finds, most adverts first
 * (issue 54, decision 213). One grouped count, read only for an empty page.
 */
async function otherBreeds(db: Db, base: SearchFilters, ref: ReferenceData): Promise<WayOut[]> {
  if (!base.breed) return [];
  const species = base.species ?? ref.breeds.find((b) => b.code === base.breed)?.species;
  if (!species) return [];
  const rest: SearchFilters = { ...withoutKeys(base, ['breed']), species };
  const limit = listingLimit(rest);
  const adverts = count();
  const rows = await db
    .select({ breed: sales.breedCode, n: adverts })
    .from(sales)
    .where(
      and(
        ...filterConditions({ ...rest, page: 0, size: 1 }),
        eq(sales.purebred, true),
        isNotNull(sales.breedCode),
        ne(sales.breedCode, base.breed),
      ),
    )
    .groupBy(sales.breedCode)
    .orderBy(desc(adverts), asc(sales.breedCode))
    .limit(OTHER_BREEDS);
  return rows.map(({ breed, n }) => ({
    filters: { ...rest, breed: breed! },
    kind: 'breed' as const,
    label: ref.breeds.find((b) => b.code === breed)?.name ?? '',
    count: Math.min(n, limit),
    capped: n > limit,
  }));
}
