/** Saved searches over the API (issue 19, decision 155); the shapes are src/lib/searches/shapes.ts. */
import type { SavedSearch, SavedSearchChanges } from '../searches/shapes.ts';
import { api } from './client.ts';

export type { SavedSearch, SavedSearchChanges } from '../searches/shapes.ts';

export function fetchSavedSearches(): Promise<SavedSearch[]> {
  return api.get('private/saved-search').json<SavedSearch[]>();
}

export function updateSavedSearch(uid: string, changes: SavedSearchChanges): Promise<SavedSearch> {
  return api.patch(`private/saved-search/${encodeURIComponent(uid)}`, { json: changes }).json<SavedSearch>();
}

export async function deleteSavedSearch(uid: string): Promise<void> {
  await api.delete(`private/saved-search/${encodeURIComponent(uid)}`);
}
