/**
 * One animal's own photos in the litter editor (issue 39): up to ANIMAL_PHOTOS_MAX, each checked as the advert's
 * photos are (a file that is not a decodable image or is too large is refused, saying why, before any upload),
 * uploaded as soon as it is picked through the advert photos' pipeline, shown small, and taken off with "Retirar".
 */
import { useId, useRef, useState } from 'react';
import { uploadSalePhoto } from '../../../lib/api/sales.ts';
import { fileUrl } from '../../../lib/images.ts';
import { ANIMAL_PHOTOS_MAX } from '../../../lib/sales/litter.ts';
import { useTranslate } from '../../../lib/translator.ts';
import { IMAGE_ACCEPT } from '../../profile/image-file.ts';
import { takePhoto, type Refused } from '../photos/photo-files.ts';

interface Props {
  photos: string[];
  label: string;
  onChange: (photos: string[]) => void;
}

export function AnimalPhotos({ photos, label, onChange }: Props) {
  const t = useTranslate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'failed' | (Refused & { name: string })>('idle');

  async function add(file: File | undefined) {
    if (!file) return;
    setState('uploading');
    try {
      const taken = await takePhoto(file);
      if ('key' in taken) return setState({ ...taken, name: file.name });
      // Shown from the stored file once uploaded, like the photos saved before.
      URL.revokeObjectURL(taken.preview);
      const stored = await uploadSalePhoto(taken.source);
      onChange([...photos, stored.uid]);
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col gap-2" data-animal-photos>
      <p id={`${id}-label`} className="font-semibold">
        {t('litter.editor.photos')}
      </p>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
          {photos.map((key, i) => (
            <li key={key} className="flex flex-col items-start gap-1">
              <img
                src={fileUrl(key, 320)}
                alt={t('litter.animal.photo', { label: label || String(i + 1) })}
                width={96}
                height={72}
                className="h-18 w-24 rounded object-cover"
              />
              <button
                type="button"
                className="inline-flex min-h-11 items-center text-sm underline"
                onClick={() => onChange(photos.filter((k) => k !== key))}
              >
                {t('litter.editor.photo-remove', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < ANIMAL_PHOTOS_MAX && (
        <label className="btn btn-outline self-start">
          {t('litter.editor.photo-add')}
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={state === 'uploading'}
            onChange={(e) => void add(e.target.files?.[0])}
            data-animal-photo-input
          />
        </label>
      )}
      <p role="status" className="text-sm">
        {state === 'uploading' && t('litter.editor.photo-uploading')}
        {state === 'failed' && <span className="text-error">{t('litter.editor.photo-failed')}</span>}
        {typeof state === 'object' && (
          <span className="text-error [overflow-wrap:anywhere]">
            {t(state.key, { name: state.name, ...state.values })}
          </span>
        )}
      </p>
    </div>
  );
}
