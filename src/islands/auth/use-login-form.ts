/** The sign-in form's state: the email and password, their refusals, why a sign-in failed, and the sending. */
import { useRef, useState, type SubmitEvent } from 'react';
import { authenticate } from '../../lib/api/accounts.ts';
import { ApiError, errorKey, retryAt } from '../../lib/api/client.ts';
import { formatLongDate } from '../../lib/bookings/format.ts';
import { useTranslate, type Translate } from '../../lib/translator.ts';
import { signIn } from '../../stores/session.ts';
import { useErrorSummary } from '../ui/error-summary.tsx';
import { useTypedBeforeHydration } from '../ui/form.tsx';
import { completeIntent } from './intent.ts';
import { AFTER_SIGN_IN, goTo, returnPath } from './navigation.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string | undefined>>;

/** Wires the form (`form` goes on the element); `errors` are translation keys. */
export function useLoginForm() {
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

  /** Typing in a field clears its error and the failed sign-in's message. */
  function change(field: Field, value: string) {
    (field === 'email' ? setEmail : setPassword)(value);
    setErrors((before) => ({ ...before, [field]: undefined }));
    setFailed(false);
    setOtherFailure(null);
  }

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

  return { form, summary, email, password, errors, failed, otherFailure, busy, change, submit };
}

/** "A sua conta está suspensa … até 12 de dezembro de 2026. Motivo: «…»", from the refusal's errors (issue 37). */
function suspendedMessage(t: Translate, error: unknown): string {
  const errors = (error instanceof ApiError ? (error.body as { errors?: Record<string, string> }) : undefined)?.errors;
  const until = errors?.['until'] ? new Date(errors['until']) : null;
  if (!until || Number.isNaN(until.getTime()) || !errors?.['reason']) return t('auth.error.suspended');
  const end =
    until.getUTCFullYear() >= 9999
      ? t('mail.moderation.forever')
      : t('mail.moderation.until', { date: formatLongDate(until) });
  return t('auth.error.suspended-until', { end, reason: errors['reason'] });
}
