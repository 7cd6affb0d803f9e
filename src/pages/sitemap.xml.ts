// /sitemap.xml: every public page, information page, published article, breeder and advert on the listing, as
// absolute URLs on PUBLIC_SITE_URL; an index of /sitemap-1.xml, /sitemap-2.xml… once they exceed one file (decision 157).
import type { APIRoute } from 'astro';
import { boot } from '../server/context.ts';
import { sitemapFile, sitemapFileCount, sitemapIndex, xmlResponse } from '../server/domain/sitemap/sitemap.ts';
import { sitemapSource } from '../server/domain/sitemap/source.ts';

export const GET: APIRoute = async () => {
  const ctx = await boot();
  const site = ctx.env.PUBLIC_SITE_URL;
  const source = await sitemapSource(ctx);
  const files = await sitemapFileCount(source);
  return xmlResponse(files === 1 ? sitemapFile(source, site, 1) : sitemapIndex(site, files));
};
