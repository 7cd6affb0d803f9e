/**
 * Photos in conversations (issue 40, decision 182): uploaded one at a time through the image pipeline (sizes, WebP,
 * metadata stripped) under `chat/`, where the public /files route never looks; attached to a message by their keys;
 * read back only by the two people of the conversation, and by moderators once the conversation was reported.
 */
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { nearest } from '../../../lib/images.ts';
import { MESSAGE_PHOTOS_MAX, PHOTO_KEY } from '../../../lib/conversations/rules.ts';
import type { MessagePhoto } from '../../../lib/conversations/shapes.ts';
import { canModerate, type Role } from '../../../lib/users/types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, files, messages } from '../../db/schema.ts';
import { deleteImage, processImage, type ImageContext } from '../../files/process-image.ts';
import type { StoredObject } from '../../files/store.ts';
import { ConversationError } from './errors.ts';
import { DAY_MS } from '../../../lib/time.ts';

/** Where a message photo's renditions are kept: one segment deeper than anything the public route serves. */
const PREFIX = 'chat/';
/** Photos uploaded and not yet sent, per person: a few composers' worth. */
export const MAX_UNSENT_PHOTOS = 20;
/** An upload no message took within a day was abandoned: it goes at the person's next upload. */
const ABANDONED_AFTER_MS = DAY_MS;

/** SQL: some message of `senderId` carries the photo whose store key is `files.key`. */
const sentBy = (senderId: string) =>
  sql`exists (select 1 from ${messages} where ${messages.senderId} = ${senderId}
    and ${messages.photos} @> jsonb_build_array(jsonb_build_object('key', substr(${files.key}, ${PREFIX.length + 1}))))`;

/** The person's photos no message carries yet, oldest first. */
function unsent(db: Db | Tx, userId: string) {
  return db
    .select({ key: files.key, width: files.width, height: files.height, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.kind, 'message'), sql`not ${sentBy(userId)}`))
    .orderBy(asc(files.createdAt));
}

export type PhotoUpload =
  { ok: true; photo: MessagePhoto } | { ok: false; message: 'conversation.error.too-many-photos' };

/** Stores one photo (base64 or data URL) for a message to come; the pipeline checks its real type and size. */
export async function uploadMessagePhoto(ctx: ImageContext, userId: string, source: string): Promise<PhotoUpload> {
  const waiting = await unsent(ctx.db, userId);
  const cutoff = Date.now() - ABANDONED_AFTER_MS;
  const abandoned = waiting.filter((p) => p.createdAt.getTime() < cutoff);
  for (const p of abandoned) await deleteImage(ctx, p.key);
  if (waiting.length - abandoned.length >= MAX_UNSENT_PHOTOS) {
    return { ok: false, message: 'conversation.error.too-many-photos' };
  }
  const stored = await processImage(ctx, { base64: source, kind: 'message', ownerId: userId });
  return { ok: true, photo: { key: stored.key.slice(PREFIX.length), width: stored.width, height: stored.height } };
}

/**
 * The photos a message is about to carry, in the order given: each uploaded by the writer and not sent before.
 * Refused as a whole otherwise (a key someone else uploaded reads exactly like one that does not exist).
 */
export async function photosToAttach(tx: Tx | Db, userId: string, keys: readonly string[]): Promise<MessagePhoto[]> {
  if (keys.length === 0) return [];
  if (keys.length > MESSAGE_PHOTOS_MAX || new Set(keys).size !== keys.length || !keys.every((k) => PHOTO_KEY.test(k))) {
    throw new ConversationError('conversation.error.photo-not-found');
  }
  const waiting = new Map((await unsent(tx, userId)).map((p) => [p.key.slice(PREFIX.length), p]));
  return keys.map((key) => {
    const found = waiting.get(key);
    if (!found) throw new ConversationError('conversation.error.photo-not-found');
    return { key, width: found.width, height: found.height };
  });
}

/**
 * One rendition of a message photo for a reader who may see it: a person of the conversation, or a moderator once
 * it was reported. Null otherwise, as for a photo that does not exist.
 */
export async function readMessagePhoto(
  ctx: ImageContext,
  reader: { userId: string; role: Role },
  conversationId: string,
  key: string,
  width: number,
): Promise<StoredObject | null> {
  if (!PHOTO_KEY.test(key)) return null;
  const party = or(eq(conversations.buyerId, reader.userId), eq(conversations.sellerId, reader.userId));
  const mayRead = canModerate(reader.role) ? or(party, isNotNull(conversations.reportedAt)) : party;
  const [row] = await ctx.db
    .select({ variants: files.variants })
    .from(conversations)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversations.id),
        sql`${messages.photos} @> jsonb_build_array(jsonb_build_object('key', ${key}::text))`,
      ),
    )
    .innerJoin(files, eq(files.key, PREFIX + key))
    .where(and(eq(conversations.id, conversationId), mayRead))
    .limit(1);
  const variant = nearest(
    (row?.variants ?? []).filter((v) => v.format === 'webp').toSorted((a, b) => a.width - b.width),
    width,
  );
  return variant ? ctx.files.get(variant.path) : null;
}
