/**
 * Publishing: create, edit and delete one's own sales. A new, pending or refused sale's change puts it (back)
 * in the moderation queue; an approved sale's change waits as a revision while it stays online (decision 135).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ReportSettings } from '../standing/index.ts';
import type { SaleInput } from '../../../lib/validation/sale.ts';
import type { Database, Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bookings, files, removedSales, saleImages, sales, users } from '../../db/schema.ts';
import { deleteImage } from '../../files/process-image.ts';
import type { FileStore } from '../../files/store.ts';
import { logger } from '../../log.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { cancelVisitsOfWithdrawnSale, deliverAll } from '../bookings/index.ts';
import { referenceData } from '../reference/index.ts';
import { raiseFlags } from '../signals/index.ts';
import { removePrivateDocuments } from '../../files/private-documents.ts';
import { healthDocumentKeys } from './health-reads.ts';
import { keysInOtherRevisions, priceOnUpdate, revisionColumns, revisionOnlyKeys, submitRevision } from './revisions.ts';

/** What the sale services need of the AppContext. */
export interface SalesContext {
  db: Db;
  database?: Pick<Database, 'listen'>;
  files: FileStore;
  /** To mail visitors when a sale with coming visits is deleted (decision 138); without them nobody is mailed. */
  mailer?: Services['mailer'];
  env?: Pick<Services['env'], 'PUBLIC_SITE_URL'> & Partial<ReportSettings>;
  /** Signs the unsubscribe links of saved-search alert mails (issue 19); without it nobody is mailed. */
  jwtSecret?: Uint8Array;
}

export type WriteFailure =
  | { ok: false; status: 400; message: string; errors: Record<string, string> }
  | { ok: false; status: 404; message: 'not-found' };

/** The account type that breeds for sale: it must show its DGAV registration number (decision 064). */
export const BREEDER_TYPE = 'BREEDER';

const invalid = (errors: Record<string, string>, message = 'validation-error'): WriteFailure => ({
  ok: false,
  status: 400,
  message,
  errors,
});

/** The checks against the database that the schema cannot make: known species, breed, places, own photos, DGAV. */
async function referenceFailures(
  ctx: SalesContext,
  userId: string,
  input: SaleInput,
  saleId?: string,
): Promise<WriteFailure | null> {
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
    .where(
      saleId
        ? and(inArray(saleImages.fileKey, input.images), ne(saleImages.saleId, saleId))
        : inArray(saleImages.fileKey, input.images),
    );
  const inRevisions = await keysInOtherRevisions(ctx.db, input.images, saleId);
  if (owned.length !== input.images.length || used.length > 0 || inRevisions.length > 0)
    errors['images'] = 'sale.error.images';

  const [user] = await ctx.db
    .select({ userType: users.userType, dgavNumber: users.dgavNumber, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.userType === BREEDER_TYPE && !user.dgavNumber?.trim()) errors['form'] = 'sale.error.dgav-required';
  // An advert is published by a confirmed address only (issue 37, decision 174): one mailbox, one accountable person.
  if (user && !user.confirmedAt) errors['form'] = 'sale.error.email-unconfirmed';
  return Object.keys(errors).length > 0 ? invalid(errors) : null;
}

/** A new or changed advert's columns: what the form says, and it waits for a moderator whatever it was. */
async function columnsOf(db: Db, input: SaleInput) {
  return {
    ...revisionColumns(await referenceData(db), input),
    status: 'PENDING' as const,
    rejectReason: null,
    certified: false,
    approvedAt: null,
  };
}

export async function createSale(
  ctx: SalesContext,
  userId: string,
  input: SaleInput,
): Promise<{ ok: true; uid: string } | WriteFailure> {
  const failure = await referenceFailures(ctx, userId, input);
  if (failure) return failure;
  const values = await columnsOf(ctx.db, input);
  const uid = await inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(sales)
      .values({ ...values, ownerId: userId })
      .returning({ id: sales.id });
    const id = row!.id;
    await tx.insert(saleImages).values(input.images.map((fileKey, position) => ({ saleId: id, fileKey, position })));
    await raiseFlags(tx, id);
    return id;
  });
  return { ok: true, uid };
}

