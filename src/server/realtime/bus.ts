/** The event bus between instances: PostgreSQL LISTEN on the notifications channel, fanned out in process. */
import type { Database } from '../db/client.ts';
import { logger } from '../log.ts';
import { decodeEvent, NOTIFICATION_CHANNEL, type BusEvent } from './events.ts';

export interface NotificationBus {
  /** Calls handler for every committed event, from any instance; returns an unsubscribe. */
  subscribe(handler: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Hands a payload from the bus to every handler, decoded through the events' schema. One this version did not write
 * (an older or newer instance, a stray NOTIFY) is logged and dropped; a handler that throws never stops the others.
 */
export function fanOut(handlers: ReadonlySet<(event: BusEvent) => void>, payload: string): void {
  const event = decodeEvent(payload);
  if (!event) {
    logger.warn('realtime: ignored bus payload', { payload: payload.slice(0, 100) });
    return;
  }
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      logger.error('realtime: bus handler failed', { error: String(error) });
    }
  }
}

/**
 * One LISTEN per process (PGlite delivers its own NOTIFYs in process; with PostgreSQL a dedicated
 * connection that reconnects), shared by every endpoint of the process.
 */
export async function startNotificationBus(database: Pick<Database, 'listen'>): Promise<NotificationBus> {
  const handlers = new Set<(event: BusEvent) => void>();
  const stop = await database.listen(NOTIFICATION_CHANNEL, (payload) => fanOut(handlers, payload));
  let closed = false;
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await stop();
    },
  };
}
