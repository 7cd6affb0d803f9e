/**
 * `npm run db:backup [-- file]`: a plain-SQL, PostgreSQL-compatible dump of the embedded database (PGlite in
 * DATA_DIR), made with pg_dump compiled to WebAssembly (@electric-sql/pglite-tools). The server must be
 * stopped: one process per data directory (DATA_DIR/.lock). With DATABASE_URL, PostgreSQL's own pg_dump is
 * the tool. Decision 101.
 */
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, acquireLock } from '../src/server/db/lock.ts';
import { env } from '../src/server/env.ts';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const config = env();
if (config.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. pg_dump -Fc "$DATABASE_URL" -f patinhas.dump (see README, Backups).',
    2,
  );
}
const dataDir = path.resolve(config.DATA_DIR);
const pgDir = path.join(dataDir, 'pglite');
if (!existsSync(path.join(pgDir, 'PG_VERSION')))
  fail(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `patinhas-${stamp}.sql`));
if (existsSync(file)) fail(`${file} already exists: choose another file name.`);

let lock;
try {
  lock = acquireLock(dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(`${error.message}\nThe embedded database can only be backed up while the server is stopped.`);
  throw error;
}

const started = performance.now();
const { PGlite } = await import('@electric-sql/pglite');
const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
const pg = await PGlite.create(pgDir, { extensions: { unaccent, pg_trgm } });
try {
  // Owners and grants mean nothing outside this database: the dump loads as whichever user restores it.
  // pg_dump 17 sets transaction_timeout, a setting PostgreSQL before 17 rejects: without it the dump also
  // loads into older servers (psql -v ON_ERROR_STOP=1 -f), the way from the embedded database to PostgreSQL.
  const dump = (await (await pgDump({ pg, args: ['--no-owner', '--no-privileges'] })).text()).replace(
    /^SET transaction_timeout = 0;\n/m,
    '',
  );
  const header =
    `-- Patinhas: backup of the embedded database of ${dataDir}, ${new Date().toISOString()}\n` +
    `-- Restore: DATA_DIR=<empty folder> npm run db:restore -- ${path.basename(file)}  (or psql into PostgreSQL)\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed: an interrupted backup never leaves a truncated file under the final name.
  const partial = `${file}.partial`;
  writeFileSync(partial, header + dump, { mode: 0o600 });
  renameSync(partial, file);
} finally {
  await pg.close();
  lock.release();
}
const kb = Math.round(statSync(file).size / 1024);
console.log(`Backup written: ${file} (${kb} KB, ${Math.round(performance.now() - started)} ms).`);
const filesDir = config.FILE_STORE === 's3' ? undefined : path.resolve(config.FILES_DIR ?? path.join(dataDir, 'files'));
if (filesDir && existsSync(filesDir)) {
  console.log(`Photos and avatars are files, not rows: copy ${filesDir} along with the dump.`);
}
