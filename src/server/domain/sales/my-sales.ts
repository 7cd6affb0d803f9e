/**
 * A seller's own sales: every status, the moderator's reason, a change waiting for the moderators beside the
 * published version (decision 135), and how many favourites and visit requests each has.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, favorites, sales } from '../../db/schema.ts';
import { cardsByIds, getSale } from './queries.ts';
import { withRevision } from './revisions.ts';
import type { MySale, MySaleDetail } from './types.ts';

export async function listMySales(db: Db, userId: string): Promise<MySale[]> {
  const own = await db
    .select({
      id: sales.id,
      rejectReason: sales.rejectReason,
      revision: sales.revision,
      revisionRejectReason: sales.revisionRejectReason,
      createdAt: sales.createdAt,
      updatedAt: sales.updatedAt,
    })
    .from(sales)
    .where(eq(sales.ownerId, userId))
    .orderBy(desc(sales.updatedAt), desc(sales.id));
  if (own.length === 0) return [];
  const ids = own.map((s) => s.id);
  const [cards, hearts, visits] = await Promise.all([
    cardsByIds(db, ids),
    db
      .select({ saleId: favorites.saleId, n: count() })
      .from(favorites)
      .where(and(inArray(favorites.saleId, ids), isNull(favorites.removedAt)))
      .groupBy(favorites.saleId),
    db
      .select({
        saleId: bookings.saleId,
        n: count(),
        pending: sql<number>`count(*) filter (where ${bookings.status} = 'PENDING')`.mapWith(Number),
      })
      .from(bookings)
      .where(inArray(bookings.saleId, ids))
      .groupBy(bookings.saleId),
  ]);
  const cardOf = new Map(cards.map((c) => [c.uid, c]));
  const heartsOf = new Map(hearts.map((h) => [h.saleId, h.n]));
  const visitsOf = new Map(visits.map((v) => [v.saleId, v]));
  return own.flatMap((s) => {
    const card = cardOf.get(s.id);
    if (!card) return [];
    return [
      {
        ...card,
        rejectReason: s.rejectReason,
        favorites: heartsOf.get(s.id) ?? 0,
        visitRequests: visitsOf.get(s.id)?.n ?? 0,
        pendingVisitRequests: visitsOf.get(s.id)?.pending ?? 0,
        createDate: s.createdAt.toISOString(),
        updateDate: s.updatedAt.toISOString(),
        revision: s.revision ? { title: s.revision.input.title, submittedAt: s.revision.submittedAt } : null,
        revisionRejectReason: s.revisionRejectReason,
      },
    ];
  });
}

/**
 * One own sale, whole (the editor's starting point): with a pending change, as that change makes it, so a
 * second edit builds on the first. Null for someone else's or an unknown one.
 */
export async function getMySale(db: Db, userId: string, uid: string): Promise<MySaleDetail | null> {
  const sale = await getSale(db, uid);
  if (!sale || sale.ownerUid !== userId) return null;
  const [row] = await db.select({ revision: sales.revision }).from(sales).where(eq(sales.id, uid)).limit(1);
  if (!row?.revision) return { ...sale, revisionPending: false };
  return { ...(await withRevision(db, sale, row.revision.input)), revisionPending: true };
}
