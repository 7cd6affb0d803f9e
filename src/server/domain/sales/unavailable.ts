/**
 * What a link to a sale the public cannot see answers (decision 136): removed by its owner or taken down by the
 * moderators after reports (410, decision 149), waiting for or refused by the moderators (404, "em revisão"), or
 * unknown (404); each with similar public sales.
 */
import { eq } from 'drizzle-orm';
import { removedSales, sales } from '../../db/schema.ts';
import { salesCache, type Cached } from './cache.ts';
import { similarSales, type SimilarTo } from './queries.ts';
import type { SaleCard, SaleDetail } from './types.ts';
import type { SalesContext } from './write.ts';

type ReadContext = Pick<SalesContext, 'db' | 'database'>;

export type UnavailableState = 'removed' | 'taken-down' | 'under-review';

/** The states whose link answers 410 Gone. */
export const GONE_STATES: ReadonlySet<UnavailableState> = new Set(['removed', 'taken-down']);

/** How many similar sales a page shows. */
export const SIMILAR_LIMIT = 4;

/** Why a sale that exists or existed is not public, and what it was like; null for a uid never seen. */
export async function whyUnavailable(
  ctx: ReadContext,
  uid: string,
): Promise<{ state: UnavailableState; like: SimilarTo } | null> {
  const [sale] = await ctx.db
    .select({
      speciesCode: sales.speciesCode,
      breedCode: sales.breedCode,
      purebred: sales.purebred,
      locationId: sales.locationId,
      childLocationId: sales.childLocationId,
      status: sales.status,
      takenDownAt: sales.takenDownAt,
    })
    .from(sales)
    .where(eq(sales.id, uid))
    .limit(1);
  if (sale) {
    const { status, takenDownAt, ...like } = sale;
    return { state: status === 'REJECTED' && takenDownAt ? 'taken-down' : 'under-review', like: { uid, ...like } };
  }
  const [gone] = await ctx.db
    .select({
      speciesCode: removedSales.speciesCode,
      breedCode: removedSales.breedCode,
      purebred: removedSales.purebred,
      locationId: removedSales.locationId,
      childLocationId: removedSales.childLocationId,
    })
    .from(removedSales)
    .where(eq(removedSales.id, uid))
    .limit(1);
  return gone ? { state: 'removed', like: { uid, ...gone } } : null;
}

/** The similarity key of a live sale. */
export function likeOf(sale: SaleDetail): SimilarTo {
  return {
    uid: sale.uid,
    speciesCode: sale.species.code,
    breedCode: sale.breed?.code ?? null,
    purebred: sale.purebred,
    locationId: sale.location?.id ?? null,
    childLocationId: sale.childLocation?.id ?? null,
  };
}

/** Similar public sales, cached with the other public reads (emptied by every sale write). */
export function publicSimilar(ctx: ReadContext, like: SimilarTo): Promise<Cached<SaleCard[]>> {
  return salesCache(ctx).get(`similar:${like.uid}`, () => similarSales(ctx.db, like, SIMILAR_LIMIT));
}
