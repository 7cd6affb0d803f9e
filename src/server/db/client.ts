/** Opens the database: embedded PGlite in a data directory (default) or PostgreSQL through `pg`. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { acquireLock, type Lock } from './lock.ts';
import { logger } from '../log.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Receives NOTIFY payloads of a channel; resolves to an unsubscribe function. With PostgreSQL the LISTEN
   * connection survives a database restart; `onResubscribe` runs each time it listens again (NOTIFYs sent
   * in between were missed).
   */
  listen(channel: string, handler: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /** Raw SQL for maintenance (tests reset tables with it). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  onResubscribe?: () => void;
}

export interface OpenOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Folder with Drizzle's migrations (meta/_journal.json inside). */
  migrationsFolder: string;
  /** A dumped PGlite data directory an in-memory database starts from (the tests' migrated copy, decision 172). */
  startFrom?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.startFrom);
  try {
    await migrate(database, options.migrationsFolder);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function migrate(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

/**
 * `npm run db:restore` loads into `pglite.restoring`, then moves the old database aside and the new one in.
 * Stopped between those two renames, it leaves no `pglite` folder: starting would quietly create an empty
 * database, so the server refuses and says how to finish (decision 101).
 */
export function refuseInterruptedRestore(dataDir: string): void {
  const restoring = path.join(dataDir, 'pglite.restoring');
  if (existsSync(path.join(dataDir, 'pglite')) || !existsSync(restoring)) return;
  throw new Error(
    `${dataDir} holds an interrupted restore (${restoring}) and no database: run npm run db:restore again, ` +
      `or rename ${restoring} to ${path.join(dataDir, 'pglite')} if that restore had finished loading.`,
  );
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  let lock: Lock | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireLock(dataDir);
  }
  try {
    if (!inMemory) refuseInterruptedRestore(dataDir);
    const client = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pglite'), {
      extensions: { unaccent, pg_trgm },
      ...(inMemory && startFrom && { loadDataDir: startFrom }),
    });
    const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      listen: async (channel, handler) => {
        const stop = await client.listen(channel, handler);
        return async () => stop();
      },
      exec: async (text) => {
        await client.exec(text);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection losing its server (restart, pg_terminate_backend) must not end the process. The pool
  // reports idle clients' errors on the pool; a checked-out client (a transaction between two queries) emits
  // 'error' on itself with nobody listening, which would crash us: every client gets a listener of its own.
  // Its next query then fails, the request answers 500, and release() drops the dead client from the pool.
  pool.on('error', (error) => logger.warn('database: idle connection lost', { error: String(error) }));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn('database: connection lost', { error: String(error) }));
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<{ close(): Promise<void> }>();
  return {
    db,
    driver: 'pg',
    listen: async (channel, handler, listenOptions) => {
      const listener = await listenWithReconnect(pg, url, channel, handler, listenOptions?.onResubscribe);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.close();
      };
    },
    exec: async (text) => {
      await pool.query(text);
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}

/**
 * A dedicated LISTEN connection that comes back after the server restarts or ends our backend: on 'error'
 * or 'end' it reconnects (after 250 ms, backing off to once a second) and LISTENs again. NOTIFYs sent while it was away
 * are lost, so `onResubscribe` runs after every re-LISTEN: a cache empties itself, a bus can catch up.
 */
async function listenWithReconnect(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onResubscribe: (() => void) | undefined,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: import('pg').Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  const schedule = (): void => {
    if (closed || timer) return;
    // Soon after a loss (a restart takes a second or two), never slower than once a second: NOTIFYs sent
    // before LISTEN is back are not delivered.
    const delay = Math.min(250 * 2 ** failures, 1000);
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true).catch(() => {
        failures += 1;
        schedule();
      });
    }, delay);
    timer.unref();
  };
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    let ready = false;
    let lost = false;
    // Listened to from the start: an 'error' event nobody listens to would end the process.
    const onLost = (): void => {
      if (lost) return;
      lost = true;
      void c.end().catch(() => {});
      if (!ready) return; // connect() below rejects; its caller schedules the retry
      if (client === c) client = undefined;
      schedule();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) handler(msg.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (lost) throw new Error('LISTEN connection lost while starting');
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    ready = true;
    client = c;
    failures = 0;
    if (again) {
      logger.info('database: LISTEN restored', { channel });
      try {
        onResubscribe?.();
      } catch (error) {
        logger.error('database: resubscribe handler failed', { channel, error: String(error) });
      }
    }
  };
  await connect(false);
  return {
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
