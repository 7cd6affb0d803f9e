/** What a delivery may do on this instance's sockets: the one interface every kind's delivery file is handed. */
import type { Db } from '../../db/client.ts';
import type { ReceivedMarks } from '../../domain/push/pushes.ts';

/** How the last broadcast went on this instance: from its event to the last socket write. */
export interface BroadcastStats {
  recipients: number;
  ms: number;
}

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
