/** The optional phone with its country's dial code, and whether the adverts show it. */
import { useTranslate } from '../../../lib/translator.ts';
import { SelectField, TextField } from '../../ui/fields.tsx';
import type { GroupProps } from './use-profile-form.ts';

interface Props extends GroupProps {
  countries: { code: string; name: string; dial_code: string }[];
}

export function PhoneFields({ values, labels, errorOf, set, countries }: Props) {
  const t = useTranslate();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        {/* Never `required`: with no empty option the list always has a value (HTML forbids that pairing). */}
        <SelectField
          label={labels.phoneCountry}
          name="phoneCountry"
          value={values.phoneCountry}
          error={errorOf('phoneCountry')}
          aria-required
          onChange={(e) => set('phoneCountry', e.target.value)}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>{`${c.name} (${c.dial_code})`}</option>
          ))}
        </SelectField>
        <TextField
          label={labels.phone}
          labelExtra={<span className="font-normal text-ink-muted">{t('profile.optional')}</span>}
          name="phone"
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.phone}
          error={errorOf('phone')}
          onChange={(e) => set('phone', e.target.value)}
        />
      </div>
      <label className="flex items-center gap-3 font-semibold">
        <input
          type="checkbox"
          name="showPhone"
          className="size-5 accent-brand-700"
          checked={values.showPhone}
          disabled={values.phone.trim() === ''}
          onChange={(e) => set('showPhone', e.target.checked)}
        />
        {labels.showPhone}
      </label>
    </>
  );
}
