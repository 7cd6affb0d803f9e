/** A throw-away nats-server with JetStream on a free port and its own store, stopped and started again by a test. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../bench/lib/server.ts';

export interface ThrowAwayNats {
  /** nats://127.0.0.1:<port> */
  url: string;
  /** Kills the server (SIGKILL: no goodbye to its clients) and waits for it to be gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store; resolves once it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** Debian's package puts it in /usr/sbin, which a user's PATH may lack. */
export function natsServerBin(): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/bin'];
  const found = dirs.map((dir) => path.join(dir, 'nats-server')).find((file) => existsSync(file));
  if (!found) throw new Error('nats-server not found (apt-get install nats-server): the broker tests need it');
  return found;
}

export async function throwAwayNats(): Promise<ThrowAwayNats> {
  const bin = natsServerBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-nats-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  const start = async () => {
    output = '';
    const started = spawn(bin, ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (started.exitCode !== null || Date.now() > deadline) {
        throw new Error(`nats-server did not start on port ${port}: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    start,
    destroy: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
