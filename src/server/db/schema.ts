/** The whole domain's tables (DESIGN.md section 3): later features add behaviour, not tables. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
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
import { NOTIFICATION_TYPES } from '../../lib/notifications/types.ts';
import { SALE_STATES, type SaleAvailability } from '../../lib/sales/types.ts';
import type { SaleInput } from '../../lib/validation/sale.ts';
import type { ProposedAnimal } from '../../lib/sales/litter.ts';
import { ROLES } from '../../lib/users/types.ts';
import { ALERT_FREQUENCIES } from '../../lib/searches/types.ts';
import type { VisitNote } from '../../lib/conversations/shapes.ts';
import type { RiskKind } from '../../lib/conversations/risk-signals.ts';
import type { PushKind } from '../../lib/push/kinds.ts';
import type { MessagePhoto } from '../../lib/conversations/shapes.ts';
import { REVIEW_SIDES } from '../../lib/reviews/types.ts';
import { REPORT_REASONS, REPORT_TARGETS, type ModerationAction } from '../../lib/moderation/types.ts';
import { CERTIFICATION_STATUSES, type CertificationDocumentType } from '../../lib/certification/types.ts';
import type { HealthSheet } from '../../lib/sales/shapes.ts';
import type { HealthDocumentKind } from '../../lib/sales/health-types.ts';
import type { FlagKind, FlagVerdict, MotherEvidence, PriceEvidence, TextEvidence } from '../../lib/signals/shapes.ts';

/**
 * A change to an approved sale waiting for a moderator (decisions 135, 197): the advert's own fields, a litter's
 * animals, or both; one decision takes or refuses it whole.
 */
export interface SaleRevision {
  /** The advert's body as sent; null when only its animals change. */
  input: SaleInput | null;
  /** A litter's animals as they would be; absent when they do not change. */
  animals?: ProposedAnimal[];
  /** ISO 8601. */
  submittedAt: string;
}

/** PostgreSQL full-text vector; filled by a trigger (drizzle/0002, 0023), never by code. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const roleEnum = pgEnum('role', ROLES);
export const sexEnum = pgEnum('sex', ['MALE', 'FEMALE']);
export const saleStatusEnum = pgEnum('sale_status', ['PENDING', 'APPROVED', 'REJECTED']);
/** Whether an animal can still be had (decision 137): moderation (status) and availability are apart. */
// LAPSED (issue 57, decision 219): not confirmed in time by its seller, out of the listing; never an animal's state.
export const saleAvailabilityEnum = pgEnum('sale_availability', SALE_STATES);
export const bookingStatusEnum = pgEnum('booking_status', ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED']);
export const articleStatusEnum = pgEnum('article_status', ['DRAFT', 'PUBLISHED']);
export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);
export const reportTargetEnum = pgEnum('report_target', REPORT_TARGETS);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const alertFrequencyEnum = pgEnum('alert_frequency', ALERT_FREQUENCIES);
export const certificationStatusEnum = pgEnum('certification_status', CERTIFICATION_STATUSES);
export const reviewSideEnum = pgEnum('review_side', REVIEW_SIDES);

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
    /**
     * A municipality's position (WGS84 degrees, its seat as GeoNames has it: decision 204), what distance searches
     * measure from and to; null for a district. Filled from src/server/db/reference/coordinates.ts at start-up.
     */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [
    index().on(t.parentId),
    uniqueIndex().on(t.parentId, t.name),
    // The bounding box of a distance search (decision 204).
    index('locations_coordinates').on(t.latitude, t.longitude),
  ],
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
    /**
     * How many of the person's adverts are approved (what /breeders shows and orders by). Kept by the database, never
     * by code: triggers on sales count each insert, delete and change of status or owner (migration 0018, decision 163).
     */
    approvedSales: integer().notNull().default(0),
    /** Bumped on password change, recovery, logout-everywhere and deletion: older tokens die. */
    tokenVersion: integer().notNull().default(0),
    /** Suspended by a moderator until then (9999-12-31 for good: FOREVER in domain/moderation), or null (decision 150). */
    suspendedUntil: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    /**
     * When the person opened the link mailed to this address (issue 37, decision 174); null until then, and again
     * after the address changes. Accounts made before confirmation existed, the demo's and the administrator's
     * count as confirmed (the default): only a sign-up sets null.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The breeders directory and the sitemap read breeders only, in uid order (issue 21).
    index().on(t.userType, t.id),
    // /breeders in its order: certified first, then by approved adverts, name and uid; a page is read in index order,
    // a district or a species filtering the entries as they come (decision 163).
    index('users_breeders_directory').on(
      t.userType,
      t.certified.desc().nullsFirst(),
      t.approvedSales.desc().nullsFirst(),
      t.name,
      t.surname,
      t.id,
    ),
  ],
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

/**
 * Addresses an account signed in from (decisions 095, 057): from them a stranger's failed guesses do not
 * lock the owner out. In the database so a restart or another instance knows them; 30 days, a few per account.
 */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An IPv4 address or an IPv6 /64, as the rate limits count it. */
    address: text().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  // By address too: whose accounts share one (a reporter's or reviewer's independence, decision 196).
  (t) => [primaryKey({ columns: [t.userId, t.address] }), index().on(t.lastSeenAt), index().on(t.address)],
);

