/** What /sitemap.xml lists besides the fixed pages: every approved sale, published article and breeder's page. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, sales, users } from '../../db/schema.ts';
import { articleHref } from '../../../lib/articles/format.ts';
import { saleHref } from '../../../lib/sales/format.ts';
import { BREEDER_TYPE } from '../breeders/breeders.ts';

export interface SitemapEntry {
  /** A path of the site (`/sales/sale-detail?searchValue=…`). */
  path: string;
  /** The day the page last changed (YYYY-MM-DD). */
  lastmod: string;
}

/** One sitemap file holds at most 50,000 URLs; the fixed and information pages take a few of them. */
export const MAX_DYNAMIC_ENTRIES = 49_000;

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

export async function sitemapEntries(db: Db, limit = MAX_DYNAMIC_ENTRIES): Promise<SitemapEntry[]> {
  const [saleRows, articleRows, breederRows] = await Promise.all([
    db
      .select({ uid: sales.id, updatedAt: sales.updatedAt })
      .from(sales)
      .where(eq(sales.status, 'APPROVED'))
      .orderBy(desc(sales.updatedAt))
      .limit(limit),
    db
      .select({ key: articles.referenceKey, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.status, 'PUBLISHED'))
      .orderBy(desc(articles.publishedAt))
      .limit(limit),
    db
      .select({ uid: users.id, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.userType, BREEDER_TYPE))
      .orderBy(desc(users.updatedAt))
      .limit(limit),
  ]);
  return [
    ...articleRows.map((a) => ({ path: articleHref(a.key), lastmod: day(a.updatedAt) })),
    ...breederRows.map((b) => ({ path: `/breeders/${b.uid}`, lastmod: day(b.updatedAt) })),
    ...saleRows.map((s) => ({ path: saleHref(s.uid), lastmod: day(s.updatedAt) })),
  ].slice(0, limit);
}
