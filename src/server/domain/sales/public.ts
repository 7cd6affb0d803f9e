/** The public face of sales, cached: what a visitor may read, and what an owner or admin may see of a hidden sale. */
import { filtersKey, type SaleFilters } from './filters.ts';
import { salesCache, type Cached } from './cache.ts';
import { certifiedSales, getSale, listSales } from './queries.ts';
import type { SaleCard, SaleDetail, SalesPage } from './types.ts';
import type { SalesContext } from './write.ts';
import { canModerate } from '../../../lib/users/types.ts';
import type { UsualPrice } from '../../../lib/signals/shapes.ts';
import { usualPrice, type BreedOf } from '../signals/index.ts';

type ReadContext = Pick<SalesContext, 'db' | 'database'>;

/** How many certified sales the home carousel receives. */
export const CERTIFIED_LIMIT = 12;

export function publicListing(ctx: ReadContext, filters: SaleFilters): Promise<Cached<SalesPage>> {
  return salesCache(ctx).get(`list?${filtersKey(filters)}`, () => listSales(ctx.db, filters));
}

export function publicCertified(ctx: ReadContext): Promise<Cached<SaleCard[]>> {
  return salesCache(ctx).get('certified', () => certifiedSales(ctx.db, CERTIFIED_LIMIT));
}

/** An approved sale as anyone may read it (without the moderation fields); null otherwise. */
export function publicSale(ctx: ReadContext, uid: string): Promise<Cached<SaleDetail | null>> {
  return salesCache(ctx).get(`sale:${uid}`, async () => {
    const sale = await getSale(ctx.db, uid);
    return sale && sale.status === 'APPROVED' ? { ...sale, rejectReason: null } : null;
  });
}

/** The usual price of a species and breed (issue 57), as the sale editor shows it beside the price. */
export function publicUsualPrice(ctx: ReadContext, of: Required<BreedOf>): Promise<Cached<UsualPrice | null>> {
  return salesCache(ctx).get(`usual-price:${of.species}:${of.breed ?? ''}`, () => usualPrice(ctx.db, of));
}

export interface Viewer {
  userId: string;
  role: 'user' | 'editor' | 'moderator' | 'admin';
}

export type ViewedSale =
  | { access: 'public'; sale: SaleDetail; etag: string }
  /** A pending or rejected sale shown to its owner or an admin, never cached and never shared. */
  | { access: 'private'; sale: SaleDetail };

/** What this viewer may see of a sale: the public page, the private preview with its status, or nothing (404). */
export async function viewSale(ctx: ReadContext, uid: string, viewer: Viewer | null): Promise<ViewedSale | null> {
  const cached = await publicSale(ctx, uid);
  if (cached.value) return { access: 'public', sale: cached.value, etag: cached.etag };
  if (!viewer) return null;
  const sale = await getSale(ctx.db, uid);
  if (!sale || (sale.ownerUid !== viewer.userId && !canModerate(viewer.role))) return null;
  return { access: 'private', sale };
}
