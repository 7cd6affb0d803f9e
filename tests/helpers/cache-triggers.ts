/** The cache triggers as the database has them (decision 203): which table notifies which kinds, on which writes. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import type { CacheKind } from '../../src/server/cache/cached-tables.ts';

export interface CacheTrigger {
  table: string;
  kinds: CacheKind[];
  /** The UPDATE OF columns by name, or null when every update counts. */
  columns: string[] | null;
  /** The statements it fires on, e.g. INSERT UPDATE DELETE TRUNCATE. */
  events: string[];
  /** FOR EACH STATEMENT and AFTER. */
  afterStatement: boolean;
}

// pg_trigger.tgtype bits (src/include/catalog/pg_trigger.h).
const ROW = 1;
const BEFORE = 2;
const EVENTS: [number, string][] = [
  [4, 'INSERT'],
  [16, 'UPDATE'],
  [8, 'DELETE'],
  [32, 'TRUNCATE'],
];

/** Every trigger that runs `cache_kinds_changed` (migration 0040). */
export async function cacheTriggers(db: Db): Promise<CacheTrigger[]> {
  const rows = rowsOf<{ table: string; type: number; args: string; columns: string[] | null }>(
    await db.execute(sql`
      select c.relname as "table", t.tgtype::int as type, encode(t.tgargs, 'hex') as args,
        (select array_agg(a.attname::text order by a.attname) from pg_attribute a
          where a.attrelid = t.tgrelid and a.attnum = any (t.tgattr)) as columns
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgfoid = 'cache_kinds_changed'::regproc
      order by c.relname`),
  );
  return rows.map((r) => ({
    table: r.table,
    // tgargs: each argument followed by a zero byte.
    kinds: Buffer.from(r.args, 'hex').toString('utf8').split('\0').filter(Boolean) as CacheKind[],
    columns: r.columns && r.columns.length > 0 ? r.columns : null,
    events: EVENTS.filter(([bit]) => (r.type & bit) !== 0).map(([, name]) => name),
    afterStatement: (r.type & (ROW | BEFORE)) === 0,
  }));
}
