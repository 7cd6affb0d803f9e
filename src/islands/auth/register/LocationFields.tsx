/** The optional district and municipality; the municipalities load when a district is chosen (decision 055). */
import { useEffect, useState, type ReactNode } from 'react';
import { fetchChildLocations } from '../../../lib/api/reference.ts';
import type { Location } from '../../../lib/reference/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField } from '../../ui/fields.tsx';
import type { GroupProps } from './rules.ts';

/** A district or municipality as the form lists it. */
export type Place = Pick<Location, 'id' | 'name'>;

export function LocationFields({
  values,
  set,
  errorOf,
  districts,
  optional,
}: GroupProps & { districts: readonly Place[]; optional: ReactNode }) {
  const t = useTranslate();
  const [municipalities, setMunicipalities] = useState<Location[]>([]);

  useEffect(() => {
    setMunicipalities([]);
    if (values.locationId === '') return;
    let current = true;
    fetchChildLocations(Number(values.locationId))
      .then((list) => current && setMunicipalities(list))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [values.locationId]);

  return (
    <>
      <SelectField
        label={t('register.location')}
        labelExtra={optional}
        name="locationId"
        value={values.locationId}
        error={errorOf('locationId')}
        onChange={(e) => set('locationId', e.target.value)}
      >
        <option value="">{t('register.location.placeholder')}</option>
        {districts.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('register.child-location')}
        labelExtra={optional}
        name="childLocationId"
        value={values.childLocationId}
        disabled={values.locationId === ''}
        error={errorOf('childLocationId')}
        onChange={(e) => set('childLocationId', e.target.value)}
      >
        <option value="">{t('register.child-location.placeholder')}</option>
        {municipalities.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
