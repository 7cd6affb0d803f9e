/**
 * Tutor, Criador, …: one choice, shown as large radio chips. "Criador" brings the DGAV registration number beside it
 * (optional here, required on a breeder's adverts: decision 201), so the first advert meets no gate.
 */
import type { ReactNode } from 'react';
import type { UserType } from '../../../lib/reference/shapes.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { TextField } from '../../ui/fields.tsx';
import { labelClass } from '../../ui/form.tsx';
import { useFieldErrors } from './field-errors.tsx';
import { BREEDER, type GroupProps } from './rules.ts';

export function UserTypeField({
  values,
  set,
  errorOf,
  leave,
  userTypes,
  optional,
}: GroupProps & { userTypes: readonly UserType[]; optional: ReactNode }) {
  const t = useTranslate();
  const { errorId, message } = useFieldErrors(errorOf);
  // The first choice carries the group's id: the form's error summary links to it.
  const firstId = useFieldId('userType');
  return (
    <>
      <fieldset className="sm:col-span-2" aria-describedby={errorOf('userType') ? errorId('userType') : undefined}>
        <legend className={labelClass}>{t('register.user-type')}</legend>
        <div className="flex flex-wrap gap-3">
          {userTypes.map((type, index) => (
            <label
              key={type.code}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line bg-white px-4 has-checked:border-brand-700"
            >
              <input
                id={index === 0 ? firstId : undefined}
                type="radio"
                name="userType"
                value={type.code}
                required
                checked={values.userType === type.code}
                aria-invalid={errorOf('userType') ? true : undefined}
                onChange={() => set('userType', type.code)}
                className="size-5 accent-brand-700"
              />
              {type.name}
            </label>
          ))}
        </div>
        {message('userType')}
      </fieldset>
      {values.userType === BREEDER && (
        <TextField
          className="sm:col-span-2"
          label={t('register.dgav')}
          labelExtra={optional}
          name="dgavNumber"
          autoComplete="off"
          value={values.dgavNumber}
          hint={t('register.dgav.hint')}
          error={errorOf('dgavNumber')}
          onChange={(e) => set('dgavNumber', e.target.value)}
          onBlur={leave('dgavNumber')}
        />
      )}
    </>
  );
}
