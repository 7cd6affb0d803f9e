/**
 * The health and parents sheet (issue 56, decision 215): its seller writes it, part-filled if need be, and it applies
 * at once (a declaration of the seller's, shown with its date, not a change of the advert for the moderators); its
 * private documents are kept for the seller and the moderators. Saving the sheet is one transaction: the advert's row
 * and its animals' rows replaced together.
 */
import { and, count, eq } from 'drizzle-orm';
import { healthErrors, healthInputSchema } from '../../../lib/sales/health.ts';
import {
  HEALTH_DOCUMENTS_MAX,
  HEALTH_DOCUMENT_MAX_BYTES,
  type HealthDocumentKind,
} from '../../../lib/sales/health-types.ts';
import type { HealthDocument, HealthRecord } from '../../../lib/sales/shapes.ts';
import { canModerate, type Role } from '../../../lib/users/types.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { healthDocuments, healthSheets, sales } from '../../db/schema.ts';
import { removePrivateDocuments, storePrivateDocument } from '../../files/private-documents.ts';
import { animalsOf } from './litter-reads.ts';
import { healthRecordOf } from './health-reads.ts';
import type { SalesContext, WriteFailure } from './write.ts';

export type HealthResult = { ok: true; record: HealthRecord } | WriteFailure;

const invalid = (errors: Record<string, string>): WriteFailure => ({
  ok: false,
  status: 400,
  message: 'validation-error',
  errors,
});
const notFound: WriteFailure = { ok: false, status: 404, message: 'not-found' };

/** The advert as the sheet needs it, when `reader` may see its sheet: its seller, or a moderator when `staff`. */
async function advertFor(db: Db, reader: { userId: string; role?: Role }, saleUid: string, staff = false) {
  const [sale] = await db
    .select({ id: sales.id, ownerId: sales.ownerId, birthDate: sales.birthDate, revision: sales.revision })
    .from(sales)
    .where(eq(sales.id, saleUid));
  if (!sale || (sale.ownerId !== reader.userId && !(staff && canModerate(reader.role)))) return null;
  // A litter's animals, and those a change waiting for the moderators adds: its seller writes their sheets already.
  const live = (await animalsOf(db, [sale.id])).get(sale.id) ?? [];
  const animalUids = [...new Set([...live.map((a) => a.uid), ...(sale.revision?.animals ?? []).map((a) => a.uid)])];
  return { ...sale, animalUids };
}

/** The birth date of an own advert (its sheet's dates are checked against it); null when it is not the caller's. */
export async function ownBirthDate(db: Db, userId: string, saleUid: string): Promise<string | null> {
  const [own] = await db
    .select({ birthDate: sales.birthDate })
    .from(sales)
    .where(and(eq(sales.id, saleUid), eq(sales.ownerId, userId)));
  return own?.birthDate ?? null;
}

/** The sheet with its documents, for the advert's seller and the moderators; null for anyone else (404). */
export async function healthFor(
  db: Db,
  reader: { userId: string; role: Role },
  saleUid: string,
): Promise<HealthRecord | null> {
  const advert = await advertFor(db, reader, saleUid, true);
  return advert && healthRecordOf(db, advert.id, advert.animalUids);
}

/**
 * Replaces the sheet of an own advert: the advert's (a litter's, shared) and what each animal has apart. Dates in the
 * future or before the animal's birth, and results off their scale, are refused at their field.
 */
export async function saveHealth(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  body: unknown,
): Promise<HealthResult> {
  const advert = await advertFor(ctx.db, { userId }, saleUid);
  if (!advert) return notFound;
  const errors = healthErrors(body, advert.birthDate);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const input = healthInputSchema.parse(body);
  const known = new Set(advert.animalUids);
  const stranger = input.animals.findIndex((a) => !known.has(a.uid));
  if (stranger >= 0) return invalid({ [`animals.${stranger}.uid`]: 'litter.error.animal' });
  const apart = input.animals.filter((a) => a.lop || a.own);
  await inTransaction(ctx, async (tx) => {
    await tx.delete(healthSheets).where(eq(healthSheets.saleId, advert.id));
    await tx
      .insert(healthSheets)
      .values([
        { saleId: advert.id, animalUid: null, lop: null, sheet: input.sheet },
        ...apart.map((a) => ({ saleId: advert.id, animalUid: a.uid, lop: a.lop, sheet: a.own })),
      ]);
  });
  return { ok: true, record: await healthRecordOf(ctx.db, advert.id, advert.animalUids) };
}

export interface HealthDocumentInput {
  kind: HealthDocumentKind;
  animalUid?: string | null | undefined;
  name: string;
  bytes: Uint8Array;
}

export type DocumentResult =
  | { ok: true; document: HealthDocument }
  | WriteFailure
  | { ok: false; status: 409; message: 'health.error.documents-max' };

/** Keeps a private document of an own advert's sheet (at most HEALTH_DOCUMENTS_MAX per advert). */
export async function addHealthDocument(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  input: HealthDocumentInput,
): Promise<DocumentResult> {
  const advert = await advertFor(ctx.db, { userId }, saleUid);
  if (!advert) return notFound;
  if (input.animalUid && !advert.animalUids.includes(input.animalUid))
    return invalid({ animalUid: 'litter.error.animal' });
  const [held] = await ctx.db.select({ n: count() }).from(healthDocuments).where(eq(healthDocuments.saleId, advert.id));
  if ((held?.n ?? 0) >= HEALTH_DOCUMENTS_MAX) return { ok: false, status: 409, message: 'health.error.documents-max' };
  const stored = await storePrivateDocument(ctx.files, 'health-docs', HEALTH_DOCUMENT_MAX_BYTES, input);
  const [row] = await inTransaction(ctx, (tx) =>
    tx
      .insert(healthDocuments)
      .values({ saleId: advert.id, animalUid: input.animalUid ?? null, kind: input.kind, ...stored })
      .returning(),
  );
  return {
    ok: true,
    document: {
      uid: row!.id,
      kind: row!.kind,
      animalUid: row!.animalUid,
      name: row!.name,
      contentType: row!.contentType,
      bytes: row!.bytes,
      createdAt: row!.createdAt.toISOString(),
    },
  };
}

/** Removes a document of an own advert's sheet, and its stored bytes. */
export async function removeHealthDocument(
  ctx: SalesContext,
  userId: string,
  saleUid: string,
  documentUid: string,
): Promise<{ ok: true } | WriteFailure> {
  const advert = await advertFor(ctx.db, { userId }, saleUid);
  if (!advert) return notFound;
  const [gone] = await inTransaction(ctx, (tx) =>
    tx
      .delete(healthDocuments)
      .where(and(eq(healthDocuments.id, documentUid), eq(healthDocuments.saleId, advert.id)))
      .returning({ key: healthDocuments.storeKey }),
  );
  if (!gone) return notFound;
  await removePrivateDocuments(ctx.files, [gone.key]);
  return { ok: true };
}
