/** Everything we hold about a person, as one JSON document (GDPR art. 15 and 20: access and portability). */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fileUrl } from '../../../lib/images.ts';
import type { Db } from '../../db/client.ts';
import {
  articles,
  blockedDays,
  bookings,
  certificationApplications,
  certificationDocuments,
  favorites,
  locations,
  notifications,
  removedSales,
  saleImages,
  sales,
  users,
} from '../../db/schema.ts';
import { visitHoursOf } from '../bookings/index.ts';
import { messagesWrittenBy } from '../conversations/index.ts';
import { toNotification } from '../notifications/index.ts';
import { breedsBredBy } from '../users/index.ts';
import { listDevices } from '../push/index.ts';
import { healthSheetsOfOwner } from '../sales/index.ts';

/** Bumped when the document's shape changes, so a reader of an old export knows what it holds. */
export const EXPORT_FORMAT_VERSION = 1;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The person's own data. Other people appear only as far as they are part of the person's own
 * records: a visit received on one's sale shows when and its status, never the visitor's contacts.
 */
export async function exportAccountData(db: Db, userId: string): Promise<Record<string, unknown> | null> {
  const district = alias(locations, 'district');
  const municipality = alias(locations, 'municipality');
  const [row] = await db
    .select({ user: users, district: district.name, municipality: municipality.name })
    .from(users)
    .leftJoin(district, eq(district.id, users.locationId))
    .leftJoin(municipality, eq(municipality.id, users.childLocationId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;

  const [bred, ownSales, favourites, asked, hours, blocked, received, inbox, written, sent] = await Promise.all([
    breedsBredBy(db, userId),
    db.select().from(sales).where(eq(sales.ownerId, userId)).orderBy(desc(sales.createdAt)),
    favouritesOf(db, userId),
    visitsAskedBy(db, userId),
    visitHoursOf(db, userId),
    db
      .select({ day: blockedDays.day })
      .from(blockedDays)
      .where(eq(blockedDays.userId, userId))
      .orderBy(asc(blockedDays.day)),
    visitsReceivedBy(db, userId),
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createDate)),
    articlesWrittenBy(db, userId),
    messagesWrittenBy(db, userId),
  ]);

  const saleIds = ownSales.map((s) => s.id);
  const images = saleIds.length
    ? await db.select().from(saleImages).where(inArray(saleImages.saleId, saleIds)).orderBy(asc(saleImages.position))
    : [];

  return {
    format: 'patinhas-account-export',
    version: EXPORT_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    account: accountOf(row),
    breeds: bred,
    sales: ownSales.map(({ ownerId: _owner, id, ...sale }) => ({
      uid: id,
      ...sale,
      approvedAt: iso(sale.approvedAt),
      createdAt: iso(sale.createdAt),
      updatedAt: iso(sale.updatedAt),
      images: images
        .filter((i) => i.saleId === id)
        .map((i) => ({ position: i.position, url: fileUrl(i.fileKey, 1280) })),
    })),
    // A heart taken back is still held (it keeps the seller from being notified twice): it is listed with its date.
    favourites: favourites.map((f) => ({ ...f, createdAt: iso(f.createdAt), removedAt: iso(f.removedAt) })),
    visitsRequested: asked.map(({ booking, saleUid, saleTitle }) => ({
      uid: booking.id,
      saleUid,
      saleTitle,
      startsAt: iso(booking.startsAt),
      message: booking.message,
      phone: booking.phone,
      status: booking.status,
      rejectReason: booking.rejectReason,
      cancelledBySeller: booking.cancelledBySeller,
      createdAt: iso(booking.createdAt),
      decidedAt: iso(booking.decidedAt),
    })),
    visitsReceived: received.map((b) => ({ ...b, startsAt: iso(b.startsAt), createdAt: iso(b.createdAt) })),
    visitingHours: hours.map((h) => ({ weekday: h.weekday, startMinute: h.startMinute, endMinute: h.endMinute })),
    blockedDays: blocked.map((b) => b.day),
    notifications: inbox.map(toNotification),
    articles: written.map((a) => ({ ...a, publishedAt: iso(a.publishedAt) })),
    // What the person wrote in conversations; the other people's messages are theirs (decision 145).
    messages: sent,
    // Applications for certification as the person sent them and how they were answered (decision 176); the
    // documents by name (the profile's panel downloads them).
    certification: await certificationApplicationsOf(db, userId),
    // The health and parents sheets of the person's adverts and their private documents by name (decision 215).
    healthSheets: await healthSheetsOfOwner(db, userId),
    // The devices with push on (decision 190): what each receives; the push service's address is the browser's.
    pushDevices: (await listDevices(db, userId)).map(({ device, kinds, createdAt, usedAt }) => ({
      device,
      kinds,
      createdAt,
      usedAt,
    })),
  };
}

