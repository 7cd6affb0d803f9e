/**
 * The sign-in form of /login: email, password with show/hide, Portuguese field errors (never the browser's own
 * bubbles), and one inline error for a refused sign-in. After it, the action the visitor came for is completed and
 * they go back where they were (decisions 056 and 141).
 */
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { PasswordField, TextField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope } from '../ui/error-summary.tsx';
import { SubmitButton } from '../ui/form.tsx';
import { FORGOT_PASSWORD } from './navigation.ts';
import { useLoginForm } from './use-login-form.ts';

export default function LoginForm({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Login />
    </MessagesContext.Provider>
  );
}

function Login() {
  const t = useTranslate();
  const { form, summary, email, password, errors, failed, otherFailure, busy, change, submit } = useLoginForm();

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
          onChange={(e) => change('email', e.target.value)}
        />
        <PasswordField
          label={t('login-dialog.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password && t(errors.password)}
          onChange={(e) => change('password', e.target.value)}
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
