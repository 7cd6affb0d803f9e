/**
 * A new advert's typed values and uploaded photos kept in this tab while its breeder gives the DGAV number on the
 * profile (decision 201), and given back once when the editor opens again. sessionStorage: one tab, gone when the tab
 * closes, and cleared with the rest of the site's storage at sign-out (decision 195). Keyed by the account, so a
 * different person signing in on the same tab never gets it.
 */
import { fileUrl } from '../../../lib/images.ts';
import type { Photo } from '../photos/photo-list.ts';
import type { Values } from './values.ts';

const KEY = 'patinhas.sale-draft';

interface Stored {
  owner: string;
  values: Values;
  photos: string[];
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps what is typed; only the photos already stored travel (a photo still uploading is picked again). */
export function keepDraft(owner: string, values: Values, photos: readonly Photo[]): void {
  const stored: Stored = {
    owner,
    values,
    photos: photos.filter((p) => p.status === 'done' && p.key).map((p) => p.key!),
  };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // A full or refused storage keeps nothing: the form still works, only the trip forgets.
  }
}

export function dropDraft(): void {
  storage()?.removeItem(KEY);
}

/** The draft this person left, once: reading it removes it. Anything malformed or someone else's is dropped. */
export function takeDraft(
  owner: string,
  empty: Values,
  photoName: (n: number) => string,
): { values: Values; photos: Photo[] } | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  dropDraft();
  try {
    const stored = JSON.parse(text) as Partial<Stored>;
    if (stored.owner !== owner || typeof stored.values !== 'object' || stored.values === null) return null;
    // Only the editor's own fields, each of the type it has when empty.
    const values = Object.fromEntries(
      Object.entries(empty).map(([key, fallback]) => {
        const v = (stored.values as unknown as Record<string, unknown>)[key];
        return [key, typeof v === typeof fallback ? v : fallback];
      }),
    ) as unknown as Values;
    const keys = Array.isArray(stored.photos)
      ? stored.photos.filter((k) => typeof k === 'string' && /^[\w-]+$/.test(k))
      : [];
    const photos = keys.map((key, i) => ({
      id: key,
      key,
      preview: fileUrl(key, 320),
      kb: 0,
      name: photoName(i + 1),
      status: 'done' as const,
    }));
    return { values, photos };
  } catch {
    return null;
  }
}
