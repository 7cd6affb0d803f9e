/** API budgets: req/s and p99 of GET /api/public/location and POST /api/public/authenticate at 50 connections, and the cold start of `npm run serve`. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print, record } from './lib/report.ts';
import { buildOnce, DIST_DIR, freePort, startServer } from './lib/server.ts';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;

// autocannon ships no types; loaded through require so the bench stays type-checked around it.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env['BENCH_DURATION'] ?? 10);

async function load(name: string, options: Parameters<Autocannon>[0]): Promise<void> {
  // A short warm-up so JIT and caches are in the figures the way they are in production.
  await autocannon({ ...options, duration: 2 });
  const r = await autocannon(options);
  record('api throughput (50 connections)', {
    call: name,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
}

async function throughput(): Promise<void> {
  // Rate limits off: with them on, one address signing in 50 at a time would measure 429 answers.
  const server = await startServer({ env: { SEED: 'none', RATE_LIMITS: 'off' } });
  try {
    const credentials = { username: 'bench@example.pt', password: 'Bench2024!' };
    const signup = await fetch(`${server.url}/api/public/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        surname: 'User',
        email: credentials.username,
        password: credentials.password,
        userType: 'TUTOR',
        acceptTerms: true,
      }),
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);

    await load('GET /api/public/location', { url: `${server.url}/api/public/location`, connections: CONNECTIONS, duration: DURATION_S });
    await load('POST /api/public/authenticate', {
      url: `${server.url}/api/public/authenticate`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  } finally {
    await server.stop();
  }
  print('api throughput (50 connections)');
}

/** Milliseconds from `npm run serve` to the first answer of /api/health; the server is stopped again. */
async function coldStart(dataDir: string, env: Record<string, string> = {}): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so npm, its shell and the server stop together.
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DIST_DIR, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED: 'none', ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (const deadline = Date.now() + 300_000; ; ) {
      if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return Math.round(performance.now() - started);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('npm run serve did not answer within 300 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm returns before the server has closed its database: wait for the whole group to be gone,
    // or the next start would (rightly) find DATA_DIR locked.
    if (child.pid) await groupGone(child.pid);
  }
}

async function groupGone(pgid: number): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  process.kill(-pgid, 'SIGKILL');
}

async function coldStarts(): Promise<void> {
  buildOnce();
  const section = 'cold start of npm run serve (until /api/health answers)';
  const empty = mkdtempSync(path.join(tmpdir(), 'patinhas-cold-'));
  const demo = mkdtempSync(path.join(tmpdir(), 'patinhas-cold-demo-'));
  try {
    record(section, { database: 'empty, new DATA_DIR (initdb, migrations, reference data)', ms: await coldStart(empty) });
    record(section, { database: 'empty, existing DATA_DIR', ms: await coldStart(empty) });
    if (existsSync('src/server/db/seed')) {
      record(section, { database: 'demo, first start (creates and seeds)', ms: await coldStart(demo, { SEED: 'demo' }) });
      record(section, { database: 'demo, existing demo database', ms: await coldStart(demo, { SEED: 'demo' }) });
    } else {
      record(section, { database: 'demo: not measured (no demo seed in src/server/db/seed yet)', ms: null });
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
  }
  print(section);
}

export async function run(): Promise<void> {
  await throughput();
  await coldStarts();
}

if (import.meta.main) await run();
