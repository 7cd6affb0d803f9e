/** The country list with dial codes, generated from libphonenumber-js and named in Portuguese by Intl (never typed by hand). */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

export interface CountrySeed {
  /** ISO 3166-1 alpha-2 (plus the few non-ISO regions libphonenumber knows, such as XK and AC). */
  code: string;
  name: string;
  /** "+351" */
  dialCode: string;
}

export function generateCountries(): CountrySeed[] {
  const names = new Intl.DisplayNames('pt-PT', { type: 'region', fallback: 'code' });
  return getCountries().map((code) => ({
    code,
    name: names.of(code) ?? code,
    dialCode: `+${getCountryCallingCode(code)}`,
  }));
}
