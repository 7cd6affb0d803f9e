/**
 * The photos of a message (issue 40): they have no public address, so each is read with the person's token into an
 * object URL; a tap opens the large one in a dialog that closes with Esc, its button or a tap outside it.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchMessagePhoto, type MessagePhoto } from '../../lib/api/conversations.ts';
import { MESSAGE_PHOTO_WIDTHS } from '../../lib/conversations/rules.ts';
import { useTranslate } from '../../lib/translator.ts';

const [SMALL, LARGE] = MESSAGE_PHOTO_WIDTHS;

/** An object URL of one rendition while the component shows it; null until read (or when it cannot be). */
function usePhoto(conversationUid: string, key: string, width: typeof SMALL | typeof LARGE, wanted = true) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let made: string | null = null;
    fetchMessagePhoto(conversationUid, key, width)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [conversationUid, key, width, wanted]);
  return { url, failed };
}

export function MessagePhotos({
  conversationUid,
  photos,
  author,
}: {
  conversationUid: string;
  photos: MessagePhoto[];
  /** Who sent them, for their text alternative. */
  author: string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={`mt-1 grid gap-1 ${photos.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`} data-message-photos>
      {photos.map((photo, i) => (
        <li key={photo.key}>
          <Photo conversationUid={conversationUid} photo={photo} n={i + 1} author={author} />
        </li>
      ))}
    </ul>
  );
}

function Photo({
  conversationUid,
  photo,
  n,
  author,
}: {
  conversationUid: string;
  photo: MessagePhoto;
  n: number;
  author: string;
}) {
  const t = useTranslate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const small = usePhoto(conversationUid, photo.key, SMALL);
  const large = usePhoto(conversationUid, photo.key, LARGE, open);
  const alt = t('messages.photos.alt', { n, name: author });
  // The box keeps the photo's shape before it arrives: the thread does not jump as photos load.
  const shape = { aspectRatio: `${photo.width} / ${photo.height}` };

  if (small.failed) {
    return (
      <p className="rounded-lg bg-white/60 p-2 text-sm text-ink-muted" style={shape}>
        {t('messages.photos.unavailable')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="block w-full overflow-hidden rounded-lg bg-brand-50"
        style={shape}
        aria-label={t('messages.photos.open', { n })}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        data-message-photo={photo.key}
      >
        {small.url && <img src={small.url} alt={alt} className="size-full object-cover" />}
      </button>
      <dialog
        ref={dialog}
        className="m-auto max-h-[90vh] max-w-[95vw] rounded-lg bg-ink p-0 backdrop:bg-black/80"
        aria-label={alt}
        onClose={() => setOpen(false)}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
        data-photo-dialog
      >
        <form method="dialog" className="flex flex-col items-end gap-2 p-2">
          <button type="submit" className="btn btn-outline min-h-11 bg-white px-4" autoFocus>
            {t('messages.photos.close')}
          </button>
          {open && (large.url ?? small.url) && (
            <img
              src={large.url ?? small.url ?? undefined}
              alt={alt}
              width={photo.width}
              height={photo.height}
              className="h-auto max-h-[80vh] w-auto max-w-full object-contain"
            />
          )}
        </form>
      </dialog>
    </>
  );
}
