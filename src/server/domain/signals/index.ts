/** What other areas may use of an advert's risk signals (issue 57, decision 218). */
export { flagsOf, raiseFlags } from './flags.ts';
export { motherRecord, mothersLitters, type MotherOf } from './mother.ts';
export { PRICE_FLAG_SHARE, PRICE_MIN_ADVERTS, PRICE_WINDOW_MONTHS } from './settings.ts';
export { flagBelow, priceUnderUsual, usualPrice, type BreedOf } from './usual-price.ts';
