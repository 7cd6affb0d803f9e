/**
 * The editor's photos: added from the device (up to 10), checked before upload (a file that is not a decodable image
 * or is too large is refused with a message and never becomes a card nor counts toward the limit), reordered by drag
 * (mouse, pen or finger, through pointer events) or by the arrow buttons, removed, one made the default.
 * Sizes read in MB, in Portuguese ("10 MB", "4,9 MB"); every button is at least 44 px (issue 25, item 9).
 * The list lives in the editor's values; this folder's photo-list.ts holds the changes made to it.
 */
import { useEffect, useRef, useState } from 'react';
import { errorKey } from '../../../lib/api/client.ts';
import { uploadSalePhoto } from '../../../lib/api/sales.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { MAX_SALE_PHOTOS, SALE_PHOTO_MAX_KB } from '../../../lib/validation/sale.ts';
import { IMAGE_ACCEPT } from '../../profile/image-file.ts';
import { useFieldId } from '../../ui/error-summary.tsx';
import { PhotoCard } from './PhotoCard.tsx';
import { isImageType, mbText, takePhoto, type Refused } from './photo-files.ts';
import { counted, failed, removed, stepped, uploaded, type Photo, type PhotoUpdate } from './photo-list.ts';
import { usePhotoDrag } from './use-photo-drag.ts';

interface Props {
  photos: Photo[];
  onChange: (update: PhotoUpdate) => void;
  /** A rule error of the whole list (translation key). */
  error?: string | undefined;
}

let counter = 0;
const nextId = () => `photo-${Date.now()}-${++counter}`;

/** A file refused before it became a photo: its name and why. */
type Refusal = Refused & { id: string; name: string };

export function PhotoManager({ photos, onChange, error }: Props) {
  const t = useTranslate();
  // The file input is what the editor's error summary links to (its label is the visible button).
  const inputId = useFieldId('images');
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const drag = usePhotoDrag(onChange);
  const good = counted(photos);
  const room = MAX_SALE_PHOTOS - good.length;

  async function add(chosen: HTMLInputElement) {
    const files = [...(chosen.files ?? [])];
    chosen.value = '';
    const refused: Refusal[] = [];
    let left = room;
    for (const file of files) {
      const taken =
        left <= 0 && isImageType(file)
          ? { key: 'sale-editor.photos.max', values: { photos: MAX_SALE_PHOTOS } }
          : await takePhoto(file);
      if ('key' in taken) {
        refused.push({ id: nextId(), name: file.name, ...taken });
        continue;
      }
      left -= 1;
      const photo: Photo = { id: nextId(), preview: taken.preview, kb: taken.kb, name: file.name, status: 'uploading' };
      // On the list before its upload starts: an upload that ends while later files are still being read must
      // find its photo there (batching the additions after the loop left such a photo "A enviar…" for ever).
      onChange((list) => [...list, photo]);
      uploadSalePhoto(taken.source).then(
        (stored) => onChange(uploaded(photo.id, stored.uid)),
        (e: unknown) => onChange(failed(photo.id, errorKey(e))),
      );
    }
    setRefusals(refused);
  }

  // Photos chosen before the island hydrated sit in the input with nobody told (their change event came before
  // React's listener): taken in once, right after hydration, as if chosen then (decision 170).
  useEffect(() => {
    if (input.current?.files?.length) void add(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input and add of the first render
  }, []);

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}>
      <legend className="mb-1 text-lg font-bold">{t('sale-editor.photos.legend')}</legend>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {t('sale-editor.photos.hint', { max: MAX_SALE_PHOTOS, size: mbText(SALE_PHOTO_MAX_KB) })}
      </p>
      {refusals.length > 0 && (
        <div role="alert" className="rounded-lg border-2 border-error bg-red-50 p-3" data-photo-refused>
          <ul className="flex flex-col gap-1">
            {refusals.map((refusal) => (
              <li key={refusal.id} className="text-sm font-semibold text-error [overflow-wrap:anywhere]">
                {t(refusal.key, { name: refusal.name, ...refusal.values })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-error">
          {t(error, { max: MAX_SALE_PHOTOS })}
        </p>
      )}
      <ol
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t('sale-editor.photos.list')}
        data-photo-list
      >
        {photos.map((photo) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            index={good.indexOf(photo)}
            count={good.length}
            drag={drag}
            onMove={(to) => onChange(stepped(photo.id, to))}
            onRemove={() => onChange(removed(photo.id))}
          />
        ))}
      </ol>
      {room > 0 && (
        <div>
          <label
            htmlFor={inputId}
            className="btn btn-outline cursor-pointer focus-within:outline-3 focus-within:outline-brand-700"
          >
            {t('sale-editor.photos.add', { left: room })}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            className="sr-only"
            onChange={(e) => void add(e.target)}
            data-photo-input
          />
        </div>
      )}
    </fieldset>
  );
}
