/** Builds once into dist-bench and starts real servers from it on free ports with their own data dirs. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const DIST_DIR = 'dist-bench';
let built = false;

/** Builds the site into dist-bench once per bench run. */
export function buildOnce(): void {
  if (built || process.env.BENCH_SKIP_BUILD) return;
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  built = true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Milliseconds from spawn to the first successful /api/health. */
  startMs: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Keep this data dir (else a fresh temporary one). */
  dataDir?: string;
}

/** Starts `npm run serve` equivalent (node src/server/main.ts) and waits until it answers. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  buildOnce();
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'patinhas-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DIST_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const startMs = performance.now() - started;
  return {
    url,
    port,
    dataDir,
    startMs,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
