/** Who writes the documents, the blog and the information pages: editors and admins (decisions 081, 153). */
import type { AstroGlobal } from 'astro';

export type Role = 'user' | 'editor' | 'moderator' | 'admin';

export function canWriteDocuments(role: Role | null | undefined): boolean {
  return role === 'editor' || role === 'admin';
}

/**
 * The head of each team page (/admin/articles…, /admin/pages…): a visitor is sent to sign in first (the answer to
 * return); a person without the role gets the page's 403; never cached. True when the person may write.
 */
export function teamPage(astro: AstroGlobal): Response | boolean {
  const session = astro.locals.session;
  if (!session)
    return astro.redirect(`/login?redirect=${encodeURIComponent(astro.url.pathname + astro.url.search)}`, 302);
  const allowed = canWriteDocuments(session.role);
  astro.response.headers.set('Cache-Control', 'private, no-store');
  if (!allowed) astro.response.status = 403;
  return allowed;
}
