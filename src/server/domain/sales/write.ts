/** Publishing: create, edit and delete one's own sales. Every change puts the sale back in the moderation queue. */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SaleInput } from '../../../lib/validation/sale.ts';
import type { Database, Db } from '../../db/client.ts';
import { files, saleImages, sales, users } from '../../db/schema.ts';
import { deleteImage } from '../../files/process-image.ts';
import type { FileStore } from '../../files/store.ts';
import { logger } from '../../log.ts';
import { referenceData } from '../reference/reference.ts';
import { announceSalesChanged, invalidateSales } from './cache.ts';

/** What the sale services need of the AppContext. */
export interface SalesContext {
  db: Db;
  database?: Pick<Database, 'listen'>;
  files: FileStore;
}

export type WriteFailure =
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 404; message: 'not-found' };

/** The account type that breeds for sale: it must show its DGAV registration number (decision 064). */
export const BREEDER_TYPE = 'BREEDER';

const invalid = (errors: Record<string, string>, message = 'validation-error'): WriteFailure => ({ ok: false, status: 400, message, errors });

/** The checks against the database that the schema cannot make: known species, breed, places, own photos, DGAV. */
async function referenceFailures(ctx: SalesContext, userId: string, input: SaleInput, saleId?: string): Promise<WriteFailure | null> {
  const ref = await referenceData(ctx.db);
  const errors: Record<string, string> = {};
  if (!ref.species.some((s) => s.code === input.species)) errors['species'] = 'sale.error.species';
  if (input.breedCode) {
    const breed = ref.breeds.find((b) => b.code === input.breedCode);
    if (!breed || breed.species !== input.species) errors['breedCode'] = 'sale.error.breed';
  }
  const children = ref.municipalities.get(input.locationId);
  if (!children) errors['locationId'] = 'sale.error.location';
  if (!children?.some((m) => m.id === input.childLocationId)) errors['childLocationId'] = 'sale.error.child-location';

  // Photos: uploaded by this user as sale photos, and not already part of another sale.
  const owned = await ctx.db
    .select({ key: files.key })
    .from(files)
    .where(and(inArray(files.key, input.images), eq(files.ownerId, userId), eq(files.kind, 'sale')));
  const used = await ctx.db
    .select({ key: saleImages.fileKey })
    .from(saleImages)
    .where(saleId ? and(inArray(saleImages.fileKey, input.images), ne(saleImages.saleId, saleId)) : inArray(saleImages.fileKey, input.images));
  if (owned.length !== input.images.length || used.length > 0) errors['images'] = 'sale.error.images';

  const [user] = await ctx.db.select({ userType: users.userType, dgavNumber: users.dgavNumber }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.userType === BREEDER_TYPE && !user.dgavNumber?.trim()) errors['form'] = 'sale.error.dgav-required';
  return Object.keys(errors).length > 0 ? invalid(errors) : null;
}

async function dangerousBreed(db: Db, breedCode: string | null): Promise<boolean> {
  if (!breedCode) return false;
  return (await referenceData(db)).breeds.some((b) => b.code === breedCode && b.dangerous);
}

async function columnsOf(db: Db, input: SaleInput) {
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
    // The legal notice follows the breed list (Portaria n.º 422/2004), never the seller's say-so.
    dangerous: await dangerousBreed(db, input.breedCode),
    locationId: input.locationId,
    childLocationId: input.childLocationId,
    // Whatever it was, a new or changed advert waits for a moderator.
    status: 'PENDING' as const,
    rejectReason: null,
    certified: false,
    approvedAt: null,
  };
}

export async function createSale(ctx: SalesContext, userId: string, input: SaleInput): Promise<{ ok: true; uid: string } | WriteFailure> {
  const failure = await referenceFailures(ctx, userId, input);
  if (failure) return failure;
  const values = await columnsOf(ctx.db, input);
  const uid = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sales)
      .values({ ...values, ownerId: userId })
      .returning({ id: sales.id });
    const id = row!.id;
    await tx.insert(saleImages).values(input.images.map((fileKey, position) => ({ saleId: id, fileKey, position })));
    await announceSalesChanged(tx);
    return id;
  });
  invalidateSales(ctx);
  return { ok: true, uid };
}

/** Edits an own sale (another user's is "not found": decision 065). */
export async function updateSale(
  ctx: SalesContext,
  userId: string,
  uid: string,
  input: SaleInput,
): Promise<{ ok: true; uid: string } | WriteFailure> {
  const [existing] = await ctx.db.select({ id: sales.id }).from(sales).where(and(eq(sales.id, uid), eq(sales.ownerId, userId))).limit(1);
  if (!existing) return { ok: false, status: 404, message: 'not-found' };
  const failure = await referenceFailures(ctx, userId, input, uid);
  if (failure) return failure;
  const values = await columnsOf(ctx.db, input);
  const removed = await ctx.db.transaction(async (tx) => {
    const before = await tx.select({ key: saleImages.fileKey }).from(saleImages).where(eq(saleImages.saleId, uid));
    await tx.update(sales).set(values).where(and(eq(sales.id, uid), eq(sales.ownerId, userId)));
    await tx.delete(saleImages).where(eq(saleImages.saleId, uid));
    await tx.insert(saleImages).values(input.images.map((fileKey, position) => ({ saleId: uid, fileKey, position })));
    await announceSalesChanged(tx);
    return before.map((b) => b.key).filter((key) => !input.images.includes(key));
  });
  invalidateSales(ctx);
  await removeFiles(ctx, removed);
  return { ok: true, uid };
}

/** Deletes an own sale with its photos, favourites and visit requests. */
export async function deleteSale(ctx: SalesContext, userId: string, uid: string): Promise<{ ok: true } | WriteFailure> {
  const removed = await ctx.db.transaction(async (tx) => {
    const keys = await tx.select({ key: saleImages.fileKey }).from(saleImages).where(eq(saleImages.saleId, uid));
    const deleted = await tx
      .delete(sales)
      .where(and(eq(sales.id, uid), eq(sales.ownerId, userId)))
      .returning({ id: sales.id });
    if (deleted.length === 0) return null;
    await announceSalesChanged(tx);
    return keys.map((k) => k.key);
  });
  if (!removed) return { ok: false, status: 404, message: 'not-found' };
  invalidateSales(ctx);
  await removeFiles(ctx, removed);
  return { ok: true };
}

/** Photos no sale shows any more: their renditions go too. A failure only leaves garbage behind. */
async function removeFiles(ctx: SalesContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deleteImage(ctx, key).catch((error: unknown) => logger.warn('could not delete a sale photo', { key, error: String(error) }));
  }
}
