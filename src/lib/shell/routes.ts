/** Route rules shared by the catch-all pages: which unknown paths redirect home and which are missing files. */
import { t } from '../../i18n/index.ts';

/** Where `/` and every unknown page path lead (the specification's route table). */
export const HOME_PATH = '/home';

// A request for a missing file (an old hashed bundle, a deleted image) must fail as a file, not
// receive the home page's HTML with a redirect: browsers and caches would store the wrong thing.
const ASSET_EXTENSION =
  /\.(?:m?js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|json|txt|xml|webmanifest|pdf|mp4|webm)$/i;

/** True for paths that look like files (or live under Astro's asset folder): they answer 404, not a redirect. */
export function isAssetPath(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || ASSET_EXTENSION.test(pathname);
}

/**
 * The answer for a missing file: a one-line plain-text 404 that no cache keeps (decision 015). Never a null
 * body, which Astro replaces with its own 404 page, and not empty either, which Chromium shows as its error page.
 */
export function missingFile(): Response {
  return new Response(t('not-found'), {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
