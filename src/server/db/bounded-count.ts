/**
 * Counts that stop: how many rows meet a condition, reading at most `upTo` of them (decision 159). The listing, the
 * saved searches' "matching now" and the sitemap's planning count this way, so none of them reads more of an index
 * than it will report, however large the table grows.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The first `upTo` rows of `table` meeting `where`, as a subquery to count (`select count(*) from` it). */
export function rowsUpTo(db: Db, table: PgTable, where: SQL | undefined, upTo: number) {
  return db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(upTo)
    .as('rows_up_to');
}

/** How many rows of `table` meet `where`, counting no further than `upTo`. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, upTo: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rowsUpTo(db, table, where, upTo));
  return row?.n ?? 0;
}
