/**
 * Revisions (decisions 135, 197): a change to an approved sale waits beside the live version, which stays online
 * until a moderator approves the change (then it replaces the live one) or refuses it (the live one stays
 * and its owner is told why). The revision is the owner's validated body in sales.revision, and a litter's animals
 * as they would be: one decision takes or refuses the advert whole.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { asProposed, summaryOf } from '../../../lib/sales/litter.ts';
import type { SaleInput } from '../../../lib/validation/sale.ts';
import type { Db, Tx } from '../../db/client.ts';
import { files, saleAnimals, saleImages, sales, type SaleRevision } from '../../db/schema.ts';
import { referenceData, type ReferenceData } from '../reference/index.ts';
import { imageOf } from './queries.ts';
import type { SaleAvailability, SaleDetail, SaleImage } from './types.ts';
import { writeAnimals } from './litter-rows.ts';

/** The fields of a sale body, in the editor's order: what a moderator is told has changed. */
const FIELDS = [
  'title',
  'species',
  'purebred',
  'breedCode',
  'description',
  'price',
  'sex',
  'birthDate',
  'registerDate',
  'litterSize',
  'microchip',
  'motherMicrochip',
  'lopNumber',
  'locationId',
  'childLocationId',
  'images',
] as const satisfies readonly (keyof SaleInput)[];
export type RevisionField = (typeof FIELDS)[number];

/** The body that would recreate the live sale as it is. */
function inputOf(sale: SaleDetail): SaleInput {
  return {
    species: sale.species.code,
    purebred: sale.purebred,
    breedCode: sale.breed?.code ?? null,
    title: sale.title,
    description: sale.description,
    price: sale.price,
    sex: sale.sex,
    birthDate: sale.birthDate,
    registerDate: sale.registerDate,
    litterSize: sale.litterSize ?? 1,
    microchip: sale.microchip ?? '',
    motherMicrochip: sale.motherMicrochip ?? '',
    lopNumber: sale.lopNumber,
    locationId: sale.location?.id ?? 0,
    childLocationId: sale.childLocation?.id ?? 0,
    images: [...sale.images].sort((a, b) => a.position - b.position).map((i) => i.uid),
  };
}

/** Which fields the revision changes, in the editor's order. */
export function changedFields(live: SaleDetail, input: SaleInput): RevisionField[] {
  const before = inputOf(live);
  return FIELDS.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(input[f] ?? null));
}

/** What a revision changes, for the moderators: the advert's fields, then `animals` when a litter's animals change. */
export function revisionChanges(live: SaleDetail, revision: SaleRevision): (RevisionField | 'animals')[] {
  return [
    ...(revision.input ? changedFields(live, revision.input) : []),
    ...(revision.animals ? ['animals' as const] : []),
  ];
}

/** The names of the live animals a revision takes out of the litter. */
export function removedAnimals(live: SaleDetail, revision: SaleRevision): string[] {
  if (!revision.animals) return [];
  const kept = new Set(revision.animals.map((a) => a.uid));
  return live.animals.filter((a) => !kept.has(a.uid)).map((a) => a.label);
}

/** The photos of a revision in its order (file keys that no longer exist are left out). */
async function imagesOf(db: Db | Tx, keys: readonly string[]): Promise<SaleImage[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.key, [...keys]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.flatMap((key, position) => {
    const f = byKey.get(key);
    return f ? [imageOf(f.key, position, f.width, f.height, f.variants)] : [];
  });
}

/**
 * The sale as it will read once the revision is approved (the moderator's and the editor's view); the animals a
 * waiting change adds or alters are marked (decision 197).
 */
export async function withRevision(db: Db, live: SaleDetail, revision: SaleRevision): Promise<SaleDetail> {
  const shared = revision.input ? await withInput(db, live, revision.input) : live;
  if (!revision.animals) return shared;
  const animals = asProposed(live.animals, revision.animals);
  const litter = summaryOf(animals);
  return { ...shared, animals, litter, price: litter.fromPrice, free: litter.fromPrice === 0 };
}

/** The sale with the advert's own fields as a revision's body makes them. */
async function withInput(db: Db, live: SaleDetail, input: SaleInput): Promise<SaleDetail> {
  const ref = await referenceData(db);
  const species = ref.species.find((s) => s.code === input.species);
  const breed = input.purebred && input.breedCode ? ref.breeds.find((b) => b.code === input.breedCode) : undefined;
  const district = ref.districts.find((d) => d.id === input.locationId);
  const municipality = ref.municipalities.get(input.locationId)?.find((m) => m.id === input.childLocationId);
  const images = await imagesOf(db, input.images);
  return {
    ...live,
    title: input.title,
    species: { code: input.species, name: species?.name ?? input.species },
    breed: breed ? { code: breed.code, name: breed.name } : null,
    purebred: input.purebred,
    price: input.price,
    free: input.price === 0,
    sex: input.sex,
    birthDate: input.birthDate,
    registerDate: input.registerDate,
    location: district ? { id: district.id, name: district.name } : null,
    childLocation: municipality ? { id: municipality.id, name: municipality.name } : null,
    dangerous: breed?.dangerous ?? false,
    image: images[0] ?? null,
    images,
    description: input.description,
    litterSize: input.litterSize,
    microchip: input.microchip,
    motherMicrochip: input.motherMicrochip,
    lopNumber: input.purebred ? input.lopNumber : null,
  };
}

/** The file keys a revision uses that the live sale does not. */
export function revisionOnlyKeys(revision: SaleRevision | null, liveKeys: readonly string[]): string[] {
  return (revision?.input?.images ?? []).filter((k) => !liveKeys.includes(k));
}

