/**
 * The thresholds of an advert's risk signals (issue 57, decision 218), named once here so the signals can be tuned
 * against the moderators' verdicts (`sale_flags.verdict`).
 */

/** The usual price of a breed is given from this many approved adverts up (the "from 8 adverts up"). */
export const PRICE_MIN_ADVERTS = 8;

/** The usual price reads the adverts approved in these last months. */
export const PRICE_WINDOW_MONTHS = 12;

/** An advert priced under this share of the usual lower bound (the lower quartile) is flagged and its buyer told. */
export const PRICE_FLAG_SHARE = 0.5;
