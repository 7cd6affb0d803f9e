/** The heart inside islands (the favourites list): the same `$favorites` store as the hearts of the server-rendered pages. */
import { useStore } from '@nanostores/react';
import { $favorites, setFavorite } from '../../stores/favorites.ts';
import { showToast } from '../../stores/toasts.ts';
import { HYDRATE_AS_SERVER } from '../hydration.ts';

interface Props {
  uid: string;
  /** The button's name (it keeps it; aria-pressed tells whether the heart is on). */
  label: string;
  /** Toast summary when saving fails. */
  errorText: string;
  onChange?: (favorite: boolean) => void;
}

export function FavoriteButton({ uid, label, errorText, onChange }: Props) {
  const favorites = useStore($favorites, HYDRATE_AS_SERVER);
  const on = favorites?.has(uid) ?? false;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      className="inline-flex size-11 items-center justify-center rounded-full border-2 border-line bg-white/95 text-brand-700 shadow-sm hover:bg-brand-100"
      onClick={() => {
        setFavorite(uid, !on)
          .then(() => onChange?.(!on))
          .catch(() => showToast({ severity: 'error', summary: errorText }));
      }}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.5 0 5.4 3.5 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
