/** Favourites: a user's hearts on sales. The first heart a user ever puts on a sale tells its seller (SALE_INTERESTED). */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, sales } from '../../db/schema.ts';
import { notifyAboutSale } from '../notifications/index.ts';
import { cardsByIds } from './queries.ts';
import type { FavoritePage } from './types.ts';
import { inTransaction } from '../../db/transaction.ts';

export type FavoriteResult =
  { ok: true; favorite: boolean; notified: boolean } | { ok: false; status: 404; message: 'not-found' };

/**
 * Puts or takes back a heart. Taking it back keeps the row (removed_at) so putting it back later does
 * not notify the seller a second time (decision 062). Only approved sales can receive a heart.
 */
export async function setFavorite(db: Db, userId: string, saleUid: string, favorite: boolean): Promise<FavoriteResult> {
  return inTransaction({ db }, async (tx): Promise<FavoriteResult> => {
    const [sale] = await tx
      .select({ ownerId: sales.ownerId, title: sales.title, status: sales.status })
      .from(sales)
      .where(eq(sales.id, saleUid))
      .limit(1);
    // A heart can always be taken back; a new one only goes on a sale the public can see.
    if (!sale || (favorite && sale.status !== 'APPROVED')) return { ok: false, status: 404, message: 'not-found' };
    if (!favorite) {
      await tx
        .update(favorites)
        .set({ removedAt: new Date() })
        .where(and(eq(favorites.userId, userId), eq(favorites.saleId, saleUid), isNull(favorites.removedAt)));
      return { ok: true, favorite: false, notified: false };
    }
    // `xmax = 0` is true only for a row this statement inserted, not for one it updated.
    const [row] = await tx
      .insert(favorites)
      .values({ userId, saleId: saleUid })
      .onConflictDoUpdate({
        target: [favorites.userId, favorites.saleId],
        set: { removedAt: null, createdAt: sql`now()` },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const first = row?.inserted === true;
    const notified = first && sale.ownerId !== userId;
    if (notified) {
      await notifyAboutSale(tx, 'SALE_INTERESTED', sale.ownerId, saleUid, sale.title, {
        message: 'notification.sale-interested.message',
      });
    }
    return { ok: true, favorite: true, notified };
  });
}

/** The uids of the sales a user has a heart on (the hearts on cards and detail pages). */
export async function favoriteUids(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ saleId: favorites.saleId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), isNull(favorites.removedAt)))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.saleId);
}

/** A user's favourite sales that are still public, most recent heart first. */
export async function listFavorites(db: Db, userId: string, page: number, size: number): Promise<FavoritePage> {
  const where = and(eq(favorites.userId, userId), isNull(favorites.removedAt), eq(sales.status, 'APPROVED'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ saleId: favorites.saleId })
      .from(favorites)
      .innerJoin(sales, eq(sales.id, favorites.saleId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.saleId))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(favorites).innerJoin(sales, eq(sales.id, favorites.saleId)).where(where),
  ]);
  return {
    content: await cardsByIds(
      db,
      rows.map((r) => r.saleId),
    ),
    totalElements: total?.n ?? 0,
  };
}
