/** What the sitemap routes list before the tables' pages: the fixed public pages and the information pages. */
import type { Database, Db } from '../../db/client.ts';
import { publishedInfoPages } from '../documents/index.ts';
import type { SitemapSource } from './sitemap.ts';

/** Public pages that are not information pages nor one sale, article or breeder. */
const PUBLIC_PAGES = ['/home', '/sales', '/blog', '/breeders'];

export async function sitemapSource(ctx: { db: Db; database?: Pick<Database, 'listen'> }): Promise<SitemapSource> {
  // The information pages as visitors get them: the files, overridden or added to in the browser (decision 153).
  const info = await publishedInfoPages(ctx);
  return {
    db: ctx.db,
    pages: [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...info.map((page) => ({ path: `/${page.slug}`, lastmod: page.updated.slice(0, 10) })),
    ],
  };
}
