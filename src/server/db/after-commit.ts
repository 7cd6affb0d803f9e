/** What a transaction announces, handed to its database's publisher once it has committed (decision 187). */
import type { Db, Tx } from './client.ts';

/** Takes committed payloads, in the order they were announced; must not throw nor wait. */
export type Publish = (payloads: string[]) => void;

/** The events of each open transaction (and savepoint), by its handle. */
const pendingOf = new WeakMap<object, string[]>();
/** The databases whose events leave through a publisher instead of NOTIFY. */
const publisherOf = new WeakMap<object, Publish>();

/**
 * From now on each transaction of `db` keeps what it announces and gives it to `publish` after its commit: a
 * rolled-back transaction (or savepoint) publishes nothing. Returns the undo (the bus's close).
 */
export function publishAfterCommit(db: Db, publish: Publish): () => void {
  const original = db.transaction.bind(db);
  publisherOf.set(db, publish);
  const transaction: typeof original = async (run, config) => {
    const pending: string[] = [];
    const result = await original((tx) => run(track(tx, pending)), config);
    if (pending.length > 0) publish(pending);
    return result;
  };
  db.transaction = transaction;
  return () => {
    publisherOf.delete(db);
    if (db.transaction === transaction) Reflect.deleteProperty(db, 'transaction');
  };
}

/** A savepoint's events join its parent's when it is released, and are dropped when it rolls back. */
function track(tx: Tx, pending: string[]): Tx {
  pendingOf.set(tx, pending);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = async (run) => {
    const inner: string[] = [];
    const result = await savepoint((nested) => run(track(nested, inner)));
    pending.push(...inner);
    return result;
  };
  return tx;
}

/**
 * Keeps `payload` for after `tx`'s commit, or publishes it now when `tx` is the database itself (autocommit).
 * False when the database has no publisher: NOTIFY carries its events.
 */
export function publishOnCommit(tx: Tx | Db, payload: string): boolean {
  const pending = pendingOf.get(tx);
  if (pending) {
    pending.push(payload);
    return true;
  }
  const publish = publisherOf.get(tx);
  if (!publish) return false;
  publish([payload]);
  return true;
}
