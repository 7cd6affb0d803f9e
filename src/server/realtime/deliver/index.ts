/**
 * What each bus event does on this instance's sockets: one file per kind, and one registry that the type check holds
 * to every kind of the union (src/server/realtime/events.ts).
 */
import type { Db } from '../../db/client.ts';
import type { ReceivedMarks } from '../../domain/push/pushes.ts';
import type { BusEvent, BusEventKind } from '../events.ts';
import { deliverBroadcast, type BroadcastStats } from './broadcast.ts';
import { deliverConversation } from './conversation.ts';
import { deliverBatch, deliverNotification } from './notification.ts';
import { deliverRevocation } from './revocation.ts';

/** What a delivery may do on this instance: who is connected, write to them, end their sessions. */
export interface Delivery {
  db: Db;
  /** Whether the person has a session here. */
  has(userId: string): boolean;
  /** Everyone with a session here. */
  users(): string[];
  /** A MESSAGE on each of the person's subscriptions to `destination`; `tail` when built once for many (messageTail). */
  send(userId: string, destination: string, body: string, tail?: string): void;
  /** Ends the person's sessions here (ERROR "authorization revoked"). */
  revoke(userId: string): void;
  /** Notifications sockets were handed: no push to the person's devices then (decision 190). */
  received: ReceivedMarks;
  /** A broadcast reached everyone here: its figures, for the endpoint's stats. */
  broadcastSent(stats: BroadcastStats): void;
}

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
