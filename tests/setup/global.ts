/**
 * Vitest's global setup: the fixed costs every test file would pay, paid once per run (decision 172). A PGlite
 * migrated with its reference data, dumped for each file's in-memory database to start from; with
 * TEST_DATABASE_URL, one PostgreSQL database migrated as a template and one copy of it per worker.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { ensureReferenceData } from '../../src/server/db/reference/ensure.ts';
import { deleteStreams, streamOf } from '../helpers/buses.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory: migrated, reference data loaded. */
    pgliteSnapshot: string;
    /** With TEST_DATABASE_URL: one database per worker, indexed by VITEST_POOL_ID - 1. */
    workerDatabases: string[];
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-vitest-'));
  const snapshot = path.join(dir, 'pglite.tar');
  const embedded = await openDatabase({ dataDir: 'memory://', migrationsFolder });
  await ensureReferenceData(embedded.db);
  const client = (embedded.db as unknown as { $client: PGlite }).$client;
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await embedded.close();
  project.provide('pgliteSnapshot', snapshot);

  const base = process.env.TEST_DATABASE_URL;
  const databases = base ? await workerDatabases(base, project.config.maxWorkers) : undefined;
  project.provide('workerDatabases', databases?.urls ?? []);
  return async () => {
    // The NATS variant of the two-instance tests used a stream per worker database (tests/helpers/buses.ts).
    const bus = process.env.TEST_BUS_URL;
    if (bus && databases) await deleteStreams(bus, databases.urls.map(streamOf));
    await databases?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A template migrated once, then `CREATE DATABASE … TEMPLATE` per worker: copying files, no migration. */
async function workerDatabases(base: string, workers: number) {
  const prefix = `patinhas_test_${process.pid}`;
  const names = Array.from({ length: workers }, (_, i) => `${prefix}_${i + 1}`);
  const server = new pg.Client({ connectionString: base });
  await server.connect();
  const urlOf = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  const drop = async () => {
    for (const name of [...names, `${prefix}_template`])
      await server.query(`drop database if exists ${name} with (force)`);
  };
  try {
    await drop();
    await server.query(`create database ${prefix}_template`);
    const template = await openDatabase({
      databaseUrl: urlOf(`${prefix}_template`),
      dataDir: 'memory://',
      migrationsFolder,
    });
    await ensureReferenceData(template.db);
    await template.close();
    for (const name of names) await server.query(`create database ${name} template ${prefix}_template`);
  } catch (error) {
    await server.end();
    throw error;
  }
  return {
    urls: names.map(urlOf),
    drop: async () => {
      try {
        await drop();
      } finally {
        await server.end();
      }
    },
  };
}
