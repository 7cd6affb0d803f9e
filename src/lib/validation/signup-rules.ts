/**
 * Registration rules as plain functions: the register form runs them without shipping zod to the browser, and the
 * API's signup schema (src/lib/auth/shapes.ts) runs the same ones.
 */
import { isValidPassword } from './password.ts';

export const NAME_MAX_LENGTH = 80;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MIN_DIGITS = 6;
/** E.164 allows at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;

/** The sign-up body's fields (src/lib/auth/shapes.ts holds its schema to exactly these). */
export const SIGNUP_FIELDS = [
  'name',
  'surname',
  'email',
  'password',
  'userType',
  'acceptTerms',
  'phone',
  'phoneCountry',
  'locationId',
  'childLocationId',
  'dgavNumber',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
/** A translation key per field that breaks a rule. */
export type SignupErrors = Partial<Record<SignupField, string>>;

// Deliberately loose: one @, something on each side, a dot in the domain. The mail sent on
// recovery is the real check; a stricter pattern only refuses addresses that work.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 ]+$/;
const COUNTRY = /^[A-Z]{2}$/;

export function nameError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'register.error.required';
  if (v.length > NAME_MAX_LENGTH) return 'register.error.too-long';
  return undefined;
}

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return 'register.error.required';
  if (v.length > EMAIL_MAX_LENGTH || !EMAIL.test(v)) return 'register.error.invalid-email';
  return undefined;
}

/** A phone is optional; when given it has 6 to 15 digits, spaces allowed between them. */
export function phoneError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (v === '') return undefined;
  const digits = v.replace(/ /g, '').length;
  if (!PHONE.test(v) || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return 'register.error.invalid-phone';
  return undefined;
}

/** The longest DGAV registration number the profile keeps. */
export const DGAV_MAX_LENGTH = 40;
/** Letters of any script, digits, spaces and . / - (as the DGAV writes them: 123456, 1234/2024, DGAV-123456). */
export const DGAV_PATTERN = /^[\p{L}0-9 ./-]*$/u;

/** A DGAV number is optional; when given it fits the profile's rule (the same key as the profile's refusal). */
export function dgavError(value: string | undefined): string | undefined {
  const v = (value ?? '').trim();
  if (v.length > DGAV_MAX_LENGTH || !DGAV_PATTERN.test(v)) return 'profile.error.invalid-dgav';
  return undefined;
}

const isId = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** Every broken rule of a signup payload, keyed by field; empty when it may be sent. */
export function signupErrors(input: Partial<Record<SignupField, unknown>>): SignupErrors {
  const errors: SignupErrors = {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const name = nameError(str(input.name));
  if (name) errors.name = name;
  const surname = nameError(str(input.surname));
  if (surname) errors.surname = surname;
  const email = emailError(str(input.email));
  if (email) errors.email = email;
  if (!isValidPassword(str(input.password))) errors.password = 'invalid-password';
  if (str(input.userType).trim() === '') errors.userType = 'register.error.required';
  if (input.acceptTerms !== true) errors.acceptTerms = 'register.error.accept-terms';
  if (input.phone !== undefined) {
    const phone = typeof input.phone === 'string' ? phoneError(input.phone) : 'register.error.invalid-phone';
    if (phone) errors.phone = phone;
  }
  if (input.phoneCountry !== undefined && !COUNTRY.test(str(input.phoneCountry))) {
    errors.phoneCountry = 'register.error.invalid-phone';
  }
  if (input.locationId !== undefined && !isId(input.locationId)) errors.locationId = 'register.error.invalid-location';
  if (input.childLocationId !== undefined && (!isId(input.childLocationId) || input.locationId === undefined)) {
    errors.childLocationId = 'register.error.invalid-location';
  }
  if (input.dgavNumber !== undefined) {
    const dgav = typeof input.dgavNumber === 'string' ? dgavError(input.dgavNumber) : 'profile.error.invalid-dgav';
    if (dgav) errors.dgavNumber = dgav;
  }
  return errors;
}
