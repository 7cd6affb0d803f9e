/** One photo of the sale editor: its preview, name, size and state, and the buttons that place or remove it. */
import { useTranslate } from '../../../lib/translator.ts';
import { MAX_SALE_PHOTOS, SALE_PHOTO_MAX_KB } from '../../../lib/validation/sale.ts';
import { mbText } from './photo-files.ts';
import type { Photo } from './photo-list.ts';
import type { PhotoDrag } from './use-photo-drag.ts';

interface Props {
  photo: Photo;
  /** Its place among the photos that count (-1 for a failed one); 0 is the default photo. */
  index: number;
  /** How many photos count. */
  count: number;
  drag: PhotoDrag;
  /** Moves it to the front, or past the counted photo before (-1) or after (1) it. */
  onMove: (to: 'first' | -1 | 1) => void;
  onRemove: () => void;
}

/** The tap target of every button here: at least 44 px both ways. */
const small = 'btn btn-outline min-h-11 min-w-11 px-3 py-1 text-sm';

export function PhotoCard({ photo, index, count, drag, onMove, onRemove }: Props) {
  const t = useTranslate();
  const counts = photo.status !== 'error';
  return (
    <li
      className={`card flex flex-col overflow-hidden ${drag.dragging === photo.id ? 'opacity-70 ring-4 ring-brand-700' : ''}`}
      data-photo-status={photo.status}
      data-photo-id={photo.id}
    >
      <div className="relative aspect-[4/3] bg-sand">
        {photo.preview && (
          <img
            src={photo.preview}
            alt={t('sale-editor.photos.preview', { name: photo.name })}
            className="size-full object-cover"
          />
        )}
        {index === 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">
            {t('sale-editor.photos.default')}
          </span>
        )}
        {counts && count > 1 && (
          // A pointer handle (mouse, pen, finger); keyboards use the arrow buttons below.
          <span
            aria-hidden="true"
            title={t('sale-editor.photos.drag')}
            className="absolute top-2 right-2 flex size-11 cursor-grab touch-none items-center justify-center rounded-full bg-white/95 text-ink shadow-sm select-none active:cursor-grabbing"
            {...drag.handle(photo.id)}
            data-photo-drag
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
              <circle cx="9" cy="6" r="1.6" />
              <circle cx="15" cy="6" r="1.6" />
              <circle cx="9" cy="12" r="1.6" />
              <circle cx="15" cy="12" r="1.6" />
              <circle cx="9" cy="18" r="1.6" />
              <circle cx="15" cy="18" r="1.6" />
            </svg>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-semibold" title={photo.name}>
          {photo.name}
        </p>
        {photo.kb > 0 && <p className="text-ink-muted">{t('sale-editor.photos.size', { size: mbText(photo.kb) })}</p>}
        {photo.status === 'uploading' && (
          <p role="status" className="font-semibold text-info">
            {t('sale-editor.photos.uploading')}
          </p>
        )}
        {photo.status === 'error' && (
          <p role="alert" className="font-semibold text-error">
            {t(photo.error ?? 'sale-editor.photos.upload-failed', {
              size: mbText(photo.kb),
              max: mbText(SALE_PHOTO_MAX_KB),
              photos: MAX_SALE_PHOTOS,
            })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-1">
          {counts && index > 0 && (
            <>
              <button type="button" className={small} onClick={() => onMove('first')}>
                {t('sale-editor.photos.make-default')}
              </button>
              <button
                type="button"
                className={small}
                aria-label={t('sale-editor.photos.move-left', { name: photo.name })}
                onClick={() => onMove(-1)}
              >
                ←
              </button>
            </>
          )}
          {counts && index < count - 1 && (
            <button
              type="button"
              className={small}
              aria-label={t('sale-editor.photos.move-right', { name: photo.name })}
              onClick={() => onMove(1)}
            >
              →
            </button>
          )}
          <button
            type="button"
            className="btn min-h-11 min-w-11 px-3 py-1 text-sm text-error hover:bg-red-50"
            aria-label={t('sale-editor.photos.remove', { name: photo.name })}
            onClick={onRemove}
          >
            {t('sale-editor.photos.remove-short')}
          </button>
        </div>
      </div>
    </li>
  );
}
