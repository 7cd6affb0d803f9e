/** Reference lists as the API serves them, read once per database (they change only at start-up). */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { breeds, countries, locations, species, userTypes } from '../../db/schema.ts';
import type { Breed, Country, Location, Municipality, Species, UserType } from '../../../lib/reference/shapes.ts';

export type { Breed, Country, Location, Municipality, Species, UserType };

export interface ReferenceData {
  districts: Location[];
  municipalities: Map<number, Municipality[]>;
  countries: Country[];
  userTypes: UserType[];
  species: Species[];
  breeds: Breed[];
}

const PORTUGAL = 'PT';
/** Ids from 30 up are the autonomous regions (decision 021): listed after the mainland districts. */
const FIRST_REGION_ID = 30;
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pt');

const cache = new WeakMap<Db, Promise<ReferenceData>>();

export function referenceData(db: Db): Promise<ReferenceData> {
  let pending = cache.get(db);
  if (!pending) {
    pending = load(db);
    cache.set(db, pending);
    pending.catch(() => cache.delete(db));
  }
  return pending;
}

async function load(db: Db): Promise<ReferenceData> {
  const [locationRows, countryRows, userTypeRows, speciesRows, breedRows] = await Promise.all([
    db.select().from(locations),
    db.select().from(countries),
    db.select().from(userTypes).orderBy(asc(userTypes.position), asc(userTypes.code)),
    db.select().from(species).orderBy(asc(species.code)),
    db.select().from(breeds),
  ]);

  const districts = locationRows
    .filter((l) => l.parentId === null)
    .map((l) => ({ id: l.id, name: l.name, code: l.code }))
    .sort((a, b) => Number(a.id >= FIRST_REGION_ID) - Number(b.id >= FIRST_REGION_ID) || byName(a, b));
  const municipalities = new Map<number, Municipality[]>(districts.map((d) => [d.id, []]));
  for (const l of locationRows) {
    if (l.parentId !== null)
      municipalities.get(l.parentId)?.push({ id: l.id, name: l.name, code: l.code, parentId: l.parentId });
  }
  for (const list of municipalities.values()) list.sort(byName);

  const countryList = countryRows
    .map((c) => ({ name: c.name, dial_code: c.dialCode, code: c.code }))
    .sort((a, b) => Number(b.code === PORTUGAL) - Number(a.code === PORTUGAL) || byName(a, b));

  return {
    districts,
    municipalities,
    countries: countryList,
    userTypes: userTypeRows.map((u) => ({ code: u.code, name: u.name })),
    species: speciesRows.map((s) => ({ code: s.code, name: s.name })),
    breeds: breedRows
      .map((b) => ({ code: b.code, name: b.name, species: b.speciesCode, dangerous: b.dangerous }))
      .sort(byName),
  };
}

/** The municipalities of a district, or null when no district has that id. */
export async function municipalitiesOf(db: Db, districtId: number): Promise<Municipality[] | null> {
  return (await referenceData(db)).municipalities.get(districtId) ?? null;
}

export async function breedsOf(db: Db, speciesCode?: string): Promise<Breed[]> {
  const all = (await referenceData(db)).breeds;
  return speciesCode === undefined ? all : all.filter((b) => b.species === speciesCode);
}
