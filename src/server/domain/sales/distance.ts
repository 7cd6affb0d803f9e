/**
 * Distances for "Perto de mim" (issue 54, decision 204), in SQL so that PGlite and PostgreSQL answer alike without
 * `earthdistance`: an advert stands at its municipality's position (locations.latitude/longitude, from GeoNames), a
 * search around a municipality or a position keeps the municipalities inside a bounding box of its radius (read on
 * the `locations_coordinates` index) whose haversine distance is within it, and the adverts of those municipalities.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { hasPlace } from '../../../lib/searches/filter-keys.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import type { ReferenceData } from '../reference/index.ts';

/** The Earth's mean radius in km (IUGG). */
const EARTH_KM = 6371.0088;
/** Km in one degree of latitude on that sphere. */
const KM_PER_DEGREE = (Math.PI * EARTH_KM) / 180;

/** The origin as one row (lat, lon): a municipality's position, or the position given. */
function origin(f: SearchFilters): SQL {
  if (f.near !== undefined) return sql`(select latitude as lat, longitude as lon from locations where id = ${f.near})`;
  return sql`(select ${f.lat}::float8 as lat, ${f.lon}::float8 as lon)`;
}

/** Haversine distance in km between the origin `o` (lat, lon) and the municipality `m`, as SQL text. */
export const HAVERSINE_SQL = `(2 * ${EARTH_KM} * asin(sqrt(
  power(sin(radians(m.latitude - o.lat) / 2), 2)
  + cos(radians(o.lat)) * cos(radians(m.latitude)) * power(sin(radians(m.longitude - o.lon) / 2), 2))))`;
const haversine = sql.raw(HAVERSINE_SQL);

/**
 * The municipalities within the radius of the filters' place, with their distance `km`: a subquery of (id, km).
 * Null when the filters have no place.
 */
export function nearbyMunicipalities(f: SearchFilters): SQL | null {
  if (!hasPlace(f) || f.radius === undefined) return null;
  const r = f.radius;
  return sql`(select m.id, ${haversine} as km from locations m cross join ${origin(f)} o
    where m.latitude between o.lat - ${r / KM_PER_DEGREE}::float8 and o.lat + ${r / KM_PER_DEGREE}::float8
      and m.longitude between o.lon - ${r / KM_PER_DEGREE}::float8 / greatest(cos(radians(o.lat)), 0.01)
                          and o.lon + ${r / KM_PER_DEGREE}::float8 / greatest(cos(radians(o.lat)), 0.01)
      and ${haversine} <= ${r}::float8)`;
}

/** The WHERE that keeps the adverts within the radius (an advert without a municipality has no distance). */
export function distanceCondition(f: SearchFilters, childLocation: SQL): SQL | null {
  const nearby = nearbyMunicipalities(f);
  return nearby ? sql`${childLocation} in (select id from ${nearby} nearby)` : null;
}

/** Straight-line km from the filters' place to each of these municipalities, rounded; empty without a place. */
export async function distancesTo(
  db: Db,
  f: SearchFilters,
  municipalities: readonly number[],
): Promise<Map<number, number>> {
  if (!hasPlace(f) || municipalities.length === 0) return new Map();
  const rows = await db.execute(sql`select m.id, ${haversine} as km from locations m cross join ${origin(f)} o
    where m.id in (${sql.join(
      municipalities.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(
    rowsOf<{ id: number; km: number | null }>(rows).flatMap((r) =>
      r.km === null ? [] : [[Number(r.id), Math.round(Number(r.km))]],
    ),
  );
}

/** The municipality of this id, with its district's name; undefined when no municipality has it. */
export function municipalityOf(
  ref: ReferenceData,
  id: number,
): { id: number; name: string; district: string } | undefined {
  for (const d of ref.districts) {
    const m = ref.municipalities.get(d.id)?.find((x) => x.id === id);
    if (m) return { id: m.id, name: m.name, district: d.name };
  }
  return undefined;
}

/** What the database alone can refuse of a place: a municipality nobody knows (400 at `near`). */
export function placeErrors(f: SearchFilters, ref: ReferenceData): Record<string, string> | null {
  if (f.near !== undefined && !municipalityOf(ref, f.near)) return { near: 'validation.unknown-municipality' };
  return null;
}
