/** The image pipeline: verify the real type and size, auto-orient, strip metadata, re-encode in web widths, store. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MESSAGE_PHOTO_WIDTHS } from '../../lib/conversations/rules.ts';
import { IMAGE_MAX_BYTES, type ImageKind, type ImageVariant, type StoredImage } from '../../lib/images.ts';
import type { Db, Tx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { ImageError } from './image-error.ts';
import { ACCEPTED_TYPES, detectImageType } from './image-type.ts';
import type { FileStore } from './store.ts';

/**
 * Decoding refuses anything above this many pixels before allocating it: a few kilobytes of PNG can
 * declare gigabytes of pixels. 50 MP still admits the 48 MP photos of current phones.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Longest side accepted (the pixel limit alone would let a 1 × 50,000,000 strip through). */
export const MAX_SIDE = 16_384;
/** Shortest side accepted: smaller pictures look broken on a detail page. */
export const MIN_SIDE: Record<ImageKind, number> = { sale: 200, article: 200, avatar: 64, message: 64 };
/** Widths rendered per kind; an image is never enlarged, so small ones get fewer. */
export const TARGET_WIDTHS: Record<ImageKind, readonly number[]> = {
  sale: [320, 640, 960, 1280],
  article: [320, 640, 960, 1280],
  // Avatars are cropped square: small in lists, larger on a profile page.
  avatar: [128, 256, 512],
  // A conversation's photo: a thumbnail in the thread, the large one when tapped (WebP only is read: see below).
  message: MESSAGE_PHOTO_WIDTHS,
};

/** Kinds kept out of the public /files route: their keys live under this prefix, one segment too deep for it. */
const PRIVATE_PREFIX: Partial<Record<ImageKind, string>> = { message: 'chat' };

const WEBP = { quality: 78, effort: 4 } as const;
const JPEG = { quality: 80, progressive: true } as const;
// One big decode at a time per core: bounds memory however many uploads arrive together.
const gate = createGate(2);

export interface ImageInput {
  /** Base64, or a `data:` URL; whichever type it claims is ignored. */
  base64?: string;
  bytes?: Uint8Array;
  kind: ImageKind;
  ownerId: string | null;
}

/** What the pipeline needs of the AppContext; `db` may be a transaction. */
export interface ImageContext {
  db: Db | Tx;
  files: FileStore;
}

export async function processImage(ctx: ImageContext, input: ImageInput): Promise<StoredImage> {
  const stored = await writeRenditions(ctx.files, await encodeImage(input), PRIVATE_PREFIX[input.kind]);
  try {
    await ctx.db.insert(files).values(fileRow(stored, input.kind, input.ownerId));
  } catch (error) {
    await ctx.files.delete(stored.key).catch(() => {});
    throw error;
  }
  return stored;
}

/** The renditions of a verified image, not yet stored. */
export interface EncodedImage {
  width: number;
  height: number;
  outputs: { width: number; format: 'webp' | 'jpeg'; data: Buffer }[];
}

/** Verifies and re-encodes an upload (CPU only: no storage, no database). */
export async function encodeImage(input: Omit<ImageInput, 'ownerId'>): Promise<EncodedImage> {
  const maxBytes = IMAGE_MAX_BYTES[input.kind];
  const bytes = input.bytes ?? decodeBase64(input.base64 ?? '', maxBytes);
  if (bytes.length === 0) throw new ImageError('invalid-image');
  if (bytes.length > maxBytes) throw new ImageError('image-too-large');
  if (!ACCEPTED_TYPES.has(detectImageType(bytes))) throw new ImageError('unsupported-image-type');
  return gate(() => render(bytes, input.kind));
}

