/** The optional phone: a country dial code (Portugal first and chosen) and the national number. */
import type { ReactNode } from 'react';
import type { Country } from '../../../lib/reference/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { labelClass } from '../../ui/form.tsx';
import { useFieldErrors } from './field-errors.tsx';
import type { GroupProps } from './rules.ts';

export function PhoneFields({
  values,
  set,
  errorOf,
  leave,
  countries,
  optional,
}: GroupProps & { countries: readonly Country[]; optional: ReactNode }) {
  const t = useTranslate();
  const { control, message } = useFieldErrors(errorOf);
  const dialId = useFieldId('phoneCountry');
  const phoneId = useFieldId('phone');
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>
        {t('register.phone')} {optional}
      </legend>
      {/* Never clipped (issue 25): on a phone the code takes its own full-width row; from sm it is 15rem wide, and the
          dial code comes first, so the part that matters shows even for long country names. */}
      <div className="grid gap-2 sm:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="min-w-0">
          <label htmlFor={dialId} className="sr-only">
            {t('register.phone-country')}
          </label>
          <select
            id={dialId}
            name="phoneCountry"
            autoComplete="tel-country-code"
            value={values.phoneCountry}
            onChange={(e) => set('phoneCountry', e.target.value)}
            {...control('phoneCountry')}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.dial_code} ${c.name}`}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={phoneId} className="sr-only">
            {t('register.phone-number')}
          </label>
          <input
            id={phoneId}
            name="phone"
            // A national number is a partial phone: the autofill token tel-national belongs to text inputs.
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(e) => set('phone', e.target.value)}
            onBlur={leave('phone')}
            {...control('phone')}
          />
        </div>
      </div>
      {message('phone')}
      {message('phoneCountry')}
    </fieldset>
  );
}
