/** People for the moderators over the API (issue 18, decision 152): find, read, suspend, lift, set the moderator role. */
import { api } from './client.ts';
import type { PersonDetail, PersonSummary } from '../moderation/types.ts';

export type { PersonDetail, PersonSummary } from '../moderation/types.ts';

export function findPeople(
  q: string,
  page = 0,
  size = 20,
): Promise<{ content: PersonSummary[]; totalElements: number }> {
  return api
    .get('private/admin/user', { searchParams: { q, page: String(page), size: String(size) } })
    .json<{ content: PersonSummary[]; totalElements: number }>();
}

export function fetchPerson(uid: string): Promise<PersonDetail> {
  return api.get(`private/admin/user/${encodeURIComponent(uid)}`).json<PersonDetail>();
}

/** `days` null: for good. */
export function suspendPerson(uid: string, days: number | null, reason: string): Promise<{ until: string }> {
  return api
    .put(`private/admin/user/${encodeURIComponent(uid)}/suspension`, { json: { days, reason } })
    .json<{ until: string }>();
}

export async function liftSuspension(uid: string): Promise<void> {
  await api.delete(`private/admin/user/${encodeURIComponent(uid)}/suspension`);
}

export function setModeratorRole(
  uid: string,
  role: 'moderator' | 'user',
): Promise<{ uid: string; role: 'moderator' | 'user'; changed: boolean }> {
  return api
    .put(`private/admin/user/${encodeURIComponent(uid)}/role`, { json: { role } })
    .json<{ uid: string; role: 'moderator' | 'user'; changed: boolean }>();
}
