/**
 * Checking a picked file before it becomes a photo (issue 25, item 9): it must be one of the types the server's
 * pipeline decodes, decodable by the browser (a renamed PDF or a truncated photo is not an image) and within the
 * specification's size. A refused file never becomes a card nor counts toward the limit.
 */
import { photoSizeCheck, SALE_PHOTO_MAX_KB } from '../../../lib/validation/sale.ts';
import { IMAGE_ACCEPT, readAsDataUrl } from '../../profile/image-file.ts';

/** The types the server's pipeline decodes; anything else is refused before reading it. */
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));

const MB = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 1 });
/** A size in KB as people read it: "10 MB", "4,9 MB", at least "0,1 MB". */
export const mbText = (kb: number) => `${MB.format(Math.max(0.1, Math.round(kb / 100) / 10))} MB`;

/** Why a file was refused: a translation key and its values. */
export interface Refused {
  key: string;
  values: Record<string, string | number>;
}

/** A file taken: its preview (an object URL the caller owns), its data to upload and its size in KB. */
export interface Taken {
  preview: string;
  source: string;
  kb: number;
}

/** Whether the file is of a type the server decodes (the picker offers only these, but a drop or "all files" may not). */
export const isImageType = (file: File): boolean => IMAGE_TYPES.has(file.type);

/** Whether the browser can draw the file. */
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

/** Reads `file` as a photo of the advert, or says why it cannot be one. */
export async function takePhoto(file: File): Promise<Taken | Refused> {
  if (!isImageType(file)) return { key: 'sale-editor.photos.not-image', values: {} };
  const preview = URL.createObjectURL(file);
  const source = (await decodes(preview)) ? await readAsDataUrl(file).catch(() => '') : '';
  if (!source) {
    URL.revokeObjectURL(preview);
    return { key: 'sale-editor.photos.not-image', values: {} };
  }
  const { kb, ok } = photoSizeCheck(source);
  if (!ok) {
    URL.revokeObjectURL(preview);
    return { key: 'sale-editor.photos.too-large', values: { size: mbText(kb), max: mbText(SALE_PHOTO_MAX_KB) } };
  }
  return { preview, source, kb };
}
