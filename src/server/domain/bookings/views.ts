/** Bookings as people see them: the visitor's and the seller's lists, and the facts a booking mail needs. */
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, countries, locations, removedSales, saleImages, sales, users } from '../../db/schema.ts';
import { fileUrl } from '../../../lib/images.ts';
import { SLOT_MINUTES, type BookingStatus } from '../../../lib/bookings/rules.ts';
import type { Booking as BookingView, BookingPage, BookingRequestView } from '../../../lib/bookings/shapes.ts';
import type { BookingDetails } from '../../mail/templates/bookings.ts';

export type { Booking as BookingView, BookingPage, BookingRequestView } from '../../../lib/bookings/shapes.ts';

const seller = alias(users, 'seller');
const visitor = alias(users, 'visitor');
const district = alias(locations, 'district');
const municipality = alias(locations, 'municipality');
const sellerCountry = alias(countries, 'seller_country');

// A visit names its live advert, or the tombstone of the advert its seller deleted (decision 138).
const saleId = sql<string>`coalesce(${sales.id}, ${removedSales.id})`;
const ownerId = sql<string>`coalesce(${sales.ownerId}, ${removedSales.ownerId})`;

const columns = {
  booking: bookings,
  sale: {
    id: saleId,
    title: sql<string>`coalesce(${sales.title}, ${removedSales.title})`,
    removed: sql<boolean>`${sales.id} is null`,
  },
  district: district.name,
  municipality: municipality.name,
  image: saleImages.fileKey,
  seller: { id: seller.id, name: seller.name, surname: seller.surname, email: seller.email, phone: seller.phone },
  sellerDial: sellerCountry.dialCode,
  visitor: { id: visitor.id, name: visitor.name, surname: visitor.surname, email: visitor.email },
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .leftJoin(removedSales, eq(removedSales.id, bookings.removedSaleId))
    .innerJoin(seller, eq(seller.id, ownerId))
    .innerJoin(visitor, eq(visitor.id, bookings.visitorId))
    .leftJoin(district, eq(district.id, sql`coalesce(${sales.locationId}, ${removedSales.locationId})`))
    .leftJoin(
      municipality,
      eq(municipality.id, sql`coalesce(${sales.childLocationId}, ${removedSales.childLocationId})`),
    )
    .leftJoin(saleImages, and(eq(saleImages.saleId, sales.id), eq(saleImages.position, 0)))
    .leftJoin(sellerCountry, eq(sellerCountry.code, seller.phoneCountry));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** "Sintra, Lisboa", or whichever part is known. */
export const placeOf = (row: Pick<Row, 'district' | 'municipality'>): string | null =>
  [row.municipality, row.district].filter(Boolean).join(', ') || null;

const phoneOf = (row: Row): string | undefined =>
  row.seller.phone ? [row.sellerDial, row.seller.phone].filter(Boolean).join(' ') : undefined;

function toView(row: Row, now: Date): BookingView {
  const b = row.booking;
  const accepted = b.status === 'ACCEPTED';
  const phone = accepted ? phoneOf(row) : undefined;
  return {
    uid: b.id,
    status: b.status,
    date: b.startsAt.toISOString(),
    endDate: new Date(b.startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
    expired: b.status === 'PENDING' && b.startsAt.getTime() <= now.getTime(),
    message: b.message,
    phone: b.phone,
    animals: b.animals.map((a) => a.label),
    rejectReason: b.rejectReason,
    cancelledBySeller: b.cancelledBySeller,
    createdAt: b.createdAt.toISOString(),
    decidedAt: b.decidedAt?.toISOString() ?? null,
    sale: {
      uid: row.sale.id,
      title: row.sale.title,
      location: placeOf(row),
      image: row.image ? fileUrl(row.image, 320) : null,
      removed: row.sale.removed,
    },
    visitor: { uid: row.visitor.id, name: row.visitor.name, surname: row.visitor.surname },
    seller: {
      uid: row.seller.id,
      name: row.seller.name,
      surname: row.seller.surname,
      ...(accepted && { email: row.seller.email }),
      ...(phone && { phone }),
    },
  };
}

export interface ListOptions {
  page: number;
  size: number;
  status?: BookingStatus | undefined;
}

/**
 * Coming visits first (soonest first), then past ones (latest first). The page's ids come first, ordered from
 * bookings alone, then the page's twelve joined with their adverts and people: a person with thousands of visits
 * sorts thousands of narrow rows, not thousands of joined ones.
 */
async function list(db: Db, where: SQL, options: ListOptions, now: Date): Promise<BookingPage> {
  const filter = options.status ? and(where, eq(bookings.status, options.status))! : where;
  const at = now.toISOString();
  const order = [
    sql`${bookings.startsAt} < ${at}::timestamptz`,
    sql`case when ${bookings.startsAt} >= ${at}::timestamptz then ${bookings.startsAt} end asc`,
    desc(bookings.startsAt),
    asc(bookings.id),
  ];
  const [page, [total]] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .leftJoin(sales, eq(sales.id, bookings.saleId))
      .where(filter)
      .orderBy(...order)
      .limit(options.size)
      .offset(options.page * options.size),
    db.select({ n: count() }).from(bookings).leftJoin(sales, eq(sales.id, bookings.saleId)).where(filter),
  ]);
  const ids = page.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await baseQuery(db).where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((r) => [r.booking.id, r]));
  const content = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toView(row, now)] : [];
  });
  return { content, totalElements: total?.n ?? 0 };
}

