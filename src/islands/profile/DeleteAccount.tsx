/** Deleting the account: a confirmation dialog that asks for the password; then signed out, home, a toast. */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type SubmitEvent } from 'react';
import { deleteAccount } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { changeSession, logout } from '../../stores/session.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { PasswordField } from '../ui/fields.tsx';
import { FormAlert } from '../ui/form.tsx';

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
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function toggle(next: boolean) {
    setOpen(next);
    setPassword('');
    setError(undefined);
  }

  async function confirm(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(t('profile.delete.wrong-password'));
      return;
    }
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
        setError(t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'));
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={toggle}>
      <AlertDialog.Trigger
        className="btn border-2 border-error bg-white text-error hover:bg-red-50"
        data-delete-account
      >
        {t('profile.delete.open')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-ink">
            {t('profile.delete.confirm-title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted">
            {t('profile.delete.confirm-text')}
          </AlertDialog.Description>
          <form noValidate onSubmit={(e) => void confirm(e)} className="mt-4 flex flex-col gap-4">
            {error && <FormAlert>{error}</FormAlert>}
            <PasswordField
              label={t('profile.delete.password')}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className="btn btn-outline">{t('profile.delete.cancel')}</AlertDialog.Cancel>
              <button
                type="submit"
                className="btn bg-error text-white hover:opacity-90"
                aria-disabled={busy || undefined}
              >
                {t('profile.delete.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
