/** Who registers: name, surname and email (with its availability as a hint). */
import { useTranslate } from '../../../lib/translator.ts';
import { TextField } from '../../ui/fields.tsx';
import type { GroupProps } from './rules.ts';
import type { EmailStatus } from './use-email-check.ts';

export function AccountFields({
  values,
  set,
  errorOf,
  leave,
  emailStatus,
  onEmailTyped,
}: GroupProps & { emailStatus: EmailStatus; onEmailTyped: () => void }) {
  const t = useTranslate();
  const emailHint =
    emailStatus === 'checking'
      ? t('register.email.checking')
      : emailStatus === 'available'
        ? t('register.email.available')
        : undefined;
  return (
    <>
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="given-name"
        required
        value={values.name}
        error={errorOf('name')}
        onChange={(e) => set('name', e.target.value)}
        onBlur={leave('name')}
      />
      <TextField
        label={t('register.surname')}
        name="surname"
        autoComplete="family-name"
        required
        value={values.surname}
        error={errorOf('surname')}
        onChange={(e) => set('surname', e.target.value)}
        onBlur={leave('surname')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('register.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.email}
        hint={emailHint}
        error={errorOf('email')}
        onChange={(e) => {
          set('email', e.target.value);
          onEmailTyped();
        }}
        onBlur={leave('email')}
      />
    </>
  );
}
