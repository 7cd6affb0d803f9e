/**
 * Saved searches (issue 19, decision 155): a person keeps up to 20 of the listing's filter sets, sees how many
 * adverts match each now, renames, pauses, chooses how often they are mailed, and deletes them. A mail's
 * unsubscribe link pauses its search without signing in, with a token only the site can make.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { sales, savedSearches } from '../../db/schema.ts';
import {
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  DEFAULT_RADIUS_KM,
  type AlertFrequency,
} from '../../../lib/searches/types.ts';
import { SEARCH_FILTER_KEYS, hasPlace } from '../../../lib/searches/filter-keys.ts';
import type { SavedSearch, SearchFilters } from '../../../lib/searches/shapes.ts';
import { KeyedError } from '../keyed-error.ts';
import { referenceData, type ReferenceData } from '../reference/index.ts';
import { filterLabels, placeErrors, filtersKey, filterConditions, tsQuery } from '../sales/index.ts';
import { listingLimit } from '../../../lib/sales/types.ts';
import { rowsUpTo } from '../../db/bounded-count.ts';
import { t } from '../../../i18n/index.ts';
import { inTransaction } from '../../db/transaction.ts';

export type SavedSearchErrorKey =
  | 'saved-search.error.limit'
  | 'saved-search.error.empty'
  | 'saved-search.error.not-found'
  | 'saved-search.error.unknown-reference'
  | 'saved-search.error.invalid-link';

export class SavedSearchError extends KeyedError<SavedSearchErrorKey> {}

type Row = typeof savedSearches.$inferSelect;

/** The filters a row keeps, without the empty ones. */
export function filtersOf(row: Row): SearchFilters {
  const all = {
    q: row.q,
    species: row.speciesCode,
    breed: row.breedCode,
    location: row.locationId,
    childLocation: row.childLocationId,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    sex: row.sex,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    certified: row.certified,
    free: row.free,
    near: row.nearId,
    lat: row.latitude,
    lon: row.longitude,
    radius: row.radiusKm,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null && v !== false));
}

/** Cleans what a client sent: trimmed text, no empty values, a municipality only within its district. */
export function normalizeFilters(input: SearchFilters): SearchFilters {
  const f: SearchFilters = { ...input };
  if (f.q !== undefined) f.q = f.q.trim().replace(/\s+/g, ' ');
  if (!f.q) delete f.q;
  if (!f.certified) delete f.certified;
  if (!f.free) delete f.free;
  if (f.childLocation !== undefined && f.location === undefined) delete f.childLocation;
  // One place at a time (a municipality before a position), a position whole, and a radius only around a place.
  if (f.near !== undefined || f.lat === undefined || f.lon === undefined) {
    delete f.lat;
    delete f.lon;
  }
  if (hasPlace(f)) f.radius ??= DEFAULT_RADIUS_KM;
  else delete f.radius;
  for (const key of SEARCH_FILTER_KEYS) if (f[key] === undefined || f[key] === null) delete f[key];
  return f;
}

/** "Cão · Labrador Retriever · Braga · até 900 €". */
export function summaryOf(filters: SearchFilters, ref: ReferenceData): string {
  return filterLabels(filters, ref).join(' · ');
}

/**
 * The name a search gets when its owner gives none: its summary with the words as typed, not in the «» the summary
 * puts around them, since every text that names a search quotes its name ("avisos de «cão · Lisboa»", issue 40).
 */
export function defaultNameOf(filters: SearchFilters, ref: ReferenceData): string {
  const { q, ...others } = filters;
  return [q, ...filterLabels(others, ref)].filter(Boolean).join(' · ');
}

/** The /sales address that lists what the search looks for. */
export function hrefOf(filters: SearchFilters): string {
  const query = filtersKey({ ...filters, page: 0, size: 12 });
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('size');
  const text = params.toString();
  return text ? `/sales?${text}` : '/sales';
}

