// /sitemap-N.xml: the Nth file of a sitemap too large for one (decisions 157, 161 and 164), listed by /sitemap.xml.
import type { APIRoute } from 'astro';
import { boot } from '../server/context.ts';
import { sitemapAnswer, sitemapFile } from '../server/domain/sitemap/sitemap.ts';
import { sitemapSource } from '../server/domain/sitemap/source.ts';

export const GET: APIRoute = async ({ params }) => {
  const n = /^[1-9][0-9]{0,5}$/.test(params.n ?? '') ? Number(params.n) : 0;
  if (n === 0) return new Response(null, { status: 404 });
  const ctx = await boot();
  // A number past the last file is a 404.
  const answer = await sitemapAnswer(sitemapFile(await sitemapSource(ctx), ctx.env.PUBLIC_SITE_URL, n));
  return answer ?? new Response(null, { status: 404 });
};