/**
 * Browsers an account signed up or signed in from (decision 196): each carries our own random `device` cookie, kept
 * here only as its SHA-256, for 30 days and a few per account like the addresses. No fingerprint: a browser without
 * the cookie is a new device. Two accounts seen in one browser are not independent of each other.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the cookie's value, hex. */
    device: text().notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] }), index().on(t.lastSeenAt), index().on(t.device)],
);

/**
 * Tokens replaced by /authrefresh (decision 097), by their `jti`: refused once `graceUntil` has passed;
 * the row is useless after the token's own expiry.
 */
export const retiredTokens = pgTable(
  'retired_tokens',
  {
    jti: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    graceUntil: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Rate-limit windows shared by every instance on PostgreSQL (decision 113), in the shape
 * rate-limiter-flexible's Drizzle store reads and writes: `points` hits until `expire`. Rows are deleted
 * about a minute after their window ends.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    points: integer().notNull(),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.expire)],
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
    /** Reserved or sold by its owner: out of the listing, still reachable with that state (decision 137). */
    availability: saleAvailabilityEnum().notNull().default('AVAILABLE'),
    /** When its seller last said it is still available (issue 57, decision 219); null: counted from approvedAt. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** When the seller was asked to confirm it, until they do; FRESH_GRACE_DAYS later it lapses. */
    confirmAskedAt: timestamp({ withTimezone: true }),
    /**
     * An owner's change to an approved sale, waiting for a moderator while the approved version stays online
     * (decision 135): the body as sent (SaleInput) and when.
     */
    revision: jsonb().$type<SaleRevision>(),
    /** Why the moderators refused the last revision (the live version stayed); cleared by the next one. */
    revisionRejectReason: text(),
    certified: boolean().notNull().default(false),
    approvedAt: timestamp({ withTimezone: true }),
    /** Hidden after reports by REPORT_HOLD_REPORTERS people until a moderator decides (decision 149). */
    heldAt: timestamp({ withTimezone: true }),
    /** Held because its owner is suspended (decision 150): back online when the suspension ends. */
    heldBySuspension: boolean().notNull().default(false),
    /** Taken down by a moderator after reports: its link says so (410), not "em revisão". */
    takenDownAt: timestamp({ withTimezone: true }),
    /** A litter: its animals are rows of sale_animals (issue 39, decision 186). */
    litter: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Title, species and breed, description, district and municipality, weighed in that order, for Portuguese
     * accent-insensitive search (config pt_unaccent, drizzle/0023).
     */
    search: tsvector(),
  },
  (t) => {
    // The adverts on the public listing, and every filter's column (the listing's indexes hold them all).
    const listed = sql`${t.status} = 'APPROVED' and ${t.availability} = 'AVAILABLE'`;
    const filters = [
      t.speciesCode,
      t.breedCode,
      t.purebred,
      t.locationId,
      t.childLocationId,
      t.priceCents,
      t.sex,
      t.birthDate,
      t.certified,
    ];
    return [
      index().on(t.status, t.createdAt),
      index().on(t.status, t.approvedAt),
      index().on(t.status, t.priceCents),
      // The text search reads the listed adverts' vectors only (decision 167): a pending or sold advert is never a
      // match to visit.
      index('sales_listed_search').using('gin', t.search).where(listed),
      // A person's adverts, and how many of them are approved counted from the index alone (/breeders, issue 21).
      index().on(t.ownerId, t.status),
      index().on(t.speciesCode, t.breedCode),
      index().on(t.locationId, t.childLocationId),
      // The public listing in its default order (issue 21): its first and deep pages read this index instead of
      // the table, and with every filter's column in it, the count of any listing or saved search (but a text
      // search) is read from the index alone.
      index('sales_listed')
        .on(t.approvedAt.desc().nullsFirst(), t.id, ...filters)
        .where(listed),
      // The same adverts cheapest first: a listing sorted by price reads its page in index order, skipping the
      // entries its filters refuse, instead of sorting every match (decision 159).
      index('sales_listed_price')
        .on(t.priceCents, t.approvedAt.desc().nullsFirst(), t.id, ...filters.filter((c) => c !== t.priceCents))
        .where(listed),
      // The same adverts by species and place, the filters people use most: a filtered listing's count reads only
      // the entries of its species and district, not the whole listing (decision 159).
      index('sales_listed_place')
        .on(
          t.speciesCode,
          t.locationId,
          t.childLocationId,
          t.breedCode,
          t.purebred,
          t.priceCents,
          t.sex,
          t.birthDate,
          t.certified,
        )
        .where(listed),
      // The same adverts by uid: the sitemap's files walk them in this order (decision 157).
      index('sales_listed_uid').on(t.id).where(listed),
      // The same adverts by municipality, newest first: a search around a place reads the entries of the
      // municipalities within its radius only, and nearest first walks each of them in date order (decision 204).
      index('sales_listed_municipality').on(t.childLocationId, t.approvedAt.desc().nullsFirst(), t.id).where(listed),
      // And `sales_listed_text` (migration 0026, decision 175; the builder cannot write INCLUDE): the same order
      // with the text vector included, which a text search of a common word walks without reading the table.
      // Fresh adverts (decision 219): the listed adverts not yet asked, by when they were last confirmed, and the
      // ones asked, by when: each pass reads only the adverts due.
      index('sales_fresh_due')
        .on(sql`coalesce(${t.confirmedAt}, ${t.approvedAt}, ${t.createdAt})`)
        .where(sql`${listed} and ${t.confirmAskedAt} is null`),
      index('sales_fresh_asked')
        .on(t.confirmAskedAt)
        .where(sql`${listed} and ${t.confirmAskedAt} is not null`),
      // The mother's record (decision 222): one chip's adverts, as a mother and as an animal, without reading them all.
      index('sales_mother_microchip')
        .on(t.motherMicrochip)
        .where(sql`${t.motherMicrochip} is not null`),
      index('sales_microchip')
        .on(t.microchip)
        .where(sql`${t.microchip} is not null`),
    ];
  },
);

