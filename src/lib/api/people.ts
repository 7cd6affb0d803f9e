/** People for the moderators over the API (issue 18, decision 152): find, read, suspend, lift, set the moderator role. */
import type { PeoplePage, PersonDetail, RoleChange, Suspension, SuspensionInput } from '../moderation/shapes.ts';
import { api } from './client.ts';

export type { PeoplePage, PersonDetail, PersonSummary, RoleChange } from '../moderation/shapes.ts';

export function findPeople(q: string, page = 0, size = 20): Promise<PeoplePage> {
  return api
    .get('private/admin/user', { searchParams: { q, page: String(page), size: String(size) } })
    .json<PeoplePage>();
}

export function fetchPerson(uid: string): Promise<PersonDetail> {
  return api.get(`private/admin/user/${encodeURIComponent(uid)}`).json<PersonDetail>();
}

/** `days` null: for good. */
export function suspendPerson(uid: string, days: number | null, reason: string): Promise<Suspension> {
  return api
    .put(`private/admin/user/${encodeURIComponent(uid)}/suspension`, {
      json: { days, reason } satisfies SuspensionInput,
    })
    .json<Suspension>();
}

export async function liftSuspension(uid: string): Promise<void> {
  await api.delete(`private/admin/user/${encodeURIComponent(uid)}/suspension`);
}

export function setModeratorRole(uid: string, role: RoleChange['role']): Promise<RoleChange> {
  return api.put(`private/admin/user/${encodeURIComponent(uid)}/role`, { json: { role } }).json<RoleChange>();
}
