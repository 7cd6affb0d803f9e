/** Image limits and URL/srcset helpers shared by the server pipeline, pages and islands (no server imports). */

/** `message`: a photo in a conversation (issue 40), kept under `chat/` where the public /files route never looks. */
export type ImageKind = 'sale' | 'avatar' | 'article' | 'message';
export type ImageFormat = 'webp' | 'jpeg';

/** One stored rendition of an image (the shape of `files.variants`). */
export interface ImageVariant {
  width: number;
  format: ImageFormat | (string & {});
  /** Key in the file store, also the public path under /files/. */
  path: string;
  bytes: number;
}

/** What pages need of a `files` row. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  variants: readonly ImageVariant[];
}

/** The specification's avatar limit (4980, in KB of 1000 bytes like its base64 estimate). */
export const AVATAR_MAX_KB = 4980;

/** Largest decoded upload accepted per kind, in bytes. */
export const IMAGE_MAX_BYTES: Record<ImageKind, number> = {
  avatar: AVATAR_MAX_KB * 1000,
  // A 48-megapixel phone photo saved as JPEG stays under 10 MB.
  sale: 10_000_000,
  article: 10_000_000,
  message: 10_000_000,
};

/** Size in KB the specification's client estimates from a base64 string (0.5625 per 4/3 of its length). */
export function estimateBase64Kb(base64: string): number {
  const payload = base64.slice(base64.indexOf(',') + 1);
  return (payload.length * 0.5625 * (4 / 3)) / 1000;
}

export const FILES_PREFIX = '/files';

/**
 * Public URL of a stored image. Without a width it names the 640 px WebP: the files route answers
 * any width with the nearest rendition the image has, so the URL is valid for small images too.
 */
export function fileUrl(key: string, width = 640, format: ImageFormat = 'webp'): string {
  return `${FILES_PREFIX}/${key}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
}

/** URL of one stored variant. */
export function variantUrl(variant: ImageVariant): string {
  return `${FILES_PREFIX}/${variant.path}`;
}

export interface ImageSources {
  /** The fallback `<img src>`: the JPEG closest to 640 px. */
  src: string;
  /** JPEG candidates for `<img srcset>`. */
  srcset: string;
  /** WebP candidates for `<source type="image/webp" srcset>`. */
  webpSrcset: string;
  sizes: string;
  /** Intrinsic size for `width`/`height` attributes (no layout shift). */
  width: number;
  height: number;
}

/** Everything a `<picture>` needs for a stored image; `sizes` describes the rendered width. */
export function imageSources(image: StoredImage, sizes = '100vw'): ImageSources {
  const byFormat = (format: string) =>
    image.variants.filter((v) => v.format === format).toSorted((a, b) => a.width - b.width);
  const jpeg = byFormat('jpeg');
  const webp = byFormat('webp');
  const srcsetOf = (list: ImageVariant[]) => list.map((v) => `${variantUrl(v)} ${v.width}w`).join(', ');
  const fallback = nearest(jpeg.length ? jpeg : webp, 640);
  return {
    src: fallback ? variantUrl(fallback) : fileUrl(image.key),
    srcset: srcsetOf(jpeg),
    webpSrcset: srcsetOf(webp),
    sizes,
    width: image.width,
    height: image.height,
  };
}

/** The largest variant not wider than `width`, else the smallest one. */
export function nearest<T extends { width: number }>(sortedByWidth: readonly T[], width: number): T | undefined {
  let best: T | undefined;
  for (const v of sortedByWidth) if (v.width <= width) best = v;
  return best ?? sortedByWidth[0];
}
