/** Creates notifications inside the caller's transaction and announces them with NOTIFY on commit. */
import { hash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export const NOTIFICATION_TYPES = [
  'GLOBAL',
  'ARTICLE_CREATED',
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The PostgreSQL channel every instance LISTENs on. Lower case: channel names are identifiers. */
export const NOTIFICATION_CHANNEL = 'patinhas_notifications';

export interface NotifyInput {
  /** One recipient, or 'all' for every user (one row each). */
  userId: string | 'all';
  type: NotificationType;
  /** Translation keys; default `notification.<TYPE>.title` / `.message`. */
  title?: string;
  message?: string;
  /** Interpolation values for the title and message (`{{saleTitle}}`, ...). */
  params?: Record<string, string | number>;
  /** What the notification points at: a sale uid, an article key. */
  referenceKey?: string | null;
}

/** What a NOTIFY payload says (kept tiny: PostgreSQL caps payloads at 8000 bytes). */
export type NotificationEvent =
  | { kind: 'user'; userId: string; key: string }
  | { kind: 'all'; batch: string }
  | { kind: 'revoke'; userId: string };

export function encodeEvent(event: NotificationEvent): string {
  switch (event.kind) {
    case 'user':
      return `u ${event.userId} ${event.key}`;
    case 'all':
      return `a ${event.batch}`;
    case 'revoke':
      return `r ${event.userId}`;
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const USER_EVENT = new RegExp(`^u (${UUID}) (${UUID})$`);
const ALL_EVENT = new RegExp(`^a (${UUID})$`);
const REVOKE_EVENT = new RegExp(`^r (${UUID})$`);

/** Parses a payload; anything we did not write is ignored (undefined). */
export function decodeEvent(payload: string): NotificationEvent | undefined {
  const user = USER_EVENT.exec(payload);
  if (user) return { kind: 'user', userId: user[1] as string, key: user[2] as string };
  const all = ALL_EVENT.exec(payload);
  if (all) return { kind: 'all', batch: all[1] as string };
  const revoke = REVOKE_EVENT.exec(payload);
  if (revoke) return { kind: 'revoke', userId: revoke[1] as string };
  return undefined;
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

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
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
      .returning({ key: notifications.key });
    const key = (row as { key: string }).key;
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeEvent({ kind: 'user', userId: input.userId, key })})`);
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
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeEvent({ kind: 'all', batch })})`);
  return { recipients };
}

/**
 * Ends the user's live STOMP sessions on every instance when `tx` commits (ERROR "authorization
 * revoked", then close). Call it where a user's tokens die: password change or recovery, logout
 * everywhere, account deletion. Sessions re-check their token every 10 minutes anyway; this is now.
 */
export async function endRealtimeSessions(tx: Tx | Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${encodeEvent({ kind: 'revoke', userId })})`);
}
