/** Reading a picked image file as a data: URL, and the specification's size estimate of it. */
import { estimateBase64Kb } from '../../lib/images.ts';

/** The types the server's pipeline decodes; the file picker offers only these. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL gives a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The size in KB the specification's client estimates for a base64 image, rounded up for display. */
export function estimatedKb(dataUrl: string): number {
  return Math.ceil(estimateBase64Kb(dataUrl));
}
