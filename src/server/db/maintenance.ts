/**
 * What PostgreSQL's autovacuum does, for the embedded PGlite, which has none (issue 21, decision 156): `vacuum
 * analyze` keeps the planner's statistics, the visibility map (index-only counts) and the text index's pending list
 * current, without which the listing, its count and the text search fall back to scanning tables as data grows.
 * Run a minute after start-up (demo data and imports in) and then once a day, one at a time; PostgreSQL is left to
 * its own autovacuum.
 */
import type { Database } from './client.ts';
import { logger } from '../log.ts';

export const MAINTENANCE_FIRST_MS = 60_000;
export const MAINTENANCE_EVERY_MS = 24 * 60 * 60_000;

/** One pass; resolves with how long it took. */
export async function vacuumAnalyze(database: Pick<Database, 'exec'>): Promise<number> {
  const started = performance.now();
  await database.exec('vacuum analyze');
  return performance.now() - started;
}

/** Starts the passes for a PGlite database (nothing for PostgreSQL); returns the stop function. */
export function startMaintenance(database: Pick<Database, 'exec' | 'driver'>): () => Promise<void> {
  if (database.driver !== 'pglite') return async () => {};
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout;
  const pass = () => {
    running = vacuumAnalyze(database)
      .then((ms) => logger.info('database maintenance: vacuum analyze', { ms: Math.round(ms) }))
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
