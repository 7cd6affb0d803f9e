/** How a sale's price, age, dates, place and address are written, the same on pages and in islands. */
import { todayIso } from '../validation/sale.ts';
import type { SaleCard } from './shapes.ts';
import { DAY_MS } from '../time.ts';

/** A translate function: i18next's `t` on the server, the island translator in the browser. */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

const euros = new Intl.NumberFormat('pt-PT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const eurosCents = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** "1200 €", "99,50 €", or the free wording for 0. */
export function formatPrice(price: number, t: Translate): string {
  if (price === 0) return t('sales.free');
  return Number.isInteger(price) ? euros.format(price) : eurosCents.format(price);
}

/**
 * "700–1050 €": a range of prices written as formatPrice writes each (issue 57), the currency said once. Free has no
 * range: both ends are paid prices.
 */
export function formatPriceRange(low: number, high: number, t: Translate): string {
  const number = (price: number) =>
    (Number.isInteger(price) ? euros : eurosCents)
      .formatToParts(price)
      .filter((part) => part.type !== 'currency' && part.type !== 'literal')
      .map((part) => part.value)
      .join('');
  return low === high ? formatPrice(high, t) : `${number(low)}–${formatPrice(high, t)}`;
}

export interface Age {
  unit: 'week' | 'month' | 'year';
  count: number;
}

/** Weeks while young (under 4 months), then whole months, then years from 2 years on. */
export function ageOf(birthDate: string, today: string = todayIso()): Age {
  const days = Math.max(
    0,
    Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / DAY_MS),
  );
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = Math.max(0, (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0));
  if (months < 4) return { unit: 'week', count: Math.floor(days / 7) };
  if (months < 24) return { unit: 'month', count: months };
  return { unit: 'year', count: Math.floor(months / 12) };
}

/** "10 semanas", "1 mês", "3 anos". */
export function formatAge(birthDate: string, t: Translate, today?: string): string {
  const { unit, count } = ageOf(birthDate, today);
  return t(`sales.age.${unit}${count === 1 ? '' : 's'}`, { count });
}

const dates = new Intl.DateTimeFormat('pt-PT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** "17/03/2025" from "2025-03-17". */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(ms) ? iso : dates.format(ms);
}

/** "Sintra, Lisboa" (municipality, district), whatever part is known. */
export function placeOf(card: Pick<SaleCard, 'location' | 'childLocation'>): string {
  return [card.childLocation?.name, card.location?.name].filter(Boolean).join(', ');
}

/**
 * "a 23 km" from the place a listing searched around (issue 54); "no mesmo concelho" for an advert whose municipality
 * is under half a km away, which is the place's own.
 */
export function distanceText(km: number, t: Translate): string {
  return km === 0 ? t('sales.near.same-place') : t('sales.near.distance', { km });
}

/** The breed line of a card: the breed name, or the undetermined-breed wording (never a breed name then). */
export function breedOf(card: Pick<SaleCard, 'breed' | 'species'>, t: Translate): string {
  return card.breed ? card.breed.name : t('sales.breed-undetermined');
}

/** The public page of a sale. */
export function saleHref(uid: string): string {
  return `/sales/sale-detail?searchValue=${encodeURIComponent(uid)}`;
}

/** The booking page of a sale. */
export function appointmentHref(uid: string): string {
  return `/appointment?searchValue=${encodeURIComponent(uid)}`;
}