/**
 * Edits an own sale (another user's is "not found": decision 065). An approved sale keeps its live version
 * and gets a revision for the moderators (`revision: true`); any other is changed and queued again.
 */
export async function updateSale(
  ctx: SalesContext,
  userId: string,
  uid: string,
  input: SaleInput,
): Promise<{ ok: true; uid: string; revision: boolean } | WriteFailure> {
  const [existing] = await ctx.db
    .select({ id: sales.id, status: sales.status })
    .from(sales)
    .where(and(eq(sales.id, uid), eq(sales.ownerId, userId)))
    .limit(1);
  if (!existing) return { ok: false, status: 404, message: 'not-found' };
  const failure = await referenceFailures(ctx, userId, input, uid);
  if (failure) return failure;
  if (existing.status === 'APPROVED') {
    const replaced = await inTransaction(ctx, async (tx) => {
      const unused = await submitRevision(tx, uid, input);
      await raiseFlags(tx, uid);
      return unused;
    });
    await removeFiles(ctx, replaced);
    return { ok: true, uid, revision: true };
  }
  const values = await columnsOf(ctx.db, input);
  const removed = await inTransaction(ctx, async (tx) => {
    const before = await tx.select({ key: saleImages.fileKey }).from(saleImages).where(eq(saleImages.saleId, uid));
    await tx
      .update(sales)
      .set({ ...values, priceCents: priceOnUpdate(values.priceCents) })
      .where(and(eq(sales.id, uid), eq(sales.ownerId, userId)));
    await tx.delete(saleImages).where(eq(saleImages.saleId, uid));
    await tx.insert(saleImages).values(input.images.map((fileKey, position) => ({ saleId: uid, fileKey, position })));
    await raiseFlags(tx, uid);
    return before.map((b) => b.key).filter((key) => !input.images.includes(key));
  });
  await removeFiles(ctx, removed);
  return { ok: true, uid, revision: false };
}

/**
 * Deletes an own sale with its photos and favourites. Its visits stay in their visitors' lists, naming the
 * deleted advert (its tombstone in removed_sales); the coming ones are cancelled by the seller and their
 * visitors told (decision 138).
 */
export async function deleteSale(ctx: SalesContext, userId: string, uid: string): Promise<{ ok: true } | WriteFailure> {
  let visitMails: Mail[] = [];
  // The sheet's private documents (decision 215) go with the advert's rows.
  let documents: string[] = [];
  const removed = await inTransaction(ctx, async (tx) => {
    const [own] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, uid), eq(sales.ownerId, userId)))
      .for('update');
    if (!own) return null;
    const keys = await tx.select({ key: saleImages.fileKey }).from(saleImages).where(eq(saleImages.saleId, uid));
    documents = await healthDocumentKeys(tx, [uid]);
    ({ mails: visitMails } = await cancelVisitsOfWithdrawnSale(tx, ctx.env, uid, 'removed'));
    // Its old links answer 410 with similar adverts (decision 136), and its visits keep naming it.
    await tx.insert(removedSales).values({
      id: own.id,
      ownerId: own.ownerId,
      title: own.title,
      speciesCode: own.speciesCode,
      breedCode: own.breedCode,
      purebred: own.purebred,
      locationId: own.locationId,
      childLocationId: own.childLocationId,
    });
    await tx.update(bookings).set({ removedSaleId: uid }).where(eq(bookings.saleId, uid));
    await tx.delete(sales).where(eq(sales.id, uid));
    const live = keys.map((k) => k.key);
    return [...live, ...revisionOnlyKeys(own.revision, live)];
  });
  if (!removed) return { ok: false, status: 404, message: 'not-found' };
  if (ctx.mailer) await deliverAll({ mailer: ctx.mailer }, visitMails);
  await removeFiles(ctx, removed);
  await removePrivateDocuments(ctx.files, documents);
  return { ok: true };
}

/** Photos no sale shows any more: their renditions go too. A failure only leaves garbage behind. */
export async function removeFiles(ctx: SalesContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deleteImage(ctx, key).catch((error: unknown) =>
      logger.warn('could not delete a sale photo', { key, error: String(error) }),
    );
  }
}