/** The live photos' keys of a sale, in order. */
export async function liveKeysOf(tx: Db | Tx, saleId: string): Promise<string[]> {
  const rows = await tx
    .select({ key: saleImages.fileKey })
    .from(saleImages)
    .where(eq(saleImages.saleId, saleId))
    .orderBy(saleImages.position);
  return rows.map((r) => r.key);
}

/**
 * Stores the revision of an approved sale's own fields (replacing an earlier pending one; the animals of a waiting
 * change to a litter stay with it). Returns the photos only the replaced revision used, which the caller deletes
 * after the commit.
 */
export async function submitRevision(tx: Tx, saleId: string, input: SaleInput): Promise<string[]> {
  const [row] = await tx
    .select({ revision: sales.revision })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update')
    .limit(1);
  const live = await liveKeysOf(tx, saleId);
  const animals = row?.revision?.animals;
  const revision: SaleRevision = { input, ...(animals && { animals }), submittedAt: new Date().toISOString() };
  await tx.update(sales).set({ revision, revisionRejectReason: null }).where(eq(sales.id, saleId));
  return revisionOnlyKeys(row?.revision ?? null, live).filter((k) => !input.images.includes(k));
}

/**
 * The columns the sale form sets: what a revision changes when it is approved (moderation fields and publication
 * date stay), and what a new or changed pending advert is written with. The legal notice follows the breed list
 * (Portaria n.º 422/2004), never the seller's say-so.
 */
export function revisionColumns(ref: ReferenceData, input: SaleInput) {
  const dangerous = input.breedCode ? ref.breeds.some((b) => b.code === input.breedCode && b.dangerous) : false;
  return {
    speciesCode: input.species,
    breedCode: input.breedCode,
    purebred: input.purebred,
    title: input.title,
    description: input.description,
    priceCents: Math.round(input.price * 100),
    sex: input.sex,
    birthDate: input.birthDate,
    registerDate: input.registerDate,
    litterSize: input.litterSize,
    microchip: input.microchip,
    motherMicrochip: input.motherMicrochip,
    lopNumber: input.lopNumber,
    dangerous,
    locationId: input.locationId,
    childLocationId: input.childLocationId,
  };
}

/**
 * The price an update writes: the form's, except on a litter, whose price stays its lowest available animal's
 * (issue 39, decision 186) whatever the form's shared part says.
 */
export const priceOnUpdate = (cents: number) =>
  sql<number>`case when ${sales.litter} then coalesce((select coalesce(min(a.price_cents) filter (where a.state = 'AVAILABLE'), min(a.price_cents)) from ${saleAnimals} a where a.sale_id = ${sales.id}), ${cents}) else ${cents} end`;

/**
 * Puts an approved revision live: a litter's animals (each keeping its live state), then the advert's columns and
 * photos. Returns the photos no longer used, and the state the animals give the advert (null: no animals changed).
 */
export async function applyRevision(
  tx: Tx,
  ref: ReferenceData,
  saleId: string,
  revision: SaleRevision,
): Promise<{ unused: string[]; state: SaleAvailability | null }> {
  // First the animals: a litter's price is its cheapest available animal's, which the columns below then read.
  const state = revision.animals ? await writeAnimals(tx, saleId, revision.animals) : null;
  await tx.update(sales).set({ revision: null, revisionRejectReason: null }).where(eq(sales.id, saleId));
  const input = revision.input;
  if (!input) return { unused: [], state };
  const live = await liveKeysOf(tx, saleId);
  const columns = revisionColumns(ref, input);
  await tx
    .update(sales)
    .set({ ...columns, priceCents: priceOnUpdate(columns.priceCents) })
    .where(eq(sales.id, saleId));
  await tx.delete(saleImages).where(eq(saleImages.saleId, saleId));
  await tx.insert(saleImages).values(input.images.map((fileKey, position) => ({ saleId, fileKey, position })));
  return { unused: live.filter((k) => !input.images.includes(k)), state };
}

/** Drops a refused revision, keeping the reason for its owner. Returns the photos only it used. */
export async function dropRevision(tx: Tx, saleId: string, revision: SaleRevision, reason: string): Promise<string[]> {
  const live = await liveKeysOf(tx, saleId);
  await tx.update(sales).set({ revision: null, revisionRejectReason: reason }).where(eq(sales.id, saleId));
  return revisionOnlyKeys(revision, live);
}

/**
 * SQL: true when `fileKey` is a photo of some sale's pending revision, the advert's or one of its animals' (such a
 * file is not abandoned).
 */
export function inSomeRevision(fileKey: unknown, ownerId?: string) {
  return sql`exists (select 1 from ${sales} r where r.revision is not null and (r.revision->'input'->'images' @> jsonb_build_array(${fileKey})
    or jsonb_path_exists(r.revision, '$.animals[*].photos[*] ? (@ == $k)', jsonb_build_object('k', ${fileKey}::text)))${
      ownerId ? sql` and r.owner_id = ${ownerId}` : sql``
    })`;
}

/** Keys among `keys` that another sale's pending revision uses. */
export async function keysInOtherRevisions(db: Db, keys: readonly string[], saleId?: string): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ revision: sales.revision })
    .from(sales)
    .where(
      and(
        sql`${sales.revision} is not null`,
        saleId ? sql`${sales.id} <> ${saleId}` : undefined,
        sql`exists (select 1 from jsonb_array_elements_text(${sales.revision}->'input'->'images') e(k) where e.k in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}))`,
      ),
    );
  const used = new Set(rows.flatMap((r) => r.revision?.input?.images ?? []));
  return keys.filter((k) => used.has(k));
}
