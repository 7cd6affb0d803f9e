/** The profile form's values: from the stored profile, to the PUT body, and the rules checked before sending. */
import type { OwnProfile, ProfilePatch } from '../../../lib/api/account.ts';
import { nameError, phoneError } from '../../../lib/validation/signup-rules.ts';

export const BREEDER = 'BREEDER';

export interface Values {
  name: string;
  surname: string;
  phoneCountry: string;
  phone: string;
  showPhone: boolean;
  userType: string;
  locationId: string;
  childLocationId: string;
  dgavNumber: string;
  breeds: readonly string[];
}

export type Field = keyof Values;

export const valuesOf = (p: OwnProfile): Values => ({
  name: p.name,
  surname: p.surname,
  phoneCountry: p.phoneCountry ?? 'PT',
  phone: p.phone ?? '',
  showPhone: p.showPhone,
  userType: p.userType,
  locationId: p.locationId ? String(p.locationId) : '',
  childLocationId: p.childLocationId ? String(p.childLocationId) : '',
  dgavNumber: p.dgavNumber ?? '',
  breeds: p.breeds,
});

/** The PUT body: every field of the form; the breeder's fields only for a breeder. */
export function toPatch(v: Values): ProfilePatch {
  const phone = v.phone.trim();
  return {
    name: v.name.trim(),
    surname: v.surname.trim(),
    phone: phone === '' ? null : phone,
    phoneCountry: phone === '' ? null : v.phoneCountry,
    showPhone: phone !== '' && v.showPhone,
    userType: v.userType,
    locationId: v.locationId ? Number(v.locationId) : null,
    childLocationId: v.childLocationId ? Number(v.childLocationId) : null,
    ...(v.userType === BREEDER ? { dgavNumber: v.dgavNumber.trim() || null, breeds: [...v.breeds] } : {}),
  };
}

/** Rule errors (translation keys) checked in the browser before sending. */
export function ruleErrors(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = nameError(v.name);
  if (name) errors.name = name;
  const surname = nameError(v.surname);
  if (surname) errors.surname = surname;
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  if (v.childLocationId === '' && v.locationId !== '') errors.childLocationId = 'register.error.required';
  return errors;
}
