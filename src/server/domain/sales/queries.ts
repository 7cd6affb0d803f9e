/** Reading sales: the filtered listing, one sale whole, the certified and the latest ones. Visibility is the caller's job. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { fileUrl, type ImageVariant } from '../../../lib/images.ts';
import type { Db } from '../../db/client.ts';
import { breeds, files, locations, saleImages, sales, species } from '../../db/schema.ts';
import { getPublicProfile } from '../users/index.ts';
import { effectiveSort, filterConditions, type SaleFilters } from './filters.ts';
import { correctedSearch, wordsApart, wordsFindingNothing, withoutWords } from './spelling.ts';
import { wordsAsFilters } from './filter-words.ts';
import { tsQuery } from './text-search.ts';
import { listingLimit } from '../../../lib/sales/types.ts';
import { countUpTo } from '../../db/bounded-count.ts';
import type { SaleCard, SaleDetail, SaleImage, SalesPage } from './types.ts';
import { ratingSummaries } from '../reviews/index.ts';
import { REVIEWS_SHOWN_FROM } from '../../../lib/reviews/types.ts';
import type { LitterAnimal } from '../../../lib/sales/shapes.ts';
import type { SearchFilters } from '../../../lib/searches/shapes.ts';
import { animalsOf, litterSummaries } from './litter-reads.ts';
import { healthSignsOf, publicHealthOf } from './health-reads.ts';
import { signsOf } from '../../../lib/sales/health.ts';
import { distancesTo, nearbyMunicipalities } from './distance.ts';
import { rowsOf } from '../../db/rows.ts';
import { motherRecord, priceUnderUsual, usualPrice } from '../signals/index.ts';

const district = alias(locations, 'district');
const municipality = alias(locations, 'municipality');
const cover = alias(saleImages, 'cover');
const coverFile = alias(files, 'cover_file');

const cardColumns = {
  id: sales.id,
  title: sales.title,
  speciesCode: sales.speciesCode,
  speciesName: species.name,
  breedCode: sales.breedCode,
  breedName: breeds.name,
  purebred: sales.purebred,
  priceCents: sales.priceCents,
  sex: sales.sex,
  birthDate: sales.birthDate,
  registerDate: sales.registerDate,
  locationId: sales.locationId,
  locationName: district.name,
  childLocationId: sales.childLocationId,
  childLocationName: municipality.name,
  certified: sales.certified,
  dangerous: sales.dangerous,
  status: sales.status,
  availability: sales.availability,
  approvedAt: sales.approvedAt,
  confirmedAt: sql<Date | null>`coalesce(${sales.confirmedAt}, ${sales.approvedAt})`.mapWith(sales.approvedAt),
  ownerId: sales.ownerId,
  litter: sales.litter,
  coverKey: coverFile.key,
  coverWidth: coverFile.width,
  coverHeight: coverFile.height,
  coverVariants: coverFile.variants,
};

/** The card query: the sale with its names and its default photo, plus any `extra` columns. */
function cardQuery<E extends SelectedFields>(db: Db, extra: E) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(sales)
    .innerJoin(species, eq(species.code, sales.speciesCode))
    .leftJoin(breeds, eq(breeds.code, sales.breedCode))
    .leftJoin(district, eq(district.id, sales.locationId))
    .leftJoin(municipality, eq(municipality.id, sales.childLocationId))
    .leftJoin(cover, and(eq(cover.saleId, sales.id), eq(cover.position, 0)))
    .leftJoin(coverFile, eq(coverFile.key, cover.fileKey));
}

type CardRow = Awaited<ReturnType<typeof cardQuery<Record<never, never>>>>[number];

export function imageOf(
  key: string,
  position: number,
  width: number,
  height: number,
  variants: ImageVariant[],
): SaleImage {
  return { uid: key, position, source: fileUrl(key), width, height, variants };
}

