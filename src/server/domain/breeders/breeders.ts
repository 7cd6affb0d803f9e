/** The breeders directory: breeder cards filtered by district and species, certified breeders first. */
import { and, asc, count, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { breeds, locations, sales, userBreeds, users } from '../../db/schema.ts';
import type { SaleCard } from '../../../lib/sales/shapes.ts';
import type { BreederPage } from '../../../lib/users/shapes.ts';
import { cardsByIds } from '../sales/index.ts';
import { avatarUrl } from '../users/index.ts';

export interface BreederFilters {
  /** District (or autonomous region) id. */
  locationId?: number | undefined;
  /** Species code ("DOG", "CAT"): breeders who breed at least one breed of it. */
  species?: string | undefined;
  page: number;
  size: number;
}

export const BREEDER_TYPE = 'BREEDER';
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

function conditions(filters: Pick<BreederFilters, 'locationId' | 'species'>): SQL {
  const parts: SQL[] = [eq(users.userType, BREEDER_TYPE)];
  if (filters.locationId !== undefined) parts.push(eq(users.locationId, filters.locationId));
  if (filters.species !== undefined) {
    parts.push(
      exists(
        sql`(select 1 from ${userBreeds} inner join ${breeds} on ${breeds.code} = ${userBreeds.breedCode}
             where ${userBreeds.userId} = ${users.id} and ${breeds.speciesCode} = ${filters.species})`,
      ),
    );
  }
  return and(...parts)!;
}

export async function listBreeders(db: Db, filters: BreederFilters): Promise<BreederPage> {
  const where = conditions(filters);
  const district = alias(locations, 'district');
  const municipality = alias(locations, 'municipality');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        uid: users.id,
        name: users.name,
        surname: users.surname,
        avatar: users.avatar,
        locationId: users.locationId,
        location: district.name,
        childLocationId: users.childLocationId,
        childLocation: municipality.name,
        certified: users.certified,
        // Kept by the database as adverts are approved, withdrawn and deleted (decision 163): no count per request.
        activeSales: users.approvedSales,
      })
      .from(users)
      .leftJoin(district, eq(district.id, users.locationId))
      .leftJoin(municipality, eq(municipality.id, users.childLocationId))
      .where(where)
      // Certified first; then those with animals on show; then by name, the uid keeping pages stable. The order of
      // the index users_breeders_directory: a page is read in index order.
      .orderBy(desc(users.certified), desc(users.approvedSales), asc(users.name), asc(users.surname), asc(users.id))
      .limit(filters.size)
      .offset(filters.page * filters.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = rows.map((r) => r.uid);
  const bred = ids.length
    ? await db
        .select({ userId: userBreeds.userId, code: breeds.code, name: breeds.name, species: breeds.speciesCode })
        .from(userBreeds)
        .innerJoin(breeds, eq(breeds.code, userBreeds.breedCode))
        .where(inArray(userBreeds.userId, ids))
        .orderBy(asc(breeds.name))
    : [];
  const content = rows.map(({ avatar, ...row }) => {
    const breedTypes = bred.filter((b) => b.userId === row.uid).map(({ userId: _u, ...b }) => b);
    return {
      ...row,
      sourceImage: avatarUrl(avatar),
      breedTypes,
      animals: [...new Set(breedTypes.map((b) => b.species))].sort(),
    };
  });
  return { content, totalElements: total?.n ?? 0 };
}

/** Whether a uid is a breeder's (their public page exists). */
export async function isBreeder(db: Db, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, uid), eq(users.userType, BREEDER_TYPE)))
    .limit(1);
  return Boolean(row);
}

/** The person's approved sales, newest approval first, as the marketplace's cards. */
export async function approvedSalesOf(db: Db, uid: string, limit = 24): Promise<SaleCard[]> {
  const rows = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.ownerId, uid), eq(sales.status, 'APPROVED')))
    .orderBy(sql`${sales.approvedAt} desc nulls last`, desc(sales.createdAt), asc(sales.id))
    .limit(limit);
  return cardsByIds(
    db,
    rows.map((r) => r.id),
  );
}
