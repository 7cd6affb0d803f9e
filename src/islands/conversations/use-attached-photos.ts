/**
 * The photos a person attaches to the message they are writing (issue 40): each is uploaded through the image
 * pipeline as soon as it is picked, so sending takes only their keys. At most MESSAGE_PHOTOS_MAX; too large,
 * refused or failed ones say why on their own thumbnail and can be taken off.
 */
import { useRef, useState } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { uploadMessagePhoto } from '../../lib/api/conversations.ts';
import { MESSAGE_PHOTOS_MAX } from '../../lib/conversations/rules.ts';
import { estimateBase64Kb, IMAGE_MAX_BYTES } from '../../lib/images.ts';
import { readAsDataUrl } from '../profile/image-file.ts';

export interface Attached {
  id: number;
  /** An object URL of the picked file, for the thumbnail. */
  preview: string;
  status: 'uploading' | 'done' | 'error';
  key?: string;
  /** A translation key when it failed. */
  error?: string;
}

const MAX_KB = IMAGE_MAX_BYTES.message / 1000;

export function useAttachedPhotos() {
  const [attached, setAttached] = useState<Attached[]>([]);
  /** Set when more were picked than fit: the note under the thumbnails. */
  const [over, setOver] = useState(false);
  const next = useRef(0);
  const change = (id: number, patch: Partial<Attached>) =>
    setAttached((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));

  async function add(files: FileList | null): Promise<void> {
    const picked = [...(files ?? [])];
    const room = MESSAGE_PHOTOS_MAX - attached.length;
    setOver(picked.length > room);
    for (const file of picked.slice(0, Math.max(0, room))) {
      const photo: Attached = { id: (next.current += 1), preview: URL.createObjectURL(file), status: 'uploading' };
      setAttached((list) => [...list, photo]);
      const source = await readAsDataUrl(file).catch(() => '');
      if (estimateBase64Kb(source) > MAX_KB) {
        change(photo.id, { status: 'error', error: 'messages.photos.too-large' });
        continue;
      }
      uploadMessagePhoto(source)
        .then((stored) => change(photo.id, { status: 'done', key: stored.key }))
        .catch((e: unknown) => {
          const key = errorKey(e);
          change(photo.id, {
            status: 'error',
            error: key?.startsWith('image.error.') || key === 'too-many-requests' ? key : 'messages.photos.failed',
          });
        });
    }
  }

  function remove(id: number): void {
    setAttached((list) => {
      const gone = list.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.id !== id);
    });
    setOver(false);
  }

  function clear(): void {
    for (const p of attached) URL.revokeObjectURL(p.preview);
    setAttached([]);
    setOver(false);
  }

  return {
    attached,
    over,
    add,
    remove,
    clear,
    uploading: attached.some((p) => p.status === 'uploading'),
    /** The keys of the photos ready to send, in the order picked. */
    keys: attached.flatMap((p) => (p.status === 'done' && p.key ? [p.key] : [])),
  };
}