export function toCard(row: CardRow): SaleCard {
  return {
    uid: row.id,
    title: row.title,
    species: { code: row.speciesCode, name: row.speciesName },
    breed: row.purebred && row.breedCode ? { code: row.breedCode, name: row.breedName ?? row.breedCode } : null,
    purebred: row.purebred,
    price: row.priceCents / 100,
    free: row.priceCents === 0,
    sex: row.sex,
    birthDate: row.birthDate,
    registerDate: row.registerDate,
    location: row.locationId && row.locationName ? { id: row.locationId, name: row.locationName } : null,
    childLocation:
      row.childLocationId && row.childLocationName ? { id: row.childLocationId, name: row.childLocationName } : null,
    certified: row.certified,
    dangerous: row.dangerous,
    image:
      row.coverKey && row.coverWidth && row.coverHeight
        ? imageOf(row.coverKey, 0, row.coverWidth, row.coverHeight, row.coverVariants ?? [])
        : null,
    status: row.status,
    availability: row.availability,
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    publishedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    sellerRating: null,
    litter: null,
    health: signsOf(null),
  };
}

/**
 * The cards decorated with their sellers' ratings (issue 38) and their litters' counts (issue 39): one query for every seller
 * of the page, one for every litter; `filters` say which animals of a litter the listing matched.
 */
async function decorated<C extends SaleCard>(
  db: Db,
  cards: { card: C; ownerId: string; litter: boolean }[],
  filters?: SearchFilters,
): Promise<C[]> {
  const [summaries, litters, signs] = await Promise.all([
    ratingSummaries(db, [...new Set(cards.map((c) => c.ownerId))]),
    litterSummaries(
      db,
      cards.filter((c) => c.litter).map((c) => c.card.uid),
      filters,
    ),
    healthSignsOf(
      db,
      cards.map((c) => c.card.uid),
    ),
  ]);
  return cards.map(({ card, ownerId }) => {
    const summary = summaries.get(ownerId);
    const litter = litters.get(card.uid) ?? null;
    return {
      ...card,
      litter,
      health: signs.get(card.uid) ?? card.health,
      ...(summary &&
        summary.count >= REVIEWS_SHOWN_FROM &&
        summary.overall !== null && { sellerRating: { overall: summary.overall, count: summary.count } }),
    };
  });
}

/** The order of a listing's page; relevance is ranked apart (`rankedPage`). */
function orderOf(f: SaleFilters): SQL[] {
  switch (effectiveSort(f)) {
    case 'price-asc':
      return [asc(sales.priceCents), desc(sales.approvedAt), asc(sales.id)];
    case 'price-desc':
      return [desc(sales.priceCents), desc(sales.approvedAt), asc(sales.id)];
    default:
      return [desc(sales.approvedAt), asc(sales.id)];
  }
}

/**
 * One page of approved sales matching the filters. The page's ids come first, from the narrow indexes alone
 * (a deep page skips index entries, not joined cards), then the twelve cards. The listing reaches the first
 * `listingLimit(f)` adverts of its order and counts no further (decisions 159, 167): the count reads at most that
 * many matches, and a page past the limit is empty without a query, so neither cost grows with the marketplace
 * nor with the page number a caller asks for. Words that match nothing are searched again with the closest words
 * listed adverts hold, unless `exact` (decision 173).
 */
