/** The password, with the rules as a hint, and its confirmation. */
import { useTranslate } from '../../../lib/translator.ts';
import { PasswordField } from '../../ui/fields.tsx';
import type { GroupProps } from './rules.ts';

export function PasswordFields({ values, set, errorOf, leave }: GroupProps) {
  const t = useTranslate();
  return (
    <>
      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('password-rules.hint')}
        value={values.password}
        error={errorOf('password')}
        onChange={(e) => set('password', e.target.value)}
        onBlur={leave('password')}
      />
      <PasswordField
        label={t('register.confirm-password')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={errorOf('confirmPassword')}
        onChange={(e) => set('confirmPassword', e.target.value)}
        onBlur={leave('confirmPassword')}
      />
    </>
  );
}
