/** The password change's state: the three passwords, their refusals (the rules' and the server's), and the sending. */
import { useRef, useState, type SubmitEvent } from 'react';
import { changePassword } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { useTranslate } from '../../lib/translator.ts';
import { passwordPairErrors, isValidPasswordPair } from '../../lib/validation/password.ts';
import { changeSession, signIn } from '../../stores/session.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useErrorSummary } from '../ui/error-summary.tsx';
import { translateKey, useTypedBeforeHydration } from '../ui/form.tsx';

export type Field = 'currentPassword' | 'newPassword' | 'confirmation';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmation: '' };

/** Wires the form (`form` goes on the element); `errors` are the translated messages the fields show. */
export function usePasswordChange() {
  const t = useTranslate();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
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
      setValues(EMPTY);
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

  return { form, summary, values, errors, formError, busy, set, submit };
}
