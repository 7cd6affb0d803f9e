/**
 * A person's new notification, and a batch of personal ones (a saved search's matches), to their sockets here: the
 * row as the API lists it, with the person's unread count when the event knows it (decision 199).
 */
import { NOTIFICATION_DESTINATION, UNREAD_COUNT_HEADER } from '../../../lib/realtime/destinations.ts';
import { findByKeys } from '../../domain/notifications/notifications.ts';
import { broadcastKey } from '../../domain/notifications/notify.ts';
import type { BusEvent } from '../events.ts';
import { messageTail } from '../stomp-frame.ts';
import type { Delivery } from './delivery.ts';

/** Keys looked up per query for a batch of personal rows. */
const BATCH_LOOKUP = 1000;

export async function deliverNotification(event: Extract<BusEvent, { kind: 'user' }>, to: Delivery): Promise<void> {
  if (!to.has(event.userId)) return;
  // The event carries the row; only one too long for the payload is read, by key.
  let notification = event.notification && { key: event.key, ...event.notification };
  if (!notification) {
    const [row] = await findByKeys(to.db, [event.key]);
    if (!row || row.userId !== event.userId) return;
    const { userId: _owner, ...dto } = row;
    notification = dto;
  }
  const body = JSON.stringify(notification);
  const headers = event.unread === undefined ? undefined : { [UNREAD_COUNT_HEADER]: String(event.unread) };
  to.send(
    event.userId,
    NOTIFICATION_DESTINATION,
    body,
    messageTail(NOTIFICATION_DESTINATION, body, undefined, headers),
  );
  to.received.add([notification]);
}

/** Only the people connected here are looked up, each gets their own row. */
export async function deliverBatch(event: Extract<BusEvent, { kind: 'batch' }>, to: Delivery): Promise<void> {
  const users = to.users();
  for (let i = 0; i < users.length; i += BATCH_LOOKUP) {
    const keys = users.slice(i, i + BATCH_LOOKUP).map((u) => broadcastKey(event.batch, u));
    const rows = await findByKeys(to.db, keys);
    for (const { userId, ...dto } of rows) to.send(userId, NOTIFICATION_DESTINATION, JSON.stringify(dto));
    // A tab received them: no push to the person's devices (decision 190).
    to.received.add(rows);
  }
}
