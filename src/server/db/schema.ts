/** The whole domain's tables (DESIGN.md section 3): later features add behaviour, not tables. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; filled by a trigger (drizzle/0002_sales_search_config.sql), never by code. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const roleEnum = pgEnum('role', ['user', 'editor', 'admin']);
export const sexEnum = pgEnum('sex', ['MALE', 'FEMALE']);
export const saleStatusEnum = pgEnum('sale_status', ['PENDING', 'APPROVED', 'REJECTED']);
export const bookingStatusEnum = pgEnum('booking_status', ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']);
export const articleStatusEnum = pgEnum('article_status', ['DRAFT', 'PUBLISHED']);
export const notificationTypeEnum = pgEnum('notification_type', [
  'GLOBAL',
  'ARTICLE_CREATED',
  'SALE_INTERESTED',
  'SALE_REJECT',
  'SALE_APPROVE',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
]);

// ── Reference data ────────────────────────────────────────────────────────────

/** `/public/user-type`: at least TUTOR and BREEDER (Criador). */
export const userTypes = pgTable('user_types', {
  code: text().primaryKey(),
  name: text().notNull(),
  position: smallint().notNull().default(0),
});

/** Districts and autonomous regions (parentId null) and their municipalities. */
export const locations = pgTable(
  'locations',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => locations.id),
    code: text(),
    name: text().notNull(),
  },
  (t) => [index().on(t.parentId), uniqueIndex().on(t.parentId, t.name)],
);

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  dialCode: text().notNull(),
});

export const species = pgTable('species', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const breeds = pgTable(
  'breeds',
  {
    code: text().primaryKey(),
    speciesCode: text()
      .notNull()
      .references(() => species.code),
    name: text().notNull(),
    /** Potentially dangerous breed under Portuguese law (Portaria n.º 422/2004). */
    dangerous: boolean().notNull().default(false),
  },
  (t) => [index().on(t.speciesCode)],
);

// ── Accounts ──────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    surname: text().notNull(),
    phone: text(),
    phoneCountry: text().references(() => countries.code),
    showPhone: boolean().notNull().default(false),
    userType: text()
      .notNull()
      .references(() => userTypes.code),
    locationId: integer().references(() => locations.id),
    childLocationId: integer().references(() => locations.id),
    /** Key of the avatar in the file store; null shows the default image. */
    avatar: text(),
    role: roleEnum().notNull().default('user'),
    /** DGAV breeder registration number. */
    dgavNumber: text(),
    certified: boolean().notNull().default(false),
    /** Bumped on password change, recovery, logout-everywhere and deletion: older tokens die. */
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Breeds a breeder breeds (the breeder card's animal codes). */
export const userBreeds = pgTable(
  'user_breeds',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    breedCode: text()
      .notNull()
      .references(() => breeds.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.breedCode] })],
);

/** Password recovery tickets: only the SHA-256 of the ticket is stored; single use. */
export const recoveryTickets = pgTable(
  'recovery_tickets',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

// ── Files ─────────────────────────────────────────────────────────────────────

/** Images kept in the file store, with the variants (widths × formats) made from them. */
export const files = pgTable(
  'files',
  {
    key: text().primaryKey(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** [{ width, format, path, bytes }] */
    variants: jsonb().notNull().$type<{ width: number; format: string; path: string; bytes: number }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.ownerId)],
);

// ── Marketplace ───────────────────────────────────────────────────────────────

export const sales = pgTable(
  'sales',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesCode: text()
      .notNull()
      .references(() => species.code),
    /** Null when the breed is undetermined (no breed name is shown then). */
    breedCode: text().references(() => breeds.code),
    purebred: boolean().notNull().default(false),
    title: text().notNull(),
    description: text().notNull(),
    /** Euro cents; 0 means the animal is offered for free. */
    priceCents: integer().notNull().default(0),
    sex: sexEnum().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    /** The date the animal may go to its new home: at least 8 weeks after birthDate. */
    registerDate: date({ mode: 'string' }).notNull(),
    litterSize: smallint(),
    microchip: text(),
    motherMicrochip: text(),
    lopNumber: text(),
    dangerous: boolean().notNull().default(false),
    locationId: integer().references(() => locations.id),
    childLocationId: integer().references(() => locations.id),
    status: saleStatusEnum().notNull().default('PENDING'),
    rejectReason: text(),
    certified: boolean().notNull().default(false),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Title, species, breed and description for Portuguese accent-insensitive search (config pt_unaccent). */
    search: tsvector(),
  },
  (t) => [
    index().on(t.status, t.createdAt),
    index().on(t.status, t.approvedAt),
    index().on(t.status, t.priceCents),
    index('sales_search_index').using('gin', t.search),
    index().on(t.ownerId),
    index().on(t.speciesCode, t.breedCode),
    index().on(t.locationId, t.childLocationId),
  ],
);

export const saleImages = pgTable(
  'sale_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** Position 0 is the default image. */
    position: smallint().notNull(),
    fileKey: text()
      .notNull()
      .references(() => files.key),
  },
  (t) => [uniqueIndex().on(t.saleId, t.position)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * Set when the user takes the heart back; the row stays so that only the first favourite of a
     * user on a sale ever notifies the seller (decision 062).
     */
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.saleId] }), index().on(t.saleId)],
);

// ── Visits ────────────────────────────────────────────────────────────────────

/** A seller's weekly visiting hours (minutes from midnight, Europe/Lisbon). */
export const visitHours = pgTable(
  'visit_hours',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
  },
  (t) => [index().on(t.userId)],
);

export const blockedDays = pgTable(
  'blocked_days',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    visitorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    message: text(),
    phone: text(),
    status: bookingStatusEnum().notNull().default('PENDING'),
    rejectReason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.visitorId),
    index().on(t.saleId),
    // No slot of a sale is ever accepted twice, whatever races happen in code.
    uniqueIndex('bookings_accepted_slot').on(t.saleId, t.startsAt).where(sql`${t.status} = 'ACCEPTED'`),
    // One open (pending or accepted) visit per visitor and sale.
    uniqueIndex('bookings_open_per_visitor')
      .on(t.saleId, t.visitorId)
      .where(sql`${t.status} in ('PENDING', 'ACCEPTED')`),
  ],
);

// ── Content ───────────────────────────────────────────────────────────────────

export const articles = pgTable(
  'articles',
  {
    id: uuid().primaryKey().defaultRandom(),
    referenceKey: text().notNull().unique(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    summary: text().notNull(),
    /** Sanitised HTML rendered from the Markdown source. */
    body: text().notNull(),
    /** The Markdown the editor wrote. */
    source: text().notNull(),
    coverImage: text().references(() => files.key),
    status: articleStatusEnum().notNull().default('DRAFT'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.status, t.publishedAt)],
);

// ── Notifications ─────────────────────────────────────────────────────────────

export const notifications = pgTable(
  'notifications',
  {
    key: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum().notNull(),
    /** Translation keys, with their interpolation parameters. */
    title: text().notNull(),
    message: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    referenceKey: text(),
    visualized: boolean().notNull().default(false),
    createDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createDate),
    index('notifications_unread').on(t.userId).where(sql`${t.visualized} = false`),
  ],
);
