/** Saved searches (issue 19, decision 155): what a person looks for on /sales, and how they hear of new adverts. */

/** How often a saved search mails: at once, in the morning's digest, or never (the bell still rings). */
export const ALERT_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'OFF'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches per person. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SEARCH_NAME = 80;

/** What the listing of /sales filters on, and what a saved search keeps (the listing adds its order and page). */
export interface SearchFilters {
  /** Free text (title, description, species, breed, place), Portuguese stemming and forms, accents ignored. */
  q?: string;
  species?: string;
  breed?: string;
  /** District or autonomous region id. */
  location?: number;
  /** Municipality id. */
  childLocation?: number;
  /** Euros. */
  priceMin?: number;
  priceMax?: number;
  sex?: 'MALE' | 'FEMALE';
  /** Whole months of age, inclusive. */
  ageMin?: number;
  ageMax?: number;
  certified?: boolean;
  free?: boolean;
  /** Around this municipality's id (issue 54, decision 204)... */
  near?: number;
  /** ...or around this position (WGS84 degrees, the browser's when a person taps "Perto de mim")... */
  lat?: number;
  lon?: number;
  /** ...within this many km (one of RADII_KM), straight line. */
  radius?: number;
}

/** The distances a search may reach around a place, in km; the first search around a place takes DEFAULT_RADIUS_KM. */
export const RADII_KM = [10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 25;

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

/** A saved search as its owner sees it. */
export interface SavedSearch {
  uid: string;
  name: string;
  filters: SearchFilters;
  /** "Cães · Labrador Retriever · Braga · até 900 €". */
  summary: string;
  /** The /sales address that shows it. */
  href: string;
  frequency: AlertFrequency;
  paused: boolean;
  /** Adverts that match now, counted as far as the listing reaches (`listingLimit`, decisions 159, 167). */
  matches: number;
  /** More adverts than `matches` match: "Mais de 10 000". */
  matchesCapped: boolean;
  createdAt: string;
}

/** The filters that are set, as [query parameter, text] pairs: the hidden fields of the forms that carry a search. */
export function searchFilterFields(filters: SearchFilters): (readonly [keyof SearchFilters, string])[] {
  return SEARCH_FILTER_KEYS.flatMap((key) =>
    filters[key] === undefined ? [] : [[key, String(filters[key])] as const],
  );
}
