/** A document's cover picture (articles have one): through the image pipeline, kept only while a row points at it. */
import { deleteImage, processImage, type ImageContext } from '../../files/process-image.ts';

/**
 * Stores `base64`, a new cover, for `write`, which gets its key (null: remove the cover; undefined: keep it), and
 * drops the picture again when the write fails or keeps nothing (`kept` false). Covers belong to the site, not to the
 * editor who uploaded them (ownerId null): a document outlives its author's account, and so must its picture.
 */
export async function withCover<T>(
  ctx: ImageContext,
  base64: string | null | undefined,
  write: (key: string | null | undefined) => Promise<T>,
  kept: (result: T) => boolean = () => true,
): Promise<T> {
  const cover = base64 ? await processImage(ctx, { base64, kind: 'article', ownerId: null }) : undefined;
  try {
    const result = await write(cover ? cover.key : base64 === null ? null : undefined);
    if (!kept(result)) await dropCover(ctx, cover?.key);
    return result;
  } catch (error) {
    await dropCover(ctx, cover?.key);
    throw error;
  }
}

/** Deletes a cover nothing points at any more; a file left behind is no reason to fail the write. */
export async function dropCover(ctx: ImageContext, key: string | null | undefined): Promise<void> {
  if (key) await deleteImage(ctx, key).catch(() => undefined);
}