function toSavedSearch(row: Row, ref: ReferenceData, matches: number): SavedSearch {
  const filters = filtersOf(row);
  const limit = listingLimit(filters);
  return {
    uid: row.id,
    name: row.name,
    filters,
    summary: summaryOf(filters, ref),
    href: hrefOf(filters),
    frequency: row.frequency,
    paused: row.paused,
    matches: Math.min(matches, limit),
    matchesCapped: matches > limit,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * How many adverts match each search now, in one statement: each search's count as the listing counts it (the same
 * conditions, so the same indexes, stopping past `listingLimit` as the listing does: decisions 159, 167), tagged with its
 * position and joined with union all.
 */
async function matchesNow(db: Db, searches: readonly SearchFilters[]): Promise<number[]> {
  const [first, second, ...rest] = searches.map((filters, i) =>
    db
      .select({ i: sql<number>`${i}::int`.mapWith(Number), n: count() })
      .from(rowsUpTo(db, sales, and(...filterConditions({ ...filters, page: 0, size: 1 })), listingLimit(filters) + 1)),
  );
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  const counts = searches.map(() => 0);
  for (const row of rows) counts[row.i] = row.n;
  return counts;
}

/** A person's saved searches, newest first, each with the number of adverts that match now. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const [rows, ref] = await Promise.all([
    db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt)),
    referenceData(db),
  ]);
  const counts = await matchesNow(db, rows.map(filtersOf));
  return rows.map((row, i) => toSavedSearch(row, ref, counts[i] ?? 0));
}

export async function getSavedSearch(db: Db, userId: string, uid: string): Promise<SavedSearch> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, uid), eq(savedSearches.userId, userId)));
  if (!row) throw new SavedSearchError('saved-search.error.not-found');
  const filters = filtersOf(row);
  const [matches = 0] = await matchesNow(db, [filters]);
  return toSavedSearch(row, await referenceData(db), matches);
}

function checkReferences(f: SearchFilters, ref: ReferenceData): void {
  const breed = f.breed ? ref.breeds.find((b) => b.code === f.breed) : undefined;
  const known =
    (!f.species || ref.species.some((s) => s.code === f.species)) &&
    (!f.breed || (breed !== undefined && (!f.species || breed.species === f.species))) &&
    (!f.location || ref.districts.some((d) => d.id === f.location)) &&
    (!f.childLocation || (ref.municipalities.get(f.location ?? -1) ?? []).some((m) => m.id === f.childLocation)) &&
    !placeErrors(f, ref);
  if (!known) throw new SavedSearchError('saved-search.error.unknown-reference');
}

const columnsOf = (f: SearchFilters) => ({
  q: f.q ?? null,
  // The listing's reading of the words (decision 173): a saved "cães" alerts on dogs as /sales finds them.
  query: f.q ? tsQuery(f.q) : null,
  speciesCode: f.species ?? null,
  breedCode: f.breed ?? null,
  locationId: f.location ?? null,
  childLocationId: f.childLocation ?? null,
  priceMin: f.priceMin ?? null,
  priceMax: f.priceMax ?? null,
  sex: f.sex ?? null,
  ageMin: f.ageMin ?? null,
  ageMax: f.ageMax ?? null,
  certified: f.certified ?? false,
  free: f.free ?? false,
  nearId: f.near ?? null,
  latitude: f.lat ?? null,
  longitude: f.lon ?? null,
  radiusKm: f.radius ?? null,
});

export interface NewSavedSearch {
  name?: string;
  filters: SearchFilters;
  frequency?: AlertFrequency;
}

/**
 * Saves a search for `userId`: at least one filter or some words (a search for everything would alert on every
 * advert), names it by its summary unless named, and refuses the 21st. The count and the insert are serialised per
 * person by locking their row, so two quick saves cannot both be the 20th.
 */
export async function saveSearch(db: Db, userId: string, input: NewSavedSearch): Promise<SavedSearch> {
  const filters = normalizeFilters(input.filters);
  if (Object.keys(filters).length === 0) throw new SavedSearchError('saved-search.error.empty');
  const ref = await referenceData(db);
  checkReferences(filters, ref);
  const name = (input.name?.trim() || defaultNameOf(filters, ref) || t('saved-search.default-name')).slice(
    0,
    MAX_SEARCH_NAME,
  );
  const row = await inTransaction({ db }, async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (n >= MAX_SAVED_SEARCHES) throw new SavedSearchError('saved-search.error.limit');
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId, name, frequency: input.frequency ?? 'IMMEDIATE', ...columnsOf(filters) })
      .returning();
    return inserted!;
  });
  const [matches = 0] = await matchesNow(db, [filters]);
  return toSavedSearch(row, ref, matches);
}

export interface SavedSearchChanges {
  name?: string;
  paused?: boolean;
  frequency?: AlertFrequency;
}

/** Renames, pauses or resumes, or changes how often a search mails; only its owner may. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  uid: string,
  changes: SavedSearchChanges,
): Promise<SavedSearch> {
  const set: Partial<typeof savedSearches.$inferInsert> = {};
  if (changes.name !== undefined && changes.name.trim()) set.name = changes.name.trim().slice(0, MAX_SEARCH_NAME);
  if (changes.paused !== undefined) set.paused = changes.paused;
  if (changes.frequency !== undefined) set.frequency = changes.frequency;
  if (Object.keys(set).length > 0) {
    const updated = await db
      .update(savedSearches)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(savedSearches.id, uid), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (updated.length === 0) throw new SavedSearchError('saved-search.error.not-found');
  }
  return getSavedSearch(db, userId, uid);
}

export async function deleteSavedSearch(db: Db, userId: string, uid: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, uid), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new SavedSearchError('saved-search.error.not-found');
}

/** The token of an unsubscribe link for these searches: an HMAC of their uids, so only the site can make one. */
export function unsubscribeToken(secret: Uint8Array, searchUids: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(`saved-search-unsubscribe:${[...searchUids].sort().join(',')}`)
    .digest('base64url');
}

/**
 * The one-click unsubscribe (a mail's link or its List-Unsubscribe-Post): pauses the searches the link names.
 * Null for a token the site did not make; the names of the searches that still exist otherwise.
 */
export async function pauseByToken(
  db: Db,
  secret: Uint8Array,
  searchUids: readonly string[],
  token: string,
): Promise<string[] | null> {
  if (searchUids.length === 0 || searchUids.length > MAX_SAVED_SEARCHES) return null;
  const expected = Buffer.from(unsubscribeToken(secret, searchUids));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const rows = await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: new Date() })
    .where(inArray(savedSearches.id, [...searchUids]))
    .returning({ name: savedSearches.name });
  return rows.map((r) => r.name);
}
