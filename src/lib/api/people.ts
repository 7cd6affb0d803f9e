/** People for the moderators over the API (issue 18, decision 152): find, read, suspend, lift, set the moderator role. */
import { api } from './client.ts';
import type { Schema } from './schemas.ts';

/** The shapes are the document's (src/lib/api/schemas.ts). */
export type PersonSummary = Schema<'PersonSummary'>;
export type PersonDetail = Schema<'PersonForModerators'>;
export type PeoplePage = Schema<'PeoplePage'>;
export type RoleChange = Schema<'RoleChange'>;

export function findPeople(q: string, page = 0, size = 20): Promise<PeoplePage> {
  return api
    .get('private/admin/user', { searchParams: { q, page: String(page), size: String(size) } })
    .json<PeoplePage>();
}

export function fetchPerson(uid: string): Promise<PersonDetail> {
  return api.get(`private/admin/user/${encodeURIComponent(uid)}`).json<PersonDetail>();
}

/** `days` null: for good. */
export function suspendPerson(uid: string, days: number | null, reason: string): Promise<Schema<'Suspension'>> {
  return api
    .put(`private/admin/user/${encodeURIComponent(uid)}/suspension`, { json: { days, reason } })
    .json<Schema<'Suspension'>>();
}

export async function liftSuspension(uid: string): Promise<void> {
  await api.delete(`private/admin/user/${encodeURIComponent(uid)}/suspension`);
}

export function setModeratorRole(uid: string, role: RoleChange['role']): Promise<RoleChange> {
  return api.put(`private/admin/user/${encodeURIComponent(uid)}/role`, { json: { role } }).json<RoleChange>();
}
