/** The registration form's values, the body they make, the rules that check them and the API's field errors. */
import { ApiError } from '../../../lib/api/client.ts';
import type { ErrorBody } from '../../../lib/api/shapes.ts';
import { passwordPairErrors } from '../../../lib/validation/password.ts';
import type { Signup } from '../../../lib/auth/shapes.ts';
import { signupErrors } from '../../../lib/validation/signup-rules.ts';

export type Field = keyof Signup | 'confirmPassword';

export interface Values {
  name: string;
  surname: string;
  email: string;
  phoneCountry: string;
  phone: string;
  userType: string;
  locationId: string;
  childLocationId: string;
  /** Asked only once "Criador" is chosen (decision 201). */
  dgavNumber: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The user type whose adverts carry a DGAV registration number. */
export const BREEDER = 'BREEDER';

export const EMPTY: Values = {
  name: '',
  surname: '',
  email: '',
  phoneCountry: 'PT',
  phone: '',
  userType: '',
  locationId: '',
  childLocationId: '',
  dgavNumber: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** What a field group gets: the values, a setter, the translated message a field shows, and "the field was left". */
export interface GroupProps {
  values: Values;
  set: <K extends keyof Values>(field: K, value: Values[K]) => void;
  errorOf: (field: Field) => string | undefined;
  leave: (field: Field) => () => void;
}

/** The body for POST /public/signup: optional parts only when filled in. */
export function toPayload(v: Values): Signup {
  const payload: Signup = {
    name: v.name.trim(),
    surname: v.surname.trim(),
    email: v.email.trim(),
    password: v.password,
    userType: v.userType,
    acceptTerms: v.acceptTerms as true,
  };
  if (v.phone.trim() !== '') {
    payload.phone = v.phone.trim();
    payload.phoneCountry = v.phoneCountry;
  }
  if (v.locationId !== '') payload.locationId = Number(v.locationId);
  if (v.childLocationId !== '') payload.childLocationId = Number(v.childLocationId);
  // A number typed before switching away from "Criador" is not sent: the field is gone from the form.
  if (v.userType === BREEDER && v.dgavNumber.trim() !== '') payload.dgavNumber = v.dgavNumber.trim();
  return payload;
}

/** Rule errors of the whole form (translation keys), before anything decides what is visible. */
export function validate(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = { ...signupErrors(toPayload(v)) };
  const pair = passwordPairErrors(v.password, v.confirmPassword);
  if (v.password === '') errors.password = 'register.error.required';
  if (v.confirmPassword === '') errors.confirmPassword = 'register.error.required';
  else if (pair.confirmation) errors.confirmPassword = pair.confirmation;
  else if (pair.group) errors.confirmPassword = pair.group;
  return errors;
}

/** Field errors of an API answer (`errors: { field: key }`), keyed by our fields. */
export function serverFieldErrors(error: unknown): { fields: Partial<Record<Field, string>>; form?: string } {
  if (!(error instanceof ApiError)) return { fields: {}, form: 'form.error.generic' };
  if (error.status === 409) return { fields: { email: 'register.error.email-taken' } };
  if (error.status === 429) return { fields: {}, form: 'form.error.too-many-requests' };
  const body = error.body as Partial<ErrorBody> | undefined;
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const [path, key] of Object.entries(body?.errors ?? {})) {
    const field = path.split('.')[0] as Field;
    if (field in EMPTY) fields[field] ??= key;
    else form ??= key;
  }
  if (Object.keys(fields).length === 0) form ??= 'form.error.generic';
  return form ? { fields, form } : { fields };
}
