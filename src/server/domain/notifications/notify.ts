/** Creates notifications inside the caller's transaction and announces them to every instance on commit. */
import { hash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { NotificationType, SaleNotificationType } from '../../../lib/notifications/types.ts';
import { rowsOf } from '../../db/rows.ts';
import { announce } from '../../realtime/events.ts';
import { countUnread, toNotification } from './notifications.ts';

export interface NotifyInput {
  /** One recipient's id, or the word 'all' for every user (one row each). */
  userId: string;
  type: NotificationType;
  /** Translation keys; default `notification.<TYPE>.title` / `.message`. */
  title?: string;
  message?: string;
  /** Interpolation values for the title and message (`{{saleTitle}}`, ...). */
  params?: Record<string, string | number>;
  /** What the notification points at: a sale uid, an article key. */
  referenceKey?: string | null;
}

/**
 * The key of one user's row of a broadcast: md5(batch:userId) as a uuid, computed the same way in
 * SQL when the rows are inserted. Each instance finds its connected users' rows by these keys.
 * See docs/decisions/041-notification-bus.md.
 */
export function broadcastKey(batch: string, userId: string): string {
  const hex = hash('md5', `${batch}:${userId}`, 'hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Writes the notification row(s) in `tx` and queues a NOTIFY that PostgreSQL delivers only if and
 * when `tx` commits: a rolled-back event notifies nobody, a committed one is never missed.
 * Returns how many users got a row.
 */
export async function notify(tx: Tx | Db, input: NotifyInput): Promise<{ recipients: number; key?: string }> {
  const title = input.title ?? `notification.${input.type}.title`;
  const message = input.message ?? `notification.${input.type}.message`;
  const params = input.params ?? {};
  const referenceKey = input.referenceKey ?? null;

  if (input.userId !== 'all') {
    const [row] = await tx
      .insert(notifications)
      .values({ userId: input.userId, type: input.type, title, message, params, referenceKey })
      .returning();
    const { key, ...notification } = toNotification(row as typeof notifications.$inferSelect);
    // The person's badge after this write travels with it (decision 199): one count on the partial index of unread rows.
    const unread = await countUnread(tx, input.userId);
    await announce(tx, { kind: 'user', userId: input.userId, key, notification, unread });
    return { recipients: 1, key };
  }

  const batch = randomUUID();
  const result = await tx.execute(sql`
    with inserted as (
      insert into notifications (key, user_id, type, title, message, params, reference_key)
      select md5(${batch} || ':' || u.id::text)::uuid, u.id, ${input.type}::notification_type,
             ${title}, ${message}, ${JSON.stringify(params)}::jsonb, ${referenceKey}
      from users u
      returning 1
    )
    select count(*)::int as recipients from inserted`);
  const recipients = Number(rowsOf<{ recipients: number }>(result)[0]?.recipients ?? 0);
  await announce(tx, { kind: 'all', batch });
  return { recipients };
}

/** What a notification about a sale says: translation keys (the title defaults to the type's) and values besides saleTitle. */
export interface SaleNotificationText {
  title?: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * Tells `userId` something about a sale: the notification points at the sale (referenceKey, which the
 * account deletion looks for among SALE_NOTIFICATION_TYPES) and names it (params.saleTitle).
 */
export function notifyAboutSale(
  tx: Tx | Db,
  type: SaleNotificationType,
  userId: string,
  saleUid: string,
  saleTitle: string,
  { params, ...text }: SaleNotificationText,
): Promise<{ recipients: number; key?: string }> {
  return notify(tx, { userId, type, ...text, referenceKey: saleUid, params: { saleTitle, ...params } });
}

/**
 * Ends the user's live STOMP sessions on every instance when `tx` commits (ERROR "authorization
 * revoked", then close). Call it where a user's tokens die: password change or recovery, logout
 * everywhere, account deletion. Sessions re-check their token every 10 minutes anyway; this is now.
 */
export async function endRealtimeSessions(tx: Tx | Db, userId: string): Promise<void> {
  await announce(tx, { kind: 'revoke', userId });
}
