/** Restoring one of an information page's revisions: then the page reloads with the toast waiting; or why not. */
import { useState } from 'react';
import { ApiError } from '../../lib/api/client.ts';
import { restoreInfoPageRevision } from '../../lib/api/documents.ts';
import { useTranslate } from '../../lib/translator.ts';
import { queueToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { translateKey } from '../ui/form.tsx';

export function useRevisionRestore(slug: string) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function restore(number: number) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await restoreInfoPageRevision(slug, number);
      queueToast({
        severity: 'success',
        summary: t('info-page-history.restored', { number }),
        life: TOAST_LIFE_MS,
      });
      location.reload();
    } catch (e) {
      setBusy(false);
      const message = e instanceof ApiError ? (e.body as { message?: string } | undefined)?.message : undefined;
      setError(translateKey(t, message, 'form.error.generic'));
    }
  }

  return { busy, error, restore };
}
