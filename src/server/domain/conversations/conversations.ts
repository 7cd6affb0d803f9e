/**
 * Conversations between a buyer and an advert's seller (issue 17, decisions 145 and 146): starting one from an
 * advert, writing, reading back, read/delivered pointers, blocking. Every query names the person asking: a
 * conversation of two other people is "not found", exactly like one that does not exist.
 */
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, messages, saleImages, sales, userBlocks, users } from '../../db/schema.ts';
import { fileUrl } from '../../../lib/images.ts';
import { riskSignals } from '../../../lib/conversations/risk-signals.ts';
import type {
  Conversation,
  ConversationEvent,
  Message,
  MessageSlice,
  VisitNote,
} from '../../../lib/conversations/types.ts';
import { announce as announceEvent } from '../notifications/notify.ts';
import { avatarUrl } from '../users/profile.ts';
import { ConversationError } from './errors.ts';
import { blockedBetween } from './blocks.ts';
import { photosToAttach } from './photos.ts';

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

/** Queues the /ws push of a conversation change; PostgreSQL delivers it to every instance when `tx` commits. */
async function announce(tx: Tx, conversationId: string, messageId: number): Promise<void> {
  await announceEvent(tx, { kind: 'conversation', conversationId, messageId });
}

/**
 * Adds a message (text, or a visit note with no text) to a conversation locked by the caller. The id is drawn
 * while the row lock is held, so within one conversation ids grow in commit order: a client that has id N has
 * everything before it. A visit change (`fact`) is recorded whoever blocked whom: it happened.
 */
export async function append(
  tx: Tx,
  row: Row,
  userId: string,
  content: Written | { visit: VisitNote; fact?: boolean },
): Promise<Message> {
  const role = roleOf(row, userId) as Role;
  const other = otherOf(row, role);
  const fact = 'visit' in content && content.fact === true;
  if (!fact) {
    if (other === null) throw new ConversationError('conversation.error.account-deleted');
    if (await blockedBetween(tx, userId, other)) throw new ConversationError('conversation.error.blocked');
  }
  const [message] = await tx
    .insert(messages)
    .values(
      'body' in content
        ? {
            conversationId: row.id,
            senderId: userId,
            body: content.body,
            risks: riskSignals(content.body),
            photos: await photosToAttach(tx, userId, content.photos ?? []),
          }
        : { conversationId: row.id, senderId: userId, visit: content.visit },
    )
    .returning();
  const saved = message as typeof messages.$inferSelect;
  // The writer has read and received what they wrote (and everything before it, on the screen they wrote from).
  await tx
    .update(conversations)
    .set(
      role === 'buyer'
        ? { lastMessageId: saved.id, lastMessageAt: saved.createdAt, buyerReadId: saved.id, buyerDeliveredId: saved.id }
        : {
            lastMessageId: saved.id,
            lastMessageAt: saved.createdAt,
            sellerReadId: saved.id,
            sellerDeliveredId: saved.id,
          },
    )
    .where(eq(conversations.id, row.id));
  await announce(tx, row.id, saved.id);
  return toMessage(saved, userId);
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
  return db.transaction(async (tx) => {
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
    const message = await append(tx, row, userId, written);
    return { conversationId: row.id, created: inserted.length === 1, message };
  });
}

/** Writes in a conversation of the person's; someone else's answers not-found. */
export async function writeInConversation(
  db: Db,
  userId: string,
  conversationId: string,
  written: Written,
): Promise<Message> {
  if (!isUid(conversationId)) throw new ConversationError('conversation.error.not-found');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), mine(userId)))
      .for('update');
    if (!row) throw new ConversationError('conversation.error.not-found');
    return append(tx, row, userId, written);
  });
}

/** SQL: the person's read pointer in the conversation row. */
const readIdOf = (userId: string): SQL<number> =>
  sql<number>`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadId} else ${conversations.sellerReadId} end`;

/** SQL: messages of the other person after the person's read pointer, in the conversation of the row. */
const unreadOf = (userId: string): SQL<number> =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.id} > ${readIdOf(userId)} and ${messages.senderId} is distinct from ${userId})`;

/** Unread messages of the person over all their conversations: the top bar's badge. */
export async function totalUnread(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int` })
    .from(conversations)
    .where(and(mine(userId), gt(conversations.lastMessageId, readIdOf(userId))));
  return Number(row?.n ?? 0);
}

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
  return db.transaction(async (tx) => {
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
    await tx
      .update(conversations)
      .set(
        role === 'buyer'
          ? { buyerDeliveredId: nextDelivered, buyerReadId: nextRead }
          : { sellerDeliveredId: nextDelivered, sellerReadId: nextRead },
      )
      .where(eq(conversations.id, conversationId));
    await announce(tx, conversationId, 0);
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
    await db.transaction(async (tx) => {
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
      if (withdrawn.length > 0) await announce(tx, conversationId, 0);
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

/**
 * What /ws pushes for a conversation change, per person of it who `wants` it (connected to this instance):
 * the new message (messageId > 0) or the pointers, with the person's unread counts.
 */
export async function eventsFor(
  db: Db,
  conversationId: string,
  messageId: number,
  wants: (userId: string) => boolean,
): Promise<{ userId: string; event: ConversationEvent }[]> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!row) return [];
  const people = [row.buyerId, row.sellerId].filter((u): u is string => u !== null && wants(u));
  if (people.length === 0) return [];
  let message: typeof messages.$inferSelect | undefined;
  if (messageId > 0) {
    [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
    if (!message || message.conversationId !== conversationId) return [];
  }
  const out: { userId: string; event: ConversationEvent }[] = [];
  for (const userId of people) {
    const role = roleOf(row, userId) as Role;
    const readId = role === 'buyer' ? row.buyerReadId : row.sellerReadId;
    const [[unreadRow], total] = await Promise.all([
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            gt(messages.id, readId),
            sql`${messages.senderId} is distinct from ${userId}`,
          ),
        ),
      totalUnread(db, userId),
    ]);
    const unread = Number(unreadRow?.n ?? 0);
    out.push({
      userId,
      event: message
        ? { type: 'message', conversationId, message: toMessage(message, userId), unread, totalUnread: total }
        : {
            type: 'receipt',
            conversationId,
            otherDeliveredId: role === 'buyer' ? row.sellerDeliveredId : row.buyerDeliveredId,
            otherReadId: role === 'buyer' ? row.sellerReadId : row.buyerReadId,
            unread,
            totalUnread: total,
          },
    });
  }
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
