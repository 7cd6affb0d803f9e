/** The avatar's state: the picture now, a change under way, why the last one failed; choosing and removing it. */
import { useContext, useState, type ChangeEvent } from 'react';
import { removeAvatar, uploadAvatar } from '../../lib/api/account.ts';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import { AVATAR_MAX_KB } from '../../lib/images.ts';
import { hasMessage, MessagesContext, useTranslate } from '../../lib/translator.ts';
import { loadCurrentUser } from '../../stores/session.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { estimatedKb, readAsDataUrl } from './image-file.ts';

/** `initial`: the avatar when the page was rendered. */
export function useAvatar(initial: string | null) {
  const t = useTranslate();
  const texts = useContext(MessagesContext);
  const [current, setCurrent] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const messageOf = (e: unknown) => {
    const key = errorKey(e);
    if (key && key.startsWith('profile.avatar.error.') && hasMessage(texts, key)) return t(key);
    if (e instanceof ApiError && e.status === 413) return t('profile.avatar.error.image-too-large');
    return t('form.error.generic');
  };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setError(undefined);
    const dataUrl = await readAsDataUrl(file);
    const size = estimatedKb(dataUrl);
    // The specification's client check: nothing above the limit leaves the browser.
    if (size > AVATAR_MAX_KB) {
      setError(t('profile.avatar.too-large', { size, max: AVATAR_MAX_KB }));
      return;
    }
    setBusy(true);
    try {
      const profile = await uploadAvatar(dataUrl);
      setCurrent(profile.sourceImage);
      // The top bar reads the session store and the current_user cookie: both follow now.
      await loadCurrentUser().catch(() => undefined);
      showToast({ severity: 'success', summary: t('profile.avatar.updated'), life: TOAST_LIFE_MS });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(undefined);
    try {
      await removeAvatar();
      setCurrent(null);
      await loadCurrentUser().catch(() => undefined);
      showToast({ severity: 'success', summary: t('profile.avatar.removed'), life: TOAST_LIFE_MS });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return { current, error, busy, choose, remove };
}
