/**
 * `npm run db:restore -- file [--force]`: loads a dump made by `npm run db:backup` into the embedded
 * database of DATA_DIR. It refuses while a server holds DATA_DIR, and refuses a DATA_DIR that already has a
 * database unless --force, in which case the old one is kept aside (pglite.before-restore-<time>). The dump
 * is loaded into a new folder first and swapped in only once it loaded completely. Decision 101.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, acquireLock } from '../src/server/db/lock.ts';
import { env } from '../src/server/env.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const [source] = args.filter((a) => a !== '--force');
if (!source) fail('Usage: npm run db:restore -- <backup.sql> [--force]', 2);
const file = path.resolve(source);
if (!existsSync(file)) fail(`${file} does not exist.`);

const config = env();
if (config.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: restore into PostgreSQL with its own tools: psql "$DATABASE_URL" -f backup.sql for these dumps, pg_restore for pg_dump -Fc archives (see README, Backups).',
    2,
  );
}
const dataDir = path.resolve(config.DATA_DIR);
const pgDir = path.join(dataDir, 'pglite');
mkdirSync(dataDir, { recursive: true });

let lock;
try {
  lock = acquireLock(dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(`${error.message}\nStop the server before restoring into its data directory.`);
  throw error;
}

const hasDatabase = existsSync(pgDir) && readdirSync(pgDir).length > 0;
if (hasDatabase && !force) {
  lock.release();
  fail(
    `${dataDir} already holds a database. Restore into an empty DATA_DIR, or pass --force to replace it (the current one is kept aside).`,
  );
}

const dump = readFileSync(file, 'utf8');
if (!/PostgreSQL database dump/.test(dump.slice(0, 4000))) {
  lock.release();
  fail(`${file} is not a SQL dump made by pg_dump (npm run db:backup).`);
}

const started = performance.now();
const target = path.join(dataDir, 'pglite.restoring');
rmSync(target, { recursive: true, force: true });
const { PGlite } = await import('@electric-sql/pglite');
const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const pg = await PGlite.create(target, { extensions: { unaccent, pg_trgm } });
let users = 0;
try {
  await pg.exec(dump);
  const result = await pg.query<{ n: number }>('select count(*)::int as n from public.users');
  users = result.rows[0]?.n ?? 0;
  await pg.close();
} catch (error) {
  await pg.close().catch(() => {});
  rmSync(target, { recursive: true, force: true });
  lock.release();
  fail(`The dump did not load; ${dataDir} is unchanged.\n${error instanceof Error ? error.message : String(error)}`);
}

let keptAside: string | undefined;
if (hasDatabase) {
  keptAside = path.join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  renameSync(pgDir, keptAside);
} else {
  rmSync(pgDir, { recursive: true, force: true });
}
renameSync(target, pgDir);
lock.release();
console.log(`Restored ${file} into ${pgDir}: ${users} users (${Math.round(performance.now() - started)} ms).`);
if (keptAside) console.log(`The database it replaced is kept in ${keptAside}; delete it once you are satisfied.`);
console.log(
  'Photos and avatars are files, not rows: copy the backed-up files folder into FILES_DIR (DATA_DIR/files) too.',
);
