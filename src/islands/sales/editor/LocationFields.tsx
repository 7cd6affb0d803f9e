/** Where the animal is: district, then the municipalities of that district. */
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField } from '../../ui/fields.tsx';
import { FormAlert } from '../../ui/form.tsx';
import { FormSection } from './FormSection.tsx';
import type { GroupProps, Place } from './values.ts';

export function LocationFields({
  values,
  bind,
  districts,
  municipalities,
  chooseDistrict,
  referenceFailed,
}: GroupProps & {
  districts: Place[];
  municipalities: Place[];
  chooseDistrict: (id: string) => void;
  /** The district's municipalities could not be fetched. */
  referenceFailed: boolean;
}) {
  const t = useTranslate();
  return (
    <FormSection title={t('sale-editor.section.location')}>
      <SelectField
        label={t('sale-editor.district')}
        {...bind('locationId')}
        onChange={(e) => chooseDistrict(e.target.value)}
      >
        <option value="">{t('sale-editor.choose')}</option>
        {districts.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('sale-editor.municipality')}
        {...bind('childLocationId')}
        disabled={municipalities.length === 0}
      >
        <option value="">
          {values.locationId ? t('sale-editor.choose') : t('sale-editor.municipality.district-first')}
        </option>
        {municipalities.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      {referenceFailed && (
        <div className="sm:col-span-2">
          <FormAlert>{t('form.error.reference')}</FormAlert>
        </div>
      )}
    </FormSection>
  );
}
