/**
 * The bench account for the sign-in throughput target (the throughput itself is bench/lib/throughput.ts),
 * and the cold start of `npm run serve` with an empty database, a demo database's first start and an
 * existing demo database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print, record } from './lib/report.ts';
import { buildOnce, DIST_DIR, freePort } from './lib/server.ts';

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
  if (signup.status !== 201 && signup.status !== 409)
    throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
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
    env: {
      ...process.env,
      DIST_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED: 'none',
      ...env,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (const deadline = Date.now() + 300_000; ;) {
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
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
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
    record(section, {
      database: 'empty, new DATA_DIR (initdb, migrations, reference data)',
      ms: await coldStart(empty),
    });
    record(section, { database: 'empty, existing DATA_DIR', ms: await coldStart(empty) });
    if (existsSync('src/server/seed')) {
      record(section, {
        database: 'demo, first start (creates and seeds)',
        ms: await coldStart(demo, { SEED: 'demo' }),
      });
      record(section, { database: 'demo, existing demo database', ms: await coldStart(demo, { SEED: 'demo' }) });
    } else {
      record(section, { database: 'demo: not measured (no demo seed in src/server/seed yet)', ms: null });
    }
  } finally {
    rmSync(empty, { recursive: true, force: true });
    rmSync(demo, { recursive: true, force: true });
  }
  print(section);
}

export { coldStarts };
