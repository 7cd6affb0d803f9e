/**
 * Arriving on the profile for one field (decision 201): `?campo=dgav` scrolls the DGAV number into view and puts the
 * focus on it; `?redirect=` (a path on this site only, decision 056) is where saving it leads back to, the advert the
 * breeder was writing.
 */
import { useEffect, useState, type RefObject } from 'react';
import { DGAV_FIELD, FIELD_PARAM } from '../../../lib/users/dgav-field.ts';
import { returnPath } from '../../auth/navigation.ts';

export interface Arrival {
  /** The DGAV field was asked for. */
  dgav: boolean;
  /** Where to go once it is saved, or null to stay. */
  back: string | null;
}

/** Read after hydration (the server renders the plain profile): the URL is the browser's. */
export function useArrival(form: RefObject<HTMLFormElement | null>): Arrival {
  const [arrival, setArrival] = useState<Arrival>({ dgav: false, back: null });
  useEffect(() => {
    const dgav = new URLSearchParams(location.search).get(FIELD_PARAM) === DGAV_FIELD;
    setArrival({ dgav, back: dgav ? returnPath(location.search, location.origin) : null });
    const field = dgav ? form.current?.querySelector<HTMLInputElement>('input[name="dgavNumber"]') : null;
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [form]);
  return arrival;
}
