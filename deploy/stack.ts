/**
 * The multi-instance layout on one machine: N `npm run serve` instances on one PostgreSQL behind a
 * throw-away nginx. Used by deploy/run-local.ts and by tests/pg/deploy-nginx.test.ts, so the test
 * exercises what an operator runs.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATE = path.join(ROOT, 'deploy/patinhas.conf.template');

const BUILD_INPUTS = ['src', 'public', 'drizzle', 'astro.config.mjs', 'package.json', 'integrations'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

/**
 * Builds into `distDir` when it holds no server bundle, or when `stale` and a source is newer than it
 * (as `npm start` does), or always with `force`. Answers whether it built.
 */
export function buildIfNeeded(
  distDir: string,
  options: { force?: boolean; stale?: boolean; quiet?: boolean } = {},
): boolean {
  const entry = path.join(ROOT, distDir, 'server/entry.mjs');
  const missing = !existsSync(entry);
  const outdated =
    !missing &&
    options.stale === true &&
    Math.max(...BUILD_INPUTS.map((p) => newest(path.join(ROOT, p)))) > statSync(entry).mtimeMs;
  if (!options.force && !missing && !outdated) return false;
  execFileSync(
    process.execPath,
    ['node_modules/astro/bin/astro.mjs', 'build', ...(options.quiet ? ['--silent'] : [])],
    {
      cwd: ROOT,
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      // A production build whoever asks (a test runner sets NODE_ENV=test, which Vite would build with).
      env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  return true;
}

export interface Instance {
  port: number;
  /** http://127.0.0.1:port, for calls that bypass nginx. */
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface InstanceOptions {
  distDir: string;
  port: number;
  host?: string;
  /** Everything the instance needs besides PORT/HOST/DIST_DIR (DATABASE_URL, JWT_SECRET, ...). */
  env: Record<string, string>;
  /** Where the instance's output goes (default: this process's, prefixed with the port). */
  output?: 'inherit' | 'ignore';
}

/** Starts `node src/server/main.ts` on a port and resolves once /api/health answers. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const host = options.host ?? '127.0.0.1';
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', options.output === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
    env: { ...process.env, ...options.env, DIST_DIR: options.distDir, PORT: String(options.port), HOST: host },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (options.output !== 'ignore') prefixLines(process.stderr, options.port, chunk);
  });
  child.stdout?.on('data', (chunk: Buffer) => prefixLines(process.stdout, options.port, chunk));
  const url = `http://${host}:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`instance on port ${options.port} exited with ${child.exitCode}:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`instance on port ${options.port} did not answer /api/health within 90 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port: options.port, url, process: child, stop };
}

function prefixLines(out: NodeJS.WriteStream, port: number, chunk: Buffer): void {
  const text = chunk.toString().replace(/\n(?=.)/g, `\n[${port}] `);
  out.write(`[${port}] ${text}`);
}

export interface SiteConfig {
  /** `host:port` of every instance. */
  upstreams: string[];
  listen: string;
  serverName: string;
  clientDir: string;
  accessLog: string;
  tls?: string;
}

/** deploy/patinhas.conf.template with its placeholders filled in. */
export function renderSiteConfig(site: SiteConfig): string {
  const values: Record<string, string> = {
    UPSTREAMS: site.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: site.listen,
    SERVER_NAME: site.serverName,
    CLIENT_DIR: site.clientDir,
    ACCESS_LOG: site.accessLog,
    TLS: site.tls ?? '',
  };
  // Comment lines name the placeholders: they are kept as written.
  return readFileSync(TEMPLATE, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`unknown placeholder ${whole} in ${TEMPLATE}`);
            return value;
          }),
    )
    .join('\n');
}

