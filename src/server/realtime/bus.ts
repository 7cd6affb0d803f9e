/** The event bus between instances: PostgreSQL LISTEN on the notifications channel, fanned out in process. */
import type { Database } from '../db/client.ts';
import { decodeEvent, NOTIFICATION_CHANNEL, type NotificationEvent } from '../domain/notifications/notify.ts';
import { logger } from '../log.ts';

export interface NotificationBus {
  /** Calls handler for every committed notification event, from any instance; returns an unsubscribe. */
  subscribe(handler: (event: NotificationEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN per process (PGlite delivers its own NOTIFYs in process; with PostgreSQL a dedicated
 * connection that reconnects), shared by every endpoint of the process.
 */
export async function startNotificationBus(database: Pick<Database, 'listen'>): Promise<NotificationBus> {
  const handlers = new Set<(event: NotificationEvent) => void>();
  const stop = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
    const event = decodeEvent(payload);
    if (!event) {
      logger.warn('realtime: ignored notify payload', { payload: payload.slice(0, 100) });
      return;
    }
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        logger.error('realtime: bus handler failed', { error: String(error) });
      }
    }
  });
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
