// The image pipeline and the files route, with real sharp on images made in the test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '../../src/server/db/schema.ts';
import { createDiskStore } from '../../src/server/files/disk-store.ts';
import { ImageError } from '../../src/server/files/image-error.ts';
import { createMemoryStore } from '../../src/server/files/memory-store.ts';
import { processImage, type ImageInput } from '../../src/server/files/process-image.ts';
import { createFilesRoute } from '../../src/server/http/files-route.ts';
import { t } from '../../src/i18n/index.ts';
import { fileUrl, imageSources } from '../../src/lib/images.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const images = { db: ctx.db, files: createMemoryStore() };
const route = createFilesRoute(async () => images);

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusal(input: ImageInput): Promise<ImageError> {
  const error = await processImage(images, input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageError);
  return error as ImageError;
}

async function fetchVariant(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return route.request(url.replace(/^\/files/, ''), { headers });
}

describe('processImage', () => {
  it('stores a JPEG with an EXIF orientation upright, without EXIF (GPS included)', async () => {
    // 400×200 stored sideways: left half red, right half blue, orientation 6 (display rotated 90° clockwise).
    const left = await solid(200, 200, '#ff0000').png().toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 43/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const image = await processImage(images, { bytes: jpeg, kind: 'sale', ownerId: null });
    expect([image.width, image.height]).toEqual([200, 400]);
    for (const variant of image.variants) {
      const stored = await images.files.get(variant.path);
      const meta = await sharp(stored!.bytes).metadata();
      expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([200, 400, undefined, undefined]);
      // Upright: the left of the sensor image is now the top.
      const { data } = await sharp(stored!.bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
      expect(pixel(100, 50)[0]).toBeGreaterThan(200);
      expect(pixel(100, 350)[2]).toBeGreaterThan(200);
    }
  });

  it('re-encodes a PNG into every listed width as WebP and JPEG, never enlarging', async () => {
    const png = await solid(1500, 1000, '#7fb77e').png().toBuffer();
    const image = await processImage(images, {
      base64: `data:image/png;base64,${png.toString('base64')}`,
      kind: 'sale',
      ownerId: null,
    });
    expect([image.width, image.height]).toEqual([1280, 853]);
    const listed = image.variants.map((v) => `${v.width}.${v.format}`).toSorted();
    expect(listed).toEqual(['320', '640', '960', '1280'].flatMap((w) => [`${w}.jpeg`, `${w}.webp`]).toSorted());
    for (const variant of image.variants) {
      const stored = await images.files.get(variant.path);
      const meta = await sharp(stored!.bytes).metadata();
      expect(meta.format).toBe(variant.format);
      expect(meta.width).toBe(variant.width);
      expect(stored!.bytes.length).toBe(variant.bytes);
    }
    const [row] = await ctx.db.select().from(files).where(eq(files.key, image.key));
    expect(row).toMatchObject({ kind: 'sale', width: 1280, height: 853, variants: image.variants });

    const small = await processImage(images, {
      bytes: await solid(500, 300, '#000').webp().toBuffer(),
      kind: 'article',
      ownerId: null,
    });
    expect([...new Set(small.variants.map((v) => v.width))]).toEqual([320, 500]);
  });

  it('crops avatars square', async () => {
    const avatar = await processImage(images, {
      bytes: await solid(900, 600, '#abc').jpeg().toBuffer(),
      kind: 'avatar',
      ownerId: null,
    });
    expect([avatar.width, avatar.height]).toEqual([512, 512]);
    expect([...new Set(avatar.variants.map((v) => v.width))]).toEqual([128, 256, 512]);
  });

  it('refuses a lying content type, SVG and HEIC whatever they claim', async () => {
    const text = Buffer.from('this is certainly not a picture of a puppy').toString('base64');
    expect((await refusal({ base64: `data:image/png;base64,${text}`, kind: 'sale', ownerId: null })).code).toBe(
      'unsupported-image-type',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    expect(
      (await refusal({ base64: `data:image/jpeg;base64,${svg.toString('base64')}`, kind: 'sale', ownerId: null })).code,
    ).toBe('unsupported-image-type');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    expect((await refusal({ bytes: heic, kind: 'sale', ownerId: null })).code).toBe('unsupported-image-type');
    expect((await refusal({ base64: 'not base64 at all!', kind: 'sale', ownerId: null })).code).toBe('invalid-image');
    // A real JPEG header followed by garbage.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const error = await refusal({ bytes: broken, kind: 'sale', ownerId: null });
    expect([error.code, error.status, error.message]).toEqual(['invalid-image', 400, 'image.error.invalid-image']);
  });

  it('carries translation keys the client can show', () => {
    for (const code of ['invalid-image', 'image-too-large', 'image-too-small', 'unsupported-image-type'] as const) {
      const key = new ImageError(code).message;
      expect(t(key)).not.toBe(key);
    }
  });

  it('refuses an avatar above 4980 KB and a picture too small to show', async () => {
    // Noise does not compress: a 1500×1200 RGB PNG of it is about 5.4 MB.
    const noise = Buffer.alloc(1500 * 1200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(4_980_000);
    const error = await refusal({ base64: big.toString('base64'), kind: 'avatar', ownerId: null });
    expect([error.code, error.status]).toEqual(['image-too-large', 413]);
    expect((await refusal({ bytes: big, kind: 'avatar', ownerId: null })).code).toBe('image-too-large');
    // The same bytes are within the limit of a sale photo.
    await expect(processImage(images, { bytes: big, kind: 'sale', ownerId: null })).resolves.toMatchObject({
      width: 1280,
    });

    const tiny = await solid(120, 90, '#fff').png().toBuffer();
    expect((await refusal({ bytes: tiny, kind: 'sale', ownerId: null })).code).toBe('image-too-small');
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const error = await refusal({ base64: bomb.toString('base64'), kind: 'sale', ownerId: null });
    expect(error.code).toBe('image-too-large');
    // Decoding 400 megapixels would take at least 400 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(150_000_000);
  });
});

describe('GET /files/{key}/{variant}', () => {
  it('serves the stored bytes with immutable caching, an ETag and 304 on revalidation', async () => {
    const image = await processImage(images, {
      bytes: await solid(800, 600, '#f6c').jpeg().toBuffer(),
      kind: 'sale',
      ownerId: null,
    });
    const webp = image.variants.find((v) => v.format === 'webp' && v.width === 640)!;
    const res = await fetchVariant(`/files/${webp.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body).toEqual(new Uint8Array((await images.files.get(webp.path))!.bytes));
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchVariant(`/files/${webp.path}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);

    const jpg = await fetchVariant(`/files/${image.key}/320.jpg`);
    expect([jpg.status, jpg.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('answers a width the image lacks with the nearest rendition, and 404 for anything else', async () => {
    const image = await processImage(images, {
      bytes: await solid(300, 300, '#09c').png().toBuffer(),
      kind: 'avatar',
      ownerId: null,
    });
    const res = await fetchVariant(fileUrl(image.key));
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(300);

    for (const url of [
      `/files/${image.key}/640.png`,
      '/files/0123456789abcdef0123/640.webp',
      '/files/../../etc/passwd',
      `/files/${image.key}`,
    ]) {
      expect((await fetchVariant(url)).status, url).toBe(404);
    }
  });

  it('gives pages srcset, sizes and intrinsic dimensions', async () => {
    const image = await processImage(images, {
      bytes: await solid(1000, 750, '#963').jpeg().toBuffer(),
      kind: 'sale',
      ownerId: null,
    });
    const sources = imageSources(image, '(min-width: 768px) 50vw, 100vw');
    expect(sources).toEqual({
      src: `/files/${image.key}/640.jpg`,
      srcset: `/files/${image.key}/320.jpg 320w, /files/${image.key}/640.jpg 640w, /files/${image.key}/960.jpg 960w`,
      webpSrcset: `/files/${image.key}/320.webp 320w, /files/${image.key}/640.webp 640w, /files/${image.key}/960.webp 960w`,
      sizes: '(min-width: 768px) 50vw, 100vw',
      width: 1000,
      height: 750,
    });
  });
});

describe('disk store', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('keeps, serves and deletes files under its root, refusing keys that escape it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'patinhas-files-'));
    dirs.push(dir);
    const disk = { db: ctx.db, files: createDiskStore(dir) };
    const image = await processImage(disk, {
      bytes: await solid(400, 300, '#3a7').jpeg().toBuffer(),
      kind: 'sale',
      ownerId: null,
    });
    const res = await createFilesRoute(async () => disk).request(`/${image.key}/320.webp`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);

    await expect(disk.files.put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow();
    await expect(disk.files.get('a/../../b.webp')).rejects.toThrow();

    await disk.files.delete(image.key);
    expect(await disk.files.get(image.variants[0]!.path)).toBeNull();
  });
});

/** A valid grey PNG declaring width×height whose pixel data (all zero, 1 bit deep) deflates to almost nothing. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
