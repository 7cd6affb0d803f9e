/** The avatar: re-encoded by the image pipeline (square, EXIF gone), the old one removed once replaced. */
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_KB, estimateBase64Kb } from '../../../lib/images.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';
import { ImageError } from '../../files/image-error.ts';
import { deleteImage, processImage } from '../../files/process-image.ts';
import type { FileStore } from '../../files/store.ts';
import { getOwnProfile, type OwnProfile } from '../users/index.ts';

export interface AvatarContext {
  db: Db;
  files: FileStore;
}

/**
 * Replaces the avatar. The specification's client refuses images whose base64 estimate passes the
 * avatar limit; the server applies the same estimate before decoding anything (and the pipeline
 * checks the real bytes again). Null when the user no longer exists.
 */
export async function setAvatar(ctx: AvatarContext, userId: string, base64: string): Promise<OwnProfile | null> {
  if (estimateBase64Kb(base64) > AVATAR_MAX_KB) throw new ImageError('image-too-large');
  const image = await processImage(ctx, { base64, kind: 'avatar', ownerId: userId });
  // Locked read then write: of two uploads racing, each replaces exactly the avatar it saw.
  const previous = await inTransaction(ctx, async (tx) => {
    const [user] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) return undefined;
    await tx.update(users).set({ avatar: image.key }).where(eq(users.id, userId));
    return user.avatar;
  });
  if (previous === undefined) {
    await deleteImage(ctx, image.key).catch(() => undefined);
    return null;
  }
  if (previous) await deleteImage(ctx, previous).catch(() => undefined);
  return getOwnProfile(ctx, userId);
}

/** Back to the default picture. */
export async function removeAvatar(ctx: AvatarContext, userId: string): Promise<OwnProfile | null> {
  const [user] = await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  if (user.avatar) {
    await inTransaction(ctx, (tx) => tx.update(users).set({ avatar: null }).where(eq(users.id, userId)));
    await deleteImage(ctx, user.avatar).catch(() => undefined);
  }
  return getOwnProfile(ctx, userId);
}
