/** The district and, within it, the municipality; both may stay unchosen. */
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField } from '../../ui/fields.tsx';
import type { GroupProps } from './use-profile-form.ts';

interface Props extends GroupProps {
  districts: { id: number; name: string }[];
  /** The chosen district's municipalities. */
  municipalities: { id: number; name: string }[];
}

export function PlaceFields({ values, labels, errorOf, set, districts, municipalities }: Props) {
  const t = useTranslate();
  const choose = <option value="">{t('profile.field.choose')}</option>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={labels.locationId}
        name="locationId"
        value={values.locationId}
        error={errorOf('locationId')}
        onChange={(e) => set('locationId', e.target.value)}
      >
        {choose}
        {districts.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={labels.childLocationId}
        name="childLocationId"
        value={values.childLocationId}
        error={errorOf('childLocationId')}
        onChange={(e) => set('childLocationId', e.target.value)}
      >
        {choose}
        {municipalities.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
