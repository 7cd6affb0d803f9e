/** Password change on /user-profile: the current password, then a new one twice with the specification's rules. */
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { PasswordField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { SubmitButton } from '../ui/form.tsx';
import { usePasswordChange } from './use-password-change.ts';

export default function PasswordChange({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <PasswordForm />
    </MessagesContext.Provider>
  );
}

function PasswordForm() {
  const t = useTranslate();
  const { form, summary, values, errors, formError, busy, set, submit } = usePasswordChange();

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex max-w-md flex-col gap-4"
      data-password-form
    >
      <ErrorSummary
        summary={summary}
        labels={{
          currentPassword: t('profile.password.current'),
          newPassword: t('profile.password.new'),
          confirmation: t('profile.password.confirm'),
        }}
        errors={errors}
        message={formError}
      />
      <FieldScope summary={summary}>
        <PasswordField
          label={t('profile.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
        />
        <PasswordField
          label={t('profile.password.new')}
          name="newPassword"
          autoComplete="new-password"
          hint={t('password-rules.hint')}
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <PasswordField
          label={t('profile.password.confirm')}
          name="confirmation"
          autoComplete="new-password"
          value={values.confirmation}
          error={errors.confirmation}
          onChange={(e) => set('confirmation', e.target.value)}
        />
      </FieldScope>
      <div>
        <SubmitButton busy={busy}>{t('profile.password.submit')}</SubmitButton>
      </div>
    </form>
  );
}
