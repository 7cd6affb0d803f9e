/** Sale photo uploads: one image at a time through the image pipeline, with a cap on photos no sale uses yet. */
import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import { files, saleAnimals, saleImages, sales } from '../../db/schema.ts';
import { deleteImage, processImage } from '../../files/process-image.ts';
import { imageOf } from './queries.ts';
import { inSomeRevision } from './revisions.ts';
import type { SaleImage } from './types.ts';
import type { SalesContext } from './write.ts';
import { DAY_MS } from '../../../lib/time.ts';

/** Photos uploaded but not yet saved with a sale, per user: enough for a few editors open at once. */
export const MAX_UNATTACHED_PHOTOS = 40;
/** An upload no sale took within a day was abandoned (the editor was closed): it is removed. */
const ABANDONED_AFTER_MS = DAY_MS;

export type UploadResult =
  { ok: true; image: SaleImage } | { ok: false; status: 429; message: 'sale.error.too-many-photos' };

/**
 * The user's sale photos neither a sale, nor an animal of a litter, nor a pending revision shows (decisions 135, 197).
 */
function unattached(userId: string) {
  return and(
    eq(files.ownerId, userId),
    eq(files.kind, 'sale'),
    isNull(saleImages.fileKey),
    not(inSomeRevision(files.key, userId)),
    sql`not exists (select 1 from ${saleAnimals} a join ${sales} s on s.id = a.sale_id
      where s.owner_id = ${userId} and ${files.key} = any(a.photos))`,
  );
}

/** Stores one photo (base64 or data URL); the pipeline checks the real type, size and dimensions. */
export async function uploadSalePhoto(ctx: SalesContext, userId: string, source: string): Promise<UploadResult> {
  const orphans = await ctx.db
    .select({ key: files.key, createdAt: files.createdAt })
    .from(files)
    .leftJoin(saleImages, eq(saleImages.fileKey, files.key))
    .where(unattached(userId))
    .orderBy(asc(files.createdAt));
  const cutoff = new Date(Date.now() - ABANDONED_AFTER_MS);
  const abandoned = orphans.filter((o) => o.createdAt < cutoff);
  for (const o of abandoned) await deleteImage(ctx, o.key);
  if (orphans.length - abandoned.length >= MAX_UNATTACHED_PHOTOS)
    return { ok: false, status: 429, message: 'sale.error.too-many-photos' };

  const stored = await processImage(ctx, { base64: source, kind: 'sale', ownerId: userId });
  return { ok: true, image: imageOf(stored.key, 0, stored.width, stored.height, [...stored.variants]) };
}
