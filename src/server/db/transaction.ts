/**
 * The one way the server writes in a transaction (decision 203): the database's triggers note which kinds of cached
 * reads it changed, and once it has committed this instance forgets them at once (the others hear its NOTIFY).
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { CACHE_KINDS, CHANGED_KINDS_SETTING, type CacheKind } from '../cache/cached-tables.ts';
import { forgetChanges } from '../cache/read-cache.ts';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';

type TransactionConfig = Parameters<Db['transaction']>[1];

/**
 * Runs `run` in a transaction of `ctx.db` and returns what it returns. After the commit, the read caches of the kinds
 * its writes fed are empty on this instance (read-your-writes); a rollback changes nothing. Inside another transaction
 * (`ctx.db` is one) it is a savepoint, and the outermost transaction forgets what it changed once it commits.
 */
export async function inTransaction<T>(
  ctx: { db: Db | Tx },
  run: (tx: Tx) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  let changed: CacheKind[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const value = await run(tx);
    changed = await changedKinds(tx);
    return value;
  }, config);
  if (!(ctx.db instanceof PgTransaction)) forgetChanges(ctx.db, changed);
  return result;
}

/** The kinds the triggers noted so far in this transaction (migration 0040). */
async function changedKinds(tx: Tx): Promise<CacheKind[]> {
  const [row] = rowsOf<{ kinds: string | null }>(
    await tx.execute(sql`select current_setting(${CHANGED_KINDS_SETTING}, true) as kinds`),
  );
  const noted = new Set((row?.kinds ?? '').split(','));
  return CACHE_KINDS.filter((kind) => noted.has(kind));
}
