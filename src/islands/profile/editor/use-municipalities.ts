/** The municipalities of the chosen district: the profile's own at first, fetched again when the district changes. */
import { useEffect, useRef, useState } from 'react';
import { fetchChildLocations } from '../../../lib/api/reference.ts';

type Place = { id: number; name: string };

/** `initial`: the municipalities of the district the form opens with (the page passes them). */
export function useMunicipalities(locationId: string, initial: Place[]): Place[] {
  const [children, setChildren] = useState(initial);
  // The first render already has the profile's own.
  const loadedFor = useRef(locationId);
  useEffect(() => {
    if (loadedFor.current === locationId) return;
    loadedFor.current = locationId;
    setChildren([]);
    if (locationId === '') return;
    let current = true;
    fetchChildLocations(Number(locationId))
      .then((list) => current && setChildren(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locationId]);
  return children;
}
