/** What /appointment and GET /private/booking/slots need: the sale in short, its free times, the visitor's phone. */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { countries, locations, saleImages, sales, users } from '../../db/schema.ts';
import { fileUrl } from '../../../lib/images.ts';
import { SLOT_MINUTES } from '../../../lib/bookings/rules.ts';
import { sellerCalendar } from './availability.ts';
import { bookingWindow, modeOf, offeredSlots, type BookingMode, type SlotDay } from './slots.ts';

export interface SaleSummary {
  uid: string;
  title: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  ownerId: string;
  sellerName: string;
  location: string | null;
  image: string | null;
}

export interface SaleSlots {
  mode: BookingMode;
  slotMinutes: number;
  first: string;
  last: string;
  blockedDays: string[];
  days: SlotDay[];
}

export async function saleSummary(db: Db, saleUid: string): Promise<SaleSummary | null> {
  const district = alias(locations, 'district');
  const municipality = alias(locations, 'municipality');
  const [row] = await db
    .select({
      uid: sales.id,
      title: sales.title,
      status: sales.status,
      ownerId: sales.ownerId,
      name: users.name,
      surname: users.surname,
      district: district.name,
      municipality: municipality.name,
      image: saleImages.fileKey,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.ownerId))
    .leftJoin(district, eq(district.id, sales.locationId))
    .leftJoin(municipality, eq(municipality.id, sales.childLocationId))
    .leftJoin(saleImages, and(eq(saleImages.saleId, sales.id), eq(saleImages.position, 0)))
    .where(eq(sales.id, saleUid))
    .limit(1);
  if (!row) return null;
  return {
    uid: row.uid,
    title: row.title,
    status: row.status,
    ownerId: row.ownerId,
    sellerName: `${row.name} ${row.surname}`.trim(),
    location: [row.municipality, row.district].filter(Boolean).join(', ') || null,
    image: row.image ? fileUrl(row.image, 640) : null,
  };
}

/** The free times of the sale's seller, or null for an unknown sale. */
export async function saleSlots(db: Db, saleUid: string, now = new Date()): Promise<SaleSlots | null> {
  const [sale] = await db.select({ ownerId: sales.ownerId }).from(sales).where(eq(sales.id, saleUid)).limit(1);
  if (!sale) return null;
  const calendar = await sellerCalendar(db, sale.ownerId, now);
  const mode = modeOf(calendar);
  return {
    mode,
    slotMinutes: SLOT_MINUTES,
    ...bookingWindow(now),
    blockedDays: [...calendar.blockedDays].sort(),
    days: mode === 'slots' ? offeredSlots(calendar, now) : [],
  };
}

/** The user's profile phone with its dial code ("+351 912345678"), the form's default contact. */
export async function profilePhone(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ phone: users.phone, dial: countries.dialCode })
    .from(users)
    .leftJoin(countries, eq(countries.code, users.phoneCountry))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.phone) return '';
  return [row.dial, row.phone].filter(Boolean).join(' ');
}
