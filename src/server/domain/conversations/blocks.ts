/** Who blocked whom (issue 17; issue 37: a block also stands between two people's visits and contact details). */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userBlocks } from '../../db/schema.ts';

/** Whether either person blocked the other. */
export async function blockedBetween(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
