/** The editor's photos: added from the device (up to 10), checked with the specification's size estimate before upload, reordered, removed, one made the default. */
import { useId, useRef, type ChangeEvent } from 'react';
import { errorKey } from '../../lib/api/client.ts';
import { uploadSalePhoto } from '../../lib/api/sales.ts';
import { useTranslate } from '../../lib/translator.ts';
import { MAX_SALE_PHOTOS, photoSizeCheck, SALE_PHOTO_MAX_KB } from '../../lib/validation/sale.ts';

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

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const kbText = (kb: number) => Math.round(kb).toLocaleString('pt-PT');

export function PhotoManager({ photos, onChange, error }: Props) {
  const t = useTranslate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_SALE_PHOTOS - photos.length;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const accepted = files.slice(0, Math.max(0, room));
    const refused = files.slice(accepted.length);
    const added: Photo[] = [];
    for (const file of accepted) {
      const source = await readAsDataUrl(file).catch(() => '');
      const { kb, ok } = photoSizeCheck(source);
      const photo: Photo = { id: nextId(), preview: URL.createObjectURL(file), kb, name: file.name, status: ok ? 'uploading' : 'error' };
      if (!source) photo.error = 'image.error.invalid-image';
      else if (!ok) photo.error = 'sale-editor.photos.too-large';
      if (photo.error) photo.status = 'error';
      added.push(photo);
      if (photo.status === 'uploading') void upload(photo.id, source);
    }
    for (const file of refused) added.push({ id: nextId(), preview: '', kb: 0, name: file.name, status: 'error', error: 'sale-editor.photos.max' });
    onChange((list) => [...list, ...added]);
  }

  async function upload(id: string, source: string) {
    try {
      const stored = await uploadSalePhoto(source);
      onChange((list) => list.map((p) => (p.id === id ? { ...p, key: stored.uid, status: 'done' } : p)));
    } catch (e) {
      const key = errorKey(e);
      onChange((list) => list.map((p) => (p.id === id ? { ...p, status: 'error', error: key?.startsWith('image.error.') ? key : 'sale-editor.photos.upload-failed' } : p)));
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

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}>
      <legend className="mb-1 text-lg font-bold">{t('sale-editor.photos.legend')}</legend>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {t('sale-editor.photos.hint', { max: MAX_SALE_PHOTOS, kb: kbText(SALE_PHOTO_MAX_KB) })}
      </p>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-error">
          {t(error, { max: MAX_SALE_PHOTOS })}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('sale-editor.photos.list')} data-photo-list>
        {photos.map((photo) => {
          const index = good.indexOf(photo);
          return (
            <li key={photo.id} className="card flex flex-col overflow-hidden" data-photo-status={photo.status}>
              <div className="relative aspect-[4/3] bg-sand">
                {photo.preview && <img src={photo.preview} alt={t('sale-editor.photos.preview', { name: photo.name })} className="size-full object-cover" />}
                {index === 0 && <span className="absolute top-2 left-2 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">{t('sale-editor.photos.default')}</span>}
              </div>
              <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
                <p className="truncate font-semibold" title={photo.name}>
                  {photo.name}
                </p>
                {photo.kb > 0 && <p className="text-ink-muted">{t('sale-editor.photos.size', { kb: kbText(photo.kb) })}</p>}
                {photo.status === 'uploading' && (
                  <p role="status" className="font-semibold text-info">
                    {t('sale-editor.photos.uploading')}
                  </p>
                )}
                {photo.status === 'error' && (
                  <p role="alert" className="font-semibold text-error">
                    {t(photo.error ?? 'sale-editor.photos.upload-failed', { kb: kbText(photo.kb), max: kbText(SALE_PHOTO_MAX_KB), photos: MAX_SALE_PHOTOS })}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap gap-1">
                  {photo.status !== 'error' && index > 0 && (
                    <>
                      <button type="button" className="btn btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => move(photos.indexOf(photo), 0)}>
                        {t('sale-editor.photos.make-default')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline min-h-9 px-3 py-1 text-sm"
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
                      className="btn btn-outline min-h-9 px-3 py-1 text-sm"
                      aria-label={t('sale-editor.photos.move-right', { name: photo.name })}
                      onClick={() => move(photos.indexOf(photo), photos.indexOf(good[index + 1]!))}
                    >
                      →
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn min-h-9 px-3 py-1 text-sm text-error hover:bg-red-50"
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
          <label htmlFor={inputId} className="btn btn-outline cursor-pointer focus-within:outline-3 focus-within:outline-brand-700">
            {t('sale-editor.photos.add', { left: room })}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            onChange={(e) => void add(e)}
            data-photo-input
          />
        </div>
      )}
    </fieldset>
  );
}