/** Writes the renditions under a new key (`prefix/<hex>` when given); nothing is left behind if one write fails. */
export async function writeRenditions(store: FileStore, image: EncodedImage, prefix?: string): Promise<StoredImage> {
  const hex = randomBytes(10).toString('hex');
  const key = prefix ? `${prefix}/${hex}` : hex;
  const variants: ImageVariant[] = [];
  try {
    for (const r of image.outputs) {
      const ext = r.format === 'jpeg' ? 'jpg' : 'webp';
      const path = `${key}/${r.width}.${ext}`;
      await store.put(path, r.data, r.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      variants.push({ width: r.width, format: r.format, path, bytes: r.data.length });
    }
  } catch (error) {
    await store.delete(key).catch(() => {});
    throw error;
  }
  return { key, width: image.width, height: image.height, variants };
}

/** The `files` row recording stored renditions. */
export function fileRow(image: StoredImage, kind: ImageKind, ownerId: string | null): typeof files.$inferInsert {
  return { key: image.key, ownerId, kind, width: image.width, height: image.height, variants: [...image.variants] };
}

/** Removes an image's renditions and its row (callers first drop the rows that point at it). */
export async function deleteImage(ctx: ImageContext, key: string): Promise<void> {
  await ctx.db.delete(files).where(eq(files.key, key));
  await ctx.files.delete(key);
}

const DATA_URL = /^data:([a-z0-9.+/-]*)((?:;[a-z0-9=.+-]*)*?);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Decodes base64 or a base64 `data:` URL, refusing oversized payloads before allocating them. */
export function decodeBase64(text: string, maxBytes: number): Uint8Array {
  let payload = text.trim();
  if (payload.startsWith('data:')) {
    const match = DATA_URL.exec(payload);
    if (!match) throw new ImageError('invalid-image');
    payload = payload.slice(match[0].length);
  }
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) throw new ImageError('image-too-large');
  if (!BASE64.test(payload)) throw new ImageError('invalid-image');
  return Buffer.from(payload, payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64');
}

async function render(bytes: Uint8Array, kind: ImageKind): Promise<EncodedImage> {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    throw decodeError(error);
  }
  // Header dimensions are checked before any pixel is decoded: this is the decompression-bomb guard.
  const { width = 0, height = 0 } = meta.autoOrient;
  if (!width || !height) throw new ImageError('invalid-image');
  if (width * height > MAX_INPUT_PIXELS || Math.max(width, height) > MAX_SIDE) throw new ImageError('image-too-large');
  if (Math.min(width, height) < MIN_SIDE[kind]) throw new ImageError('image-too-small');

  const targets = TARGET_WIDTHS[kind];
  const largest = targets.at(-1)!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decode once (auto-oriented, sRGB, 8 bits) at the largest size needed; every rendition comes from it.
    // Nothing of the input's metadata (EXIF with GPS, XMP, ICC) survives into the raw pixels.
    let pipeline = open().autoOrient();
    if (kind === 'avatar') {
      const side = Math.min(width, height, largest);
      pipeline = pipeline.resize({ width: side, height: side, fit: 'cover', position: 'attention' });
    } else {
      pipeline = pipeline.resize({ width: Math.min(width, largest) });
    }
    base = await pipeline.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error);
  }

  const { width: baseWidth, height: baseHeight, channels } = base.info;
  const raw = { raw: { width: baseWidth, height: baseHeight, channels } } as const;
  const jobs = renditionWidths(targets, baseWidth).flatMap((w) => {
    const resized = () => sharp(base.data, raw).resize({ width: w });
    const webp = resized()
      .webp(WEBP)
      .toBuffer()
      .then((data) => ({ width: w, format: 'webp' as const, data }));
    // A message photo is read by our own island alone, which every supported browser shows as WebP.
    if (kind === 'message') return [webp];
    return [
      webp,
      // JPEG has no alpha: transparent areas become white rather than black.
      resized()
        .flatten({ background: '#ffffff' })
        .jpeg(JPEG)
        .toBuffer()
        .then((data) => ({ width: w, format: 'jpeg' as const, data })),
    ];
  });
  return { width: baseWidth, height: baseHeight, outputs: await Promise.all(jobs) };
}

/** sharp checks the pixel limit against the header too: that refusal is a size problem, not a broken file. */
function decodeError(error: unknown): ImageError {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new ImageError('image-too-large', { cause: error });
  return new ImageError('invalid-image', { cause: error });
}

/** Target widths up to the image's own width, plus its own width when it is well above the last target. */
export function renditionWidths(targets: readonly number[], width: number): number[] {
  const widths = targets.filter((t) => t <= width);
  if ((widths.at(-1) ?? 0) * 1.15 < width) widths.push(width);
  return widths;
}

function createGate(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < limit) active++;
    // A finishing task hands its slot straight to the next waiter, so `active` never overshoots.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
