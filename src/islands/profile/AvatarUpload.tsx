/** The avatar of /user-profile: pick a picture, refused above the specification's limit before upload; the top bar follows at once. */
import { useContext, useId, useRef, useState, type ChangeEvent } from 'react';
import { removeAvatar, uploadAvatar } from '../../lib/api/account.ts';
import { ApiError, errorKey } from '../../lib/api/client.ts';
import { AVATAR_MAX_KB } from '../../lib/images.ts';
import { hasMessage, MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { loadCurrentUser } from '../../stores/session.ts';
import { showToast, TOAST_LIFE_MS } from '../../stores/toasts.ts';
import { useHydrated } from '../hydration.ts';
import { FormAlert } from '../ui/form.tsx';
import { estimatedKb, IMAGE_ACCEPT, readAsDataUrl } from './image-file.ts';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

interface Props {
  messages: Messages;
  /** The avatar when the page was rendered. */
  sourceImage: string | null;
}

export default function AvatarUpload({ messages, sourceImage }: Props) {
  return (
    <MessagesContext.Provider value={messages}>
      <Avatar initial={sourceImage} />
    </MessagesContext.Provider>
  );
}

function Avatar({ initial }: { initial: string | null }) {
  const t = useTranslate();
  const texts = useContext(MessagesContext);
  const [current, setCurrent] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shown = current;

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

  return (
    <div className="flex flex-col items-start gap-4">
      <img
        src={shown || DEFAULT_AVATAR}
        alt={t('profile.avatar.current')}
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-full border border-line bg-brand-100 object-cover"
        data-avatar-preview
      />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby={hintId}
            aria-disabled={busy || undefined}
            disabled={!hydrated}
            onClick={() => !busy && input.current?.click()}
          >
            {t('profile.avatar.choose')}
          </button>
          {shown && (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              disabled={!hydrated}
              onClick={() => !busy && void remove()}
            >
              {t('profile.avatar.remove')}
            </button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-avatar-input
          onChange={(e) => void choose(e)}
        />
        <p id={hintId} className="text-sm text-ink-muted">
          {t('profile.avatar.hint', { max: AVATAR_MAX_KB })}
        </p>
        {error && <FormAlert>{error}</FormAlert>}
      </div>
    </div>
  );
}
