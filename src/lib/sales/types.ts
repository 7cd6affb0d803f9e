/** The sale as the API, the pages and the islands see it: a card for lists, a detail with every legal field. */
import type { ImageVariant } from '../images.ts';
import type { PublicProfile } from '../users/shapes.ts';
import type { SearchFilters } from '../searches/shapes.ts';

export type SaleStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
/** Set by its owner (decision 137): a reserved or sold sale leaves the listing and keeps its page. */
export const SALE_AVAILABILITIES = ['AVAILABLE', 'RESERVED', 'SOLD'] as const;
export type SaleAvailability = (typeof SALE_AVAILABILITIES)[number];

/** One photo; position 0 is the default photo. `uid` is the file key, `source` its 640 px URL. */
export interface SaleImage {
  uid: string;
  position: number;
  source: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface Named<K = string> {
  code: K;
  name: string;
}

export interface Place {
  id: number;
  name: string;
}

export interface SaleCard {
  uid: string;
  title: string;
  species: Named;
  /** Null: undetermined breed (no breed name is ever shown then). */
  breed: Named | null;
  purebred: boolean;
  /** Euros; 0 means "Gratuito". */
  price: number;
  free: boolean;
  sex: 'MALE' | 'FEMALE';
  birthDate: string;
  /** The date the animal may go to its new home (at least 8 weeks after birth). */
  registerDate: string;
  location: Place | null;
  childLocation: Place | null;
  certified: boolean;
  dangerous: boolean;
  /** The default photo. */
  image: SaleImage | null;
  status: SaleStatus;
  availability: SaleAvailability;
  /** When the sale was last approved (its publication date), ISO 8601. */
  publishedAt: string | null;
  /** What visitors said of the seller (issue 38), from REVIEWS_SHOWN_FROM published reviews on; null below. */
  sellerRating: { overall: number; count: number } | null;
  /** A litter's animals counted (issue 39, decision 186); null for a single animal's advert. */
  litter: LitterSummary | null;
  /**
   * Straight-line km, rounded, from the place the listing searched around to the advert's municipality (issue 54);
   * present only in a listing around a place.
   */
  distanceKm?: number;
}

/** The seller's breeder card (the same fields as GET /public/user-profile). */
export type SellerCard = PublicProfile;

export interface SaleDetail extends SaleCard {
  description: string;
  litterSize: number | null;
  microchip: string | null;
  motherMicrochip: string | null;
  lopNumber: string | null;
  images: SaleImage[];
  /** The moderator's reason; only its owner and admins are given it. */
  rejectReason: string | null;
  ownerUid: string;
  /** The seller's breeder card (DGAV number included). */
  seller: SellerCard;
  createDate: string;
  updateDate: string;
  /** A litter's animals in order (decision 186); empty for a single animal's advert. */
  animals: LitterAnimal[];
}

/** Spring-style page, as every paged call answers. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/**
 * A page of the public listing (GET /public/sales, /sales). It reaches the first `listingLimit(filters)` adverts of
 * its order: when more match, `totalElements` is that limit and `totalCapped` is true (decisions 159, 167).
 */
export interface SalesPage extends Page<SaleCard> {
  totalCapped: boolean;
  /**
   * The search the page answers when the words typed matched nothing and a close word did (decision 173): the
   * typed words with that word replaced. Absent when the words were searched as typed.
   */
  searchedFor?: string;
  /**
   * Words that found nothing with the others, left out of the search the page answers (`searchedFor`): "Sem
   * resultados com «tricolor»" (issue 54, decision 205).
   */
  missingWords?: string[];
  /** Typed words read as the filters they mean ("fêmea": females; "adoção": free adverts), not searched as text. */
  wordsAsFilters?: string[];
}

/** What the search box offers as a person types (decision 173): a species, a breed or a place, and its filter. */
export interface SearchSuggestion {
  label: string;
  kind: 'species' | 'breed' | 'district' | 'municipality';
  /** A breed's species, a municipality's district; empty for the others. */
  detail: string;
  /** The listing's filters that choosing it applies. */
  filters: SearchFilters;
}

/** How many adverts one listing reaches, and counts (decision 159): beyond, narrower filters find the rest. */
export const LISTING_LIMIT = 10_000;

/**
 * How many adverts a text search reaches and counts (decision 167): in relevance order it ranks its newest
 * `TEXT_SEARCH_LIMIT` matches, so a common word ("cão") costs what a rare one does.
 */
export const TEXT_SEARCH_LIMIT = 1_000;

/** How far the listing with these filters reaches: a text search less far than the rest (decision 167). */
export function listingLimit(filters: { q?: string | undefined }): number {
  return filters.q ? TEXT_SEARCH_LIMIT : LISTING_LIMIT;
}

/**
 * The page (from 0) a listing shows instead of `page` when that lies past its last match (decision 166): an old
 * link, or a search that now matches fewer, shows the last page, never "N animais encontrados" above an empty list.
 * Undefined when the page asked holds adverts or nothing matches.
 */
export function lastPageInstead(
  page: number,
  size: number,
  listing: { content: readonly unknown[]; totalElements: number },
): number | undefined {
  const pages = Math.ceil(listing.totalElements / size);
  return listing.content.length === 0 && pages > 0 && page >= pages ? pages - 1 : undefined;
}

/** One of my sales (GET /private/my-sale). */
export interface MySale extends SaleCard {
  rejectReason: string | null;
  /** People whose heart is on the sale now. */
  favorites: number;
  /** Every visit request ever made for it, and the ones still waiting for an answer. */
  visitRequests: number;
  pendingVisitRequests: number;
  createDate: string;
  updateDate: string;
  /** A change to the published sale waiting for the moderators (decision 135); the live version stays online. */
  revision: { title: string; submittedAt: string } | null;
  /** Why the moderators refused the last change (the published version stayed). */
  revisionRejectReason: string | null;
  /** Taken down by a moderator after reports (its reason is rejectReason): the owner may appeal (decision 174). */
  takenDown: boolean;
  /** The owner's latest appeal of the take-down: waiting, or answered with the moderator's reason. */
  appeal: { state: 'OPEN' | 'REINSTATE' | 'UPHOLD'; reason: string | null } | null;
}

/** "My sales" a page at a time (decision 162): the island's page, and the most one call may ask. */
export const MY_SALES_PAGE_SIZE = 20;
export const MY_SALES_MAX_PAGE_SIZE = 50;
/** The statuses "my sales" filters by, in the order its chips show them. */
export const MY_SALE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly SaleStatus[];

/** How many adverts a seller has, all of them and in each status. */
export type MySaleCounts = { all: number } & Record<SaleStatus, number>;

/**
 * A page of my sales (GET /private/my-sale), most recently changed first: `next` is the opaque cursor of the
 * following page (null on the last), `counts` the seller's adverts whatever the filter.
 */
export interface MySalesPage {
  items: MySale[];
  next: string | null;
  counts: MySaleCounts;
}

/** One of my sales for the editor: with a pending change, the sale as that change would make it. */
export interface MySaleDetail extends SaleDetail {
  revisionPending: boolean;
  /** The animals are those of a change waiting for the moderators; buyers still see the approved ones (decision 197). */
  animalsPending: boolean;
}

/** A sale in the moderation queue. */
export interface QueueItem extends SaleDetail {
  /** The seller's email, for the moderator to get in touch (never shown to the public). */
  sellerEmail: string;
  /** True: a change to an approved sale, shown as it would read once approved; `changes` names the fields. */
  revision: boolean;
  changes: string[];
  /** A litter's animals the change takes out, by name (decision 197); the animals shown are those it keeps or adds. */
  removedAnimals: string[];
}

/** One animal of a litter as everybody reads it. */
export interface LitterAnimal {
  uid: string;
  position: number;
  label: string;
  sex: 'MALE' | 'FEMALE';
  colour: string;
  /** Euros. */
  price: number;
  microchip: string;
  state: SaleAvailability;
  /** Its own photos' file keys (`fileUrl(key, 320)`), beyond the advert's. */
  photos: string[];
  /**
   * Only in its owner's editor and the moderators' queue (decision 197): added (NEW) or changed (CHANGED) by a change
   * waiting for the moderators. Never in a public read.
   */
  review?: AnimalReview;
}

/** What a waiting change does to one animal of a published litter (decision 197). */
export type AnimalReview = 'NEW' | 'CHANGED';

/** A litter on its card: how many animals, how many available and of which sex, and from what price. */
export interface LitterSummary {
  animals: number;
  available: number;
  males: number;
  females: number;
  /** The available animals the listing's filters matched (all available ones without animal filters). */
  matching: number;
  /** Euros: the lowest price among the available animals (among all when none is). */
  fromPrice: number;
}
