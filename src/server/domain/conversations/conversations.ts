/**
 * Conversations between a buyer and an advert's seller (issue 17, decisions 145 and 146): starting one from an
 * advert, writing, reading back, read/delivered pointers, blocking. Every query names the person asking: a
 * conversation of two other people is "not found", exactly like one that does not exist.
 */
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, messages, saleImages, sales, unreadTotals, userBlocks, users } from '../../db/schema.ts';
import { fileUrl } from '../../../lib/images.ts';
import { rowsOf } from '../../db/rows.ts';
import { riskSignals } from '../../../lib/conversations/risk-signals.ts';
import type {
  Conversation,
  ConversationEvent,
  Message,
  MessagePhoto,
  MessageSlice,
  VisitNote,
} from '../../../lib/conversations/shapes.ts';
import { announce as announceEvent, type ConversationSide, type PushedMessage } from '../../realtime/events.ts';
import { avatarUrl } from '../users/index.ts';
import { ConversationError } from './errors.ts';
import { photosToAttach } from './photos.ts';
import { admitted } from './admission.ts';
import { inTransaction } from '../../db/transaction.ts';

type Row = typeof conversations.$inferSelect;
type Role = 'buyer' | 'seller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUid = (value: string): boolean => UUID.test(value);

const roleOf = (row: Pick<Row, 'buyerId' | 'sellerId'>, userId: string): Role | null =>
  row.buyerId === userId ? 'buyer' : row.sellerId === userId ? 'seller' : null;

const otherOf = (row: Pick<Row, 'buyerId' | 'sellerId'>, role: Role): string | null =>
  role === 'buyer' ? row.sellerId : row.buyerId;

/** What a person writes: text (empty when photos say it all) and the keys of photos they uploaded for it. */
export interface Written {
  body: string;
  photos?: readonly string[] | undefined;
}

const mine = (userId: string) => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

