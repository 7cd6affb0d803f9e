/** Reference data the forms fetch as choices change: the municipalities of a district (the rest comes with the page). */
import type { Location } from '../reference/shapes.ts';
import { api } from './client.ts';

export type { Location } from '../reference/shapes.ts';

/** GET /public/location/location-child: the municipalities of one district. */
export function fetchChildLocations(locationId: number): Promise<Location[]> {
  return api.get('public/location/location-child', { searchParams: { locationId } }).json<Location[]>();
}
