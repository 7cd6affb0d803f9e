/** The signed-in person's own profile: read it whole, change the fields they own (never email, role or certification). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { breeds, userBreeds, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { fileUrl } from '../../../lib/images.ts';
import type { OwnProfile } from '../../../lib/users/shapes.ts';
import { referenceErrors } from './references.ts';

export type { OwnProfile } from '../../../lib/users/shapes.ts';

export interface ProfilePatch {
  name?: string | undefined;
  surname?: string | undefined;
  phone?: string | null | undefined;
  phoneCountry?: string | null | undefined;
  showPhone?: boolean | undefined;
  userType?: string | undefined;
  locationId?: number | null | undefined;
  childLocationId?: number | null | undefined;
  dgavNumber?: string | null | undefined;
  breeds?: string[] | undefined;
}

/** Avatars are shown small (top bar, cards): the files route serves the nearest rendition. */
export const avatarUrl = (key: string | null): string | null => (key ? fileUrl(key, 256) : null);

export async function getOwnProfile(ctx: Pick<Services, 'db'>, userId: string): Promise<OwnProfile | null> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const bred = await ctx.db
    .select({ code: userBreeds.breedCode })
    .from(userBreeds)
    .where(eq(userBreeds.userId, userId))
    .orderBy(asc(userBreeds.breedCode));
  return {
    uid: user.id,
    name: user.name,
    surname: user.surname,
    sourceImage: avatarUrl(user.avatar),
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    phone: user.phone,
    phoneCountry: user.phoneCountry,
    userType: user.userType,
    locationId: user.locationId,
    childLocationId: user.childLocationId,
    role: user.role,
    dgavNumber: user.dgavNumber,
    certified: user.certified,
    showPhone: user.showPhone,
    breeds: bred.map((b) => b.code),
  };
}

export type UpdateResult =
  | { ok: true; profile: OwnProfile }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> };

export async function updateOwnProfile(
  ctx: Pick<Services, 'db'>,
  userId: string,
  patch: ProfilePatch,
): Promise<UpdateResult> {
  const current = await getOwnProfile(ctx, userId);
  if (!current) return { ok: false, reason: 'not-found' };

  const locationId = patch.locationId !== undefined ? patch.locationId : current.locationId;
  let childLocationId = patch.childLocationId !== undefined ? patch.childLocationId : current.childLocationId;
  // Moving to another district without naming a municipality drops the old one rather than failing.
  if (
    patch.locationId !== undefined &&
    patch.childLocationId === undefined &&
    patch.locationId !== current.locationId
  ) {
    childLocationId = null;
  }
  const phone = patch.phone !== undefined ? patch.phone?.replace(/ /g, '') || null : current.phone;
  const phoneCountry =
    patch.phoneCountry !== undefined ? patch.phoneCountry : (current.phoneCountry ?? (phone ? 'PT' : null));

  const errors = await referenceErrors(ctx.db, { userType: patch.userType, phoneCountry, locationId, childLocationId });
  if (childLocationId != null && locationId == null) errors['childLocationId'] = 'register.error.invalid-location';
  const breedCodes = patch.breeds === undefined ? undefined : [...new Set(patch.breeds)];
  if (breedCodes?.length) {
    const known = await ctx.db.select({ code: breeds.code }).from(breeds).where(inArray(breeds.code, breedCodes));
    if (known.length !== breedCodes.length) errors['breeds'] = 'profile.error.invalid-breed';
  }
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };

  await inTransaction(ctx, async (tx) => {
    await tx
      .update(users)
      .set({
        ...(patch.name !== undefined && { name: patch.name.trim() }),
        ...(patch.surname !== undefined && { surname: patch.surname.trim() }),
        ...(patch.showPhone !== undefined && { showPhone: patch.showPhone }),
        ...(patch.userType !== undefined && { userType: patch.userType }),
        ...(patch.dgavNumber !== undefined && { dgavNumber: patch.dgavNumber?.trim() || null }),
        phone,
        phoneCountry,
        locationId,
        childLocationId,
      })
      .where(eq(users.id, userId));
    if (breedCodes) {
      await tx.delete(userBreeds).where(eq(userBreeds.userId, userId));
      if (breedCodes.length) await tx.insert(userBreeds).values(breedCodes.map((breedCode) => ({ userId, breedCode })));
    }
  });
  return { ok: true, profile: (await getOwnProfile(ctx, userId))! };
}
