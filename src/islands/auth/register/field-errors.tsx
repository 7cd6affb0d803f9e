/** For the registration controls the form kit does not wrap (grouped, radio chips, a checkbox): ids and messages. */
import { useId } from 'react';
import { errorClass, inputClass } from '../../ui/form.tsx';
import type { Field, GroupProps } from './rules.ts';

export function useFieldErrors(errorOf: GroupProps['errorOf']) {
  const ids = useId();
  const errorId = (field: Field) => `${ids}-${field}-error`;
  return {
    errorId,
    /** A select or input of the kit's look, wired to its field's message. */
    control: (field: Field) => ({
      'aria-invalid': errorOf(field) ? true : undefined,
      'aria-describedby': errorOf(field) ? errorId(field) : undefined,
      className: inputClass,
    }),
    /** The field's message, when it has one. */
    message: (field: Field) =>
      errorOf(field) && (
        <p id={errorId(field)} className={errorClass}>
          {errorOf(field)}
        </p>
      ),
  };
}
