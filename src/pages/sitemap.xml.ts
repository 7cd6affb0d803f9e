// /sitemap.xml: every public page, information page, published article, breeder and advert on the listing, as
// absolute URLs on PUBLIC_SITE_URL; an index of /sitemap-1.xml, /sitemap-2.xml… once they exceed one small file
// (decisions 157, 161 and 164).
import type { APIRoute } from 'astro';
import { boot } from '../server/context.ts';
import { sitemapAnswer, sitemapRoot } from '../server/domain/sitemap/sitemap.ts';
import { sitemapSource } from '../server/domain/sitemap/source.ts';

export const GET: APIRoute = async () => {
  const ctx = await boot();
  // Never empty: the one file or the index.
  return (await sitemapAnswer(sitemapRoot(await sitemapSource(ctx), ctx.env.PUBLIC_SITE_URL)))!;
};
