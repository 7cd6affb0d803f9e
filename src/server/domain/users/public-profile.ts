/** The public card of a user (breeder card): what anyone may see. Never the email; the phone only when its owner chose. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { breeds, locations, userBreeds, users } from '../../db/schema.ts';
import { avatarUrl } from './profile.ts';
import { certificationSummaries } from '../certification/index.ts';
import type { PublicProfile } from '../../../lib/users/shapes.ts';

export type { PublicProfile } from '../../../lib/users/shapes.ts';

/** The breeds a person breeds, each with its species code, by name. */
export function breedsBredBy(db: Db, userId: string) {
  return db
    .select({ code: breeds.code, name: breeds.name, species: breeds.speciesCode })
    .from(userBreeds)
    .innerJoin(breeds, eq(breeds.code, userBreeds.breedCode))
    .where(eq(userBreeds.userId, userId))
    .orderBy(asc(breeds.name));
}

export async function getPublicProfile(ctx: Pick<Services, 'db'>, uid: string): Promise<PublicProfile | null> {
  const district = alias(locations, 'district');
  const municipality = alias(locations, 'municipality');
  // Only what the card shows: the cache triggers watch these columns of users, not sign-ins or passwords (decision 203).
  const [row] = await ctx.db
    .select({
      user: {
        id: users.id,
        name: users.name,
        surname: users.surname,
        avatar: users.avatar,
        userType: users.userType,
        locationId: users.locationId,
        childLocationId: users.childLocationId,
        certified: users.certified,
        dgavNumber: users.dgavNumber,
        createdAt: users.createdAt,
        showPhone: users.showPhone,
        phone: users.phone,
        phoneCountry: users.phoneCountry,
      },
      location: district.name,
      childLocation: municipality.name,
    })
    .from(users)
    .leftJoin(district, eq(district.id, users.locationId))
    .leftJoin(municipality, eq(municipality.id, users.childLocationId))
    .where(eq(users.id, uid))
    .limit(1);
  if (!row) return null;
  const { user } = row;
  const breedTypes = await breedsBredBy(ctx.db, uid);
  const certification = user.certified ? ((await certificationSummaries(ctx.db, [uid])).get(uid) ?? null) : null;
  return {
    uid: user.id,
    name: user.name,
    surname: user.surname,
    sourceImage: avatarUrl(user.avatar),
    userType: user.userType,
    locationId: user.locationId,
    location: row.location,
    childLocationId: user.childLocationId,
    childLocation: row.childLocation,
    breedTypes,
    animals: [...new Set(breedTypes.map((b) => b.species))].sort(),
    certified: user.certified,
    certification,
    dgavNumber: user.dgavNumber,
    memberSince: user.createdAt.toISOString().slice(0, 10),
    ...(user.showPhone && user.phone ? { phone: user.phone, phoneCountry: user.phoneCountry } : {}),
  };
}
