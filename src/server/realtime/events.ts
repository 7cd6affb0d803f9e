/**
 * The events between instances (issue 53): one zod union, encoded as its JSON and decoded through it, announced on
 * commit. A new kind is a member here and a delivery file under deliver/ (the registry there fails the type check
 * until it has one).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MessagePhotoSchema, VisitNoteSchema } from '../../lib/conversations/shapes.ts';
import { NotificationSchema } from '../../lib/notifications/shapes.ts';
import { publishOnCommit } from '../db/transaction.ts';
import type { Db, Tx } from '../db/client.ts';

/** The PostgreSQL channel every instance LISTENs on. Lower case: channel names are identifiers. */
export const NOTIFICATION_CHANNEL = 'patinhas_notifications';

/** Ids as the database writes them: broadcast keys are md5 hashes shaped as uuids, of no RFC version. */
const id = z.guid();
const count = z.number().int().min(0);

/** A notification's row without its key, which the event carries beside it. */
const NotificationContentSchema = NotificationSchema.omit({ key: true });

/**
 * One person's new row. It carries the row as the person's socket is handed it (decision 192), so an instance pushes
 * it without a query, and the person's unread count after the write (decision 199), so a tab needs no request.
 */
const UserNotificationEvent = z.object({
  kind: z.literal('user'),
  userId: id,
  key: id,
  /** Left out when the event would pass NOTIFY's 8000 bytes: then read once by key. */
  notification: NotificationContentSchema.optional(),
  unread: count.optional(),
});

/** A row for every user (a GLOBAL), each with the key broadcastKey(batch, userId) and the same content. */
const BroadcastEvent = z.object({ kind: z.literal('all'), batch: id });

/**
 * Personal rows written together (a saved search's matches, decision 155): each recipient's row has the key
 * broadcastKey(batch, userId) and its own content; one event for all of them instead of one per person.
 */
const BatchEvent = z.object({ kind: z.literal('batch'), batch: id });

/** The person's tokens died (password, sign-out everywhere, deletion): their live sessions end. */
const RevocationEvent = z.object({ kind: z.literal('revoke'), userId: id });

/** One person of a conversation after a change: null userId once their account is gone. */
const ConversationSideSchema = z.object({
  userId: id.nullable(),
  deliveredId: count,
  readId: count,
  /** Their unread messages in this conversation and over all of theirs. */
  unread: count,
  total: count,
});

/** A message as stored, in an event. */
const PushedMessageSchema = z.object({
  id: count,
  senderId: id.nullable(),
  body: z.string().nullable(),
  visit: VisitNoteSchema.nullable(),
  photos: z.array(MessagePhotoSchema),
  createdAt: z.string(),
});

/**
 * A conversation changed: a new message (messageId > 0) or its read/delivered pointers (0). It carries what each
 * person's push says (decision 188), so an instance writes to its sockets without a query: both people's pointers and
 * counts, and the message itself unless it would pass NOTIFY's 8000 bytes (then it is read once by id).
 */
const ConversationEvent = z
  .object({
    kind: z.literal('conversation'),
    conversationId: id,
    messageId: count,
    /** The buyer's side, then the seller's. */
    sides: z.tuple([ConversationSideSchema, ConversationSideSchema]),
    message: PushedMessageSchema.optional(),
  })
  .refine((event) => event.message === undefined || event.message.id === event.messageId);

export const BusEventSchema = z.discriminatedUnion('kind', [
  UserNotificationEvent,
  BroadcastEvent,
  BatchEvent,
  RevocationEvent,
  ConversationEvent,
]);

export type BusEvent = z.infer<typeof BusEventSchema>;
export type BusEventKind = BusEvent['kind'];
export type ConversationSide = z.infer<typeof ConversationSideSchema>;
export type PushedMessage = z.infer<typeof PushedMessageSchema>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const PAYLOAD_LIMIT = 7999;

/** What a kind may travel without when it is too long: the receiving instance reads it back once. */
const SHEDDABLE: Partial<Record<BusEventKind, string>> = { user: 'notification', conversation: 'message' };

/** The event's JSON, under NOTIFY's limit: a row or a message that would pass it is left out. */
export function encodeEvent(event: BusEvent): string {
  const full = JSON.stringify(event);
  const field = SHEDDABLE[event.kind];
  if (field === undefined || Buffer.byteLength(full) <= PAYLOAD_LIMIT) return full;
  const { [field]: _dropped, ...rest } = event as Record<string, unknown>;
  return JSON.stringify(rest);
}

/** The event a payload says, or undefined for anything this version did not write (the caller logs and drops it). */
export function decodeEvent(payload: string): BusEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = BusEventSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Announces `event` to every instance when `tx` commits: a rolled-back event reaches nobody, a committed one is
 * delivered to each instance's bus. Every producer goes through here, so the bus decides how it travels.
 */
export async function announce(tx: Tx | Db, event: BusEvent): Promise<void> {
  const payload = encodeEvent(event);
  // With a broker (BUS_URL, decision 187) the database's publisher sends it after the commit; else NOTIFY does.
  if (publishOnCommit(tx, payload)) return;
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}