/**
 * What is left of a sale its owner deleted (decision 136): enough for its old link to answer 410 with
 * similar adverts. Goes with the owner's account.
 */
export const removedSales = pgTable('removed_sales', {
  id: uuid().primaryKey(),
  ownerId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  speciesCode: text().notNull(),
  breedCode: text(),
  purebred: boolean().notNull().default(false),
  locationId: integer(),
  childLocationId: integer(),
  removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The words people may mean when a word of theirs matches nothing (decision 173): every word of the adverts'
 * searchable text (title, description, species, breed, district, municipality), lower case as written (`word`)
 * and without accents (`plain`, compared by trigrams). Filled by the sales' search trigger (drizzle/0023), never
 * by code; a word stays when its adverts go, and is offered only while some listed advert holds it.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    plain: text().primaryKey(),
    word: text().notNull(),
  },
  (t) => [index('search_vocabulary_trigrams').using('gin', sql`${t.plain} gin_trgm_ops`)],
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

/**
 * The animals of a litter (issue 39, decision 186): an advert with rows here is a litter, one card and one page,
 * each animal with its own sex, colour, price, microchip and state. The advert's own price is the lowest of its
 * available animals (kept by the write), so its price order and "desde" need no join.
 */
export const saleAnimals = pgTable(
  'sale_animals',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    /** How the breeder and buyers name it: "Macho de coleira azul". */
    label: text().notNull(),
    sex: sexEnum().notNull(),
    colour: text().notNull(),
    /** Euro cents; 0 for free. */
    priceCents: integer().notNull(),
    microchip: text().notNull(),
    state: saleAvailabilityEnum().$type<SaleAvailability>().notNull().default('AVAILABLE'),
    /** Its own photos, optional: file keys of the owner's sale photos (up to ANIMAL_PHOTOS_MAX). */
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex().on(t.saleId, t.position),
    // A chip names one animal on the whole site.
    uniqueIndex('sale_animals_microchip').on(t.microchip),
    // The listing's filters read the available animals of each litter.
    index('sale_animals_available')
      .on(t.saleId, t.sex, t.priceCents)
      .where(sql`${t.state} = 'AVAILABLE'`),
  ],
);

