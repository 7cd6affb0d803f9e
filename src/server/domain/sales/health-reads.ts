/**
 * Reading the health sheets (issue 56, decision 215): an advert's sheet as everybody reads it, the card's sign, the
 * record with its private documents for the seller and the moderators, and one document for them only.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { signsOf } from '../../../lib/sales/health.ts';
import type { HealthRecord, HealthSigns, SaleHealth } from '../../../lib/sales/shapes.ts';
import { canModerate, type Role } from '../../../lib/users/types.ts';
import type { Db, Tx } from '../../db/client.ts';
import { healthDocuments, healthSheets, sales } from '../../db/schema.ts';

/** A sheet nobody wrote yet. */
export const NO_HEALTH: SaleHealth = { sheet: null, animals: [], documents: [], updatedAt: null };

/**
 * The record of one advert: its sheet, what its animals have apart (those `animalUids` names: the litter's animals
 * now, and those of a change waiting for the moderators for its seller) and its documents.
 */
export async function healthRecordOf(
  db: Db | Tx,
  saleId: string,
  animalUids: readonly string[],
): Promise<HealthRecord> {
  const rows = await db.select().from(healthSheets).where(eq(healthSheets.saleId, saleId));
  const docs = await db
    .select()
    .from(healthDocuments)
    .where(eq(healthDocuments.saleId, saleId))
    .orderBy(asc(healthDocuments.createdAt), asc(healthDocuments.id));
  const known = new Set(animalUids);
  const own = rows.find((r) => r.animalUid === null);
  const animals = animalUids.flatMap((uid) => {
    const row = rows.find((r) => r.animalUid === uid);
    return row && (row.lop || row.sheet) ? [{ uid, lop: row.lop, own: row.sheet }] : [];
  });
  const times = rows.map((r) => r.updatedAt.getTime());
  return {
    sheet: own?.sheet ?? null,
    animals,
    documents: docs
      .filter((d) => d.animalUid === null || known.has(d.animalUid))
      .map((d) => ({
        uid: d.id,
        kind: d.kind,
        animalUid: d.animalUid,
        name: d.name,
        contentType: d.contentType,
        bytes: d.bytes,
        createdAt: d.createdAt.toISOString(),
      })),
    updatedAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}

/** The sheet as everybody reads it: which documents were given, never their names nor their content. */
export async function publicHealthOf(db: Db | Tx, saleId: string, animalUids: readonly string[]): Promise<SaleHealth> {
  const record = await healthRecordOf(db, saleId, animalUids);
  return { ...record, documents: record.documents.map((d) => ({ kind: d.kind, animalUid: d.animalUid })) };
}

/** Each advert's card sign, from its own (or its litter's shared) sheet, in one query. */
export async function healthSignsOf(db: Db, saleIds: readonly string[]): Promise<Map<string, HealthSigns>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: healthSheets.saleId, sheet: healthSheets.sheet })
    .from(healthSheets)
    .where(and(inArray(healthSheets.saleId, [...saleIds]), isNull(healthSheets.animalUid)));
  return new Map(rows.map((r) => [r.saleId, signsOf(r.sheet)]));
}

/** One document for its advert's seller or a moderator; null for anyone else, as for one that does not exist. */
export async function readableHealthDocument(
  db: Db,
  reader: { userId: string; role: Role },
  documentId: string,
): Promise<{ storeKey: string; name: string; contentType: string } | null> {
  const [row] = await db
    .select({
      storeKey: healthDocuments.storeKey,
      name: healthDocuments.name,
      contentType: healthDocuments.contentType,
      ownerId: sales.ownerId,
    })
    .from(healthDocuments)
    .innerJoin(sales, eq(sales.id, healthDocuments.saleId))
    .where(eq(healthDocuments.id, documentId));
  if (!row || (row.ownerId !== reader.userId && !canModerate(reader.role))) return null;
  return row;
}

/** The stored documents of these adverts, to remove with them. */
export async function healthDocumentKeys(db: Db | Tx, saleIds: readonly string[]): Promise<string[]> {
  if (saleIds.length === 0) return [];
  const rows = await db
    .select({ key: healthDocuments.storeKey })
    .from(healthDocuments)
    .where(inArray(healthDocuments.saleId, [...saleIds]));
  return rows.map((r) => r.key);
}

/**
 * The sheets of a person's adverts for their data export (GDPR art. 15 and 20): each advert's sheet, what its animals
 * have apart and its documents by name and kind (the seller's editor downloads them).
 */
export async function healthSheetsOfOwner(db: Db, userId: string) {
  const [rows, docs] = await Promise.all([
    db
      .select({
        saleId: healthSheets.saleId,
        animalUid: healthSheets.animalUid,
        lop: healthSheets.lop,
        sheet: healthSheets.sheet,
        updatedAt: healthSheets.updatedAt,
      })
      .from(healthSheets)
      .innerJoin(sales, eq(sales.id, healthSheets.saleId))
      .where(eq(sales.ownerId, userId)),
    db
      .select({
        saleId: healthDocuments.saleId,
        animalUid: healthDocuments.animalUid,
        kind: healthDocuments.kind,
        name: healthDocuments.name,
        contentType: healthDocuments.contentType,
        bytes: healthDocuments.bytes,
        createdAt: healthDocuments.createdAt,
      })
      .from(healthDocuments)
      .innerJoin(sales, eq(sales.id, healthDocuments.saleId))
      .where(eq(sales.ownerId, userId))
      .orderBy(asc(healthDocuments.createdAt)),
  ]);
  const saleIds = [...new Set([...rows.map((r) => r.saleId), ...docs.map((d) => d.saleId)])];
  return saleIds.map((saleUid) => ({
    saleUid,
    sheet: rows.find((r) => r.saleId === saleUid && r.animalUid === null)?.sheet ?? null,
    animals: rows
      .filter((r) => r.saleId === saleUid && r.animalUid !== null)
      .map((r) => ({ uid: r.animalUid, lop: r.lop, own: r.sheet })),
    documents: docs
      .filter((d) => d.saleId === saleUid)
      .map(({ saleId: _sale, createdAt, ...d }) => ({ ...d, createdAt: createdAt.toISOString() })),
  }));
}
