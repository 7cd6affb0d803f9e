/**
 * Real-time budget: N STOMP clients (BENCH_CLIENTS, default 2000) on one instance; memory per
 * connection and commit→receipt latency for a broadcast and for single-user messages. Prints figures.
 *
 * The server (database, LISTEN bus and /ws endpoint: the modules production runs) lives in this process so the bench
 * can take the commit time of each notification; the clients (real @stomp/stompjs over `ws`) run in
 * a child process, so their work does not share the server's event loop or its memory figures.
 * Both read the same wall clock (performance.timeOrigin + now()).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { print, record } from './lib/report.ts';

const ROLE = process.env['BENCH_REALTIME_ROLE'];
const now = () => performance.timeOrigin + performance.now();

type ToParent = { type: 'ready'; connected: number; failed: number } | { type: 'single'; user: number; at: number } | { type: 'broadcast'; tag: string; times: number[] };

// ── Client role (child process) ───────────────────────────────────────────────

async function clients(): Promise<void> {
  const { Client } = await import('@stomp/stompjs');
  const { default: WebSocket } = await import('ws');
  const { url, tokens } = JSON.parse(readFileSync(process.env['BENCH_REALTIME_INPUT'] as string, 'utf8')) as { url: string; tokens: string[] };
  const send = (message: ToParent) => process.send?.(message);
  const broadcasts = new Map<string, number[]>();
  let connected = 0;
  let failed = 0;

  const connect = (token: string, index: number) =>
    new Promise<void>((resolve) => {
      const client = new Client({
        webSocketFactory: () => new WebSocket(url),
        connectHeaders: { Authorization: `Bearer ${token}` },
        reconnectDelay: 0,
        heartbeatIncoming: 10_000,
        heartbeatOutgoing: 10_000,
      });
      client.onConnect = () => {
        const receipt = `ready-${index}`;
        client.watchForReceipt(receipt, () => {
          connected += 1;
          resolve();
        });
        client.subscribe(
          '/user/topic/general',
          (message) => {
            const at = now();
            const body = JSON.parse(message.body) as { type: string; params: Record<string, string> };
            if (body.type !== 'GLOBAL') {
              send({ type: 'single', user: index, at });
              return;
            }
            const tag = body.params['title'] as string;
            const times = broadcasts.get(tag) ?? [];
            times.push(at);
            broadcasts.set(tag, times);
            if (times.length === connected) send({ type: 'broadcast', tag, times });
          },
          { receipt },
        );
      };
      client.onStompError = () => {
        failed += 1;
        resolve();
      };
      client.onWebSocketError = () => {
        failed += 1;
        resolve();
      };
      client.activate();
    });

  // A few hundred handshakes at a time: a browser crowd arrives over time, not in one SYN burst.
  const batch = 200;
  for (let i = 0; i < tokens.length; i += batch) {
    await Promise.all(tokens.slice(i, i + batch).map((token, j) => connect(token, i + j)));
  }
  send({ type: 'ready', connected, failed });
}

// ── Server role (the bench process) ───────────────────────────────────────────

function gc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function memory(): { rss: number; heap: number } {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const ms = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function run(): Promise<void> {
  const count = Number(process.env['BENCH_CLIENTS'] ?? 2000);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The real-time part of the context only: the full one also loads mail and i18n, which need Vite.
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { startNotificationBus } = await import('../src/server/realtime/bus.ts');
  const { createRealtime } = await import('../src/server/realtime/endpoint.ts');
  const { env } = await import('../src/server/env.ts');
  const { signToken } = await import('../src/server/domain/auth/tokens.ts');
  const { notify } = await import('../src/server/domain/notifications/notify.ts');
  const { sql } = await import('drizzle-orm');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-rt-'));
  const database = await openDatabase({ dataDir, migrationsFolder: path.join(root, 'drizzle') });
  const bus = await startNotificationBus(database);
  const jwtSecret = new TextEncoder().encode('bench-secret-bench-secret-bench-secret-01');
  const realtime = createRealtime({ ctx: { env: env(), db: database.db, jwtSecret }, bus });
  const ctx = { db: database.db, jwtSecret, realtime };
  let child: ChildProcess | undefined;
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => ctx.realtime.handleUpgrade(req, socket, head));
  try {
    await ctx.db.execute(sql`insert into user_types (code, name) values ('TUTOR', 'Tutor') on conflict do nothing`);
    await ctx.db.execute(sql`
      insert into users (email, password_hash, name, surname, user_type)
      select 'bench-' || g || '@example.pt', 'not-a-hash', 'Bench', 'User', 'TUTOR' from generate_series(1, ${count}) g`);
    const ids = ((await ctx.db.execute(sql`select id from users where email like 'bench-%' order by email`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    const tokens = await Promise.all(ids.map((id) => signToken(ctx, id, 0)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
    const input = path.join(dataDir, 'clients.json');
    writeFileSync(input, JSON.stringify({ url, tokens }));

    const before = memory();
    const messages: ToParent[] = [];
    const waiters = new Set<() => void>();
    child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_REALTIME_ROLE: 'clients', BENCH_REALTIME_INPUT: input },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (m: ToParent) => {
      messages.push(m);
      for (const wake of waiters) wake();
    });
    const next = <T extends ToParent>(test: (m: ToParent) => m is T, timeoutMs = 120_000): Promise<T> =>
      new Promise((resolve, reject) => {
        const check = () => {
          const index = messages.findIndex(test);
          if (index === -1) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages.splice(index, 1)[0] as T);
        };
        const timer = setTimeout(() => reject(new Error('realtime bench: timed out waiting for the clients')), timeoutMs);
        waiters.add(check);
        check();
      });

    const connectStart = now();
    const ready = await next((m): m is Extract<ToParent, { type: 'ready' }> => m.type === 'ready', 600_000);
    const connectSeconds = (now() - connectStart) / 1000;
    const after = memory();
    const stats = ctx.realtime.stats();
    record('realtime: connections', {
      clients: count,
      connected: stats.connections,
      refused: ready.failed,
      'connect all (s)': ms(connectSeconds),
      'server RSS (MB)': mb(after.rss),
      'RSS per connection (KB)': Math.round((after.rss - before.rss) / Math.max(1, stats.connections) / 102.4) / 10,
      'heap per connection (KB)': Math.round((after.heap - before.heap) / Math.max(1, stats.connections) / 102.4) / 10,
    });
    print('realtime: connections');

    // Single-user messages, one at a time: commit → that user's client has the MESSAGE.
    const singles: number[] = [];
    const samples = Math.min(200, ids.length);
    for (let i = 0; i < samples; i += 1) {
      const user = Math.floor(Math.random() * ids.length);
      await ctx.db.transaction((tx) => notify(tx, { userId: ids[user] as string, type: 'SALE_INTERESTED', referenceKey: 'bench' }));
      const committed = now();
      const got = await next((m): m is Extract<ToParent, { type: 'single' }> => m.type === 'single' && m.user === user, 30_000);
      singles.push(got.at - committed);
    }
    singles.sort((a, b) => a - b);

    // Broadcasts: one INSERT … SELECT of a row per user and one NOTIFY; commit → each client's MESSAGE.
    const broadcastRounds = 3;
    const receipts: number[] = [];
    const commits: number[] = [];
    const dispatches: number[] = [];
    for (let round = 0; round < broadcastRounds; round += 1) {
      const tag = `bench-${round}`;
      const started = now();
      await ctx.db.transaction((tx) => notify(tx, { userId: 'all', type: 'GLOBAL', params: { title: tag, message: 'bench' } }));
      const committed = now();
      commits.push(committed - started);
      const got = await next((m): m is Extract<ToParent, { type: 'broadcast' }> => m.type === 'broadcast' && m.tag === tag, 120_000);
      for (const at of got.times) receipts.push(at - committed);
      dispatches.push(realtime.stats().lastBroadcast?.ms ?? NaN);
    }
    receipts.sort((a, b) => a - b);
    record('realtime: commit → receipt', {
      kind: `single user (${samples} sequential)`,
      'p50 ms': ms(percentile(singles, 50)),
      'p99 ms': ms(percentile(singles, 99)),
      'max ms': ms(singles.at(-1) ?? NaN),
      'write+commit ms (avg)': '',
      'server send ms (avg)': '',
    });
    record('realtime: commit → receipt', {
      kind: `broadcast to ${stats.connections} (${broadcastRounds} rounds)`,
      'p50 ms': ms(percentile(receipts, 50)),
      'p99 ms': ms(percentile(receipts, 99)),
      'max ms': ms(receipts.at(-1) ?? NaN),
      'write+commit ms (avg)': ms(commits.reduce((a, b) => a + b, 0) / commits.length),
      // NOTIFY received → last socket written, on the server; the rest is the network and the clients.
      'server send ms (avg)': ms(dispatches.reduce((a, b) => a + b, 0) / dispatches.length),
    });
    print('realtime: commit → receipt');
  } finally {
    child?.kill();
    await realtime.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (ROLE === 'clients') {
  clients().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node bench/realtime.ts` runs this part alone.
  await run();
}
