// /manifest.webmanifest: what makes the site installable on a phone's home screen (issue 42, decision 189): its
// name, icons, colours and the page it opens at, in standalone display.
import type { APIRoute } from 'astro';
import { t } from '../i18n/index.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: t('site.name'),
      short_name: t('site.name'),
      description: t('site.description'),
      lang: 'pt-PT',
      dir: 'ltr',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#a84a0c',
      background_color: '#fffaf4',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    }),
    {
      headers: {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    },
  );