/**
 * An advert's health and parents sheet (issue 56, decision 215): one row for the advert (a litter's, shared by its
 * animals) and one per litter animal that has an LOP number or a sheet of its own. The animal is named by its uid
 * without a foreign key: a litter's rows are written anew on every change (litter-rows.ts), and an animal of a change
 * waiting for the moderators has no row yet; reads keep the animals the litter has.
 */
export const healthSheets = pgTable(
  'health_sheets',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** Null: the advert's own sheet. */
    animalUid: uuid(),
    /** A litter animal's own LOP number (a single animal's is the advert's `lop_number`). */
    lop: text(),
    /** Null on an animal's row: it shares the litter's sheet. */
    sheet: jsonb().$type<HealthSheet>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('health_sheets_advert')
      .on(t.saleId)
      .where(sql`${t.animalUid} is null`),
    uniqueIndex('health_sheets_animal')
      .on(t.saleId, t.animalUid)
      .where(sql`${t.animalUid} is not null`),
  ],
);

/**
 * An advert's risk flags (issue 57, decision 218): raised when the advert is sent or changed, never a refusal; the
 * moderator's verdict (was it right?) is kept with the flag so the thresholds can be tuned. A change to the advert
 * replaces its undecided flags; decided ones stay as its history.
 */
export const saleFlags = pgTable(
  'sale_flags',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    kind: text().notNull().$type<FlagKind>(),
    /** What raised it (`price-below-usual`, `risk-words`): the moderators' text is `flags.reason.<reason>`. */
    reason: text().notNull(),
    /** What the moderator reads beside it: the price against the range, the words found (src/lib/signals/shapes.ts). */
    evidence: jsonb().notNull().$type<PriceEvidence | TextEvidence | MotherEvidence>(),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verdict: text().$type<FlagVerdict>(),
    decidedAt: timestamp({ withTimezone: true }),
    /** Null once the moderator's account is gone. */
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.saleId, t.raisedAt)],
);

