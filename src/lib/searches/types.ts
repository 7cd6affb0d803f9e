/**
 * Saved searches (issue 19, decision 155): what a person looks for on /sales, and how they hear of new adverts. The
 * shapes on the wire are in shapes.ts.
 */

/** How often a saved search mails: at once, in the morning's digest, or never (the bell still rings). */
export const ALERT_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'OFF'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Saved searches per person. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SEARCH_NAME = 80;
/** The longest text search, in characters: the listing reads no further. */
export const MAX_QUERY_LENGTH = 100;

/** The distances a search may reach around a place, in km; the first search around a place takes DEFAULT_RADIUS_KM. */
export const RADII_KM = [10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_KM = 25;
