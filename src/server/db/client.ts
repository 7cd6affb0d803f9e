/** Opens the database: embedded PGlite in a data directory (default) or PostgreSQL through `pg`. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { acquireLock, type Lock } from './lock.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Receives NOTIFY payloads of a channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Raw SQL for maintenance (tests reset tables with it). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  /** Folder with Drizzle's migrations (meta/_journal.json inside). */
  migrationsFolder: string;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
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

async function openPglite(dataDir: string): Promise<Database> {
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
    const client = await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pglite'), {
      extensions: { unaccent, pg_trgm },
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
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Set<{ close(): Promise<void> }>();
  return {
    db,
    driver: 'pg',
    listen: async (channel, handler) => {
      const listener = await listenWithReconnect(pg, url, channel, handler);
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

/** A dedicated LISTEN connection that comes back after the server restarts. */
async function listenWithReconnect(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: import('pg').Client | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) handler(msg.payload ?? '');
    });
    c.on('error', () => {
      void c.end().catch(() => {});
      if (!closed) setTimeout(() => void retry(), 1000);
    });
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    client = c;
  };
  const retry = async (): Promise<void> => {
    if (closed) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void retry(), 1000);
    }
  };
  await connect();
  return {
    close: async () => {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
