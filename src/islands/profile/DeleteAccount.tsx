/** Deleting the account: a confirmation dialog that asks for the password; then signed out, home, a toast. */
import { useState } from 'react';
import { deleteAccount } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { changeSession, logout } from '../../stores/session.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useHydrated } from '../hydration.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PasswordField } from '../ui/fields.tsx';
import { ErrorSummary, FieldScope, useErrorSummary } from '../ui/error-summary.tsx';

export default function DeleteAccount({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Delete />
    </MessagesContext.Provider>
  );
}

function Delete() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();
  /** A refusal of the whole request (the network, too many attempts), not of the password. */
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const summary = useErrorSummary();

  function toggle(next: boolean) {
    setOpen(next);
    setPassword('');
    setError(undefined);
    setRefusal(undefined);
  }

  async function confirm() {
    if (password === '') {
      setError(t('profile.delete.wrong-password'));
      summary.failed();
      return;
    }
    setRefusal(undefined);
    setBusy(true);
    try {
      await changeSession(async () => {
        await deleteAccount(password);
        // The account is gone: its cookies go too, and the next page says what happened.
        queueToast({
          severity: 'success',
          summary: t('profile.delete.done'),
          detail: t('profile.delete.done-detail'),
          life: TOAST_LIFE_MS,
        });
        logout(false);
      });
      location.assign('/home');
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 400) setError(t('profile.delete.wrong-password'));
      else
        setRefusal(
          t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'),
        );
      summary.failed();
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={toggle}
      trigger={
        <button
          type="button"
          className="btn border-2 border-error bg-white text-error hover:bg-red-50"
          disabled={!hydrated}
          data-delete-account
        >
          {t('profile.delete.open')}
        </button>
      }
      title={t('profile.delete.confirm-title')}
      text={t('profile.delete.confirm-text')}
      cancelLabel={t('profile.delete.cancel')}
      acceptLabel={t('profile.delete.confirm')}
      destructive
      busy={busy}
      onAccept={() => void confirm()}
    >
      <ErrorSummary
        summary={summary}
        labels={{ password: t('profile.delete.password') }}
        errors={{ password: error }}
        message={refusal}
      />
      <FieldScope summary={summary}>
        <PasswordField
          label={t('profile.delete.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value);
            setError(undefined);
          }}
        />
      </FieldScope>
    </ConfirmDialog>
  );
}
