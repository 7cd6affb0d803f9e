/** One saved search's changes (name, pause, frequency) and its deletion, with the refusal they may meet. */
import { useState } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { deleteSavedSearch, updateSavedSearch, type SavedSearch } from '../../lib/api/searches.ts';
import type { AlertFrequency } from '../../lib/searches/types.ts';
import type { Translate } from '../../lib/translator.ts';
import { showToast } from '../../stores/toasts.ts';
import { translateKey } from '../ui/form.tsx';

/** Holds the wait and the refusal; `change` saves a change (true once saved), `confirmDelete` deletes. */
export function useSavedSearchChanges(
  search: SavedSearch,
  onChange: (next: SavedSearch) => void,
  onDeleted: (uid: string) => void,
  t: Translate,
) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function change(changes: { name?: string; paused?: boolean; frequency?: AlertFrequency }) {
    if (busy) return false;
    setBusy(true);
    setAlert(null);
    try {
      onChange(await updateSavedSearch(search.uid, changes));
      return true;
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'saved-search.error.generic'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    setBusy(true);
    setAlert(null);
    try {
      await deleteSavedSearch(search.uid);
      showToast({ severity: 'success', summary: t('saved-search.deleted') });
      onDeleted(search.uid);
    } catch (error) {
      setAlert(translateKey(t, errorKey(error), 'saved-search.error.generic'));
      setBusy(false);
    }
  }

  return { busy, alert, change, confirmDelete };
}
