// /sitemap.xml: the public pages, every information page, approved sale, published article and breeder, as absolute URLs on PUBLIC_SITE_URL.
import type { APIRoute } from 'astro';
import { boot } from '../server/context.ts';
import { publishedInfoPages } from '../server/domain/info-pages/pages.ts';
import { sitemapEntries } from '../server/domain/sitemap/sitemap.ts';

/** Public pages that are not information pages nor one sale, article or breeder. */
const PUBLIC_PAGES = ['/home', '/sales', '/blog', '/breeders'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = async () => {
  const ctx = await boot();
  const site = ctx.env.PUBLIC_SITE_URL;
  // The information pages as visitors get them: the files, overridden or added to in the browser (decision 153).
  const [info, entries] = await Promise.all([publishedInfoPages(ctx), sitemapEntries(ctx.db)]);
  const urls = [
    ...PUBLIC_PAGES.map((path) => ({ loc: new URL(path, site).href, lastmod: undefined })),
    ...info.map((page) => ({ loc: new URL(`/${page.slug}`, site).href, lastmod: page.updated.slice(0, 10) })),
    ...entries.map((entry) => ({ loc: new URL(entry.path, site).href, lastmod: entry.lastmod })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      ({ loc, lastmod }) =>
        `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
