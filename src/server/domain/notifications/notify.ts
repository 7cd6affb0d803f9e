/** Creates notifications inside the caller's transaction and announces them with NOTIFY on commit. */
import { hash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { publishOnCommit } from '../../db/after-commit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import {
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
  type SaleNotificationType,
} from '../../../lib/notifications/types.ts';
import type { MessagePhoto, VisitNote } from '../../../lib/conversations/types.ts';
import { rowsOf } from '../../db/rows.ts';
import { toNotification } from './notifications.ts';

/** The PostgreSQL channel every instance LISTENs on. Lower case: channel names are identifiers. */
export const NOTIFICATION_CHANNEL = 'patinhas_notifications';

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

/** What a NOTIFY payload says (kept under 8000 bytes: PostgreSQL's cap). */
export type NotificationEvent =
  /**
   * One person's new row. It carries the row as the person's socket is handed it (issue 41), so an instance pushes it
   * without a query; a row too long for the payload goes without it and is read once by key.
   */
  | { kind: 'user'; userId: string; key: string; notification?: Notification | undefined }
  | { kind: 'all'; batch: string }
  /**
   * Personal rows written together (a saved search's matches, decision 155): each recipient's row has the key
   * broadcastKey(batch, userId) and its own content; one NOTIFY for all of them instead of one per person.
   */
  | { kind: 'batch'; batch: string }
  | { kind: 'revoke'; userId: string }
  /**
   * A conversation changed: a new message (messageId > 0) or its read/delivered pointers (0). It carries what each
   * person's push says (issue 41), so an instance writes to its sockets without a query: both people's pointers and
   * counts, and the message itself unless it would pass NOTIFY's 8000 bytes (then it is read once by id).
   */
  | {
      kind: 'conversation';
      conversationId: string;
      messageId: number;
      /** The buyer's side, then the seller's. */
      sides: [ConversationSide, ConversationSide];
      message?: PushedMessage | undefined;
    };

/** One person of a conversation after a change: null userId once their account is gone. */
export interface ConversationSide {
  userId: string | null;
  deliveredId: number;
  readId: number;
  /** Their unread messages in this conversation and over all of theirs. */
  unread: number;
  total: number;
}

/** A message as stored, in an event. */
export interface PushedMessage {
  id: number;
  senderId: string | null;
  body: string | null;
  visit: VisitNote | null;
  photos: MessagePhoto[];
  createdAt: string;
}

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const PAYLOAD_LIMIT = 7999;

export function encodeEvent(event: NotificationEvent): string {
  switch (event.kind) {
    case 'user': {
      const head = `u ${event.userId} ${event.key}`;
      if (!event.notification) return head;
      const { key: _key, ...content } = event.notification;
      const full = `${head} ${JSON.stringify(content)}`;
      return Buffer.byteLength(full) > PAYLOAD_LIMIT ? head : full;
    }
    case 'all':
      return `a ${event.batch}`;
    case 'batch':
      return `b ${event.batch}`;
    case 'revoke':
      return `r ${event.userId}`;
    case 'conversation': {
      const { conversationId: c, messageId: i, sides, message } = event;
      const s = sides.map((side) => [side.userId, side.deliveredId, side.readId, side.unread, side.total]);
      const full = `c ${JSON.stringify({ c, i, s, m: message })}`;
      return message && Buffer.byteLength(full) > PAYLOAD_LIMIT ? `c ${JSON.stringify({ c, i, s })}` : full;
    }
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const USER_EVENT = new RegExp(`^u (${UUID}) (${UUID})(?: (\\{.*\\}))?$`, 's');
const ALL_EVENT = new RegExp(`^a (${UUID})$`);
const BATCH_EVENT = new RegExp(`^b (${UUID})$`);
const REVOKE_EVENT = new RegExp(`^r (${UUID})$`);
const UUID_ONLY = new RegExp(`^${UUID}$`);

/** Parses a payload; anything we did not write is ignored (undefined). */
export function decodeEvent(payload: string): NotificationEvent | undefined {
  const user = USER_EVENT.exec(payload);
  if (user) return decodeUser(user[1] as string, user[2] as string, user[3]);
  const all = ALL_EVENT.exec(payload);
  if (all) return { kind: 'all', batch: all[1] as string };
  const batch = BATCH_EVENT.exec(payload);
  if (batch) return { kind: 'batch', batch: batch[1] as string };
  const revoke = REVOKE_EVENT.exec(payload);
  if (revoke) return { kind: 'revoke', userId: revoke[1] as string };
  if (payload.startsWith('c {')) return decodeConversation(payload.slice(2));
  return undefined;
}

const TYPES = new Set<string>(NOTIFICATION_TYPES);
const isParams = (value: unknown): value is Record<string, string | number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

function decodeUser(userId: string, key: string, json: string | undefined): NotificationEvent | undefined {
  if (json === undefined) return { kind: 'user', userId, key };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const n = (parsed ?? {}) as Partial<Record<keyof Notification, unknown>>;
  if (
    typeof n.type !== 'string' ||
    !TYPES.has(n.type) ||
    typeof n.title !== 'string' ||
    typeof n.message !== 'string' ||
    !isParams(n.params) ||
    typeof n.createDate !== 'string' ||
    typeof n.visualized !== 'boolean' ||
    !(n.referenceKey === null || typeof n.referenceKey === 'string')
  )
    return undefined;
  const notification: Notification = {
    key,
    type: n.type as NotificationType,
    title: n.title,
    message: n.message,
    params: n.params,
    createDate: n.createDate,
    visualized: n.visualized,
    referenceKey: n.referenceKey,
  };
  return { kind: 'user', userId, key, notification };
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isPerson = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && UUID_ONLY.test(value));

function decodeConversation(json: string): NotificationEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const { c, i, s, m } = (parsed ?? {}) as { c?: unknown; i?: unknown; s?: unknown; m?: unknown };
  if (typeof c !== 'string' || !UUID_ONLY.test(c) || !isCount(i) || !Array.isArray(s) || s.length !== 2) return;
  const sides: ConversationSide[] = [];
  for (const side of s as unknown[]) {
    if (!Array.isArray(side) || side.length !== 5 || !isPerson(side[0]) || !side.slice(1).every(isCount)) return;
    const [userId, deliveredId, readId, unread, total] = side as [string | null, number, number, number, number];
    sides.push({ userId, deliveredId, readId, unread, total });
  }
  const message = m as PushedMessage | undefined;
  if (message !== undefined && (typeof message !== 'object' || message === null || message.id !== i)) return;
  return {
    kind: 'conversation',
    conversationId: c,
    messageId: i,
    sides: sides as [ConversationSide, ConversationSide],
    message,
  };
}

/**
 * Announces `event` to every instance when `tx` commits: a rolled-back event reaches nobody, a committed one is
 * delivered to each instance's bus. Every producer goes through here, so the bus decides how it travels.
 */
export async function announce(tx: Tx | Db, event: NotificationEvent): Promise<void> {
  const payload = encodeEvent(event);
  // With a broker (BUS_URL, decision 187) the database's publisher sends it after the commit; else NOTIFY does.
  if (publishOnCommit(tx, payload)) return;
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
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
    const notification = toNotification(row as typeof notifications.$inferSelect);
    await announce(tx, { kind: 'user', userId: input.userId, key: notification.key, notification });
    return { recipients: 1, key: notification.key };
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
