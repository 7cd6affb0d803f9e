/**
 * A seller's own sales, a page at a time with the counts per status (decision 162): every status, the moderator's
 * reason, a change waiting for the moderators beside the published version (decision 135), and how many
 * favourites and visit requests each has.
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, favorites, sales } from '../../db/schema.ts';
import { MY_SALES_PAGE_SIZE } from '../../../lib/sales/types.ts';
import type { MySaleCounts, MySalesPage, SaleStatus } from '../../../lib/sales/shapes.ts';
import { cardsByIds, getSale } from './queries.ts';
import { withRevision } from './revisions.ts';
import { appealsOf } from './appeal-state.ts';
import type { MySale, MySaleDetail } from './types.ts';

/**
 * Where a page of my sales starts: just after the advert changed at `at` with id `id`. `at` is updated_at to the
 * microsecond as PostgreSQL holds it (UTC text): a JavaScript Date keeps milliseconds, and an advert written by
 * `now()` in the same millisecond as the cursor's would be skipped or repeated.
 */
export interface MySalesCursor {
  at: string;
  id: string;
}

const AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque `next` of a page: base64url of "at~id". */
export function encodeMySalesCursor(cursor: MySalesCursor): string {
  return Buffer.from(`${cursor.at}~${cursor.id}`).toString('base64url');
}

/** The cursor a `next` stands for; null for anything the server did not write (the call answers 400). */
export function decodeMySalesCursor(text: string): MySalesCursor | null {
  if (text.length > 120 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const [at = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('~');
  const ms = AT.exec(at)?.[1];
  if (rest.length > 0 || !ms || !UUID.test(id)) return null;
  // A real instant (no 31 February): a timestamp PostgreSQL refuses would answer 500.
  const time = Date.parse(`${ms}Z`);
  return Number.isNaN(time) || new Date(time).toISOString() !== `${ms}Z` ? null : { at, id };
}

export interface MySalesQuery {
  /** Adverts on the page (the route keeps it from 1 to MY_SALES_MAX_PAGE_SIZE). */
  size?: number | undefined;
  /** Only the adverts in this status; every status when absent. */
  status?: SaleStatus | undefined;
  /** The page after this cursor; the first page when absent. */
  after?: MySalesCursor | null | undefined;
}

/** updated_at as the cursor holds it. */
const updatedAtText = sql<string>`to_char(${sales.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of a seller's own sales, most recently changed first (updated_at, then id, both descending: the
 * cursor is the last advert's pair, so a page neither skips nor repeats an advert when several share a time),
 * with each one's favourites and visit requests and the seller's counts per status (decision 162).
 */
export async function listMySales(db: Db, userId: string, query: MySalesQuery = {}): Promise<MySalesPage> {
  const size = query.size ?? MY_SALES_PAGE_SIZE;
  const where: SQL[] = [eq(sales.ownerId, userId)];
  if (query.status) where.push(eq(sales.status, query.status));
  if (query.after) {
    where.push(sql`(${sales.updatedAt}, ${sales.id}) < (${query.after.at}::timestamptz, ${query.after.id}::uuid)`);
  }
  const [own, counts] = await Promise.all([
    db
      .select({
        id: sales.id,
        rejectReason: sales.rejectReason,
        takenDownAt: sales.takenDownAt,
        confirmAskedAt: sales.confirmAskedAt,
        revision: sales.revision,
        revisionRejectReason: sales.revisionRejectReason,
        createdAt: sales.createdAt,
        updatedAt: sales.updatedAt,
        at: updatedAtText,
      })
      .from(sales)
      .where(and(...where))
      .orderBy(desc(sales.updatedAt), desc(sales.id))
      .limit(size + 1),
    countsOf(db, userId),
  ]);
  const page = own.slice(0, size);
  const last = page.at(-1);
  const next = own.length > size && last ? encodeMySalesCursor({ at: last.at, id: last.id }) : null;
  return { items: await withFigures(db, page), next, counts };
}

/** The seller's adverts per status, counted from the index on (owner_id, status). */
async function countsOf(db: Db, userId: string): Promise<MySaleCounts> {
  const rows = await db
    .select({ status: sales.status, n: count() })
    .from(sales)
    .where(eq(sales.ownerId, userId))
    .groupBy(sales.status);
  const counts: MySaleCounts = { all: 0, PENDING: 0, APPROVED: 0, REJECTED: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.all += n;
  }
  return counts;
}

type OwnRow = {
  id: string;
  rejectReason: string | null;
  takenDownAt: Date | null;
  confirmAskedAt: Date | null;
  revision: typeof sales.$inferSelect.revision;
  revisionRejectReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The page's adverts as cards, with their favourites and visit requests, in the page's order. */
async function withFigures(db: Db, own: OwnRow[]): Promise<MySale[]> {
  if (own.length === 0) return [];
  const ids = own.map((s) => s.id);
  const [cards, hearts, visits, appealed] = await Promise.all([
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
    appealsOf(
      db,
      own.filter((s) => s.takenDownAt !== null).map((s) => s.id),
    ),
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
        takenDown: card.status === 'REJECTED' && s.takenDownAt !== null,
        confirmAsked: card.availability === 'AVAILABLE' && s.confirmAskedAt !== null,
        appeal: appealed.get(s.id) ?? null,
        favorites: heartsOf.get(s.id) ?? 0,
        visitRequests: visitsOf.get(s.id)?.n ?? 0,
        pendingVisitRequests: visitsOf.get(s.id)?.pending ?? 0,
        createDate: s.createdAt.toISOString(),
        updateDate: s.updatedAt.toISOString(),
        revision: s.revision
          ? { title: s.revision.input?.title ?? card.title, submittedAt: s.revision.submittedAt }
          : null,
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
  if (!row?.revision) return { ...sale, revisionPending: false, animalsPending: false };
  return {
    ...(await withRevision(db, sale, row.revision)),
    revisionPending: true,
    animalsPending: Boolean(row.revision.animals),
  };
}
