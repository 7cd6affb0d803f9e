/** GET /files/{key}/{width}.{webp|jpg}: stored image renditions, cached forever (a key's content never changes). */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { nearest } from '../../lib/images.ts';
import { files } from '../db/schema.ts';
import type { ImageContext } from '../files/process-image.ts';
import type { StoredObject } from '../files/store.ts';

const KEY = /^[a-z0-9]{8,64}$/;
const NAME = /^(\d{1,5})\.(webp|jpg)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createFilesRoute(getContext: () => Promise<ImageContext>): Hono {
  const route = new Hono();
  route.on(['GET', 'HEAD'], '/:key/:name', async (c) => {
    const { key, name } = c.req.param();
    const match = NAME.exec(name);
    if (!KEY.test(key) || !match) return notFound();
    const ctx = await getContext();
    const object =
      (await ctx.files.get(`${key}/${name}`)) ?? (await nearestVariant(ctx, key, Number(match[1]), match[2]!));
    if (!object) return notFound();

    const etag = `"${createHash('sha1').update(object.bytes).digest('base64url')}"`;
    const headers = new Headers({
      'Content-Type': object.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return new Response(null, { status: 304, headers });
    headers.set('Content-Length', String(object.bytes.length));
    return new Response(c.req.method === 'HEAD' ? null : (object.bytes as Uint8Array<ArrayBuffer>), { headers });
  });
  route.all('*', () => notFound());
  return route;
}

/**
 * A width the image was not rendered in (`fileUrl(key)` asks for 640 even of a 500 px avatar) is
 * answered with the nearest rendition it has, so a URL can be built from the key alone.
 */
async function nearestVariant(
  ctx: ImageContext,
  key: string,
  width: number,
  ext: string,
): Promise<StoredObject | null> {
  const [row] = await ctx.db.select({ variants: files.variants }).from(files).where(eq(files.key, key)).limit(1);
  const format = ext === 'jpg' ? 'jpeg' : 'webp';
  const candidates = (row?.variants ?? []).filter((v) => v.format === format).toSorted((a, b) => a.width - b.width);
  const variant = nearest(candidates, width);
  return variant ? ctx.files.get(variant.path) : null;
}

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
