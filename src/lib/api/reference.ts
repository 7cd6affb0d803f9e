/** Reference data calls the forms use: districts and municipalities, countries with dial codes, user types. */
import type { Country, Location, UserType } from '../reference/types.ts';
import { api } from './client.ts';

export type { Country, Location, UserType } from '../reference/types.ts';

/** GET /public/location: districts and autonomous regions. */
export function fetchLocations(): Promise<Location[]> {
  return api.get('public/location').json<Location[]>();
}

/** GET /public/location/location-child: the municipalities of one district. */
export function fetchChildLocations(locationId: number): Promise<Location[]> {
  return api.get('public/location/location-child', { searchParams: { locationId } }).json<Location[]>();
}

/** GET /public/location/country: every country with its dial code. */
export function fetchCountries(): Promise<Country[]> {
  return api.get('public/location/country').json<Country[]>();
}

/** GET /public/user-type: Tutor, Criador, ... */
export function fetchUserTypes(): Promise<UserType[]> {
  return api.get('public/user-type').json<UserType[]>();
}

/** Portugal first, then the rest in their given order: most people registering are in Portugal. */
export function portugalFirst(countries: readonly Country[]): Country[] {
  const pt = countries.filter((c) => c.code === 'PT');
  return [...pt, ...countries.filter((c) => c.code !== 'PT')];
}
