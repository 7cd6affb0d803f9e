/** Saved searches over the API (issue 19, decision 155). */
import { api } from './client.ts';
import type { AlertFrequency, SavedSearch } from '../searches/types.ts';

export type { SavedSearch } from '../searches/types.ts';

export function fetchSavedSearches(): Promise<SavedSearch[]> {
  return api.get('private/saved-search').json<SavedSearch[]>();
}

export function updateSavedSearch(
  uid: string,
  changes: { name?: string; paused?: boolean; frequency?: AlertFrequency },
): Promise<SavedSearch> {
  return api.patch(`private/saved-search/${encodeURIComponent(uid)}`, { json: changes }).json<SavedSearch>();
}

export async function deleteSavedSearch(uid: string): Promise<void> {
  await api.delete(`private/saved-search/${encodeURIComponent(uid)}`);
}
