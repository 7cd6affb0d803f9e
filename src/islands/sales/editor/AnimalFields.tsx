/** The animal part of the sale editor: species, pure breed and its LOP number, sex, litter, dates, microchips. */
import { useTranslate } from '../../../lib/translator.ts';
import { LITTER_MAX, MIN_WEEKS_BEFORE_HOME } from '../../../lib/validation/sale.ts';
import { RadioGroup, SelectField, TextField } from '../../ui/fields.tsx';
import { FormSection } from './FormSection.tsx';
import { earliestHome, type EditorOptions, type GroupProps, type Values } from './values.ts';

export function AnimalFields({
  values,
  set,
  errorOf,
  bind,
  chooseSpecies,
  species,
  breeds,
}: GroupProps & Pick<EditorOptions, 'species' | 'breeds'> & { chooseSpecies: (code: string) => void }) {
  const t = useTranslate();
  const speciesBreeds = breeds.filter((b) => b.species === values.species);
  const dangerous = values.purebred === 'true' && breeds.some((b) => b.code === values.breedCode && b.dangerous);

  return (
    <FormSection title={t('sale-editor.section.animal')}>
      <SelectField
        label={t('sale-editor.species')}
        {...bind('species')}
        onChange={(e) => chooseSpecies(e.target.value)}
      >
        <option value="">{t('sale-editor.choose')}</option>
        {species.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <RadioGroup
        legend={t('sale-editor.purebred')}
        name="purebred"
        value={values.purebred}
        error={errorOf('purebred')}
        options={[
          ['true', t('sale-editor.purebred.yes')],
          ['false', t('sale-editor.purebred.no')],
        ]}
        onChange={(v) => set('purebred', v as Values['purebred'])}
      />
      {values.purebred === 'true' && (
        <>
          <SelectField label={t('sale-editor.breed')} {...bind('breedCode')} disabled={!values.species}>
            <option value="">{values.species ? t('sale-editor.choose') : t('sale-editor.breed.species-first')}</option>
            {speciesBreeds.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('sale-editor.lop')}
            hint={t('sale-editor.lop.hint')}
            {...bind('lopNumber')}
            maxLength={40}
          />
        </>
      )}
      {values.purebred === 'false' && (
        <p className="text-sm text-ink-muted sm:col-span-2">{t('sale-editor.purebred.no.hint')}</p>
      )}
      {dangerous && (
        <p
          role="note"
          className="rounded-lg border-2 border-warn bg-amber-50 p-3 text-sm font-semibold text-warn sm:col-span-2"
        >
          {t('sale-editor.dangerous')}
        </p>
      )}
      <RadioGroup
        legend={t('sale-editor.sex')}
        name="sex"
        value={values.sex}
        error={errorOf('sex')}
        options={[
          ['MALE', t('sales.sex.MALE')],
          ['FEMALE', t('sales.sex.FEMALE')],
        ]}
        onChange={(v) => set('sex', v)}
      />
      <TextField
        label={t('sale-editor.litter-size')}
        {...bind('litterSize')}
        inputMode="numeric"
        hint={t('sale-editor.litter-size.hint', { max: LITTER_MAX })}
      />
      <TextField label={t('sale-editor.birth-date')} type="date" {...bind('birthDate')} />
      <TextField
        label={t('sale-editor.register-date')}
        type="date"
        {...bind('registerDate')}
        hint={t('sale-editor.register-date.hint', { weeks: MIN_WEEKS_BEFORE_HOME })}
        min={earliestHome(values.birthDate)}
      />
      <TextField
        label={t('sale-editor.microchip')}
        hint={t('sale-editor.microchip.hint')}
        {...bind('microchip')}
        inputMode="numeric"
        maxLength={19}
      />
      <TextField
        label={t('sale-editor.mother-microchip')}
        hint={t('sale-editor.microchip.hint')}
        {...bind('motherMicrochip')}
        inputMode="numeric"
        maxLength={19}
      />
    </FormSection>
  );
}