/** The sheet's private documents (a photo of the vaccination booklet, test certificates): the seller and staff only. */
export const healthDocuments = pgTable(
  'health_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The litter animal it is about (see health_sheets); null: the advert's. */
    animalUid: uuid(),
    kind: text().notNull().$type<HealthDocumentKind>(),
    name: text().notNull(),
    contentType: text().notNull().$type<CertificationDocumentType>(),
    bytes: integer().notNull(),
    /** Under `health-docs/`, which the public files route never serves. */
    storeKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.saleId, t.createdAt)],
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
    /** Null once the seller deleted the advert; removedSaleId then names it (issue 16). */
    saleId: uuid().references(() => sales.id, { onDelete: 'set null' }),
    /** The deleted advert (its tombstone) whose visit this was: the visit stays in the visitor's list. */
    removedSaleId: uuid().references(() => removedSales.id, { onDelete: 'cascade' }),
    visitorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    message: text(),
    phone: text(),
    /** The animals of a litter the visitor asked to meet (issue 39), named as they were when asked. */
    animals: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`)
      .$type<{ uid: string; label: string }[]>(),
    status: bookingStatusEnum().notNull().default('PENDING'),
    rejectReason: text(),
    /** CANCELLED by the seller's deleting or selling the advert, not by the visitor. */
    cancelledBySeller: boolean().notNull().default(false),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.visitorId),
    index().on(t.saleId),
    index().on(t.removedSaleId),
    // A visit always names its advert, live or deleted.
    check('bookings_names_its_sale', sql`${t.saleId} is not null or ${t.removedSaleId} is not null`),
    // No slot of a sale is ever accepted twice, whatever races happen in code.
    uniqueIndex('bookings_accepted_slot')
      .on(t.saleId, t.startsAt)
      .where(sql`${t.status} = 'ACCEPTED'`),
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

// ── Information pages (decisions 153, 154) ───────────────────────────────────

/**
 * An information page written or changed in the browser. A row overrides the shipped file of the same
 * slug (src/content/info/<slug>.md); without a row the file is the page.
 */
export const infoPages = pgTable('info_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  /** The Markdown the editor wrote. */
  source: text().notNull(),
  /** Sanitised HTML rendered from the Markdown source. */
  body: text().notNull(),
  /** Position in the footer and in lists of information pages (lower first). */
  position: integer().notNull().default(100),
  inFooter: boolean().notNull().default(false),
  status: articleStatusEnum().notNull().default('DRAFT'),
  /** The "last updated" date visitors see: set whenever the page goes live or changes while live. */
  publishedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every save of an information page: what it said, who saved it and when. Kept after a restore of the file. */
export const infoPageRevisions = pgTable(
  'info_page_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull(),
    /** 1, 2, 3… per slug. */
    number: integer().notNull(),
    /** create, edit, restore (of an earlier revision) or shipped (back to the file's text). */
    kind: text().notNull(),
    restoredFrom: integer(),
    title: text().notNull(),
    description: text().notNull(),
    source: text().notNull(),
    position: integer().notNull(),
    inFooter: boolean().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('info_page_revisions_slug_number').on(t.slug, t.number)],
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
    /** When a socket of its person first received it: a tab was open, so no push (issue 42, decision 190). */
    deliveredAt: timestamp({ withTimezone: true }),
    /** When its push was claimed for sending (once, whatever number of instances look). */
    pushedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.userId, t.createDate),
    index('notifications_unread')
      .on(t.userId)
      .where(sql`${t.visualized} = false`),
    // What points at a thing that goes away (a deleted article): found without reading every row.
    index().on(t.referenceKey),
  ],
);

// ── Conversations (issue 17, decision 145) ────────────────────────────────────

/**
 * One conversation per advert and buyer. It outlives the advert and either account: the sale and people
 * become null (the title is kept as it was written to), the messages stay for the other person.
 * Read and delivered pointers are message ids: everything up to them is read / received on a device.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid().references(() => sales.id, { onDelete: 'set null' }),
    saleTitle: text().notNull(),
    buyerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageId: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    buyerDeliveredId: bigint({ mode: 'number' }).notNull().default(0),
    buyerReadId: bigint({ mode: 'number' }).notNull().default(0),
    sellerDeliveredId: bigint({ mode: 'number' }).notNull().default(0),
    sellerReadId: bigint({ mode: 'number' }).notNull().default(0),
    /** The last message id each person was mailed about while away (one mail per conversation). */
    buyerMailedId: bigint({ mode: 'number' }).notNull().default(0),
    sellerMailedId: bigint({ mode: 'number' }).notNull().default(0),
    /** The last message id each person's devices were pushed about while no tab received it (issue 42). */
    buyerPushedId: bigint({ mode: 'number' }).notNull().default(0),
    sellerPushedId: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Each person's unread messages here (the other's after their read pointer), kept by every write that moves a
     * pointer or adds a message (issue 41): a push carries them without counting.
     */
    buyerUnread: integer().notNull().default(0),
    sellerUnread: integer().notNull().default(0),
    /** Set when either person reports the conversation: only then may moderators read it. */
    reportedAt: timestamp({ withTimezone: true }),
    reportedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reportReason: text(),
  },
  (t) => [
    uniqueIndex('conversations_sale_buyer').on(t.saleId, t.buyerId),
    index().on(t.buyerId, t.lastMessageAt),
    index().on(t.sellerId, t.lastMessageAt),
    index('conversations_reported')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/** Plain text, at most 2,000 characters; body null once its writer deleted their account. */
export const messages = pgTable(
  'messages',
  {
    /** Increasing within a conversation in commit order: ids are drawn under the conversation's row lock. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text(),
    /** A visit proposed in the conversation, or a change of the visit it is about (decision 148); body null. */
    visit: jsonb().$type<VisitNote>(),
    /** The scam signals its text carries (src/lib/conversations/risk-signals.ts, decision 177), counted for moderators. */
    risks: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<RiskKind[]>(),
    /** Up to MESSAGE_PHOTOS_MAX photos (issue 40): `files` rows of kind 'message', kept privately under `chat/`. */
    photos: jsonb()
      .notNull()
      .default(sql`'[]'::jsonb`)
      .$type<MessagePhoto[]>(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.conversationId, t.id), index().on(t.senderId)],
);

/**
 * A person's unread messages over all their conversations (the top bar's badge), kept with the conversations'
 * counters in the same transactions (issue 41); no row reads as 0.
 */
export const unreadTotals = pgTable('unread_totals', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unread: integer().notNull().default(0),
});

/**
 * A device that accepts pushes (issue 42, decision 190): the browser's subscription (its push service's endpoint and
 * the keys a payload is encrypted with) and the kinds of event its person wants on it. Gone with the account, or
 * when the push service says the subscription expired (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** How the profile names the device ("Chrome em Android"), from the browser's User-Agent when it subscribed. */
    device: text().notNull(),
    kinds: text()
      .array()
      .notNull()
      .default(sql`'{message,visit,search,report}'::text[]`)
      .$type<PushKind[]>(),
    createdAt: createdAt(),
    /** The last push sent to it, or its subscription when none yet. */
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Pushes in a row its service did not take (no answer in time, refused): backed off, then dropped (issue 52). */
    failures: smallint().notNull().default(0),
    /** While backed off, the first moment it is tried again. */
    retryAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/** A person who blocked another: while a row exists in either direction neither can write to the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index().on(t.blockedId)],
);

// ── Trust and moderation (issue 18, decision 149) ─────────────────────────────

/** A person's report of an advert, a person or a conversation; open until a moderator decides. */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetType: reportTargetEnum().notNull(),
    /** The advert's, person's or conversation's uid; no foreign key: the report outlives its target. */
    targetId: uuid().notNull(),
    /**
     * The person the report is about (decision 174): the advert's owner, the person reported, or the other person of
     * the conversation than the reporter. The queue groups by it, and a warning or suspension hits them.
     */
    subjectId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: reportReasonEnum().notNull(),
    text: text(),
    /** What the report counted toward a hold when filed: from the reporter's standing (domain/standing/standing.ts). */
    weight: integer().notNull().default(0),
    /**
     * Whether, when filed, the reporter shared an address or a device with the person reported or with another
     * reporter whose report weighed (decision 196): then it weighed nothing, and the queue says why.
     */
    linked: boolean().notNull().default(false),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The decision that closed it. */
    decisionId: uuid().references((): AnyPgColumn => moderationLog.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open report per person and target.
    uniqueIndex('reports_open_per_reporter')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_open_by_target')
      .on(t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    // A reporter's history in the queue: how many reports they filed and how many were upheld.
    index('reports_by_reporter').on(t.reporterId),
  ],
);

/**
 * An owner's answer to the take-down of their advert (issue 37, decision 174): it waits in the moderators' queue until
 * one puts the advert back online or keeps it down, with a reason the owner reads.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid().primaryKey().defaultRandom(),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The decision that answered it (REINSTATE or UPHOLD). */
    decisionId: uuid().references((): AnyPgColumn => moderationLog.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open appeal per advert.
    uniqueIndex('appeals_open_per_sale')
      .on(t.saleId)
      .where(sql`${t.resolvedAt} is null`),
    index('appeals_open')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A breeder's application for certification (issue 37, decision 176): what they declared and how a moderator
 * answered it. An approval sets `users.certified` until `validUntil`; the daily renewal job reminds and ends it.
 */
export const certificationApplications = pgTable(
  'certification_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dgavNumber: text().notNull(),
    premises: text().notNull(),
    status: certificationStatusEnum().notNull().default('PENDING'),
    reason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The moderator's decision in the log. */
    decisionId: uuid().references((): AnyPgColumn => moderationLog.id, { onDelete: 'set null' }),
    validUntil: timestamp({ withTimezone: true }),
    /** When the breeder was told the approval ends soon. */
    remindedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    // One waiting application per breeder, and the queue reads the waiting ones oldest first.
    uniqueIndex('certification_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('certification_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    // The renewal job: approvals by their end.
    index('certification_approved_until')
      .on(t.validUntil)
      .where(sql`${t.status} = 'APPROVED'`),
  ],
);

/** An application's documents: kept in the file store under a private key only the applicant and staff can read. */
export const certificationDocuments = pgTable(
  'certification_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => certificationApplications.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    name: text().notNull(),
    contentType: text().notNull().$type<CertificationDocumentType>(),
    bytes: integer().notNull(),
    storeKey: text().notNull(),
  },
  (t) => [index().on(t.applicationId)],
);

/** Every moderation decision: who, when, what and why; kept when the target or the moderator is deleted. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for the site's own decisions (an automatic hold) or once the moderator's account is gone. */
    moderatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    moderatorName: text(),
    action: text().notNull().$type<ModerationAction>(),
    targetType: reportTargetEnum().notNull(),
    targetId: uuid().notNull(),
    /** The advert's title or the person's name when the decision was taken. */
    targetTitle: text().notNull(),
    /** The person the decision concerns (an advert's owner), to read their history. */
    ownerId: uuid(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.targetType, t.targetId, t.createdAt), index().on(t.ownerId)],
);

/**
 * Saved searches (issue 19, decision 155): the listing's filters as columns, so one query finds every search an
 * approved advert matches. Prices in euros and ages in whole months, as on /sales.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    q: text(),
    /** The words as the listing reads them (`tsQuery` of domain/sales/text-search.ts), computed once when saved. */
    query: tsquery(),
    speciesCode: text(),
    breedCode: text(),
    locationId: integer(),
    childLocationId: integer(),
    priceMin: integer(),
    priceMax: integer(),
    sex: sexEnum(),
    ageMin: integer(),
    ageMax: integer(),
    certified: boolean().notNull().default(false),
    free: boolean().notNull().default(false),
    /** Around a municipality (its id) or a position (latitude, longitude), within radiusKm (issue 54, decision 204). */
    nearId: integer(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    radiusKm: integer(),
    frequency: alertFrequencyEnum().notNull().default('IMMEDIATE'),
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/** One row per person and advert they were told of (once per advert, whatever number of their searches match). */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    saleId: uuid()
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    searchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** Waiting for the morning digest: mailed_at is set when it goes. */
    digest: boolean().notNull().default(false),
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.saleId] }),
    index('search_alerts_digest_due')
      .on(t.userId)
      .where(sql`${t.digest} and ${t.mailedAt} is null`),
  ],
);

/** Jobs that run once per day across every instance: the day each last ran (decision 155). */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text().primaryKey(),
  lastRunOn: date({ mode: 'string' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * A review of an accepted visit (issue 38, decision 183): one per side, written within the window after the visit.
 * Hidden from everyone but its author until `publishAt` (the window's end, or the moment the other side wrote too).
 * The ratings a side does not ask are null; a hidden review leaves the averages.
 */
export const visitReviews = pgTable(
  'visit_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    side: reviewSideEnum().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The person reviewed: the advertiser for a visitor's review, the visitor for the advertiser's. */
    subjectId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    health: smallint(),
    honesty: smallint(),
    communication: smallint(),
    punctuality: smallint(),
    respect: smallint(),
    text: text(),
    /** The advert's title when written (the advert may go). */
    saleTitle: text().notNull(),
    visitedAt: timestamp({ withTimezone: true }).notNull(),
    publishAt: timestamp({ withTimezone: true }).notNull(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    /**
     * When its writer and the person reviewed were first seen sharing an address or a device (decision 196): from
     * then on it never counts toward a rating. Set when it is written or the pair is published, and by any later
     * sign-in that shows the two together; kept, since the addresses and devices themselves are forgotten.
     */
    linkedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('visit_reviews_one_per_side').on(t.bookingId, t.side),
    index('visit_reviews_received').on(t.subjectId, t.side, t.publishAt),
    index().on(t.authorId),
    check(
      'visit_reviews_ratings',
      sql`coalesce(${t.health}, 1) between 1 and 5 and coalesce(${t.honesty}, 1) between 1 and 5
        and coalesce(${t.communication}, 1) between 1 and 5 and coalesce(${t.punctuality}, 1) between 1 and 5
        and coalesce(${t.respect}, 1) between 1 and 5`,
    ),
  ],
);

/**
 * The review requests sent (issue 38): the day after a visit ('ASK') and three days before its window closes
 * ('LAST'), once per person and visit whichever instance sends it (the key's insert is the claim).
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ASK and LAST ask for a review; PUBLISHED tells that the reviews came out (decision 184). */
    kind: text().notNull().$type<'ASK' | 'LAST' | 'PUBLISHED'>(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId, t.kind] })],
);
