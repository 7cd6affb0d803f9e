/** The form of /login/forgot-password: one email field (no client validation), then back to /login. */
import { useRef, useState, type SubmitEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { forgotPassword } from '../../lib/api/accounts.ts';
import { ApiError, retryAt } from '../../lib/api/client.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { TextField } from '../ui/fields.tsx';
import { ErrorSummary, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, useTypedBeforeHydration } from '../ui/form.tsx';
import { LOGIN, goTo } from './navigation.ts';

export default function ForgotPasswordForm({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <ForgotPassword />
    </MessagesContext.Provider>
  );
}

function ForgotPassword() {
  const t = useTranslate();
  const [email, setEmail] = useState('');
  const [unknownEmail, setUnknownEmail] = useState(false);
  // A refusal that is not "no such account": too many requests (with when to retry) or the service (issue 16).
  const [otherFailure, setOtherFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => setEmail(typed['email'] ?? ''));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setUnknownEmail(false);
    setOtherFailure(null);
    try {
      await forgotPassword(email.trim());
    } catch (error) {
      // The specification: 404 says "no such account"; the others say what happened and when to try again.
      const status = error instanceof ApiError ? error.status : undefined;
      if (status === 404) setUnknownEmail(true);
      else if (status === 429) {
        const at = retryAt(error);
        setOtherFailure(
          at
            ? t('login-dialog.password-recover.msg.too-many-until', at)
            : t('login-dialog.password-recover.msg.too-many'),
        );
      } else setOtherFailure(t('login-dialog.password-recover.msg.unavailable'));
      setBusy(false);
      summary.failed();
      return;
    }
    // Shown by /login after the navigation.
    queueToast({
      severity: 'success',
      summary: t('login-dialog.password-recover.toast.summary'),
      detail: t('login-dialog.password-recover.toast.detail'),
      life: TOAST_LIFE_MS,
    });
    goTo(LOGIN);
  }

  return (
    <form
      ref={form}
      method="post"
      className="flex flex-col gap-5"
      onSubmit={(e) => void submit(e)}
      aria-busy={busy}
      noValidate
    >
      <ErrorSummary
        summary={summary}
        message={unknownEmail ? t('login-dialog.password-recover.msg.incorrect-email') : otherFailure}
      />
      <TextField
        label={t('login-dialog.password-recover.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setUnknownEmail(false);
        }}
      />
      <SubmitButton busy={busy}>{t('login-dialog.password-recover.submit')}</SubmitButton>
      <a href={LOGIN} className="self-start font-semibold">
        {t('login-dialog.password-recover.back')}
      </a>
    </form>
  );
}
