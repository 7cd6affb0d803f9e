/**
 * What PostgreSQL's autovacuum does, for the embedded PGlite, which has none (issue 21, decisions 156 and 168):
 * `vacuum` and `analyze` keep the planner's statistics, the visibility map (index-only counts) and the text index's
 * pending list current, without which the listing, its count and the text search fall back to scanning tables as
 * data grows. PGlite answers every query on the server's one thread, so a pass must not stop the site for what did
 * not change: every pass (a minute after start-up, then hourly) reads which tables are due, as autovacuum would
 * judge them, and treats those alone, one statement per table. PostgreSQL is left to its own autovacuum.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { logger } from '../log.ts';

export const MAINTENANCE_FIRST_MS = 60_000;
export const MAINTENANCE_EVERY_MS = 60 * 60_000;

/** A table due for maintenance and what it needs, as the statement that gives it. */
export interface DueTable {
  name: string;
  action: 'vacuum analyze' | 'vacuum' | 'analyze';
}

/**
 * The tables due, by autovacuum's default thresholds (PostgreSQL 17: 50 rows + 20 % dead for a vacuum, 1,000 rows +
 * 20 % inserted for an insert-only table's vacuum, 50 rows + 10 % changed for an analyze, and a vacuum before
 * transaction ids wrap), read from the activity counted since start-up. PGlite keeps no counts across a restart,
 * so a table also counts as due if it was never analysed or has grown by a tenth since its last pass (its pages
 * against those the pass recorded in `pg_class`): what changed before a restart is found without treating what
 * did not. A table whose statistics are still true but whose dead rows are due gets a `vacuum` alone, one whose
 * changes are due but not its dead rows an `analyze` alone, as autovacuum judges the two apart.
 */
export async function dueTables(database: Pick<Database, 'db' | 'exec'>): Promise<DueTable[]> {
  // PGlite sends its activity counts to the statistics only when told to; the next statement sees them.
  await database.exec('select pg_stat_force_next_flush()');
  const result: unknown = await database.db.execute(sql`
    select name,
      case when stale or (needs_vacuum and needs_analyze) then 'vacuum analyze'
        when needs_vacuum then 'vacuum' else 'analyze' end as action
    from (
      select c.oid::regclass::text as name, c.relpages,
        -- What the statistics cannot tell: never analysed, or grown since the last pass (counts lost on a restart).
        c.reltuples < 0
          or pg_relation_size(c.oid) > (c.relpages * 1.1 + 8) * current_setting('block_size')::int as stale,
        coalesce(s.n_dead_tup, 0) > 50 + 0.2 * c.reltuples
          or coalesce(s.n_ins_since_vacuum, 0) > 1000 + 0.2 * c.reltuples
          -- Past vacuum_freeze_table_age, where a vacuum freezes the whole table.
          or age(c.relfrozenxid) > 150000000 as needs_vacuum,
        coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples as needs_analyze
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and n.nspname = 'public'
    ) as t
    where stale or needs_vacuum or needs_analyze
    order by relpages, name`);
  return rowsOf<DueTable>(result);
}

/** One pass: the due tables, smallest first, each in its own statement; resolves with what it did and how long. */
export async function maintain(database: Pick<Database, 'db' | 'exec'>): Promise<{ tables: DueTable[]; ms: number }> {
  const started = performance.now();
  const tables = await dueTables(database);
  // `name` is regclass's text: quoted where it needs to be.
  for (const { name, action } of tables) await database.exec(`${action} ${name}`);
  return { tables, ms: performance.now() - started };
}

/** Starts the passes for a PGlite database (nothing for PostgreSQL); returns the stop function. */
export function startMaintenance(database: Pick<Database, 'db' | 'exec' | 'driver'>): () => Promise<void> {
  if (database.driver !== 'pglite') return async () => {};
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout;
  const pass = () => {
    running = maintain(database)
      .then(({ tables, ms }) => {
        if (tables.length > 0)
          logger.info('database maintenance', {
            ms: Math.round(ms),
            tables: tables.map((t) => `${t.action} ${t.name}`).join(', '),
          });
      })
      .catch((error: unknown) => logger.error('database maintenance failed', { error: String(error) }))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(pass, MAINTENANCE_EVERY_MS).unref();
      });
  };
  timer = setTimeout(pass, MAINTENANCE_FIRST_MS).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    // The database closes after this: let a pass that began finish first.
    await running;
  };
}
