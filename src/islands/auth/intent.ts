/**
 * Completes what a visitor was doing when they were sent to sign in (decision 141), right after the session exists:
 * a heart puts the sale in the favourites, and a toast on the next page says so. A visit needs nothing more: the
 * return path is the booking form. Failures are swallowed: the person lands where they were and can tap again.
 */
import { updateFavorite } from '../../lib/api/sales.ts';
import { readIntent } from '../../lib/users/sign-in-intent.ts';
import { TOAST_LIFE_MS, queueToast } from '../../stores/toasts.ts';

export async function completeIntent(search: string, savedText: string): Promise<void> {
  const intent = readIntent(search);
  if (intent?.reason !== 'favorite' || !intent.saleUid) return;
  try {
    await updateFavorite(intent.saleUid, true);
    queueToast({ severity: 'success', summary: savedText, life: TOAST_LIFE_MS });
  } catch {
    // The sale may have gone meanwhile; the heart stays empty and can be tapped again.
  }
}
