/**
 * Throughput and cold start. req/s and p99 at 50 connections (autocannon) of the public pages and the main
 * API reads, each as a ratio to a static file served by the same process in the same run (target ≥ 0.5 for
 * the server-rendered pages), and sign-in; then the cold start of `npm run serve` with an empty database, a
 * demo database's first start and an existing demo database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print, record, verdict } from './lib/report.ts';
import { buildOnce, DIST_DIR, freePort } from './lib/server.ts';

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
  timeouts: number;
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
const DURATION_S = () => Number(process.env['BENCH_DURATION'] ?? 10);
/** Server-rendered pages must serve at least half the requests per second of a static file. */
export const PAGE_RATIO_TARGET = 0.5;
/** What a browser sends: compressed answers are what pages cost in production. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' };

async function measure(options: Parameters<Autocannon>[0]): Promise<AutocannonResult> {
  // A short warm-up so JIT and caches are in the figures the way they are in production.
  await autocannon({ ...options, duration: 2 });
  return autocannon(options);
}

export interface ThroughputTarget {
  label: string;
  path: string;
  /** A server-rendered public page: judged against the ratio target. */
  page?: boolean;
  method?: string;
  body?: string;
}

/**
 * Measures the static file first, then every target, on a running server. The ratios compare requests per
 * second; "p99 ratio" is the static file's p99 over the target's (1 is as fast as the static file).
 */
export async function throughput(baseUrl: string, staticPath: string, targets: ThroughputTarget[]): Promise<void> {
  const section = `throughput (${CONNECTIONS} connections; req/s ratio to a static file of the same process; pages target ≥ ${PAGE_RATIO_TARGET})`;
  const base = await measure({ url: baseUrl + staticPath, connections: CONNECTIONS, duration: DURATION_S(), headers: BROWSER_HEADERS });
  const row = (label: string, r: AutocannonResult, judged: boolean | null) => {
    const ratio = Math.round((r.requests.average / Math.max(1, base.requests.average)) * 100) / 100;
    // No answer at all within the window (a slow call on a busy machine) is a finding, not a ratio.
    const answered = r.latency.p99 > 0;
    record(section, {
      target: label,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      'req/s ratio': ratio,
      'p99 ratio (static/this)': answered ? Math.round((base.latency.p99 / Math.max(1, r.latency.p99)) * 100) / 100 : null,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      verdict: judged === null ? '—' : verdict(judged && ratio >= PAGE_RATIO_TARGET && r.non2xx === 0 && r.errors === 0),
    });
  };
  row(`static file ${staticPath}`, base, null);
  for (const t of targets) {
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(t.body ? { 'content-type': 'application/json' } : {}) };
    const r = await measure({
      url: baseUrl + t.path,
      connections: CONNECTIONS,
      duration: DURATION_S(),
      headers,
      ...(t.method ? { method: t.method } : {}),
      ...(t.body ? { body: t.body } : {}),
    });
    row(t.label, r, t.page ? true : null);
  }
  print(section);
}

/** Signs a bench account up on a server (with RATE_LIMITS=off) and gives its credentials for the sign-in target. */
export async function benchAccount(baseUrl: string): Promise<{ username: string; password: string }> {
  const credentials = { username: 'bench@example.pt', password: 'Bench2024!' };
  const signup = await fetch(`${baseUrl}/api/public/signup`, {
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
  if (signup.status !== 201 && signup.status !== 409) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  return credentials;
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

/** The cold starts of `npm run serve`, each until /api/health answers. */
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

export { coldStarts };
