// /sitemap.xml: the public pages and every information page, as absolute URLs on PUBLIC_SITE_URL.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { env } from '../server/env.ts';

/** Public pages that are not information pages. Sales and articles add their own URLs when they arrive. */
const PUBLIC_PAGES = ['/home', '/sales', '/blog'];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = async () => {
  const site = env().PUBLIC_SITE_URL;
  const info = (await getCollection('info')).sort((a, b) => a.data.order - b.data.order);
  const urls = [
    ...PUBLIC_PAGES.map((path) => ({ loc: new URL(path, site).href, lastmod: undefined })),
    ...info.map((entry) => ({ loc: new URL(`/${entry.id}`, site).href, lastmod: entry.data.updated.toISOString().slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
