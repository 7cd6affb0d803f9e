/**
 * A separate process that polls a server's /api/health every 50 ms, so its timing is not the attacker's
 * event loop: `startHealthProbe(url)` forks it, and `during(from, to)` answers the polls that overlapped a
 * window of wall-clock time, waiting for a poll still in flight (a stalled server shows as one long poll).
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const POLL_EVERY_MS = 50;
/** Wall clock with sub-millisecond precision, the same in every process. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

export interface Poll {
  start: number;
  end: number;
  ms: number;
  /** 200, another status, or 0 when the request failed. */
  status: number;
}

type ToProbe = { type: 'during'; from: number; to: number };
type FromProbe = { type: 'ready' } | { type: 'during'; polls: Poll[] };

export interface HealthProbe {
  during(from: number, to: number): Promise<Poll[]>;
  stop(): void;
}

export async function startHealthProbe(baseUrl: string): Promise<HealthProbe> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_HEALTH_URL: baseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends FromProbe['type']>(type: T) =>
    new Promise<Extract<FromProbe, { type: T }>>((resolve, reject) => {
      const onMessage = (m: FromProbe) => {
        if (m.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(m as Extract<FromProbe, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`health probe exited with ${code}`));
      child.on('message', onMessage).once('exit', onExit);
    });
  await next('ready');
  return {
    during: async (from, to) => {
      const answer = next('during');
      child.send({ type: 'during', from, to } satisfies ToProbe);
      return (await answer).polls;
    },
    stop: () => void child.kill(),
  };
}

/** The child: polls until its parent goes away. */
async function probe(url: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const polls: Poll[] = [];
  let inFlight: Promise<void> | undefined;
  const poll = () =>
    new Promise<void>((resolve) => {
      const start = wallClock();
      const done = (status: number) => {
        const end = wallClock();
        polls.push({ start, end, ms: end - start, status });
        resolve();
      };
      const req = http.get(`${url}/api/health`, { agent, timeout: 60_000 }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => done(0));
    });
  const answer = async (m: ToProbe) => {
    if (m.type !== 'during') return;
    if (inFlight) await inFlight;
    const overlapping = polls.filter((p) => p.start < m.to && p.end > m.from);
    process.send?.({ type: 'during', polls: overlapping } satisfies FromProbe);
    // Windows come in order: what ended before this one is not asked for again.
    polls.splice(0, polls.length, ...polls.filter((p) => p.end > m.to));
  };
  process.on('message', (m: ToProbe) => void answer(m));
  process.on('disconnect', () => process.exit(0));
  await (inFlight = poll());
  process.send?.({ type: 'ready' } satisfies FromProbe);
  for (;;) {
    const started = wallClock();
    inFlight = poll();
    await inFlight;
    inFlight = undefined;
    await new Promise((r) => setTimeout(r, Math.max(0, started + POLL_EVERY_MS - wallClock())));
  }
}

const role = process.env['BENCH_HEALTH_URL'];
if (role && process.send) await probe(role);
