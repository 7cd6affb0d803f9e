/** The form of /user/password-recover?ticket=: a new password twice, or a way out when the ticket is dead. */
import { useRef, useState, type SubmitEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { recoverPassword } from '../../lib/api/accounts.ts';
import { ApiError } from '../../lib/api/client.ts';
import { isValidPasswordPair, passwordPairErrors } from '../../lib/validation/password.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { PasswordField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, useTypedBeforeHydration } from '../ui/form.tsx';
import { FORGOT_PASSWORD, LOGIN, goTo } from './navigation.ts';

/** The specification's "recovery invalid" status: unknown, used or expired ticket. */
export const RECOVERY_INVALID_STATUS = 498;

export default function RecoverPasswordForm({ messages, ...props }: { messages: Messages } & { ticket: string }) {
  return (
    <MessagesContext.Provider value={messages}>
      <RecoverPassword {...props} />
    </MessagesContext.Provider>
  );
}

function RecoverPassword({ ticket }: { ticket: string }) {
  const t = useTranslate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // The specification's invalid-recovery flag; a link without a ticket is just as dead.
  const [invalidRecovery, setInvalidRecovery] = useState(ticket === '');
  const [failure, setFailure] = useState(false);
  // Empty fields only block a submit (the specification); after a refused one they say so.
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    setPassword(typed['password'] ?? '');
    setConfirmation(typed['confirmation'] ?? '');
  });
  const pair = passwordPairErrors(password, confirmation);
  const required = (value: string) => (submitted && value === '' ? t('validation.required') : undefined);
  const errors = {
    password: pair.password ? t(pair.password) : required(password),
    confirmation: pair.confirmation ? t(pair.confirmation) : pair.group ? t(pair.group) : required(confirmation),
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!isValidPasswordPair(password, confirmation)) {
      summary.failed();
      return;
    }
    setBusy(true);
    setFailure(false);
    try {
      await recoverPassword(ticket, password);
    } catch (error) {
      if (error instanceof ApiError && error.status === RECOVERY_INVALID_STATUS) setInvalidRecovery(true);
      else setFailure(true);
      setBusy(false);
      summary.failed();
      return;
    }
    queueToast({
      severity: 'success',
      summary: t('password-recover.toast.summary'),
      detail: t('password-recover.toast.detail'),
      life: TOAST_LIFE_MS,
    });
    goTo(LOGIN);
  }

  // Decision 053: the specification only sets a flag; we say what happened and how to get a new link.
  if (invalidRecovery) return <InvalidRecovery />;

  return (
    <form ref={form} method="post" className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <ErrorSummary
        summary={summary}
        labels={{ password: t('password-recover.new-password'), confirmation: t('password-recover.confirm-password') }}
        errors={errors}
        message={failure ? t('form.error.generic') : undefined}
      />
      <FieldScope summary={summary}>
        <PasswordField
          label={t('password-recover.new-password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('password-rules.hint')}
          error={errors.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('password-recover.confirm-password')}
          name="confirmation"
          autoComplete="new-password"
          required
          error={errors.confirmation}
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
      </FieldScope>
      <SubmitButton busy={busy}>{t('password-recover.submit')}</SubmitButton>
    </form>
  );
}

/** The recovery link is dead (unknown, used or expired ticket): said so, with the way to ask for a new one. */
function InvalidRecovery() {
  const t = useTranslate();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border-2 border-error bg-red-50 px-4 py-4"
      data-invalid-recovery
    >
      <p className="text-lg font-bold text-error">{t('password-recover.invalid.title')}</p>
      <p>{t('password-recover.invalid.text')}</p>
      <a href={FORGOT_PASSWORD} className="btn btn-primary">
        {t('password-recover.invalid.link')}
      </a>
    </div>
  );
}
