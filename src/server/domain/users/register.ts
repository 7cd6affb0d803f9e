/** Registration: one account per (normalised) email, references checked, password hashed with Argon2id. */
import type { Services } from '../../services.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Signup as SignupInput } from '../../../lib/auth/shapes.ts';
import { hashPassword } from './password.ts';
import { isUniqueViolation } from './db-errors.ts';
import { normalizeEmail } from './email.ts';
import { referenceErrors } from './references.ts';
import { isEmailTaken } from './lookup.ts';

export type RegisterResult =
  | { ok: true; uid: string }
  | { ok: false; reason: 'email-taken' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> };

/** Most people registering have a Portuguese number: a phone without a country is read as Portuguese. */
const DEFAULT_PHONE_COUNTRY = 'PT';

export async function registerUser(ctx: Pick<Services, 'db'>, input: SignupInput): Promise<RegisterResult> {
  const email = normalizeEmail(input.email);
  const phone = input.phone?.replace(/ /g, '') || null;
  const phoneCountry = input.phoneCountry ?? (phone ? DEFAULT_PHONE_COUNTRY : null);
  const errors = await referenceErrors(ctx.db, {
    userType: input.userType,
    phoneCountry,
    locationId: input.locationId,
    childLocationId: input.childLocationId,
  });
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  // Checked first so the common case skips the hashing; the unique index settles races.
  if (await isEmailTaken(ctx.db, email)) return { ok: false, reason: 'email-taken' };

  const passwordHash = await hashPassword(input.password);
  try {
    // In a transaction of its own so that a new breeder is in the directory of this instance at once.
    const [row] = await inTransaction(ctx, (tx) =>
      tx
        .insert(users)
        .values({
          email,
          passwordHash,
          name: input.name.trim(),
          surname: input.surname.trim(),
          phone,
          phoneCountry,
          userType: input.userType,
          locationId: input.locationId ?? null,
          childLocationId: input.childLocationId ?? null,
          // Asked beside "Criador" so the first advert meets no gate (decision 201).
          dgavNumber: input.dgavNumber?.trim() || null,
          // Confirmed when the mailed link is opened (decision 174); only a sign-up starts unconfirmed.
          emailConfirmedAt: null,
        })
        .returning({ id: users.id }),
    );
    return { ok: true, uid: row!.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
    throw error;
  }
}
