/**
 * What each bus event does on this instance's sockets: one file per kind, and one registry that the type check holds
 * to every kind of the union (src/server/realtime/events.ts).
 */
import type { BusEvent, BusEventKind } from '../events.ts';
import { deliverBroadcast } from './broadcast.ts';
import type { Delivery } from './delivery.ts';
import { deliverConversation } from './conversation.ts';
import { deliverBatch, deliverNotification } from './notification.ts';
import { deliverRevocation } from './revocation.ts';

type Deliverers = { [K in BusEventKind]: (event: Extract<BusEvent, { kind: K }>, to: Delivery) => Promise<void> };

const DELIVERERS: Deliverers = {
  user: deliverNotification,
  batch: deliverBatch,
  all: deliverBroadcast,
  revoke: deliverRevocation,
  conversation: deliverConversation,
};

/** Delivers one event to the sessions of this instance it concerns. */
export function deliver(event: BusEvent, to: Delivery): Promise<void> {
  return (DELIVERERS[event.kind] as (event: BusEvent, to: Delivery) => Promise<void>)(event, to);
}

export type { BroadcastStats, Delivery } from './delivery.ts';
