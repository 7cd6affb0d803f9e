/**
 * Runs the scale-out layout on this machine: N instances on one PostgreSQL behind nginx.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node deploy/run-local.ts
 *
 * Options (environment): INSTANCES (2), BASE_PORT (4640), NGINX_PORT (8640), DIST_DIR (dist),
 * BUILD=1 to rebuild (it rebuilds anyway when sources are newer than the build), JWT_SECRET (generated for this run when unset). Ctrl-C stops everything.
 */
import { randomBytes } from 'node:crypto';
import { buildIfNeeded, startStack } from './stack.ts';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is required (e.g. postgres://postgres@127.0.0.1:5432/test): several instances need one PostgreSQL.',
  );
  process.exit(2);
}
const instances = number('INSTANCES', 2);
const basePort = number('BASE_PORT', 4640);
const nginxPort = number('NGINX_PORT', 8640);
const distDir = process.env['DIST_DIR'] ?? 'dist';
let jwtSecret = process.env['JWT_SECRET'];
if (!jwtSecret) {
  jwtSecret = randomBytes(48).toString('base64url');
  console.warn('JWT_SECRET unset: using one generated for this run (sessions end when it stops).');
}

if (buildIfNeeded(distDir, { force: process.env['BUILD'] === '1', stale: true })) console.log(`built into ${distDir}/`);

const env: Record<string, string> = {
  DATA_DIR: process.env['DATA_DIR'] ?? 'data-deploy',
  ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: jwtSecret,
};
const stack = await startStack({ distDir, instances, basePort, nginxPort, env });
console.log(
  `Patinhas: ${stack.instances.length} instances (${stack.instances.map((i) => i.port).join(', ')}) behind nginx at ${stack.nginx.url}` +
    `\nnginx prefix ${stack.nginx.prefix} (access log: ${stack.nginx.accessLog}). Ctrl-C stops everything.`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: a terminar nginx e as instâncias…`);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Whatever dies first takes the rest down: a half-running stack would mislead whoever is testing.
for (const child of [stack.nginx.process, ...stack.instances.map((i) => i.process)]) {
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`process ${child.pid} exited (${code}); stopping the rest`);
    void stack.stop().then(() => process.exit(1));
  });
}
