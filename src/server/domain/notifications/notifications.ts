/** Reading and marking a user's own notifications; every query is scoped by the owner's id. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { Notification, NotificationPage } from '../../../lib/notifications/shapes.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

type Row = typeof notifications.$inferSelect;

/** A row as the API lists it and /ws pushes it. */
export function toNotification(row: Row): Notification {
  return {
    key: row.key,
    type: row.type,
    title: row.title,
    message: row.message,
    params: row.params,
    createDate: row.createDate.toISOString(),
    visualized: row.visualized,
    referenceKey: row.referenceKey,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Keys are uuids: anything else cannot exist and must not reach the uuid cast. */
export const isNotificationKey = (key: string): boolean => UUID.test(key);

export async function countUnread(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.visualized, false)));
  return row?.n ?? 0;
}

/** Newest first; ties broken by key so pages never repeat or skip a row. */
export async function listPage(db: Db, userId: string, page: number, size: number): Promise<NotificationPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createDate), desc(notifications.key))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { content: rows.map(toNotification), totalElements: total?.n ?? 0 };
}

/** Marks one of the user's notifications read; false when the key is not theirs (or unknown). */
export async function markRead(db: Db, userId: string, key: string): Promise<boolean> {
  if (!isNotificationKey(key)) return false;
  const updated = await db
    .update(notifications)
    .set({ visualized: true })
    .where(and(eq(notifications.key, key), eq(notifications.userId, userId)))
    .returning({ key: notifications.key });
  return updated.length === 1;
}

/**
 * Marks read the user's notifications of `type` about `referenceKey` whose title is one of `titles`: an invitation
 * answered elsewhere ("Como correu a visita?" once the review is written, issue 55) stops waiting in the bell.
 */
export async function markAnsweredRead(
  db: Db | Tx,
  userId: string,
  type: Row['type'],
  referenceKey: string,
  titles: readonly string[],
): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ visualized: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.referenceKey, referenceKey),
        inArray(notifications.title, [...titles]),
        eq(notifications.visualized, false),
      ),
    )
    .returning({ key: notifications.key });
  return updated.length;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ visualized: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.visualized, false)))
    .returning({ key: notifications.key });
  return updated.length;
}

/** Rows by key with their owner, for the real-time push (the bus knows keys, not contents). */
export async function findByKeys(db: Db, keys: string[]): Promise<(Notification & { userId: string })[]> {
  const out: (Notification & { userId: string })[] = [];
  // Chunks keep each statement far below PostgreSQL's 65535 bind parameters.
  for (let i = 0; i < keys.length; i += 5000) {
    const rows = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.key, keys.slice(i, i + 5000)));
    for (const row of rows) out.push({ ...toNotification(row), userId: row.userId });
  }
  return out;
}
