/**
 * The editor's photos: added from the device (up to 10), checked before upload (a file that is not a decodable image
 * or is too large is refused with a message and never becomes a card nor counts toward the limit), reordered by drag
 * (mouse, pen or finger, through pointer events) or by the arrow buttons, removed, one made the default.
 * Sizes read in MB, in Portuguese ("10 MB", "4,9 MB"); every button is at least 44 px (issue 25, item 9).
 */
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { uploadSalePhoto } from '../../lib/api/sales.ts';
import { useTranslate } from '../../lib/translator.ts';
import { MAX_SALE_PHOTOS, photoSizeCheck, SALE_PHOTO_MAX_KB } from '../../lib/validation/sale.ts';
import { useFieldId } from '../ui/error-summary.tsx';
import { readAsDataUrl } from '../profile/image-file.ts';

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

interface Props {
  photos: Photo[];
  onChange: (update: (photos: Photo[]) => Photo[]) => void;
  /** A rule error of the whole list (translation key). */
  error?: string | undefined;
}

let counter = 0;
const nextId = () => `photo-${Date.now()}-${++counter}`;

/** The types the server's pipeline decodes; anything else is refused before reading it. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

const MB = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });
/** A size in KB as people read it: "10 MB", "4,9 MB", at least "0,1 MB". */
export const mbText = (kb: number) => `${MB.format(Math.max(0.1, Math.round(kb / 100) / 10))} MB`;

/** Whether the browser can draw the file: a renamed PDF or a truncated photo is not an image. */
async function decodes(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image.naturalWidth > 0;
  } catch {
    return false;
  }
}

/** A file refused before it became a photo: its name and why (translation key and values). */
interface Refusal {
  id: string;
  name: string;
  key: string;
  values: Record<string, string | number>;
}

/** The tap target of every button here: at least 44 px both ways. */
const small = 'btn btn-outline min-h-11 min-w-11 px-3 py-1 text-sm';