function toMessage(row: typeof messages.$inferSelect, userId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    mine: row.senderId === userId,
    body: row.body,
    visit: row.visit ?? null,
    photos: row.photos,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds each delta to its person's unread total and answers every listed person's total. Rows are upserted in id
 * order, as `append` does, so two writes touching the same two people lock them in the same order.
 */
async function settleTotals(tx: Tx, deltas: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const ids = [...deltas.keys()].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .insert(unreadTotals)
    .values(ids.map((userId) => ({ userId, unread: deltas.get(userId) ?? 0 })))
    .onConflictDoUpdate({ target: unreadTotals.userId, set: { unread: sql`${unreadTotals.unread} + excluded.unread` } })
    .returning();
  return new Map(rows.map((r) => [r.userId, r.unread]));
}

/** Both people of the conversation as the push tells them: pointers and counts after the change. */
function sidesOf(row: Row, totals: ReadonlyMap<string, number>): [ConversationSide, ConversationSide] {
  return [
    {
      userId: row.buyerId,
      deliveredId: row.buyerDeliveredId,
      readId: row.buyerReadId,
      unread: row.buyerUnread,
      total: row.buyerId ? (totals.get(row.buyerId) ?? 0) : 0,
    },
    {
      userId: row.sellerId,
      deliveredId: row.sellerDeliveredId,
      readId: row.sellerReadId,
      unread: row.sellerUnread,
      total: row.sellerId ? (totals.get(row.sellerId) ?? 0) : 0,
    },
  ];
}

const pushed = (m: typeof messages.$inferSelect): PushedMessage => ({
  id: m.id,
  senderId: m.senderId,
  body: m.body,
  visit: m.visit ?? null,
  photos: m.photos,
  createdAt: m.createdAt.toISOString(),
});

/** Queues the /ws push of a change of pointers (no new message) with both people's pointers and counts. */
async function announce(tx: Tx, row: Row, totals: ReadonlyMap<string, number>): Promise<void> {
  await announceEvent(tx, { kind: 'conversation', conversationId: row.id, messageId: 0, sides: sidesOf(row, totals) });
}

/** Both people's totals as they stand (a change that moves no count). */
async function totalsOf(tx: Tx, row: Row): Promise<Map<string, number>> {
  const ids = [row.buyerId, row.sellerId].filter((u): u is string => u !== null);
  const rows = await tx.select().from(unreadTotals).where(inArray(unreadTotals.userId, ids));
  return new Map(rows.map((r) => [r.userId, r.unread]));
}

/** What `append`'s statement answers: the checks, then (when they passed) the message and the row after it. */
interface Appended {
  other_id: string | null;
  blocked: boolean;
  id: string | number | null;
  sender_id: string | null;
  body: string | null;
  visit: VisitNote | null;
  photos: MessagePhoto[] | null;
  created_at: Date | string | null;
  buyer_id: string | null;
  seller_id: string | null;
  buyer_delivered_id: string | number;
  buyer_read_id: string | number;
  buyer_unread: number;
  seller_delivered_id: string | number;
  seller_read_id: string | number;
  seller_unread: number;
  totals: Record<string, number> | null;
}

/**
 * Adds a message (text, or a visit note with no text) to a conversation of the writer's, in one call of the
 * database's `append_message` (migration 0036; issue 41, decision 188: a message costs one round trip and a plan
 * made once per connection, and the push carries everything its readers are told): it locks the conversation's
 * row, checks that the other person is there and neither blocked the other, inserts the message, moves the pointers
 * (the writer has read everything: their count drops to 0; the other has one more unread) and both people's totals
 * (upserted in id order, as `settleTotals`), then announces it. The id is drawn while the row lock is held, so
 * within one conversation ids grow in commit order: a client that has id N has everything before it. A visit change
 * (`fact`) is recorded whoever blocked whom: it happened.
 *
 * Inside a transaction the announcement goes out when it commits; given the database itself the statement commits
 * alone and the announcement follows it at once.
 */
export async function append(
  tx: Tx | Db,
  conversationId: string,
  userId: string,
  content: Written | { visit: VisitNote; fact?: boolean },
): Promise<Message> {
  const fact = 'visit' in content && content.fact === true;
  const text = 'body' in content;
  const photos = text ? await photosToAttach(tx, userId, content.photos ?? []) : [];
  // The risks' kinds are constant words (RISK_KINDS), so an array literal: drizzle spreads a JS array as a list.
  const result = await tx.execute(sql`
    select * from append_message(${conversationId}, ${userId}, ${text ? content.body : null},
      ${`{${text ? riskSignals(content.body).join(',') : ''}}`}::text[], ${JSON.stringify(photos)}::jsonb,
      ${text ? null : JSON.stringify(content.visit)}::jsonb, ${fact})`);
  const [row] = rowsOf<Appended>(result);
  if (!row) throw new ConversationError('conversation.error.not-found');
  if (row.id === null) {
    throw new ConversationError(
      row.other_id === null ? 'conversation.error.account-deleted' : 'conversation.error.blocked',
    );
  }
  const totals = row.totals ?? {};
  const message: PushedMessage = {
    id: Number(row.id),
    senderId: row.sender_id,
    body: row.body,
    visit: row.visit,
    photos: row.photos ?? [],
    createdAt: new Date(row.created_at as Date | string).toISOString(),
  };
  const side = (person: string | null, deliveredId: string | number, readId: string | number, unread: number) => ({
    userId: person,
    deliveredId: Number(deliveredId),
    readId: Number(readId),
    unread,
    total: person ? (totals[person] ?? 0) : 0,
  });
  await announceEvent(tx, {
    kind: 'conversation',
    conversationId,
    messageId: message.id,
    sides: [
      side(row.buyer_id, row.buyer_delivered_id, row.buyer_read_id, row.buyer_unread),
      side(row.seller_id, row.seller_delivered_id, row.seller_read_id, row.seller_unread),
    ],
    message,
  });
  const { senderId, ...rest } = message;
  return { ...rest, conversationId, mine: senderId === userId };
}

/**
 * Writes to the seller of an approved advert: the conversation of this advert and buyer is created on the
 * first message and reused after. Someone else's advert that is not public is not found; one's own is refused.
 */
export async function writeFromSale(
  db: Db,
  userId: string,
  saleId: string,
  written: Written,
): Promise<{ conversationId: string; created: boolean; message: Message }> {
  const write = () =>
    inTransaction({ db }, async (tx) => {
      const [sale] = await tx
        .select({ id: sales.id, ownerId: sales.ownerId, title: sales.title, status: sales.status })
        .from(sales)
        .where(eq(sales.id, saleId))
        .limit(1);
      if (!sale || (sale.status !== 'APPROVED' && sale.ownerId !== userId)) {
        throw new ConversationError('conversation.error.sale-not-found');
      }
      if (sale.ownerId === userId) throw new ConversationError('conversation.error.own-sale');
      const inserted = await tx
        .insert(conversations)
        .values({ saleId, saleTitle: sale.title, buyerId: userId, sellerId: sale.ownerId })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      const [row] = await tx
        .select()
        .from(conversations)
        .where(and(eq(conversations.saleId, saleId), eq(conversations.buyerId, userId)))
        .for('update');
      if (!row) throw new ConversationError('conversation.error.sale-not-found');
      const message = await append(tx, row.id, userId, written);
      return { conversationId: row.id, created: inserted.length === 1, message };
    });
  return admitted(db, write);
}

/**
 * Writes in a conversation of the person's; someone else's answers not-found. Text alone is one statement; photos
 * are claimed in the same transaction as the message that carries them.
 */
export async function writeInConversation(
  db: Db,
  userId: string,
  conversationId: string,
  written: Written,
): Promise<Message> {
  if (!isUid(conversationId)) throw new ConversationError('conversation.error.not-found');
  if (!written.photos?.length) return admitted(db, () => append(db, conversationId, userId, written));
  return admitted(db, () => inTransaction({ db }, (tx) => append(tx, conversationId, userId, written)));
}

/** Unread messages of the person over all their conversations: the top bar's badge. */
export async function totalUnread(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: unreadTotals.unread }).from(unreadTotals).where(eq(unreadTotals.userId, userId));
  return row?.n ?? 0;
}

