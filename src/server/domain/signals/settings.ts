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

/** Adverts of one mother (her chip) born this many days apart or less are one litter (the "± 7 days"). */
export const MOTHER_LITTER_DAYS = 7;

/** A litter born under these many months after her previous one flags the advert. */
export const MOTHER_LITTER_GAP_MONTHS = 12;

/** A mother's litter counted this many or more here flags the advert (the "a 5th litter"). */
export const MOTHER_MANY_LITTERS = 5;

/** A mother's chip on the adverts of more than this many owners flags the advert (the "two owners"). */
export const MOTHER_MAX_OWNERS = 1;
