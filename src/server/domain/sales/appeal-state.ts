/** Where each of an owner's adverts stands in its appeal (decision 174), read for "my sales". */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appeals, moderationLog, sales } from '../../db/schema.ts';
import type { AppealDecision } from '../../../lib/moderation/types.ts';

/**
 * The appeal of each of these adverts' current take-down, as "my sales" shows it: open, or how it was answered. An
 * appeal of an earlier take-down (answered, the advert published again, then taken down again) is not this one's.
 */
export async function appealsOf(
  db: Db,
  saleIds: string[],
): Promise<Map<string, { state: 'OPEN' | AppealDecision; reason: string | null }>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([appeals.saleId], {
      saleId: appeals.saleId,
      resolvedAt: appeals.resolvedAt,
      action: moderationLog.action,
      reason: moderationLog.reason,
    })
    .from(appeals)
    .innerJoin(sales, eq(sales.id, appeals.saleId))
    .leftJoin(moderationLog, eq(moderationLog.id, appeals.decisionId))
    .where(and(inArray(appeals.saleId, saleIds), gte(appeals.createdAt, sales.takenDownAt)))
    .orderBy(appeals.saleId, sql`${appeals.createdAt} desc`);
  return new Map(
    rows.map((r) => [
      r.saleId,
      r.resolvedAt === null
        ? { state: 'OPEN' as const, reason: null }
        : { state: r.action === 'REINSTATE' ? ('REINSTATE' as const) : ('UPHOLD' as const), reason: r.reason },
    ]),
  );
}
