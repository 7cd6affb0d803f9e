/** The avatar of /user-profile: pick a picture, refused above the specification's limit before upload; the top bar follows at once. */
import { useId, useRef } from 'react';
import { AVATAR_MAX_KB } from '../../lib/images.ts';
import { MessagesContext, useTranslate, type Messages } from '../../lib/translator.ts';
import { useHydrated } from '../hydration.ts';
import { FormAlert } from '../ui/form.tsx';
import { IMAGE_ACCEPT } from './image-file.ts';
import { useAvatar } from './use-avatar.ts';

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
  const { current, error, busy, choose, remove } = useAvatar(initial);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const shown = current;

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
