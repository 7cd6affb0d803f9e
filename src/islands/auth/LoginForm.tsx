/**
 * The sign-in form of /login: email, password with show/hide, Portuguese field errors (never the browser's own
 * bubbles), and one inline error for a refused sign-in. After it, the action the visitor came for is completed and
 * they go back where they were (decisions 056 and 141).
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { authenticate } from '../../lib/api/accounts.ts';
import { ApiError, errorKey, retryAt } from '../../lib/api/client.ts';
import { signIn } from '../../stores/session.ts';
import { PasswordField, TextField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';
import { SubmitButton, useTypedBeforeHydration } from '../ui/form.tsx';
import { completeIntent } from './intent.ts';
import { AFTER_SIGN_IN, FORGOT_PASSWORD, goTo, returnPath } from './navigation.ts';
import { formatLongDate } from '../../lib/bookings/format.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = Partial<Record<'email' | 'password', string | undefined>>;

export default function LoginForm({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Login />
    </MessagesContext.Provider>
  );
}

function Login() {
  const t = useTranslate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // The specification's login error flag: set by any failed attempt, cleared by any input change.
  const [failed, setFailed] = useState(false);
  // What went wrong when it was not the email or password: a lock-out (429, with when to retry) or the service.
  const [otherFailure, setOtherFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const summary = useErrorSummary();
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    setEmail(typed['email'] ?? '');
    setPassword(typed['password'] ?? '');
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if (!email.trim()) found.email = 'validation.required';
    else if (!EMAIL.test(email.trim())) found.email = 'register.error.invalid-email';
    if (!password) found.password = 'validation.required';
    setErrors(found);
    if (found.email || found.password) {
      summary.failed();
      return;
    }
    setBusy(true);
    setFailed(false);
    let token: string;
    setOtherFailure(null);
    try {
      token = await authenticate(email.trim(), password);
    } catch (error) {
      setBusy(false);
      const status = error instanceof ApiError ? error.status : undefined;
      // A lock-out (429) says so and when to try again; any other failure is the specification's one alert.
      if (status === 429) {
        const at = retryAt(error);
        setOtherFailure(at ? t('login-dialog.msg.locked-until', at) : t('login-dialog.msg.locked'));
      } else if (status === 403 && errorKey(error) === 'auth.error.suspended') {
        // The password was right, but the moderators suspended the account (decision 150): why, and until when.
        setOtherFailure(suspendedMessage(t, error));
      } else setFailed(true);
      summary.failed();
      return;
    }
    // The token is good: even if the profile call fails the person is signed in.
    await signIn(token).catch(() => undefined);
    // A heart tapped while signed out is put on now (decision 141).
    await completeIntent(location.search, t('sales.favorite.saved'));
    // Back to the page that sent the person here (e.g. booking a visit), else the dashboard.
    goTo(returnPath(location.search, location.origin) ?? AFTER_SIGN_IN);
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
        labels={{ email: t('login-dialog.email'), password: t('login-dialog.password') }}
        errors={{ email: errors.email && t(errors.email), password: errors.password && t(errors.password) }}
        message={failed ? t('login-dialog.msg.incorrect-login') : otherFailure}
      />
      <FieldScope summary={summary}>
        <TextField
          label={t('login-dialog.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          error={errors.email && t(errors.email)}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((before) => ({ ...before, email: undefined }));
            setFailed(false);
            setOtherFailure(null);
          }}
        />
        <PasswordField
          label={t('login-dialog.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password && t(errors.password)}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((before) => ({ ...before, password: undefined }));
            setFailed(false);
            setOtherFailure(null);
          }}
        />
      </FieldScope>
      <a href={FORGOT_PASSWORD} className="self-start font-semibold">
        {t('login-dialog.forgot-password')}
      </a>
      <SubmitButton busy={busy}>{t('login-dialog.submit')}</SubmitButton>
      {/* The specification's "ou" divider (before other ways to sign in) exists but is never shown. */}
      <div hidden className="flex items-center gap-3 text-ink-muted" data-divider>
        <span className="h-px flex-1 bg-line" />
        <span>{t('login-dialog.or')}</span>
        <span className="h-px flex-1 bg-line" />
      </div>
    </form>
  );
}

/** "A sua conta está suspensa … até 12 de dezembro de 2026. Motivo: «…»", from the refusal's errors (issue 37). */
function suspendedMessage(t: ReturnType<typeof useTranslate>, error: unknown): string {
  const errors = (error instanceof ApiError ? (error.body as { errors?: Record<string, string> }) : undefined)?.errors;
  const until = errors?.['until'] ? new Date(errors['until']) : null;
  if (!until || Number.isNaN(until.getTime()) || !errors?.['reason']) return t('auth.error.suspended');
  const end =
    until.getUTCFullYear() >= 9999
      ? t('mail.moderation.forever')
      : t('mail.moderation.until', { date: formatLongDate(until) });
  return t('auth.error.suspended-until', { end, reason: errors['reason'] });
}
