// /sitemap-N.xml: the Nth file of a sitemap too large for one (decision 157), listed by /sitemap.xml.
import type { APIRoute } from 'astro';
import { boot } from '../server/context.ts';
import { sitemapFile, xmlResponse } from '../server/domain/sitemap/sitemap.ts';
import { sitemapSource } from '../server/domain/sitemap/source.ts';

export const GET: APIRoute = async ({ params }) => {
  const n = /^[1-9][0-9]{0,5}$/.test(params.n ?? '') ? Number(params.n) : 0;
  if (n === 0) return new Response(null, { status: 404 });
  const ctx = await boot();
  const pieces = sitemapFile(await sitemapSource(ctx), ctx.env.PUBLIC_SITE_URL, n);
  // The first piece tells whether the file exists: a number past the last one is a 404.
  const first = await pieces.next();
  if (first.done) return new Response(null, { status: 404 });
  return xmlResponse(
    (async function* () {
      yield first.value;
      yield* pieces;
    })(),
  );
};
