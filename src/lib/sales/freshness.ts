/**
 * Fresh adverts (issue 57, Must 6; decision 219): every FRESH_CONFIRM_EVERY_DAYS after its publication or its last
 * confirmation, the seller is asked whether the animal is "ainda disponível"; an advert not confirmed
 * FRESH_GRACE_DAYS after the question leaves the listing (LAPSED) until its seller confirms it with one tap.
 * The settings and the card's "confirmado há N dias", for the server and the browser alike.
 */
import { DAY_MS } from '../time.ts';
import type { Translate } from '../create-translator.ts';

/** Days after publication, or after the last confirmation, when the seller is asked again. */
export const FRESH_CONFIRM_EVERY_DAYS = 30;
/** Days the seller has to answer before the advert leaves the listing. */
export const FRESH_GRACE_DAYS = 7;
/** Days the mail's link works (the question, the grace and a week more to bring a lapsed advert back). */
export const FRESH_LINK_DAYS = 14;
/** How often each instance looks for questions to ask and adverts to take off the listing. */
export const FRESH_PASS_MINUTES = 5;

/** Whole days since `confirmedAt` (publication or last confirmation); 0 on the same day. */
export function confirmedDaysAgo(confirmedAt: string | Date, now: Date = new Date()): number {
  const at = typeof confirmedAt === 'string' ? Date.parse(confirmedAt) : confirmedAt.getTime();
  return Math.max(0, Math.floor((now.getTime() - at) / DAY_MS));
}

/** "confirmado hoje", "confirmado há 1 dia", "confirmado há 12 dias" with the site's translator. */
export function confirmedText(confirmedAt: string | Date, t: Translate, now: Date = new Date()): string {
  const days = confirmedDaysAgo(confirmedAt, now);
  return days === 0 ? t('fresh.card.today') : t('fresh.card.days', { count: days });
}