export interface Nginx {
  url: string;
  port: number;
  /** The temporary prefix holding nginx.conf, site.conf, logs and temp files. */
  prefix: string;
  accessLog: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface NginxOptions extends Omit<SiteConfig, 'listen' | 'accessLog' | 'serverName'> {
  port: number;
  host?: string;
  serverName?: string;
  /** worker_processes (default auto; tests use 1 so round robin is strictly alternating). */
  workers?: number | 'auto';
  /** The nginx binary (default /usr/sbin/nginx, else `nginx` on PATH). */
  binary?: string;
  /** nginx's error log on this process's stderr (default), or kept only for error messages. */
  output?: 'inherit' | 'ignore';
}

/** Writes a self-contained nginx.conf into a temporary prefix and runs nginx in the foreground. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'patinhas-nginx-'));
  try {
    return await runNginx(prefix, options);
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
}

async function runNginx(prefix: string, options: NginxOptions): Promise<Nginx> {
  const host = options.host ?? '127.0.0.1';
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(prefix, dir));
  const accessLog = path.join(prefix, 'logs/access.log');
  writeFileSync(
    path.join(prefix, 'site.conf'),
    renderSiteConfig({
      ...options,
      listen: `${host}:${options.port}`,
      serverName: options.serverName ?? host,
      accessLog,
    }),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      '# Generated by deploy/stack.ts: a throw-away nginx for running the layout on one machine.',
      // As root (a container, CI) workers keep root: the temp prefix and the build are not readable by `nobody`.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `worker_processes ${options.workers ?? 'auto'};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 1024; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      `    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}`,
      `    include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const binary = options.binary ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const conf = path.join(prefix, 'nginx.conf');
  let stderr = '';
  const child = spawn(binary, ['-p', prefix, '-e', 'stderr', '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (options.output !== 'ignore') process.stderr.write(`[nginx] ${chunk.toString()}`);
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGQUIT: graceful (finishes requests in flight, closes WebSockets).
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    const failed = await Promise.race([spawnError, new Promise<undefined>((r) => setTimeout(() => r(undefined), 50))]);
    if (failed) throw new Error(`could not run ${binary}: ${failed.message} (apt-get install -y nginx)`);
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}`);
    // An answer signed by nginx, not just an open port: something else may hold the port (nginx then exits).
    if ((await nginxAnswers(`http://${host}:${options.port}/_astro/`)) && child.exitCode === null) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${host}:${options.port}:\n${stderr}`);
    }
  }
  return { url: `http://${host}:${options.port}`, port: options.port, prefix, accessLog, process: child, stop };
}

async function nginxAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { redirect: 'manual' });
    await res.body?.cancel();
    return res.headers.get('server') === 'nginx';
  } catch {
    return false;
  }
}

export interface StackOptions {
  distDir: string;
  instances: number;
  /** First instance port; the others follow. */
  basePort: number;
  nginxPort: number;
  /** Variables every instance shares: DATABASE_URL and JWT_SECRET at least. */
  env: Record<string, string>;
  workers?: number | 'auto';
  output?: 'inherit' | 'ignore';
}

export interface Stack {
  nginx: Nginx;
  instances: Instance[];
  stop(): Promise<void>;
}

/**
 * The first instance alone (it applies migrations and creates the configured administrator), then
 * the others together, then nginx in front of them.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  if (!options.env['DATABASE_URL'])
    throw new Error('DATABASE_URL is required: several instances need one PostgreSQL (PGlite belongs to one process).');
  if (!options.env['JWT_SECRET'])
    throw new Error('JWT_SECRET is required: every instance must verify the tokens the others sign.');
  // Local defaults: links point at nginx, and nginx (on this machine) is the proxy whose X-Forwarded-For counts.
  const env = {
    PUBLIC_SITE_URL: `http://127.0.0.1:${options.nginxPort}`,
    TRUSTED_PROXIES: '127.0.0.1',
    ...options.env,
  };
  const instances: Instance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map((i) => i.stop()));
  };
  try {
    const start = (n: number) =>
      startInstance({
        distDir: options.distDir,
        port: options.basePort + n,
        env,
        ...(options.output && { output: options.output }),
      });
    instances.push(await start(0));
    const rest = await Promise.allSettled(Array.from({ length: options.instances - 1 }, (_, n) => start(n + 1)));
    for (const result of rest) if (result.status === 'fulfilled') instances.push(result.value);
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const nginx = await startNginx({
      port: options.nginxPort,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      clientDir: path.join(ROOT, options.distDir, 'client'),
      ...(options.workers !== undefined && { workers: options.workers }),
      ...(options.output && { output: options.output }),
    });
    return {
      nginx,
      instances,
      stop: async () => {
        await nginx.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
