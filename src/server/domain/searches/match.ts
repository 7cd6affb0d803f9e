/**
 * Matching an approved advert against every saved search (issue 19, decision 155): one statement finds every search
 * it matches (the listing's rules: filters, age in whole months in Lisbon time, Portuguese text without accents),
 * keeps one alert per person and advert (the primary key: never twice, whatever number of their searches match or
 * however often the advert is approved again), writes each person's SEARCH_MATCH notification and announces them all on
 * commit with one NOTIFY. No mail here (src/server/domain/searches/alerts.ts sends them after the commit).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AlertFrequency } from '../../../lib/searches/types.ts';
import { randomUUID } from 'node:crypto';
import { announce } from '../../realtime/events.ts';
import { rowsOf } from '../../db/rows.ts';
import { HAVERSINE_SQL } from '../sales/index.ts';

/**
 * Km from search `ss`'s place (its municipality's position, or the position it keeps) to sale `s`'s municipality;
 * null when the search has no place or the sale no municipality (issue 54, decision 204).
 */
export const distanceSql = (ss: string, s: string) => `(select ${HAVERSINE_SQL} from locations m
  cross join lateral (select coalesce(n.latitude, ${ss}.latitude) as lat, coalesce(n.longitude, ${ss}.longitude) as lon
                      from (select 1) one left join locations n on n.id = ${ss}.near_id) o
  where ${ss}.radius_km is not null and m.id = ${s}.child_location_id)`;
const DISTANCE = distanceSql('ss', 's');

/** A person told of an advert through one of their searches. */
export interface SearchMatch {
  userId: string;
  email: string;
  name: string;
  searchUid: string;
  searchName: string;
  frequency: AlertFrequency;
  saleUid: string;
  saleTitle: string;
  priceCents: number;
  place: string | null;
  /** Km from the search's place to the advert's municipality, rounded; null for a search without a place. */
  distanceKm: number | null;
}

/**
 * The WHERE that says whether search `ss` wants sale `s` (both aliases in the caller's FROM). The same rules as
 * the public listing's filterConditions, read from the search's columns instead of a query string.
 */
export const MATCHES = sql.raw(`
  (ss.radius_km is null or ${DISTANCE} <= ss.radius_km) and
  s.status = 'APPROVED' and s.availability = 'AVAILABLE'
  and not ss.paused
  and ss.user_id <> s.owner_id
  and (ss.species_code is null or ss.species_code = s.species_code)
  and (ss.breed_code is null or (ss.breed_code = s.breed_code and s.purebred))
  and (ss.location_id is null or ss.location_id = s.location_id)
  and (ss.child_location_id is null or ss.child_location_id = s.child_location_id)
  and (case when s.litter then
         -- A litter (issue 39, decision 186): one available animal matches the price and sex asked, all together.
         exists (select 1 from sale_animals a where a.sale_id = s.id and a.state = 'AVAILABLE'
           and (ss.price_min is null or a.price_cents >= ss.price_min * 100)
           and (ss.price_max is null or a.price_cents <= ss.price_max * 100)
           and (not ss.free or a.price_cents = 0)
           and (ss.sex is null or ss.sex = a.sex))
       else
         (ss.price_min is null or s.price_cents >= ss.price_min * 100)
         and (ss.price_max is null or s.price_cents <= ss.price_max * 100)
         and (not ss.free or s.price_cents = 0)
         and (ss.sex is null or ss.sex = s.sex)
       end)
  and (not ss.certified or s.certified)
  and (ss.age_min is null
       or s.birth_date <= ((now() at time zone 'Europe/Lisbon')::date - make_interval(months => ss.age_min))::date)
  and (ss.age_max is null
       or s.birth_date > ((now() at time zone 'Europe/Lisbon')::date - make_interval(months => ss.age_max + 1))::date)
  and (ss.query is null or s.search @@ ss.query)`);

/**
 * Inside the approval's transaction: alerts every person one of whose searches the sale matches, once. Returns who
 * was told (the caller mails those whose search mails at once, after the commit).
 */
export async function alertSavedSearches(tx: Tx, saleUid: string): Promise<SearchMatch[]> {
  // Each row's key is md5(batch:user), so one NOTIFY announces them all: every instance looks up the rows of the
  // people connected to it (decision 155), instead of a NOTIFY per person told.
  const batch = randomUUID();
  const result = await tx.execute(sql`
    with matched as (
      -- One search per person: one that mails at once before a daily one, then the oldest.
      select distinct on (ss.user_id) ss.user_id, ss.id as search_id, ss.name, ss.frequency,
             round(${sql.raw(DISTANCE)})::int as km
      from saved_searches ss
      join sales s on s.id = ${saleUid}
      where ${MATCHES}
      order by ss.user_id, (ss.frequency = 'IMMEDIATE') desc, (ss.frequency = 'DAILY') desc, ss.created_at
    ),
    alerted as (
      insert into search_alerts (user_id, sale_id, search_id, digest)
      select user_id, ${saleUid}, search_id, frequency = 'DAILY' from matched
      on conflict do nothing
      returning user_id
    ),
    sale as (
      select s.title, s.price_cents, coalesce(m.name || ', ' || d.name, d.name) as place
      from sales s
      left join locations d on d.id = s.location_id
      left join locations m on m.id = s.child_location_id
      where s.id = ${saleUid}
    ),
    notified as (
      insert into notifications (key, user_id, type, title, message, params, reference_key)
      select md5(${batch} || ':' || m.user_id::text)::uuid, m.user_id, 'SEARCH_MATCH', 'notification.SEARCH_MATCH.title',
             case when m.km is null then 'notification.SEARCH_MATCH.message' else 'notification.SEARCH_MATCH.message-near' end,
             jsonb_build_object('saleTitle', sale.title, 'searchName', m.name, 'searchUid', m.search_id)
               || case when m.km is null then '{}'::jsonb else jsonb_build_object('km', m.km) end,
             ${saleUid}
      from alerted a join matched m on m.user_id = a.user_id cross join sale
      returning key, user_id
    )
    select n.user_id as "userId", u.email, u.name, m.search_id as "searchUid", m.name as "searchName",
           m.frequency, sale.title as "saleTitle", sale.price_cents as "priceCents", sale.place, m.km as "distanceKm"
    from notified n
    join matched m on m.user_id = n.user_id
    join users u on u.id = n.user_id
    cross join sale`);
  const told = rowsOf<Omit<SearchMatch, 'saleUid'>>(result).map((row) => ({
    ...row,
    priceCents: Number(row.priceCents),
    distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
    saleUid,
  }));
  if (told.length > 0) {
    await announce(tx, { kind: 'batch', batch });
  }
  return told;
}
