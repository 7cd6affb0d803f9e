/** The thumbnails of the photos attached to the message being written, each with the button that takes it off. */
import { useTranslate } from '../../lib/translator.ts';
import type { Attached } from './use-attached-photos.ts';

export function AttachedPhotos({
  attached,
  over,
  remove,
}: {
  attached: Attached[];
  over: boolean;
  remove: (id: number) => void;
}) {
  const t = useTranslate();
  if (attached.length === 0 && !over) return null;
  return (
    <div data-attached-photos>
      <ul className="flex flex-wrap gap-2" aria-label={t('messages.photos.attached')}>
        {attached.map((photo, i) => (
          <li key={photo.id} className="relative w-20" data-attached-photo={photo.status}>
            <img src={photo.preview} alt="" className="size-20 rounded-lg object-cover" />
            {photo.status === 'uploading' && (
              <span className="absolute inset-x-0 top-0 rounded-t-lg bg-white/85 px-1 text-xs">
                {t('messages.photos.uploading')}
              </span>
            )}
            <button
              type="button"
              className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border-2 border-line bg-white font-bold"
              aria-label={t('messages.photos.remove', { n: i + 1 })}
              onClick={() => remove(photo.id)}
            >
              ×
            </button>
            {photo.error && (
              <p role="alert" className="mt-1 text-xs font-semibold text-error">
                {t(photo.error)}
              </p>
            )}
          </li>
        ))}
      </ul>
      {over && (
        <p role="status" className="mt-1 text-sm font-semibold text-error">
          {t('messages.photos.max')}
        </p>
      )}
    </div>
  );
}
