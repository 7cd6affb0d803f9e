/** Password change on /user-profile: the current password, then a new one twice with the specification's rules. */
import { useRef, useState, type SubmitEvent } from 'react';
import { changePassword } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { passwordPairErrors, isValidPasswordPair } from '../../lib/validation/password.ts';
import { changeSession, signIn } from '../../stores/session.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { PasswordField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, translateKey, useTypedBeforeHydration } from '../ui/form.tsx';

export default function PasswordChange({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <PasswordForm />
    </MessagesContext.Provider>
  );
}

type Field = 'currentPassword' | 'newPassword' | 'confirmation';

function PasswordForm() {
  const t = useTranslate();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmation: '',
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  // Typed before the script ran (decision 170): kept, so the first submit sends what is on screen.
  useTypedBeforeHydration(form, (typed) =>
    setValues((v) => ({
      currentPassword: typed['currentPassword'] ?? v.currentPassword,
      newPassword: typed['newPassword'] ?? v.newPassword,
      confirmation: typed['confirmation'] ?? v.confirmation,
    })),
  );

  // The specification: a rule message shows only while the field is invalid and not empty.
  const pair = passwordPairErrors(values.newPassword, values.confirmation);
  const required = (field: Field) => (submitted && values[field] === '' ? t('register.error.required') : undefined);
  const errors: Record<Field, string | undefined> = {
    currentPassword: serverErrors.currentPassword ?? required('currentPassword'),
    newPassword: serverErrors.newPassword ?? (pair.password ? t(pair.password) : required('newPassword')),
    confirmation: pair.confirmation ? t(pair.confirmation) : pair.group ? t(pair.group) : required('confirmation'),
  };

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (busy) return;
    if (values.currentPassword === '' || !isValidPasswordPair(values.newPassword, values.confirmation)) {
      summary.failed();
      return;
    }
    setBusy(true);
    try {
      // The new token keeps this browser signed in; every other session has just ended.
      await changeSession(async () => signIn(await changePassword(values.currentPassword, values.newPassword)));
      setValues({ currentPassword: '', newPassword: '', confirmation: '' });
      setSubmitted(false);
      showToast({
        severity: 'success',
        summary: t('profile.password.changed'),
        detail: t('profile.password.changed-detail'),
        life: TOAST_LIFE_MS,
      });
    } catch (e) {
      const fields =
        (e instanceof ApiError ? (e.body as { errors?: Record<string, string> } | undefined)?.errors : undefined) ?? {};
      const current = fields['currentPassword'];
      const next = fields['newPassword'];
      if (current || next) {
        setServerErrors({
          ...(current ? { currentPassword: translateKey(t, current, 'form.error.invalid') } : {}),
          ...(next ? { newPassword: translateKey(t, next, 'invalid-password') } : {}),
        });
      } else
        setFormError(
          t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'),
        );
      summary.failed();
    } finally {
      setBusy(false);
    }
  }

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
