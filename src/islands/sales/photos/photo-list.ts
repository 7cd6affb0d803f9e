/**
 * The sale editor's photo list (issue 25, item 9): what a photo is while it is picked, uploaded or refused, and the
 * changes the photo manager makes to the list. The list itself lives in the editor's form values; these are the
 * updaters it is given, pure so that each is tested on its own.
 */
export interface Photo {
  /** Local id (stable across reorders). */
  id: string;
  /** The stored file key once uploaded. */
  key?: string;
  preview: string;
  kb: number;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** Translation key of what went wrong. */
  error?: string;
}

export type PhotoUpdate = (photos: Photo[]) => Photo[];

/** Photos that failed to upload stay on screen to be removed, but never take a place among the ten. */
export const counted = (photos: Photo[]): Photo[] => photos.filter((p) => p.status !== 'error');

/** The photo at `from` moves to place `to` (clamped to the list). */
export const moveTo =
  (from: number, to: number): PhotoUpdate =>
  (list) => {
    const next = [...list];
    const [photo] = next.splice(from, 1);
    if (photo) next.splice(Math.max(0, Math.min(next.length, to)), 0, photo);
    return next;
  };

/** The photo `id` moves to the front, or past the counted photo before (-1) or after (1) it (the cards' buttons). */
export const stepped =
  (id: string, to: 'first' | -1 | 1): PhotoUpdate =>
  (list) => {
    const from = list.findIndex((p) => p.id === id);
    if (from < 0) return list;
    if (to === 'first') return moveTo(from, 0)(list);
    const good = counted(list);
    const neighbour = good[good.indexOf(list[from] as Photo) + to];
    return neighbour ? moveTo(from, list.indexOf(neighbour))(list) : list;
  };

/** The photo `id` takes the place of `target` (a drag over it); a failed photo's place is not one to take. */
export const dragOnto =
  (id: string, target: string): PhotoUpdate =>
  (list) => {
    const from = list.findIndex((p) => p.id === id);
    const to = list.findIndex((p) => p.id === target);
    if (from < 0 || to < 0 || list[to]?.status === 'error') return list;
    return moveTo(from, to)(list);
  };

export const removed =
  (id: string): PhotoUpdate =>
  (list) =>
    list.filter((p) => p.id !== id);

export const uploaded =
  (id: string, key: string): PhotoUpdate =>
  (list) =>
    list.map((p) => (p.id === id ? { ...p, key, status: 'done' } : p));

/** The upload of `id` failed: the server's image error when it said one, else the generic one. */
export const failed =
  (id: string, errorKey: string | undefined): PhotoUpdate =>
  (list) =>
    list.map((p) =>
      p.id === id
        ? {
            ...p,
            status: 'error',
            error: errorKey?.startsWith('image.error.') ? errorKey : 'sale-editor.photos.upload-failed',
          }
        : p,
    );
