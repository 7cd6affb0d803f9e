/** The sign-in form of /login: email, password with show/hide, and one inline error for any failure. */
import { useRef, useState, type SubmitEvent } from 'react';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { authenticate } from '../../lib/api/accounts.ts';
import { signIn } from '../../stores/session.ts';
import { FormAlert, PasswordField, SubmitButton, TextField, useTypedBeforeHydration } from './fields.tsx';
import { AFTER_SIGN_IN, FORGOT_PASSWORD, goTo, returnPath } from './navigation.ts';

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
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) => {
    setEmail(typed['email'] ?? '');
    setPassword(typed['password'] ?? '');
  });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailed(false);
    let token: string;
    try {
      token = await authenticate(email.trim(), password);
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    // The token is good: even if the profile call fails the person is signed in.
    await signIn(token).catch(() => undefined);
    // Back to the page that sent the person here (e.g. booking a visit), else the dashboard.
    goTo(returnPath(location.search, location.origin) ?? AFTER_SIGN_IN);
  }

  return (
    <form ref={form} method="post" className="flex flex-col gap-5" onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {failed && <FormAlert>{t('login-dialog.msg.incorrect-login')}</FormAlert>}
      <TextField
        label={t('login-dialog.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setFailed(false);
        }}
      />
      <PasswordField
        label={t('login-dialog.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setFailed(false);
        }}
      />
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