/** SQL: the person's unread messages in the conversation of the row. */
const unreadOf = (userId: string): SQL<number> =>
  sql<number>`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerUnread} else ${conversations.sellerUnread} end`;

const other = alias(users, 'other');
const lastMessage = alias(messages, 'last_message');

function conversationQuery(db: Db, userId: string) {
  const otherId = sql`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  return db
    .select({
      conversation: conversations,
      image: saleImages.fileKey,
      other: { id: other.id, name: other.name, surname: other.surname, avatar: other.avatar },
      last: lastMessage,
      unread: unreadOf(userId),
      blockedByMe: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${userId} and ${userBlocks.blockedId} = ${other.id})`,
      blockedByOther: sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${other.id} and ${userBlocks.blockedId} = ${userId})`,
    })
    .from(conversations)
    .leftJoin(other, eq(other.id, otherId))
    .leftJoin(saleImages, and(eq(saleImages.saleId, conversations.saleId), eq(saleImages.position, 0)))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof conversationQuery>['execute']>>[number];

function toConversation(row: ListRow, userId: string): Conversation {
  const c = row.conversation;
  const role = roleOf(c, userId) as Role;
  return {
    uid: c.id,
    role,
    sale: { uid: c.saleId, title: c.saleTitle, image: row.image ? fileUrl(row.image, 320) : null },
    other: row.other
      ? {
          uid: row.other.id,
          name: `${row.other.name} ${row.other.surname}`.trim(),
          avatar: avatarUrl(row.other.avatar),
        }
      : { uid: null, name: null, avatar: null },
    lastMessage: row.last ? toMessage(row.last, userId) : null,
    unread: Number(row.unread),
    otherDeliveredId: role === 'buyer' ? c.sellerDeliveredId : c.buyerDeliveredId,
    otherReadId: role === 'buyer' ? c.sellerReadId : c.buyerReadId,
    blockedByMe: Boolean(row.blockedByMe),
    blockedByOther: Boolean(row.blockedByOther),
    createdAt: c.createdAt.toISOString(),
  };
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The person's conversations, the one with the newest message first. */
export async function listConversations(
  db: Db,
  userId: string,
  page: number,
  size: number,
): Promise<{ content: Conversation[]; totalElements: number }> {
  const [rows, [total]] = await Promise.all([
    conversationQuery(db, userId)
      .where(mine(userId))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(mine(userId)),
  ]);
  return { content: rows.map((r) => toConversation(r, userId)), totalElements: Number(total?.n ?? 0) };
}

export async function getConversation(db: Db, userId: string, conversationId: string): Promise<Conversation | null> {
  if (!isUid(conversationId)) return null;
  const [row] = await conversationQuery(db, userId)
    .where(and(eq(conversations.id, conversationId), mine(userId)))
    .limit(1);
  return row ? toConversation(row, userId) : null;
}

/** The person's conversation about an advert, if they wrote from it (the advert's button opens it). */
export async function conversationAboutSale(db: Db, userId: string, saleId: string): Promise<string | null> {
  if (!isUid(saleId)) return null;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.saleId, saleId), eq(conversations.buyerId, userId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * A slice of a conversation's messages in ascending order: the newest `size`, those before `before` (scrolling
 * back), or those after `after` (what a reconnecting client missed). Null when the conversation is not theirs.
 */
export async function readMessages(
  db: Db,
  userId: string,
  conversationId: string,
  { before, after, size }: { before?: number | undefined; after?: number | undefined; size: number },
): Promise<MessageSlice | null> {
  if (!isUid(conversationId)) return null;
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), mine(userId)))
    .limit(1);
  if (!row) return null;
  const inConversation = eq(messages.conversationId, conversationId);
  if (after !== undefined) {
    const rows = await db
      .select()
      .from(messages)
      .where(and(inConversation, gt(messages.id, after)))
      .orderBy(asc(messages.id))
      .limit(size + 1);
    return { content: rows.slice(0, size).map((m) => toMessage(m, userId)), more: rows.length > size };
  }
  const rows = await db
    .select()
    .from(messages)
    .where(before === undefined ? inConversation : and(inConversation, lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(size + 1);
  return {
    content: rows
      .slice(0, size)
      .reverse()
      .map((m) => toMessage(m, userId)),
    more: rows.length > size,
  };
}

/**
 * Moves the person's delivered (or read, which implies delivered) pointer forward to `upTo`, never back and
 * never past the last message. Announced to both people when it moved. False when not their conversation.
 */
export async function markConversation(
  db: Db,
  userId: string,
  conversationId: string,
  state: 'delivered' | 'read',
  upTo: number,
): Promise<boolean> {
  if (!isUid(conversationId)) return false;
  return inTransaction({ db }, async (tx) => {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(userId)))
      .for('update');
    if (!row) return false;
    const role = roleOf(row, userId) as Role;
    const target = Math.min(upTo, row.lastMessageId);
    const delivered = role === 'buyer' ? row.buyerDeliveredId : row.sellerDeliveredId;
    const read = role === 'buyer' ? row.buyerReadId : row.sellerReadId;
    const nextDelivered = Math.max(delivered, target);
    const nextRead = state === 'read' ? Math.max(read, target) : read;
    if (nextDelivered === delivered && nextRead === read) return true;
    const before = role === 'buyer' ? row.buyerUnread : row.sellerUnread;
    let unread = before;
    if (nextRead !== read) {
      const [counted] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            gt(messages.id, nextRead),
            sql`${messages.senderId} is distinct from ${userId}`,
          ),
        );
      unread = Number(counted?.n ?? 0);
    }
    const [updated] = await tx
      .update(conversations)
      .set(
        role === 'buyer'
          ? { buyerDeliveredId: nextDelivered, buyerReadId: nextRead, buyerUnread: unread }
          : { sellerDeliveredId: nextDelivered, sellerReadId: nextRead, sellerUnread: unread },
      )
      .where(eq(conversations.id, conversationId))
      .returning();
    const other = otherOf(row, role);
    const deltas = new Map([[userId, unread - before]]);
    if (other !== null) deltas.set(other, 0);
    await announce(tx, updated as Row, await settleTotals(tx, deltas));
    return true;
  });
}

/** Blocks (or unblocks) the other person of a conversation. False when not the person's conversation. */
export async function setBlocked(db: Db, userId: string, conversationId: string, blocked: boolean): Promise<boolean> {
  if (!isUid(conversationId)) return false;
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), mine(userId)))
    .limit(1);
  if (!row) return false;
  const otherId = otherOf(row, roleOf(row, userId) as Role);
  if (otherId === null) return true;
  if (blocked) {
    await inTransaction({ db }, async (tx) => {
      await tx.insert(userBlocks).values({ blockerId: userId, blockedId: otherId }).onConflictDoNothing();
      // A block ends what is pending (issue 37): the visits proposed here and not yet taken are withdrawn.
      const withdrawn = await tx
        .update(messages)
        .set({ visit: sql`${messages.visit} || '{"withdrawn": true}'::jsonb` })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            sql`${messages.visit}->>'kind' = 'proposal'`,
            sql`not coalesce((${messages.visit}->>'withdrawn')::boolean, false)`,
            sql`not exists (select 1 from ${messages} answer where answer.conversation_id = ${conversationId}
              and (answer.visit->>'proposalId')::bigint = ${messages.id})`,
          ),
        )
        .returning({ id: messages.id });
      if (withdrawn.length > 0) await announce(tx, row, await totalsOf(tx, row));
    });
  } else {
    await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, otherId)));
  }
  return true;
}

/** The messages a person wrote, for their account export. */
export async function messagesWrittenBy(db: Db, userId: string) {
  const rows = await db
    .select({
      id: messages.id,
      conversationUid: messages.conversationId,
      saleTitle: conversations.saleTitle,
      body: messages.body,
      photos: messages.photos,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * Before an account goes: the text and photos of its messages go too (the rows stay, shown as "conta eliminada");
 * the photos' files go with the account's other files.
 */
export async function eraseMessagesOf(tx: Tx, userId: string): Promise<void> {
  await tx.update(messages).set({ body: null, photos: [] }).where(eq(messages.senderId, userId));
}

/** The change's message read by id: its event left it out (NOTIFY's payload limit) or it is gone. */
export async function pushedMessageById(db: Db, conversationId: string, messageId: number) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  return row && row.conversationId === conversationId ? pushed(row) : undefined;
}

/**
 * What /ws pushes to each person of a conversation change who `wants` it (connected to this instance): the new
 * message or the other's pointers, with the person's unread counts, all from the event itself.
 */
export function pushesOf(
  change: { conversationId: string; messageId: number; sides: readonly [ConversationSide, ConversationSide] },
  message: PushedMessage | undefined,
  wants: (userId: string) => boolean,
): { userId: string; event: ConversationEvent }[] {
  const { conversationId, sides } = change;
  const out: { userId: string; event: ConversationEvent }[] = [];
  sides.forEach((side, index) => {
    if (side.userId === null || !wants(side.userId)) return;
    const other = sides[1 - index] as ConversationSide;
    const counts = { unread: side.unread, totalUnread: side.total };
    out.push({
      userId: side.userId,
      event: message
        ? {
            type: 'message',
            conversationId,
            message: {
              id: message.id,
              conversationId,
              mine: message.senderId === side.userId,
              body: message.body,
              visit: message.visit,
              photos: message.photos,
              createdAt: message.createdAt,
            },
            ...counts,
          }
        : {
            type: 'receipt',
            conversationId,
            otherDeliveredId: other.deliveredId,
            otherReadId: other.readId,
            ...counts,
          },
    });
  });
  return out;
}

/**
 * The advert a person is about to write about (the /messages composer's header) and their conversation about
 * it, null before the first message. Not found unless public; refused when it is their own.
 */
export async function aboutSale(
  db: Db,
  userId: string,
  saleId: string,
): Promise<{
  sale: { uid: string; title: string; image: string | null; seller: string };
  conversation: Conversation | null;
}> {
  const [row] = await db
    .select({
      id: sales.id,
      ownerId: sales.ownerId,
      title: sales.title,
      status: sales.status,
      image: saleImages.fileKey,
      name: users.name,
      surname: users.surname,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.ownerId))
    .leftJoin(saleImages, and(eq(saleImages.saleId, sales.id), eq(saleImages.position, 0)))
    .where(eq(sales.id, saleId))
    .limit(1);
  if (!row || (row.status !== 'APPROVED' && row.ownerId !== userId)) {
    throw new ConversationError('conversation.error.sale-not-found');
  }
  if (row.ownerId === userId) throw new ConversationError('conversation.error.own-sale');
  const existing = await conversationAboutSale(db, userId, saleId);
  return {
    sale: {
      uid: row.id,
      title: row.title,
      image: row.image ? fileUrl(row.image, 320) : null,
      seller: `${row.name} ${row.surname}`.trim(),
    },
    conversation: existing ? await getConversation(db, userId, existing) : null,
  };
}