function favouritesOf(db: Db, userId: string) {
  return db
    .select({
      saleUid: favorites.saleId,
      title: sales.title,
      createdAt: favorites.createdAt,
      removedAt: favorites.removedAt,
    })
    .from(favorites)
    .innerJoin(sales, eq(sales.id, favorites.saleId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
}

/** The visits the person asked for, with the advert's title even after it was removed. */
function visitsAskedBy(db: Db, userId: string) {
  return db
    .select({
      booking: bookings,
      saleUid: sql<string>`coalesce(${sales.id}, ${removedSales.id})`,
      saleTitle: sql<string>`coalesce(${sales.title}, ${removedSales.title})`,
    })
    .from(bookings)
    .leftJoin(sales, eq(sales.id, bookings.saleId))
    .leftJoin(removedSales, eq(removedSales.id, bookings.removedSaleId))
    .where(eq(bookings.visitorId, userId))
    .orderBy(desc(bookings.startsAt));
}

/** Visits to the person's adverts: when and their status, never the visitor's contacts. */
function visitsReceivedBy(db: Db, userId: string) {
  return db
    .select({
      uid: bookings.id,
      saleUid: bookings.saleId,
      saleTitle: sales.title,
      startsAt: bookings.startsAt,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(sales, eq(sales.id, bookings.saleId))
    .where(eq(sales.ownerId, userId))
    .orderBy(desc(bookings.startsAt));
}

function articlesWrittenBy(db: Db, userId: string) {
  return db
    .select({
      referenceKey: articles.referenceKey,
      title: articles.title,
      status: articles.status,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.authorId, userId))
    .orderBy(desc(articles.createdAt));
}

function accountOf({
  user,
  district,
  municipality,
}: {
  user: typeof users.$inferSelect;
  district: string | null;
  municipality: string | null;
}) {
  return {
    uid: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    phone: user.phone,
    phoneCountry: user.phoneCountry,
    showPhone: user.showPhone,
    userType: user.userType,
    district,
    municipality,
    avatar: user.avatar ? fileUrl(user.avatar, 512) : null,
    role: user.role,
    dgavNumber: user.dgavNumber,
    certified: user.certified,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

async function certificationApplicationsOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(certificationApplications)
    .where(eq(certificationApplications.userId, userId))
    .orderBy(asc(certificationApplications.createdAt));
  const documents =
    rows.length === 0
      ? []
      : await db
          .select({ applicationId: certificationDocuments.applicationId, name: certificationDocuments.name })
          .from(certificationDocuments)
          .where(
            inArray(
              certificationDocuments.applicationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(certificationDocuments.position));
  return rows.map((r) => ({
    dgavNumber: r.dgavNumber,
    premises: r.premises,
    documents: documents.filter((d) => d.applicationId === r.id).map((d) => d.name),
    status: r.status,
    reason: r.reason,
    createdAt: iso(r.createdAt),
    decidedAt: iso(r.decidedAt),
    validUntil: iso(r.validUntil),
  }));
}
