/** The specification's password rules as plain functions (no zod in the browser bundle), shared with the API. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any pass phrase, short enough that hashing stays cheap (decision 051). */
export const PASSWORD_MAX_LENGTH = 128;
/** The special characters the specification names; every one stays valid (decision 206 accepts any printable one besides). */
export const PASSWORD_SPECIALS = '!@#$&*';

/** Which rule a password breaks; a form shows one message, the list feeds the hint and the tests. */
export type PasswordIssue = 'required' | 'min-length' | 'max-length' | 'letter' | 'digit' | 'characters';

const LETTER = /\p{L}/u;
const DIGIT = /[0-9]/;
// Any printable character: the specification's six specials plus the `-`, `_`, `.` and others that phone
// password managers suggest (decision 206). Control, format, unassigned and private-use characters and line
// breaks are refused: nobody types them and they hide in a copied password.
const ALLOWED = /^[^\p{C}\p{Zl}\p{Zp}]*$/u;

/** Every rule the value breaks, in a stable order; empty when the password is valid. */
export function passwordIssues(value: string): PasswordIssue[] {
  if (value.length === 0) return ['required'];
  const issues: PasswordIssue[] = [];
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) issues.push('min-length');
  if (length > PASSWORD_MAX_LENGTH) issues.push('max-length');
  if (!LETTER.test(value)) issues.push('letter');
  if (!DIGIT.test(value)) issues.push('digit');
  if (!ALLOWED.test(value)) issues.push('characters');
  return issues;
}

export function isValidPassword(value: string): boolean {
  return passwordIssues(value).length === 0;
}

export interface PasswordPairErrors {
  /** `invalid-password` when the new password breaks a rule and is not empty. */
  password?: 'invalid-password';
  /** `invalid-confirmation` when the confirmation breaks a rule and is not empty. */
  confirmation?: 'invalid-confirmation';
  /** `not-same-password`: the group error when both are filled in and differ. */
  group?: 'not-same-password';
}

/**
 * The messages a new-password + confirmation pair shows. Per the specification a field message
 * appears only when the field is invalid and not empty; an empty field only blocks submission.
 */
export function passwordPairErrors(password: string, confirmation: string): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  if (password !== '' && !isValidPassword(password)) errors.password = 'invalid-password';
  if (confirmation !== '' && !isValidPassword(confirmation)) errors.confirmation = 'invalid-confirmation';
  if (password !== '' && confirmation !== '' && password !== confirmation) errors.group = 'not-same-password';
  return errors;
}

/** Whether the pair may be submitted: both valid and equal. */
export function isValidPasswordPair(password: string, confirmation: string): boolean {
  return isValidPassword(password) && password === confirmation;
}
