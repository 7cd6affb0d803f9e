/**
 * A GLOBAL notification to everyone connected here (decision 041): every row has the same content and a key derived
 * from the batch and the person, so one small query finds the content and each frame is string concatenation.
 */
import { NOTIFICATION_DESTINATION } from '../../../lib/realtime/destinations.ts';
import { logger } from '../../log.ts';
import { findByKeys } from '../../domain/notifications/notifications.ts';
import { broadcastKey } from '../../domain/notifications/notify.ts';
import type { BusEvent } from '../events.ts';
import { messageTail } from '../stomp-frame.ts';
import type { Delivery } from './delivery.ts';

/** How a notification's JSON starts: `key` is its first property (toNotification). */
const KEY_PREFIX = '{"key":"';
/** Users served per turn of the event loop: heart-beats and requests go on meanwhile. */
const BROADCAST_CHUNK = 500;

export async function deliverBroadcast(event: Extract<BusEvent, { kind: 'all' }>, to: Delivery): Promise<void> {
  const started = performance.now();
  const users = to.users();
  if (users.length === 0) return;
  const send = (userId: string, body: string, tail?: string) => to.send(userId, NOTIFICATION_DESTINATION, body, tail);
  const [sample] = await findByKeys(
    to.db,
    users.slice(0, 8).map((u) => broadcastKey(event.batch, u)),
  );
  if (!sample) {
    // Those few users have no row (accounts newer than the broadcast): read exactly who has one.
    const rows = await findByKeys(
      to.db,
      users.map((u) => broadcastKey(event.batch, u)),
    );
    for (const { userId, ...dto } of rows) send(userId, JSON.stringify(dto));
  } else {
    // The JSON of every user's row is `{"key":"<uuid>",` + the same rest, and so is its byte length:
    // the content is serialised and measured once, each user's frame is string concatenation.
    const { userId: _owner, key: _key, ...content } = sample;
    const rest = `",${JSON.stringify(content).slice(1)}`;
    const bytes = KEY_PREFIX.length + 36 + Buffer.byteLength(rest);
    for (let i = 0; i < users.length; i += BROADCAST_CHUNK) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const userId of users.slice(i, i + BROADCAST_CHUNK)) {
        const body = `${KEY_PREFIX}${broadcastKey(event.batch, userId)}${rest}`;
        send(userId, body, messageTail(NOTIFICATION_DESTINATION, body, bytes));
      }
    }
  }
  const stats = { recipients: users.length, ms: performance.now() - started };
  to.broadcastSent(stats);
  logger.debug('realtime: broadcast sent', { ...stats });
}
