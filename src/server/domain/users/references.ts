/** Checks the reference ids a user gives (user type, phone country, district → municipality) against the loaded lists. */
import type { Db } from '../../db/client.ts';
import { referenceData } from '../reference/index.ts';

export interface ReferenceChoice {
  userType?: string | undefined;
  phoneCountry?: string | null | undefined;
  locationId?: number | null | undefined;
  childLocationId?: number | null | undefined;
}

/** Field → translation key for every choice that names nothing known (or a municipality of another district). */
export async function referenceErrors(db: Db, choice: ReferenceChoice): Promise<Record<string, string>> {
  const ref = await referenceData(db);
  const errors: Record<string, string> = {};
  if (choice.userType !== undefined && !ref.userTypes.some((u) => u.code === choice.userType)) {
    errors['userType'] = 'register.error.invalid-user-type';
  }
  if (choice.phoneCountry != null && !ref.countries.some((c) => c.code === choice.phoneCountry)) {
    errors['phoneCountry'] = 'register.error.invalid-phone';
  }
  const children = choice.locationId == null ? undefined : ref.municipalities.get(choice.locationId);
  if (choice.locationId != null && !children) errors['locationId'] = 'register.error.invalid-location';
  if (choice.childLocationId != null && (!children || !children.some((m) => m.id === choice.childLocationId))) {
    errors['childLocationId'] = 'register.error.invalid-location';
  }
  return errors;
}
