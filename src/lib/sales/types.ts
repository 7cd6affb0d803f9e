/**
 * The sale's rules for the API, the pages and the islands: its availabilities, how far a listing reaches, how "my
 * sales" pages. The shapes on the wire (cards, details, pages) are in shapes.ts.
 */

/** Set by its owner (decision 137): a reserved or sold sale leaves the listing and keeps its page. */
export const SALE_AVAILABILITIES = ['AVAILABLE', 'RESERVED', 'SOLD'] as const;
export type SaleAvailability = (typeof SALE_AVAILABILITIES)[number];
/**
 * An advert's state as lists and pages read it: its owner's availability, or LAPSED, set by the site when the seller
 * did not confirm it was still available in time (issue 57, decision 219): out of the listing, neither sold nor
 * withdrawn, back with one tap. The database enum `sale_availability` is this list (an animal is never LAPSED).
 */
export const SALE_STATES = [...SALE_AVAILABILITIES, 'LAPSED'] as const;
export type SaleState = (typeof SALE_STATES)[number];

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

/** "My sales" a page at a time (decision 162): the island's page, and the most one call may ask. */
export const MY_SALES_PAGE_SIZE = 20;
export const MY_SALES_MAX_PAGE_SIZE = 50;
/** The statuses "my sales" filters by, in the order its chips show them. */
/** A sale's moderation states (decision 137 keeps availability apart). */
export const SALE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const MY_SALE_STATUSES = SALE_STATUSES;
