/**
 * Which tables feed which kind of cached public read (decision 203): the database's triggers (migration 0040) say
 * so for every write, and tests/api/cache-kinds.test.ts holds them to this map and every cached read to them.
 */

/** The kinds of cached public data; each has a NOTIFY channel (`channelOf`) and a read cache per database. */
export const CACHE_KINDS = ['sales', 'articles', 'profiles', 'info_pages'] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];

/** The channel every instance LISTENs on to hear that a kind changed. */
export function channelOf(kind: CacheKind): string {
  return `patinhas_${kind}`;
}

/** The transaction-local setting in which the triggers list the kinds a transaction changed. */
export const CHANGED_KINDS_SETTING = 'patinhas.changed_kinds';

export interface CachedTable {
  /** The kinds whose cached reads show this table's rows. */
  readonly kinds: readonly CacheKind[];
  /** Only an update naming one of these columns counts (the others are shown nowhere); absent: every update. */
  readonly columns?: readonly string[];
  /** False when a new row shows nowhere until a row of another table points at it (an uploaded file). */
  readonly inserts?: false;
}

/**
 * Every table a cached read, or a public page kept rendered, reads. A public page's store empties on any kind, so a
 * table its pages read directly only needs one; a read cache needs its own kind.
 */
export const CACHED_TABLES: Readonly<Record<string, CachedTable>> = {
  // The adverts: the listing, a sale, the certified carousel, similar adverts, a breeder's adverts.
  sales: { kinds: ['sales'] },
  sale_images: { kinds: ['sales'] },
  sale_animals: { kinds: ['sales'] },
  // The health sheet on an advert's page and card, and which private documents it has (decision 215).
  health_sheets: { kinds: ['sales'] },
  health_documents: { kinds: ['sales'] },
  search_vocabulary: { kinds: ['sales'] },
  // Photos: sale covers and galleries, article covers. An upload shows once an advert or an article names it.
  files: { kinds: ['sales', 'articles'], inserts: false },
  // The seller card of a sale, the breeders' directory and page, an article's byline, the standing of a review's
  // writer. Signing in, a new password or a moderator's note change none of them.
  users: {
    kinds: ['sales', 'articles', 'profiles'],
    columns: [
      'id',
      'name',
      'surname',
      'phone',
      'phone_country',
      'show_phone',
      'user_type',
      'location_id',
      'child_location_id',
      'avatar',
      'dgav_number',
      'certified',
      'approved_sales',
      'email_confirmed_at',
      'created_at',
    ],
  },
  user_breeds: { kinds: ['sales', 'profiles'] },
  certification_applications: { kinds: ['sales', 'profiles'] },
  certification_documents: { kinds: ['sales', 'profiles'] },
  // Ratings on cards, a sale's seller and a breeder's page.
  visit_reviews: { kinds: ['sales', 'profiles'] },
  // Reference data: names on cards and profiles and the filters (written at start-up only).
  species: { kinds: ['sales', 'profiles'] },
  breeds: { kinds: ['sales', 'profiles'] },
  locations: { kinds: ['sales', 'profiles'] },
  countries: { kinds: ['profiles'] },
  user_types: { kinds: ['profiles'] },
  articles: { kinds: ['articles'] },
  info_pages: { kinds: ['info_pages'] },
};
