/** `$favorites`: the uids of the sales the signed-in user has a heart on, shared by every heart on the page and the favourites list. */
import { atom, onMount } from 'nanostores';
import { fetchFavoriteUids, updateFavorite } from '../lib/api/sales.ts';
import { $session } from './session.ts';

/** Null until loaded (or for a visitor). */
export const $favorites = atom<ReadonlySet<string> | null>(null);

let loading: Promise<void> | undefined;
/**
 * For each list of hearts on its way, the hearts put on or taken off since it was asked for: the list was read before
 * them, so they go on top of it (a heart tapped as the page opened would otherwise light up, then go out though it
 * was saved).
 */
const loadsInFlight = new Set<Map<string, boolean>>();

/** Loads the hearts once per page (again after a sign-in); a failure leaves every heart empty. */
export function loadFavorites(): Promise<void> {
  if (!$session.get().loggedIn) {
    $favorites.set(null);
    return Promise.resolve();
  }
  const token = $session.get().token;
  if (!loading) {
    const changed = new Map<string, boolean>();
    loadsInFlight.add(changed);
    loading = fetchFavoriteUids()
      // Someone else may have signed in (or out) meanwhile: their hearts are not these.
      .then((uids) => {
        if ($session.get().token !== token) return;
        $favorites.set(
          [...changed].reduce<ReadonlySet<string>>((hearts, [uid, on]) => withHeart(hearts, uid, on), new Set(uids)),
        );
      })
      .catch(() => {
        loading = undefined;
      })
      .finally(() => loadsInFlight.delete(changed));
  }
  return loading;
}

onMount($favorites, () => {
  void loadFavorites();
  const stop = $session.listen((session) => {
    loading = undefined;
    if (session.loggedIn) void loadFavorites();
    else $favorites.set(null);
  });
  return () => {
    stop();
    // Watched again later, possibly by someone else: load again then.
    loading = undefined;
  };
});

function withHeart(hearts: ReadonlySet<string> | null, uid: string, on: boolean): ReadonlySet<string> {
  const next = new Set(hearts ?? []);
  if (on) next.add(uid);
  else next.delete(uid);
  return next;
}

/**
 * Puts or takes back a heart at once on screen, then saves it; a refusal puts the heart back as it
 * was and rethrows, so the caller can say why.
 */
export async function setFavorite(uid: string, favorite: boolean): Promise<void> {
  const before = $favorites.get();
  const token = $session.get().token;
  $favorites.set(withHeart($favorites.get(), uid, favorite));
  for (const changed of loadsInFlight) changed.set(uid, favorite);
  try {
    await updateFavorite(uid, favorite);
  } catch (error) {
    // Put the heart back only for the session that took it (after a logout the store is someone else's).
    if ($session.get().token === token) $favorites.set(before);
    for (const changed of loadsInFlight) changed.delete(uid);
    throw error;
  }
}

export function isFavorite(uid: string): boolean {
  return $favorites.get()?.has(uid) ?? false;
}
