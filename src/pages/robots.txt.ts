// /robots.txt: crawl everything public, not the API or the signed-in pages; points at the sitemap.
import type { APIRoute } from 'astro';
import { env } from '../server/env.ts';

// "/sale$" ends the match: a plain "/sale" would also block "/sales" (robots rules are prefixes).
const DISALLOW = ['/api/', '/user-dashboard', '/notifications', '/sale$', '/my-sales'];

export const GET: APIRoute = () => {
  const sitemap = new URL('/sitemap.xml', env().PUBLIC_SITE_URL).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