/** The visits the user asked for. */
export function listAsked(db: Db, userId: string, options: ListOptions, now = new Date()): Promise<BookingPage> {
  return list(db, eq(bookings.visitorId, userId), options, now);
}

/** The visits asked for on the user's sales (live ones: a deleted advert's visits stay with their visitors). */
export function listReceived(db: Db, userId: string, options: ListOptions, now = new Date()): Promise<BookingPage> {
  // Driven from the seller's adverts (decision 163): their ids, read from the owner's index, then each one's visits
  // from bookings' sale index; a filter on the joined advert's owner had the planner scan every visit.
  const ownSaleIds = sql`array(select own.id from ${sales} own where own.owner_id = ${userId})`;
  return list(db, and(sql`${bookings.saleId} = any(${ownSaleIds})`, eq(sales.ownerId, userId))!, options, now);
}

/** Everything a booking mail says: the shape its template declares. */
export type { BookingDetails };

export async function loadBookingDetails(db: Db, bookingUid: string): Promise<BookingDetails | null> {
  const [row] = await baseQuery(db).where(eq(bookings.id, bookingUid)).limit(1);
  if (!row) return null;
  const b = row.booking;
  return {
    uid: b.id,
    status: b.status,
    startsAt: b.startsAt,
    message: b.message,
    phone: b.phone,
    animals: b.animals.map((a) => a.label),
    rejectReason: b.rejectReason,
    sale: { uid: row.sale.id, title: row.sale.title, location: placeOf(row) },
    seller: {
      name: row.seller.name,
      surname: row.seller.surname,
      email: row.seller.email,
      phone: phoneOf(row) ?? null,
    },
    visitor: { name: row.visitor.name, surname: row.visitor.surname, email: row.visitor.email },
  };
}

/** One visit as the API shows it after a change. */
export async function getBookingView(db: Db, bookingUid: string, now = new Date()): Promise<BookingView | null> {
  const [row] = await baseQuery(db).where(eq(bookings.id, bookingUid)).limit(1);
  return row ? toView(row, now) : null;
}

/**
 * One visit for the people it concerns (decision 131): its seller and its visitor read it, an admin reads it
 * too (support); anyone else gets null, as for a visit that does not exist. The seller and an admin also see
 * the visitor's other visits on this seller's adverts and, while it is pending, the requests for the same
 * hour that accepting it would decline.
 */
export async function getBookingRequest(
  db: Db,
  bookingUid: string,
  viewer: { userId: string; role: 'user' | 'editor' | 'moderator' | 'admin' },
  now = new Date(),
): Promise<BookingRequestView | null> {
  const [row] = await baseQuery(db).where(eq(bookings.id, bookingUid)).limit(1);
  if (!row) return null;
  const viewerRole =
    row.seller.id === viewer.userId
      ? 'seller'
      : row.visitor.id === viewer.userId
        ? 'visitor'
        : viewer.role === 'admin'
          ? 'admin'
          : null;
  if (!viewerRole) return null;
  const booking = toView(row, now);
  if (viewerRole === 'visitor') return { ...booking, viewerRole, otherRequests: [], clashes: [] };
  const sellersSales = sql`(select ${sales.id} from ${sales} where ${sales.ownerId} = ${row.seller.id})`;
  const hour = SLOT_MINUTES * 60_000;
  const startsAt = row.booking.startsAt;
  const [others, clashes] = await Promise.all([
    baseQuery(db)
      .where(
        and(
          eq(bookings.visitorId, row.visitor.id),
          inArray(bookings.saleId, sellersSales),
          ne(bookings.id, row.booking.id),
        ),
      )
      .orderBy(desc(bookings.startsAt))
      .limit(20),
    booking.status === 'PENDING'
      ? baseQuery(db)
          .where(
            and(
              inArray(bookings.saleId, sellersSales),
              ne(bookings.id, row.booking.id),
              eq(bookings.status, 'PENDING'),
              gt(bookings.startsAt, new Date(startsAt.getTime() - hour)),
              lt(bookings.startsAt, new Date(startsAt.getTime() + hour)),
            ),
          )
          .orderBy(asc(bookings.startsAt), asc(bookings.createdAt))
      : Promise.resolve([]),
  ]);
  return {
    ...booking,
    viewerRole,
    otherRequests: others.map((r) => toView(r, now)),
    clashes: clashes.map((r) => toView(r, now)),
  };
}
