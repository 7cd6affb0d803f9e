/** Validators of the public sale pages: an ETag made of the data's own ETag and this build's render id, and the 304 check. */
import { randomBytes } from 'node:crypto';

/**
 * The same data renders differently after a deploy: a per-process id keeps an old page's ETag from
 * matching a new build's page (a restart just costs each browser one full answer).
 */
const RENDER_ID = randomBytes(6).toString('base64url');

/** Public pages may be kept but are checked every time (ETag): a moderation decision shows at once. */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';
/** A private preview or a 404 that its owner would see differently: never stored. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** Weak: the bytes differ with the compression the response gets on its way out. */
export function pageEtag(...dataEtags: string[]): string {
  return `W/"${RENDER_ID}.${dataEtags.map((e) => e.replaceAll('"', '')).join('.')}"`;
}

/** True when the browser already holds this page (If-None-Match, compared weakly). */
export function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
