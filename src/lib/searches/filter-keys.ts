/** The filters of a search as query parameters: which there are, which are set, whether it has a place. */
import type { SearchFilters } from './shapes.ts';

/** Whether the filters search around a place (a municipality or a position). */
export function hasPlace(f: SearchFilters): boolean {
  return f.near !== undefined || (f.lat !== undefined && f.lon !== undefined);
}

export const SEARCH_FILTER_KEYS = [
  'q',
  'species',
  'breed',
  'location',
  'childLocation',
  'priceMin',
  'priceMax',
  'sex',
  'ageMin',
  'ageMax',
  'certified',
  'free',
  'near',
  'lat',
  'lon',
  'radius',
] as const satisfies readonly (keyof SearchFilters)[];

/** The filters that are set, as [query parameter, text] pairs: the hidden fields of the forms that carry a search. */
export function searchFilterFields(filters: SearchFilters): (readonly [keyof SearchFilters, string])[] {
  return SEARCH_FILTER_KEYS.flatMap((key) =>
    filters[key] === undefined ? [] : [[key, String(filters[key])] as const],
  );
}
