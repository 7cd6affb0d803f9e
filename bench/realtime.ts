/**
 * Real-time budget: N STOMP clients (BENCH_CLIENTS, default 2000) on one instance; memory per
 * connection and commit→receipt latency for a broadcast and for single-user messages. Prints figures.
 *
 * The server (database, LISTEN bus and /ws endpoint: the modules production runs; bench/lib/realtime-server.ts)
 * lives in this process so the bench can take the commit time of each notification and the server's own memory
 * and CPU. The clients run in BENCH_CLIENT_PROCS child processes (default: one per core), so their
 * parsing neither shares the server's event loop nor queues behind one single client process:
 * BENCH_CLIENT=lean (default) speaks STOMP on a bare `ws` socket with a minimal frame reader,
 * BENCH_CLIENT=stompjs uses the browser's library (about 4× the client CPU per message).
 * Every process reads the same wall clock (performance.timeOrigin + now()): each client stamps its
 * own receipt and the bench subtracts the commit time it took itself.
 * BENCH_DATABASE_URL=postgres://… runs on PostgreSQL (a scratch database) instead of PGlite;
 * BENCH_BROADCASTS (default 5) sets the rounds; BENCH_REALTIME_PROFILE=<dir> writes CPU profiles of
 * the broadcasts (server) and of the client processes. BENCH_TABS (default 2) signed-in tabs run the site's own
 * notifications store (bench/lib/tab.ts), each in a process, and count the HTTP requests the pushes cost them.
 * See bench/README.md ("The realtime part").
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChildren } from './lib/children.ts';
import { leanStomp } from './lib/lean-stomp.ts';
import { mb, memory, ms, percentile } from './lib/measure.ts';
import { startRealtimeServer } from './lib/realtime-server.ts';
import { print, record, verdict } from './lib/report.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { inTransaction } from '../src/server/db/transaction.ts';

const ROLE = process.env['BENCH_REALTIME_ROLE'];
const now = () => performance.timeOrigin + performance.now();

type ToParent =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'single'; user: number; at: number }
  | { type: 'broadcast'; tag: string; times: number[]; cpuMs: number }
  | { type: 'tab-ready' }
  | { type: 'tab'; pushes: number; requests: string[]; unread: number; total: number };
type ToChild = { type: 'exit' } | { type: 'report' };

// ── Client role (child processes) ─────────────────────────────────────────────

/** What a client does with each MESSAGE body: parse it and stamp its arrival. */
type OnMessage = (at: number, json: string) => void;

async function clients(): Promise<void> {
  const { default: WebSocket } = await import('ws');
  const { url, tokens, first } = JSON.parse(readFileSync(process.env['BENCH_REALTIME_INPUT'] as string, 'utf8')) as {
    url: string;
    tokens: string[];
    first: number;
  };
  const lean = process.env['BENCH_CLIENT'] !== 'stompjs';
  const send = (message: ToParent) => process.send?.(message);
  process.on('message', (m: ToChild) => {
    if (m.type === 'exit') process.exit(0);
  });
  const broadcasts = new Map<string, { times: number[]; cpu: NodeJS.CpuUsage }>();
  let connected = 0;
  let failed = 0;

  const received =
    (index: number): OnMessage =>
    (at, json) => {
      const body = JSON.parse(json) as { type: string; params: Record<string, string> };
      if (body.type !== 'GLOBAL') {
        send({ type: 'single', user: index, at });
        return;
      }
      const tag = body.params['title'] as string;
      let seen = broadcasts.get(tag);
      if (!seen) broadcasts.set(tag, (seen = { times: [], cpu: process.cpuUsage() }));
      seen.times.push(at);
      if (seen.times.length === connected) {
        const cpu = process.cpuUsage(seen.cpu);
        send({ type: 'broadcast', tag, times: seen.times, cpuMs: (cpu.user + cpu.system) / 1000 });
      }
    };

  /** The browser's client: @stomp/stompjs, heart-beats 10000,10000, SUBSCRIBE with a receipt. */
  const stompjs = async () => {
    const { Client } = await import('@stomp/stompjs');
    return (token: string, index: number, done: (ok: boolean) => void) => {
      const client = new Client({
        webSocketFactory: () => new WebSocket(url),
        connectHeaders: { Authorization: `Bearer ${token}` },
        reconnectDelay: 0,
        heartbeatIncoming: 10_000,
        heartbeatOutgoing: 10_000,
      });
      const onMessage = received(index);
      client.onConnect = () => {
        const receipt = `ready-${index}`;
        client.watchForReceipt(receipt, () => done(true));
        client.subscribe('/user/topic/general', (message) => onMessage(now(), message.body), { receipt });
      };
      client.onStompError = () => done(false);
      client.onWebSocketError = () => done(false);
      client.activate();
    };
  };

  /** The same conversation on a bare socket (bench/lib/lean-stomp.ts). */
  const bare = () => {
    const openLean = leanStomp(url, '/user/topic/general');
    return (token: string, index: number, done: (ok: boolean) => void) => openLean(token, index, received(index), done);
  };

  const open = lean ? bare() : await stompjs();
  const connect = (token: string, index: number) =>
    new Promise<void>((resolve) => {
      let settled = false;
      open(token, index, (ok) => {
        if (settled) return;
        settled = true;
        if (ok) connected += 1;
        else failed += 1;
        resolve();
      });
    });

  // A couple of hundred handshakes at a time: a browser crowd arrives over time, not in one SYN burst.
  const batch = 200;
  for (let i = 0; i < tokens.length; i += batch) {
    await Promise.all(tokens.slice(i, i + batch).map((token, j) => connect(token, first + i + j)));
  }
  send({ type: 'ready', connected, failed });
}

