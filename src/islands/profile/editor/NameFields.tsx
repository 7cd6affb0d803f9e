/** The person's name and surname, and the account's email shown read-only. */
import { useTranslate } from '../../../lib/translator.ts';
import { TextField } from '../../ui/fields.tsx';
import type { GroupProps } from './use-profile-form.ts';

export function NameFields({ values, labels, errorOf, set, email }: GroupProps & { email: string }) {
  const t = useTranslate();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={labels.name}
          name="name"
          autoComplete="given-name"
          value={values.name}
          error={errorOf('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={labels.surname}
          name="surname"
          autoComplete="family-name"
          value={values.surname}
          error={errorOf('surname')}
          onChange={(e) => set('surname', e.target.value)}
        />
      </div>
      <TextField
        label={t('profile.field.email')}
        name="email"
        type="email"
        value={email}
        readOnly
        hint={t('profile.field.email-hint')}
      />
    </>
  );
}