export function PhotoManager({ photos, onChange, error }: Props) {
  const t = useTranslate();
  // The file input is what the editor's error summary links to (its label is the visible button).
  const inputId = useFieldId('images');
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  // Photos that failed to upload stay on screen to be removed, but never take a place among the ten.
  const counted = photos.filter((p) => p.status !== 'error').length;
  const room = MAX_SALE_PHOTOS - counted;

  async function add(chosen: HTMLInputElement) {
    const files = [...(chosen.files ?? [])];
    chosen.value = '';
    const refused: Refusal[] = [];
    const refuse = (file: File, key: string, values: Refusal['values'] = {}) =>
      refused.push({ id: nextId(), name: file.name, key, values });
    let left = room;
    for (const file of files) {
      if (!IMAGE_TYPES.has(file.type)) {
        refuse(file, 'sale-editor.photos.not-image');
        continue;
      }
      if (left <= 0) {
        refuse(file, 'sale-editor.photos.max', { photos: MAX_SALE_PHOTOS });
        continue;
      }
      const preview = URL.createObjectURL(file);
      const source = (await decodes(preview)) ? await readAsDataUrl(file).catch(() => '') : '';
      if (!source) {
        URL.revokeObjectURL(preview);
        refuse(file, 'sale-editor.photos.not-image');
        continue;
      }
      const { kb, ok } = photoSizeCheck(source);
      if (!ok) {
        URL.revokeObjectURL(preview);
        refuse(file, 'sale-editor.photos.too-large', { size: mbText(kb), max: mbText(SALE_PHOTO_MAX_KB) });
        continue;
      }
      left -= 1;
      const photo: Photo = { id: nextId(), preview, kb, name: file.name, status: 'uploading' };
      // On the list before its upload starts: an upload that ends while later files are still being read must
      // find its photo there (batching the additions after the loop left such a photo "A enviar…" for ever).
      onChange((list) => [...list, photo]);
      void upload(photo.id, source);
    }
    setRefusals(refused);
  }

  // Photos chosen before the island hydrated sit in the input with nobody told (their change event came before
  // React's listener): taken in once, right after hydration, as if chosen then (decision 170).
  useEffect(() => {
    if (input.current?.files?.length) void add(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input and add of the first render
  }, []);

  async function upload(id: string, source: string) {
    try {
      const stored = await uploadSalePhoto(source);
      onChange((list) => list.map((p) => (p.id === id ? { ...p, key: stored.uid, status: 'done' } : p)));
    } catch (e) {
      const key = errorKey(e);
      onChange((list) =>
        list.map((p) =>
          p.id === id
            ? {
                ...p,
                status: 'error',
                error: key?.startsWith('image.error.') ? key : 'sale-editor.photos.upload-failed',
              }
            : p,
        ),
      );
    }
  }

  const move = (index: number, to: number) =>
    onChange((list) => {
      const next = [...list];
      const [photo] = next.splice(index, 1);
      if (photo) next.splice(Math.max(0, Math.min(next.length, to)), 0, photo);
      return next;
    });
  const remove = (id: string) => onChange((list) => list.filter((p) => p.id !== id));
  const good = photos.filter((p) => p.status !== 'error');

  // Drag to reorder: the card's handle captures the pointer; the photo moves to the place of the card under it.
  const [dragging, setDragging] = useState<string | null>(null);
  function dragStart(event: ReactPointerEvent<HTMLElement>, id: string) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(id);
  }
  function dragMove(event: ReactPointerEvent<HTMLElement>) {
    if (!dragging) return;
    const over = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((element) => element.closest<HTMLElement>('[data-photo-id]'))
      .find((card) => card && card.dataset['photoId'] !== dragging);
    const target = over?.dataset['photoId'];
    if (!target) return;
    onChange((list) => {
      const from = list.findIndex((p) => p.id === dragging);
      const to = list.findIndex((p) => p.id === target);
      if (from < 0 || to < 0 || list[to]?.status === 'error') return list;
      const next = [...list];
      const [photo] = next.splice(from, 1);
      if (photo) next.splice(to, 0, photo);
      return next;
    });
  }
  const dragEnd = () => setDragging(null);

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
        {photos.map((photo) => {
          const index = good.indexOf(photo);
          return (
            <li
              key={photo.id}
              className={`card flex flex-col overflow-hidden ${dragging === photo.id ? 'opacity-70 ring-4 ring-brand-700' : ''}`}
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
                {photo.status !== 'error' && good.length > 1 && (
                  // A pointer handle (mouse, pen, finger); keyboards use the arrow buttons below.
                  <span
                    aria-hidden="true"
                    title={t('sale-editor.photos.drag')}
                    className="absolute top-2 right-2 flex size-11 cursor-grab touch-none items-center justify-center rounded-full bg-white/95 text-ink shadow-sm select-none active:cursor-grabbing"
                    onPointerDown={(e) => dragStart(e, photo.id)}
                    onPointerMove={dragMove}
                    onPointerUp={dragEnd}
                    onPointerCancel={dragEnd}
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
                {photo.kb > 0 && (
                  <p className="text-ink-muted">{t('sale-editor.photos.size', { size: mbText(photo.kb) })}</p>
                )}
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
                  {photo.status !== 'error' && index > 0 && (
                    <>
                      <button type="button" className={small} onClick={() => move(photos.indexOf(photo), 0)}>
                        {t('sale-editor.photos.make-default')}
                      </button>
                      <button
                        type="button"
                        className={small}
                        aria-label={t('sale-editor.photos.move-left', { name: photo.name })}
                        onClick={() => move(photos.indexOf(photo), photos.indexOf(good[index - 1]!))}
                      >
                        ←
                      </button>
                    </>
                  )}
                  {photo.status !== 'error' && index >= 0 && index < good.length - 1 && (
                    <button
                      type="button"
                      className={small}
                      aria-label={t('sale-editor.photos.move-right', { name: photo.name })}
                      onClick={() => move(photos.indexOf(photo), photos.indexOf(good[index + 1]!))}
                    >
                      →
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn min-h-11 min-w-11 px-3 py-1 text-sm text-error hover:bg-red-50"
                    aria-label={t('sale-editor.photos.remove', { name: photo.name })}
                    onClick={() => remove(photo.id)}
                  >
                    {t('sale-editor.photos.remove-short')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
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
            accept="image/jpeg,image/png,image/webp,image/avif"
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
