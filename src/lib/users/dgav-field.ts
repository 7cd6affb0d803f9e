/**
 * Where a breeder without a DGAV registration number goes to give it (decision 201): the profile with that field
 * scrolled into view and focused, and after saving back to `back` (the advert being written, by default).
 */
export const FIELD_PARAM = 'campo';
export const DGAV_FIELD = 'dgav';

export function dgavFieldHref(back = '/sale'): string {
  return `/user-profile?${FIELD_PARAM}=${DGAV_FIELD}&redirect=${encodeURIComponent(back)}`;
}
