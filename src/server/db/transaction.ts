/**
 * The one way the server writes in a transaction (decisions 187, 203): the database's triggers note which kinds of
 * cached reads it changed, and what it announces (`announce` in src/server/realtime/events.ts) is kept with it. Once it
 * has committed, this instance forgets those kinds at once (the others hear its NOTIFY) and a broker, when there is
 * one, receives its events; a rollback changes and sends nothing.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { CACHE_KINDS, CHANGED_KINDS_SETTING, type CacheKind } from '../cache/cached-tables.ts';
import { forgetChanges } from '../cache/read-cache.ts';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './rows.ts';

type TransactionConfig = Parameters<Db['transaction']>[1];

/** Takes committed event payloads, in the order they were announced; must not throw nor wait. */
export type Publish = (payloads: string[]) => void;

/** The databases whose events leave through a broker after the commit instead of NOTIFY (decision 187). */
const publisherOf = new WeakMap<Db, Publish>();
/** The events each open transaction (or savepoint) of such a database announced, by its handle. */
const pendingOf = new WeakMap<Tx, string[]>();

/**
 * Runs `run` in a transaction of `ctx.db` and returns what it returns. After the commit, the read caches of the kinds
 * its writes fed are empty on this instance (read-your-writes) and its events are published; a rollback changes
 * nothing and publishes nothing. Inside another transaction (`ctx.db` is one) it is a savepoint: its events join the
 * outer transaction's when it succeeds, and the outermost transaction does the rest once it commits.
 */
export async function inTransaction<T>(
  ctx: { db: Db | Tx },
  run: (tx: Tx) => Promise<T>,
  config?: TransactionConfig,
): Promise<T> {
  const outer = ctx.db instanceof PgTransaction ? (ctx.db as Tx) : undefined;
  const parentEvents = outer ? pendingOf.get(outer) : undefined;
  const publish = outer ? undefined : publisherOf.get(ctx.db);
  const events: string[] | undefined = parentEvents || publish ? [] : undefined;
  let changed: CacheKind[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    if (events) pendingOf.set(tx, events);
    const value = await run(tx);
    changed = await changedKinds(tx);
    return value;
  }, config);
  if (parentEvents && events) parentEvents.push(...events);
  if (!outer) {
    forgetChanges(ctx.db, changed);
    if (publish && events?.length) publish(events);
  }
  return result;
}

/**
 * From now on the events of each transaction of `db` go to `publish` once it has committed (the NATS bus, decision
 * 187). Returns the undo (the bus's close).
 */
export function publishCommittedEvents(db: Db, publish: Publish): () => void {
  publisherOf.set(db, publish);
  return () => {
    if (publisherOf.get(db) === publish) publisherOf.delete(db);
  };
}

/**
 * Keeps `payload` for after `tx`'s commit, or publishes it now when `tx` is the database itself (autocommit). False
 * when the database has no publisher: NOTIFY carries its events, inside the transaction.
 */
export function publishOnCommit(tx: Tx | Db, payload: string): boolean {
  if (tx instanceof PgTransaction) {
    const pending = pendingOf.get(tx as Tx);
    if (!pending) return false;
    pending.push(payload);
    return true;
  }
  const publish = publisherOf.get(tx);
  if (!publish) return false;
  publish([payload]);
  return true;
}

/** The kinds the triggers noted so far in this transaction (migration 0040). */
async function changedKinds(tx: Tx): Promise<CacheKind[]> {
  const [row] = rowsOf<{ kinds: string | null }>(
    await tx.execute(sql`select current_setting(${CHANGED_KINDS_SETTING}, true) as kinds`),
  );
  const noted = new Set((row?.kinds ?? '').split(','));
  return CACHE_KINDS.filter((kind) => noted.has(kind));
}