export async function listSales(db: Db, asked: SaleFilters): Promise<SalesPage> {
  // Words that are filters ("fêmea", "adoção") filter instead of being searched as text (issue 54, decision 205).
  const read = wordsAsFilters(asked);
  const f = read?.filters ?? asked;
  const understood = read ? { wordsAsFilters: read.words } : {};
  const found = { ...(await listingPage(db, f)), ...understood };
  if (found.totalElements > 0 || !f.q || f.exact) return found;
  const corrected = await correctedSearch(db, f.q);
  if (corrected) {
    const instead = await listingPage(db, { ...f, q: corrected });
    if (instead.totalElements > 0) return { ...instead, ...understood, searchedFor: corrected };
  }
  // A word no advert holds with the others ("tricolor") must not empty the page: it is left out, and said (decision 205).
  const missing = await wordsFindingNothing(db, f);
  const kept = missing.length > 0 ? withoutWords(f.q, missing) : f.q;
  if (!kept) return found;
  if (kept !== f.q) {
    const partial = await listingPage(db, { ...f, q: kept });
    if (partial.totalElements > 0) return { ...partial, ...understood, searchedFor: kept, missingWords: missing };
  }
  // Each word finds adverts, none holds them all ("bulldog preto"): the fewest words left out, the last typed first.
  const apart = await wordsApart(db, { ...f, q: kept });
  if (!apart) return found;
  const rest = withoutWords(kept, apart);
  const partial = await listingPage(db, { ...f, q: rest });
  return partial.totalElements > 0
    ? { ...partial, ...understood, searchedFor: rest, missingWords: [...missing, ...apart] }
    : found;
}

async function listingPage(db: Db, f: SaleFilters): Promise<SalesPage> {
  const where = and(...filterConditions(f));
  const limit = listingLimit(f);
  const offset = f.page * f.size;
  const size = Math.max(0, Math.min(f.size, limit - offset));
  const page = (rows: { id: string }[], n: number) =>
    cardsByIds(
      db,
      rows.map((r) => r.id),
      f,
    ).then((content) => ({ content, totalElements: Math.min(n, limit), totalCapped: n > limit }));
  const sort = effectiveSort(f);
  if (size > 0 && sort === 'relevance') {
    const rows = await rankedPage(db, where, f.q ?? '', limit, size, offset);
    // A page past the last match has no row to carry the count: count as the other orders do.
    const n = rows[0]?.n ?? (offset === 0 ? 0 : await countUpTo(db, sales, where, limit + 1));
    return page(rows, n);
  }
  const nearby = sort === 'distance' ? nearbyMunicipalities(f) : null;
  const [rows, n] = await Promise.all([
    size === 0
      ? Promise.resolve([])
      : nearby
        ? // The nearest first (issue 54): every advert of a municipality is as far, the newest of them first.
          db
            .execute(
              sql`select ${sales.id} as id from ${sales} join ${nearby} nearby on nearby.id = ${sales.childLocationId}
                where ${where} order by nearby.km, ${sales.approvedAt} desc nulls first, ${sales.id}
                limit ${size} offset ${offset}`,
            )
            .then((result) => rowsOf<{ id: string }>(result))
        : db
            .select({ id: sales.id })
            .from(sales)
            .where(where)
            .orderBy(...orderOf(f))
            .limit(size)
            .offset(offset),
    countUpTo(db, sales, where, limit + 1),
  ]);
  return page(rows, n);
}

/**
 * A text search's page in relevance order (decision 167): its newest `limit` matches ranked by `ts_rank`, each
 * row carrying how many matches there are up to `limit + 1`. Ranking needs every ranked advert's vector, so the
 * matches ranked are bounded: a common word reads its newest matches in the listing's date order and stops, a
 * rarer one reads its few matches through the GIN index, and neither ranks more than `limit + 1` adverts. The
 * date order walks `sales_listed_text`, which holds the vectors (decision 175).
 */
