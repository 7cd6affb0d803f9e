/** Push on this person's devices over the API (issue 42, decision 190); the shapes are the document's. */
import { api } from './client.ts';
import type { Schema } from './schemas.ts';

export type PushDevice = Schema<'PushDevice'>;
export type PushDevices = Schema<'PushDevices'>;
export type PushSubscriptionInput = Schema<'PushSubscriptionInput'>;

export function fetchPushDevices(): Promise<PushDevices> {
  return api.get('private/push/device').json<PushDevices>();
}

export function savePushDevice(input: PushSubscriptionInput): Promise<PushDevice> {
  return api.put('private/push/device', { json: input }).json<PushDevice>();
}

export function updatePushDevice(uid: string, kinds: PushDevice['kinds']): Promise<PushDevice> {
  return api.patch(`private/push/device/${encodeURIComponent(uid)}`, { json: { kinds } }).json<PushDevice>();
}

export async function deletePushDevice(uid: string): Promise<void> {
  await api.delete(`private/push/device/${encodeURIComponent(uid)}`);
}
