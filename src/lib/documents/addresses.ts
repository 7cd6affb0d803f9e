/**
 * The addresses of documents, shared by the API's validation, the pages and the editors: an article's reference key
 * (`/blog/detail/<key>`, decision 081) and an information page's slug (`/<slug>`: lower-case letters, digits and
 * single hyphens, never one of the site's own routes, decision 154). Both are made from a title the same way.
 */

/** "Vacinação do cão: o básico!" → "vacinacao-do-cao-o-basico", at most `max` characters. */
export function slugOf(title: string, max: number): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

export const REFERENCE_KEY_MAX = 80;
/** What an article's key may look like in a URL; anything else cannot exist and is answered 404 without a query. */
export const REFERENCE_KEY = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
export const isReferenceKey = (value: string): boolean => REFERENCE_KEY.test(value);

export const SLUG_MIN = 2;
export const SLUG_MAX = 80;
/** Words of a-z and 0-9 joined by single hyphens: nothing to escape in a URL, a path or HTML. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Every first path segment the site answers itself (src/pages, the API, the socket, stored files, the
 * build's assets, the public folder) plus names kept for what may come: an information page there would
 * either never be reached or hide the route. tests/api/info-pages.test.ts holds this list to src/pages.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // src/pages
  'admin',
  'appointment',
  'blog',
  'breeders',
  'confirm-email',
  'home',
  'index',
  'login',
  'messages',
  'manifest',
  'my-sales',
  'notifications',
  'offline',
  'register',
  'report',
  'review',
  'robots',
  'sale',
  'sales',
  'saved-searches',
  'sitemap',
  'user',
  'user-dashboard',
  'user-profile',
  'visit-request',
  // served beside the pages
  'api',
  'ws',
  'files',
  'images',
  'partners',
  'favicon',
  'health',
  'icons',
  'sw',
  // kept
  'logout',
  'account',
  'search',
  'static',
  'assets',
]);

export type SlugProblem = 'info-page.error.slug' | 'info-page.error.slug-reserved';

/** Why `slug` cannot be an information page's address, or null when it can (availability aside). */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return 'info-page.error.slug';
  if (RESERVED_SLUGS.has(slug)) return 'info-page.error.slug-reserved';
  return null;
}

/** What an information page's address may look like; anything else is answered 404 without a query. */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** A suggested address from a title: "Campanha de vacinação" → "campanha-de-vacinacao". */
export const suggestSlug = (title: string): string => slugOf(title, SLUG_MAX);