// ── Tab role (child processes): the site's notifications store, as a signed-in page runs it ──

async function tab(): Promise<void> {
  const { origin, url, token } = JSON.parse(readFileSync(process.env['BENCH_REALTIME_INPUT'] as string, 'utf8')) as {
    origin: string;
    url: string;
    token: string;
  };
  const { openTab } = await import('./lib/tab.ts');
  const page = await openTab(origin, url, token);
  const send = (message: ToParent) => process.send?.(message);
  process.on('message', (m: ToChild) => {
    if (m.type === 'exit') void page.close().finally(() => process.exit(0));
    if (m.type === 'report') {
      send({
        type: 'tab',
        pushes: page.pushes(),
        requests: page.requests(),
        unread: page.unread(),
        total: page.total(),
      });
    }
  });
  await page.live();
  send({ type: 'tab-ready' });
}

// ── Server role (the bench process) ───────────────────────────────────────────

const avg = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const range = (list: number[]) => `${ms(Math.min(...list))}–${ms(Math.max(...list))}`;

/** Starts a CPU profile of this process; the returned function writes it to `file`. */
async function profile(file: string): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile: data } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(data));
    session.disconnect();
  };
}

export async function run(): Promise<void> {
  const count = Number(process.env['BENCH_CLIENTS'] ?? 2000);
  const clientKind = process.env['BENCH_CLIENT'] === 'stompjs' ? 'stompjs' : 'lean';
  const procs = Math.max(1, Math.min(count, Number(process.env['BENCH_CLIENT_PROCS'] ?? availableParallelism())));
  const profileDir = process.env['BENCH_REALTIME_PROFILE'];
  const { signToken } = await import('../src/server/domain/auth/tokens.ts');
  const { notify } = await import('../src/server/domain/notifications/notify.ts');
  const { countUnread, listPage } = await import('../src/server/domain/notifications/notifications.ts');
  const { verifyToken } = await import('../src/server/domain/auth/tokens.ts');
  const { sql } = await import('drizzle-orm');
  const tabCount = Math.max(0, Number(process.env['BENCH_TABS'] ?? 2));

  const rt = await startRealtimeServer('rt');
  const { database, bus, realtime, url } = rt;
  const db = database.db;
  const children: ChildProcess[] = [];
  try {
    await db.execute(sql`insert into user_types (code, name) values ('TUTOR', 'Tutor') on conflict do nothing`);
    await db.execute(sql`
      insert into users (email, password_hash, name, surname, user_type)
      select 'bench-' || g || '@example.pt', 'not-a-hash', 'Bench', 'User', 'TUTOR' from generate_series(1, ${count}) g`);
    const result: unknown = await db.execute(sql`select id from users where email like 'bench-%' order by email`);
    const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
    const tokens = await Promise.all(ids.map((id) => signToken(rt, id, 0)));
    if (profileDir) mkdirSync(profileDir, { recursive: true });

    const before = memory();
    const messages: ToParent[] = [];
    const waiters = new Set<() => void>();
    const share = Math.ceil(count / procs);
    for (let p = 0; p < procs; p += 1) {
      const input = path.join(rt.dir, `clients-${p}.json`);
      writeFileSync(input, JSON.stringify({ url, tokens: tokens.slice(p * share, (p + 1) * share), first: p * share }));
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, BENCH_REALTIME_ROLE: 'clients', BENCH_REALTIME_INPUT: input },
        execArgv: [
          ...process.execArgv,
          ...(profileDir
            ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=clients-${p}.cpuprofile`]
            : []),
        ],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (m: ToParent) => {
        messages.push(m);
        for (const wake of waiters) wake();
      });
      children.push(child);
    }
    /** Resolves with `n` messages that pass `test` (from any client process). */
    const next = <T extends ToParent>(test: (m: ToParent) => m is T, n = 1, timeoutMs = 120_000): Promise<T[]> =>
      new Promise((resolve, reject) => {
        const got: T[] = [];
        const check = () => {
          for (let index = messages.findIndex(test); index !== -1 && got.length < n; index = messages.findIndex(test)) {
            got.push(messages.splice(index, 1)[0] as T);
          }
          if (got.length < n) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(got);
        };
        const timer = setTimeout(
          () => reject(new Error('realtime bench: timed out waiting for the clients')),
          timeoutMs,
        );
        waiters.add(check);
        check();
      });

    const connectStart = now();
    const ready = await next((m): m is Extract<ToParent, { type: 'ready' }> => m.type === 'ready', procs, 600_000);
    const connectSeconds = (now() - connectStart) / 1000;
    const after = memory();
    const stats = realtime.stats();
    const atBudget = stats.connections >= 10_000;
    const perConnection = Math.max(after.rss - before.rss, after.heap - before.heap) / Math.max(1, stats.connections);
    record('realtime: connections', {
      clients: `${count} ${clientKind}`,
      database: database.driver,
      'client processes': procs,
      connected: stats.connections,
      refused: ready.reduce((n, r) => n + r.failed, 0),
      'connect all (s)': ms(connectSeconds),
      'server RSS before (MB)': mb(before.rss),
      'server RSS after (MB)': mb(after.rss),
      'RSS per connection (KB)': Math.round((after.rss - before.rss) / Math.max(1, stats.connections) / 102.4) / 10,
      'heap per connection (KB)': Math.round((after.heap - before.heap) / Math.max(1, stats.connections) / 102.4) / 10,
      // The sockets' share of the process (the rest is the modules, the database if embedded and the
      // bench's own data), scaled to the budget's 10,000 connections.
      'connections at 10k (MB)': mb(perConnection * 10_000),
      // The budget is for 10,000: fewer connections are too few to judge (allocator steps, warm-up).
      'target < 300 MB': atBudget ? verdict(perConnection * 10_000 < 300 * 1024 * 1024) : '— (< 10,000)',
    });
    print('realtime: connections');

    // Signed-in tabs: the two notification reads a page makes, answered as the API answers them (the same domain
    // calls), and the site's store in each tab process.
    rt.serve((req, res) => void answerNotifications(req, res));
    async function answerNotifications(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const address = new URL(req.url ?? '/', rt.origin);
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const principal = token ? await verifyToken({ db, jwtSecret: rt.jwtSecret }, token) : null;
      const reply = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (!principal) return reply(401, { status: 401, message: 'error.unauthorized' });
      if (req.method === 'GET' && address.pathname === '/api/private/notification/count')
        return reply(200, await countUnread(db, principal.userId));
      if (req.method === 'GET' && address.pathname === '/api/private/notification') {
        const page = Number(address.searchParams.get('page') ?? 0);
        const size = Number(address.searchParams.get('size') ?? 20);
        return reply(200, await listPage(db, principal.userId, page, size));
      }
      reply(404, { status: 404, message: 'error.not-found' });
    }
    await db.execute(sql`
      insert into users (email, password_hash, name, surname, user_type)
      select 'bench-tab-' || g || '@example.pt', 'not-a-hash', 'Bench', 'Tab', 'TUTOR' from generate_series(1, ${tabCount}) g`);
    const tabIds = rowsOf<{ id: string }>(
      await db.execute(sql`select id from users where email like 'bench-tab-%' order by email`),
    ).map((r) => r.id);
    const tabs: ChildProcess[] = [];
    for (const [t, id] of tabIds.entries()) {
      const input = path.join(rt.dir, `tab-${t}.json`);
      writeFileSync(input, JSON.stringify({ origin: rt.origin, url, token: await signToken(rt, id, 0) }));
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, BENCH_REALTIME_ROLE: 'tab', BENCH_REALTIME_INPUT: input },
        execArgv: process.execArgv,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child.on('message', (m: ToParent) => {
        messages.push(m);
        for (const wake of waiters) wake();
      });
      children.push(child);
      tabs.push(child);
    }
    await next((m): m is Extract<ToParent, { type: 'tab-ready' }> => m.type === 'tab-ready', tabs.length, 120_000);

    // The commit time: when the transaction call returned, or when this process's bus handed over the
    // NOTIFY if that came first (PostgreSQL sends it at commit; our event loop may read it before
    // the COMMIT's answer). The endpoint subscribed first, so its dispatch has just begun then.
    let announced = { at: Infinity, cpu: process.cpuUsage() };
    const unsubscribeBench = bus.subscribe(() => {
      announced = { at: now(), cpu: process.cpuUsage() };
    });
    const commitTime = (returned: number) => Math.min(returned, announced.at);

    // Single-user messages, one at a time: commit → that user's client has the MESSAGE.
    const singles: number[] = [];
    const samples = Math.min(200, ids.length);
    for (let i = 0; i < samples; i += 1) {
      const user = Math.floor(Math.random() * ids.length);
      announced.at = Infinity;
      await inTransaction({ db }, (tx) =>
        notify(tx, { userId: ids[user] as string, type: 'SALE_INTERESTED', referenceKey: 'bench' }),
      );
      const committed = commitTime(now());
      const [got] = await next(
        (m): m is Extract<ToParent, { type: 'single' }> => m.type === 'single' && m.user === user,
        1,
        30_000,
      );
      singles.push((got as { at: number }).at - committed);
    }
    singles.sort((a, b) => a - b);

    // Broadcasts: one INSERT … SELECT of a row per user and one NOTIFY; commit → each client's MESSAGE.
    const broadcastRounds = Number(process.env['BENCH_BROADCASTS'] ?? 5);
    const receipts: number[] = [];
    const roundP99: number[] = [];
    const commits: number[] = [];
    const dispatches: number[] = [];
    const serverCpu: number[] = [];
    const clientCpu: number[] = [];
    const stopProfile = profileDir ? await profile(path.join(profileDir, 'server-broadcasts.cpuprofile')) : undefined;
    for (let round = 0; round < broadcastRounds; round += 1) {
      const tag = `bench-${round}`;
      announced.at = Infinity;
      const started = now();
      await inTransaction({ db }, (tx) =>
        notify(tx, { userId: 'all', type: 'GLOBAL', params: { title: tag, message: 'bench' } }),
      );
      const committed = commitTime(now());
      commits.push(committed - started);
      const got = await next(
        (m): m is Extract<ToParent, { type: 'broadcast' }> => m.type === 'broadcast' && m.tag === tag,
        procs,
        120_000,
      );
      const cpu = process.cpuUsage(announced.cpu);
      serverCpu.push((cpu.user + cpu.system) / 1000);
      clientCpu.push(got.reduce((n, g) => n + g.cpuMs, 0));
      const round_ = got.flatMap((g) => g.times.map((at) => at - committed)).sort((a, b) => a - b);
      receipts.push(...round_);
      roundP99.push(percentile(round_, 99));
      const last = realtime.stats().lastBroadcast;
      dispatches.push(last?.ms ?? NaN);
      // Let the sockets drain and the heart-beats settle before the next round.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await stopProfile?.();

    unsubscribeBench();
    receipts.sort((a, b) => a - b);
    record('realtime: commit → receipt', {
      kind: `single user (${samples} sequential)`,
      'p50 ms': ms(percentile(singles, 50)),
      'p99 ms': ms(percentile(singles, 99)),
      'max ms': ms(singles.at(-1) ?? NaN),
      'p99 per round ms': '',
      'target p99 < 300 ms': '',
    });
    record('realtime: commit → receipt', {
      kind: `broadcast to ${stats.connections} (${broadcastRounds} rounds)`,
      'p50 ms': ms(percentile(receipts, 50)),
      'p99 ms': ms(percentile(receipts, 99)),
      'max ms': ms(receipts.at(-1) ?? NaN),
      'p99 per round ms': range(roundP99),
      'target p99 < 300 ms': atBudget ? verdict(percentile(receipts, 99) < 300) : '— (< 10,000)',
    });
    print('realtime: commit → receipt');
    record('realtime: where a broadcast’s time goes (avg per round)', {
      'insert rows + commit ms': ms(avg(commits)),
      // NOTIFY handled → last socket written, on the server; the rest is the network and the clients.
      'NOTIFY → last socket write ms': ms(avg(dispatches)),
      // From the NOTIFY to the last client's receipt: the dispatch, heart-beats and the bench's IPC.
      'server CPU ms': ms(avg(serverCpu)),
      'client CPU ms (all processes)': ms(avg(clientCpu)),
    });
    print('realtime: where a broadcast’s time goes (avg per round)');

    // Each tab's person gets personal notifications too (the broadcasts above reached them already); then each tab
    // says what it received, what the bell shows and which requests it made since its first read.
    // A person's notifications come one at a time (a tenth of a second apart here), not in a burst a refresh could fold.
    const personal = 10;
    for (let i = 0; i < personal; i += 1) {
      for (const id of tabIds) await notify(db, { userId: id, type: 'SALE_INTERESTED', referenceKey: `tab-${i}` });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const expected = personal + broadcastRounds;
    const report = async () => {
      for (const child of tabs) child.send({ type: 'report' } satisfies ToChild);
      return next((m): m is Extract<ToParent, { type: 'tab' }> => m.type === 'tab', tabs.length, 30_000);
    };
    let reports = await report();
    for (let waited = 0; waited < 30_000 && !reports.every((r) => r.pushes >= expected); waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      reports = await report();
    }
    // Whatever the pushes set off (a read of the list) has a second to finish before the tabs are read.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    reports = await report();
    const truths = await Promise.all(tabIds.map((id) => countUnread(db, id)));
    const pushedToTabs = reports.reduce((n, r) => n + r.pushes, 0);
    const requests = reports.reduce((n, r) => n + r.requests.length, 0);
    const perPush = requests / Math.max(1, pushedToTabs);
    record('realtime: HTTP requests per pushed notification per tab', {
      tabs: tabs.length,
      'pushes per tab (personal + broadcast)': `${personal} + ${broadcastRounds}`,
      'pushes received (all tabs)': `${pushedToTabs} of ${expected * tabs.length}`,
      'HTTP requests (all tabs)': requests,
      'requests per push per tab': Math.round(perPush * 100) / 100,
      'badge = database count': reports.every((r, t) => r.unread === truths[t])
        ? 'yes'
        : `no (${reports.map((r) => r.unread).join(', ')} ≠ ${truths.join(', ')})`,
      'target 0': tabs.length > 0 ? verdict(requests === 0 && pushedToTabs === expected * tabs.length) : '—',
    });
    print('realtime: HTTP requests per pushed notification per tab');
  } finally {
    await stopChildren(children);
    await rt.stop();
  }
}

if (ROLE === 'clients' || ROLE === 'tab') {
  (ROLE === 'clients' ? clients() : tab()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node bench/realtime.ts` runs this part alone.
  await run();
}