function rankedPage(db: Db, where: SQL | undefined, q: string, limit: number, size: number, offset: number) {
  const newest = db
    .select({ id: sales.id, search: sales.search, approvedAt: sales.approvedAt })
    .from(sales)
    .where(where)
    // Both descending: `sales_listed_text` read backwards (decision 175).
    .orderBy(desc(sales.approvedAt), desc(sales.id))
    .limit(limit + 1)
    .as('newest');
  const ranked = db
    .select({
      id: newest.id,
      search: newest.search,
      approvedAt: newest.approvedAt,
      recency: sql<number>`row_number() over (order by ${newest.approvedAt} desc, ${newest.id} desc)`.as('recency'),
    })
    .from(newest)
    .as('ranked');
  return (
    db
      .select({ id: ranked.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(ranked)
      // The one match past the limit only tells that there are more: it sorts last, where no page reaches.
      .orderBy(
        sql`${ranked.recency} > ${limit}`,
        sql`ts_rank(${ranked.search}, ${tsQuery(q)}) desc`,
        desc(ranked.approvedAt),
        desc(ranked.id),
      )
      .limit(size)
      .offset(offset)
  );
}

/** Approved sales of certified breeders, newest first (the home carousel). */
export async function certifiedSales(db: Db, limit = 12): Promise<SaleCard[]> {
  const rows = await cardQuery(db, {})
    .where(and(eq(sales.status, 'APPROVED'), eq(sales.availability, 'AVAILABLE'), eq(sales.certified, true)))
    .orderBy(desc(sales.approvedAt), asc(sales.id))
    .limit(limit);
  return decorated(
    db,
    rows.map((r) => ({ card: toCard(r), ownerId: r.ownerId, litter: r.litter })),
  );
}

/** Cards of the given sales, whatever their status, in the order of `ids`; `filters` count a litter's matches. */
export async function cardsByIds(db: Db, ids: readonly string[], filters?: SearchFilters): Promise<SaleCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardQuery(db, {}).where(inArray(sales.id, [...ids]));
  const cards = await decorated(
    db,
    rows.map((r) => ({ card: toCard(r), ownerId: r.ownerId, litter: r.litter })),
    filters,
  );
  const distances = filters
    ? await distancesTo(db, filters, [...new Set(cards.flatMap((c) => (c.childLocation ? [c.childLocation.id] : [])))])
    : new Map<number, number>();
  const byId = new Map(
    cards.map((c) => {
      const km = c.childLocation ? distances.get(c.childLocation.id) : undefined;
      return [c.uid, km === undefined ? c : { ...c, distanceKm: km }];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The photos of a sale in position order. */
export async function saleImagesOf(db: Db, saleId: string): Promise<SaleImage[]> {
  const rows = await db
    .select({
      key: files.key,
      position: saleImages.position,
      width: files.width,
      height: files.height,
      variants: files.variants,
    })
    .from(saleImages)
    .innerJoin(files, eq(files.key, saleImages.fileKey))
    .where(eq(saleImages.saleId, saleId))
    .orderBy(asc(saleImages.position));
  return rows.map((r) => imageOf(r.key, r.position, r.width, r.height, r.variants));
}

/** One sale with everything its page shows, whatever its status; null when it does not exist. */
export async function getSale(db: Db, uid: string): Promise<SaleDetail | null> {
  const [row] = await cardQuery(db, {
    description: sales.description,
    litterSize: sales.litterSize,
    microchip: sales.microchip,
    motherMicrochip: sales.motherMicrochip,
    lopNumber: sales.lopNumber,
    rejectReason: sales.rejectReason,
    createdAt: sales.createdAt,
    updatedAt: sales.updatedAt,
  })
    .where(eq(sales.id, uid))
    .limit(1);
  if (!row) return null;
  const [images, seller, [card], animals] = await Promise.all([
    saleImagesOf(db, uid),
    getPublicProfile({ db }, row.ownerId),
    decorated(db, [{ card: toCard(row), ownerId: row.ownerId, litter: row.litter }]),
    row.litter ? animalsOf(db, [uid]) : Promise.resolve(new Map<string, LitterAnimal[]>()),
  ]);
  if (!seller || !card) return null;
  const litterAnimals = animals.get(uid) ?? [];
  const prices = row.litter ? litterAnimals.map((a) => a.price) : [card.price];
  // A free advert (adoption) is out of the usual price (issue 57).
  const usual = prices.some((p) => p > 0)
    ? await usualPrice(db, { species: card.species.code, breed: card.breed?.code ?? null }, uid)
    : null;
  return {
    ...card,
    description: row.description,
    litterSize: row.litterSize,
    microchip: row.microchip,
    motherMicrochip: row.motherMicrochip,
    lopNumber: row.purebred ? row.lopNumber : null,
    images,
    rejectReason: row.rejectReason,
    ownerUid: row.ownerId,
    seller,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    animals: litterAnimals,
    healthSheet: await publicHealthOf(
      db,
      uid,
      litterAnimals.map((a) => a.uid),
    ),
    usualPrice: usual,
    priceNote: priceUnderUsual(prices, usual),
    motherRecord: await motherRecord(db, {
      saleId: uid,
      ownerId: row.ownerId,
      motherMicrochip: row.motherMicrochip,
      birthDate: card.birthDate,
    }),
  };
}

/** What "similar" is measured against: the species, the breed and the place of a sale (live or removed). */
export interface SimilarTo {
  uid: string;
  speciesCode: string;
  breedCode: string | null;
  purebred: boolean;
  locationId: number | null;
  childLocationId: number | null;
}

/**
 * Public sales like `like` (decision 136): same species, the same breed first, then the same municipality,
 * then the same district, newest first; never `like` itself.
 *
 * Ordering every sale of the species by those likenesses reads half the marketplace (issue 21). The top
 * `limit` of that order are always among the `limit` newest of six narrow sets (same breed and municipality,
 * same breed and district, same breed, same municipality, same district, same species): each set only holds
 * sales that rank at least as high as anything it was chosen for, so one the full order would pick is never
 * pushed out of its set by older ones. Those few candidates are ordered as before.
 */
export async function similarSales(db: Db, like: SimilarTo, limit = 4): Promise<SaleCard[]> {
  const sameBreed =
    like.purebred && like.breedCode ? and(eq(sales.purebred, true), eq(sales.breedCode, like.breedCode)) : undefined;
  const sameMunicipality = like.childLocationId !== null ? eq(sales.childLocationId, like.childLocationId) : undefined;
  const sameDistrict = like.locationId !== null ? eq(sales.locationId, like.locationId) : undefined;
  const sets: (SQL | undefined)[][] = [
    [sameBreed, sameMunicipality],
    [sameBreed, sameDistrict],
    [sameBreed],
    [sameMunicipality],
    [sameDistrict],
    [],
  ];
  const candidates = await Promise.all(
    sets
      // A likeness the advert lacks (no breed, no place) makes its sets empty.
      .filter((set) => set.every(Boolean))
      .map((set) =>
        db
          .select({
            id: sales.id,
            approvedAt: sales.approvedAt,
            breed: sql<boolean>`coalesce(${sales.purebred} and ${sales.breedCode} = ${like.purebred ? like.breedCode : null}, false)`,
            municipality: sql<boolean>`coalesce(${sales.childLocationId} = ${like.childLocationId}, false)`,
            district: sql<boolean>`coalesce(${sales.locationId} = ${like.locationId}, false)`,
          })
          .from(sales)
          .where(
            and(
              eq(sales.status, 'APPROVED'),
              eq(sales.availability, 'AVAILABLE'),
              eq(sales.speciesCode, like.speciesCode),
              sql`${sales.id} <> ${like.uid}`,
              ...set,
            ),
          )
          .orderBy(desc(sales.approvedAt), asc(sales.id))
          .limit(limit),
      ),
  );
  const unique = new Map(candidates.flat().map((c) => [c.id, c]));
  const rank = (c: { breed: boolean; municipality: boolean; district: boolean }) =>
    (c.breed ? 4 : 0) + (c.municipality ? 2 : 0) + (c.district ? 1 : 0);
  const chosen = [...unique.values()]
    .sort(
      (a, b) =>
        rank(b) - rank(a) ||
        (b.approvedAt?.getTime() ?? Infinity) - (a.approvedAt?.getTime() ?? Infinity) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, limit);
  return cardsByIds(
    db,
    chosen.map((c) => c.id),
  );
}
