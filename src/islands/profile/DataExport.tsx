/** "Download my data": the JSON export of everything held about the person, saved as a file. */
import { useState } from 'react';
import { exportData } from '../../lib/api/account.ts';
import { ApiError } from '../../lib/api/client.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useHydrated } from '../hydration.ts';
import { FormAlert } from '../ui/form.tsx';

export default function DataExport({ messages }: { messages: Messages }) {
  return (
    <MessagesContext.Provider value={messages}>
      <Export />
    </MessagesContext.Provider>
  );
}

function Export() {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const hydrated = useHydrated();

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const { blob, filename } = await exportData();
      // The API needs the bearer header, so a plain link cannot fetch it: save the answer from here.
      saveBlob(blob, filename);
      showToast({ severity: 'success', summary: t('profile.data.ready'), life: TOAST_LIFE_MS });
    } catch (e) {
      setError(t(e instanceof ApiError && e.status === 429 ? 'form.error.too-many-requests' : 'form.error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        className="btn btn-outline"
        aria-disabled={busy || undefined}
        disabled={!hydrated}
        onClick={() => void download()}
        data-export-button
      >
        {t('profile.data.download')}
      </button>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}
