/** Push on this person's devices over the API (issue 42, decision 190); the shapes: src/lib/push/shapes.ts. */
import type { PushDevice, PushDevices, PushSubscriptionInput } from '../push/shapes.ts';
import { api } from './client.ts';

export type { PushDevice, PushDevices, PushSubscriptionInput } from '../push/shapes.ts';

/**
 * A call made with the token a sign-out is ending (its cookie is already gone): that token goes explicitly, and a
 * refusal is the caller's to ignore, not a second sign-out.
 */
const ending = (token?: string) =>
  token ? { headers: { Authorization: `Bearer ${token}` }, context: { ignoreSessionErrors: true } } : {};

export function fetchPushDevices(token?: string): Promise<PushDevices> {
  return api.get('private/push/device', ending(token)).json<PushDevices>();
}

export function savePushDevice(input: PushSubscriptionInput): Promise<PushDevice> {
  return api.put('private/push/device', { json: input }).json<PushDevice>();
}

export function updatePushDevice(uid: string, kinds: PushDevice['kinds']): Promise<PushDevice> {
  return api.patch(`private/push/device/${encodeURIComponent(uid)}`, { json: { kinds } }).json<PushDevice>();
}

export async function deletePushDevice(uid: string, token?: string): Promise<void> {
  await api.delete(`private/push/device/${encodeURIComponent(uid)}`, ending(token));
}
