/**
 * The usual price of a species and breed (issue 57, Must 2, decision 218): the median and middle half (quartiles) of
 * the prices of the adverts approved in the last PRICE_WINDOW_MONTHS months, one statement on PostgreSQL and PGlite
 * alike. A litter counts by its animals' prices (as the price filters read a litter, decision 186); free adverts and
 * animals (adoption) are left out. Null under PRICE_MIN_ADVERTS adverts.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { UsualPrice } from '../../../lib/signals/shapes.ts';
import { PRICE_FLAG_SHARE, PRICE_MIN_ADVERTS, PRICE_WINDOW_MONTHS } from './settings.ts';

export interface BreedOf {
  species: string;
  /** Null: a breed not given, or a mixed one; it has no usual price. */
  breed: string | null;
}

/** The usual price of `of`, leaving out the advert `except` (the one being read); null when too few adverts. */
export async function usualPrice(db: Db | Tx, of: BreedOf, except: string | null = null): Promise<UsualPrice | null> {
  if (!of.breed) return null;
  const same = sql`s.status = 'APPROVED' and s.purebred and s.species_code = ${of.species} and s.breed_code = ${of.breed}
    and s.approved_at >= now() - make_interval(months => ${sql.raw(String(PRICE_WINDOW_MONTHS))}) and s.id is distinct from ${except}::uuid`;
  const result: unknown = await db.execute(sql`
    with points as (
      select s.id, s.price_cents as cents from sales s where ${same} and not s.litter and s.price_cents > 0
      union all
      select s.id, a.price_cents from sales s join sale_animals a on a.sale_id = s.id
        where ${same} and s.litter and a.price_cents > 0
    )
    select count(distinct id)::int as adverts,
      percentile_cont(0.25) within group (order by cents) as low,
      percentile_cont(0.5) within group (order by cents) as median,
      percentile_cont(0.75) within group (order by cents) as high
    from points`);
  const [row] = rowsOf<{ adverts: number; low: number | null; median: number | null; high: number | null }>(result);
  if (!row || row.adverts < PRICE_MIN_ADVERTS || row.low === null || row.median === null || row.high === null)
    return null;
  const euros = (cents: number | string) => Math.round(Number(cents) / 100);
  return { adverts: row.adverts, low: euros(row.low), median: euros(row.median), high: euros(row.high) };
}

/** The price under which an advert is flagged, in euros. */
export const flagBelow = (usual: UsualPrice): number => Math.round(usual.low * PRICE_FLAG_SHARE * 100) / 100;

/** The lowest of the prices that count (free ones do not); null when none does. */
export function lowestPaid(prices: readonly number[]): number | null {
  const paid = prices.filter((p) => p > 0);
  return paid.length ? Math.min(...paid) : null;
}

/** True when an advert at these prices is priced under the flag's line of `usual`. */
export function priceUnderUsual(prices: readonly number[], usual: UsualPrice | null): boolean {
  const lowest = lowestPaid(prices);
  return usual !== null && lowest !== null && lowest < flagBelow(usual);
}
