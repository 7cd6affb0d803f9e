/**
 * Bus budget (issue 41, decision 187): two instances on one PostgreSQL (BENCH_DATABASE_URL), each in a process of its
 * own, with people connected to both; every event crosses from one instance to the other. Per bus (LISTEN/NOTIFY, then
 * NATS at BENCH_BUS_URL, default nats://127.0.0.1:4222) and per offered rate (BENCH_BUS_RATES, default 1000,2500,5000
 * events a second for the two together, BENCH_BUS_SECONDS each, default 10; BENCH_BUS_BUSES=nats or notify runs one
 * bus only): half messages (a buyer connected to A
 * writes through A to a seller connected to B, and back), half notifications (written through one instance for a person
 * connected to the other). Prints the events written and received a second, and write → receipt p50/p99 (the domain
 * call to the reader's MESSAGE frame: the transaction, the bus, the other instance's read and its socket).
 * Target on NATS: ≥ 5,000 events a second received with p99 < 100 ms.
 *
 * The instances write with the domain calls the API's handlers make (writeInConversation, notify), without HTTP. The
 * clients run in child processes (bench/lib/lean-stomp.ts); every process reads the same wall clock.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChildren } from './lib/children.ts';
import { leanStomp } from './lib/lean-stomp.ts';
import { ms, percentile } from './lib/measure.ts';
import { BENCH_JWT_SECRET } from './lib/realtime-server.ts';
import { print, record, verdict } from './lib/report.ts';
import type { Notification } from '../src/lib/notifications/shapes.ts';

const ROLE = process.env['BENCH_BUS_ROLE'];
const MESSAGES = '/user/queue/messages';
const GENERAL = '/user/topic/general';
const now = () => performance.timeOrigin + performance.now();

/**
 * Who an instance writes as: its side of each conversation, the people of the other instance to notify, and rows
 * written beforehand for those people that it announces one by one (the bus alone).
 */
interface InstancePlan {
  conversations: { id: string; writer: string }[];
  notified: string[];
  rows: { userId: string; key: string; notification: Omit<Notification, 'key'> }[];
}
/** `writes`: each event its transaction (a message or a notification); `announce`: events of rows already written. */
type Mode = 'writes' | 'announce';
type ToParent =
  | { type: 'ready'; url: string }
  | { type: 'connected'; connected: number; failed: number }
  | {
      type: 'wrote';
      written: number;
      behind: number;
      refused: number;
      failed: number;
      errors: string[];
      cpuMs: number;
      sent: [string, number][];
    }
  | { type: 'latencies'; messages: number[]; notifications: number[]; arrivals: [string, number][] }
  | { type: 'heard'; heard: [string, number][] };
type ToChild = { type: 'load'; mode: Mode; rate: number; seconds: number } | { type: 'flush' } | { type: 'exit' };

// ── Instance role: one server, writing on command ────────────────────────────

async function instance(): Promise<void> {
  const input = JSON.parse(readFileSync(process.env['BENCH_BUS_INPUT'] as string, 'utf8')) as {
    databaseUrl: string;
    bus?: { url: string; stream: string };
    plan: InstancePlan;
  };
  const { startRealtimeServer } = await import('./lib/realtime-server.ts');
  const { writeInConversation } = await import('../src/server/domain/conversations/conversations.ts');
  const { MessagesBusy } = await import('../src/server/domain/conversations/admission.ts');
  const { notify } = await import('../src/server/domain/notifications/notify.ts');
  const { announce } = await import('../src/server/realtime/events.ts');
  const rt = await startRealtimeServer('bus', { databaseUrl: input.databaseUrl, bus: input.bus });
  const db = rt.database.db;
  const send = (message: ToParent) => process.send?.(message);
  // At most this many writes waiting at once (the pool has 10 connections); past it a due write is counted behind.
  const maxInFlight = 100;
  let nextRow = 0;
  // When the bus handed each announced row's event to this instance: the bus's share of the time to the socket.
  let heard: [string, number][] = [];
  rt.bus.subscribe((event) => {
    if (event.kind === 'user') heard.push([event.key, now()]);
  });
  process.on('message', (m: ToChild) => {
    if (m.type === 'exit') void rt.stop().then(() => process.exit(0));
    if (m.type === 'flush') {
      send({ type: 'heard', heard });
      heard = [];
    }
    if (m.type !== 'load') return;
    const { conversations, notified, rows } = input.plan;
    const sent: [string, number][] = [];
    const errors: string[] = [];
    let written = 0;
    let behind = 0;
    // Messages the admission gate refused (the API's 503 with Retry-After), and writes that failed otherwise.
    let refused = 0;
    let failed = 0;
    let issued = 0;
    let inFlight = 0;
    const cpu = process.cpuUsage();
    const started = now();
    const write = (n: number) => {
      const at = now();
      const done = (promise: Promise<unknown>) => {
        inFlight += 1;
        void promise
          .then(
            () => (written += 1),
            (error: unknown) => {
              if (error instanceof MessagesBusy) refused += 1;
              else if ((failed += 1) <= 5) errors.push(String(error));
            },
          )
          .finally(() => (inFlight -= 1));
      };
      if (m.mode === 'announce') {
        const row = rows[nextRow++ % rows.length] as InstancePlan['rows'][number];
        sent.push([row.key, at]);
        done(announce(db, { kind: 'user', userId: row.userId, key: row.key, notification: row.notification }));
      } else if (n % 2 === 0) {
        const c = conversations[(n / 2) % conversations.length] as InstancePlan['conversations'][number];
        done(writeInConversation(db, c.writer, c.id, { body: `t:${at}` }));
      } else {
        const userId = notified[((n - 1) / 2) % notified.length] as string;
        done(notify(db, { userId, type: 'SALE_INTERESTED', params: { t: at } }));
      }
    };
    let issuing = false;
    const issue = async () => {
      issuing = true;
      const elapsed = (now() - started) / 1000;
      const due = Math.floor(Math.min(elapsed, m.seconds) * m.rate);
      for (; issued < due; issued += 1) {
        if (inFlight >= maxInFlight) behind += 1;
        else write(issued);
        // A server takes its requests one I/O turn at a time: a late tick's writes give way to the sockets and to the
        // writes that ended every few, instead of going out as one burst counted as waiting.
        if (issued % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
      }
      issuing = false;
      if (elapsed < m.seconds) return;
      clearInterval(tick);
      const wait = setInterval(() => {
        if (inFlight > 0) return;
        clearInterval(wait);
        const used = process.cpuUsage(cpu);
        send({
          type: 'wrote',
          written,
          behind,
          refused,
          failed,
          errors,
          cpuMs: (used.user + used.system) / 1000,
          sent,
        });
      }, 20);
    };
    const tick = setInterval(() => issuing || void issue(), 5);
  });
  send({ type: 'ready', url: rt.url });
}

// ── Client role: sockets on both instances, stamping each receipt ──────────────

async function clients(): Promise<void> {
  const { sockets } = JSON.parse(readFileSync(process.env['BENCH_BUS_INPUT'] as string, 'utf8')) as {
    sockets: { url: string; token: string; destination: string }[];
  };
  const send = (message: ToParent) => process.send?.(message);
  let messages: number[] = [];
  let notifications: number[] = [];
  let arrivals: [string, number][] = [];
  process.on('message', (m: ToChild) => {
    if (m.type === 'exit') process.exit(0);
    if (m.type !== 'flush') return;
    send({ type: 'latencies', messages, notifications, arrivals });
    [messages, notifications, arrivals] = [[], [], []];
  });
  const onMessage = (at: number, json: string) => {
    const event = JSON.parse(json) as {
      type?: string;
      message?: { mine: boolean; body: string | null };
      params?: { t?: number };
      key?: string;
    };
    if (event.type === 'message' && event.message && !event.message.mine) {
      const sent = Number(event.message.body?.slice(2));
      if (Number.isFinite(sent)) messages.push(at - sent);
    } else if (typeof event.params?.t === 'number') {
      notifications.push(at - event.params.t);
    } else if (event.key) {
      // A row written beforehand: the bench process matches its key with the time it was announced.
      arrivals.push([event.key, at]);
    }
  };
  const openers = new Map<string, ReturnType<typeof leanStomp>>();
  let connected = 0;
  let failed = 0;
  for (let i = 0; i < sockets.length; i += 200) {
    await Promise.all(
      sockets.slice(i, i + 200).map(({ url, token, destination }, j) => {
        const key = `${url} ${destination}`;
        const open = openers.get(key) ?? leanStomp(url, destination);
        openers.set(key, open);
        return new Promise<void>((resolve) => {
          let settled = false;
          open(token, i + j, onMessage, (ok) => {
            if (settled) return;
            settled = true;
            if (ok) connected += 1;
            else failed += 1;
            resolve();
          });
        });
      }),
    );
  }
  send({ type: 'connected', connected, failed });
}

// ── The bench process ─────────────────────────────────────────────────────────

/** Children that answer by message type. */
function inboxOf(children: ChildProcess[]) {
  const inbox: ToParent[] = [];
  const waiters = new Set<() => void>();
  for (const child of children) {
    child.on('message', (m: ToParent) => {
      inbox.push(m);
      for (const wake of waiters) wake();
    });
  }
  return <T extends ToParent>(type: T['type'], count: number, timeoutMs = 300_000): Promise<T[]> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const got = inbox.filter((m): m is T => m.type === type);
        if (got.length < count) return;
        for (const m of got) inbox.splice(inbox.indexOf(m), 1);
        waiters.delete(check);
        clearTimeout(timer);
        resolve(got);
      };
      const timer = setTimeout(() => reject(new Error(`bus bench: no "${type}" from ${count} children`)), timeoutMs);
      waiters.add(check);
      check();
    });
}

const WRITES = 'bus: two instances, each event its own transaction, write → receipt on the other instance';
const ALONE = 'bus: two instances, the bus alone (target on NATS ≥ 5,000 events/s received, p99 < 100 ms)';

interface Step {
  mode: Mode;
  rate: number;
}

export async function run(): Promise<void> {
  const serverUrl = process.env['BENCH_DATABASE_URL'];
  if (!serverUrl) {
    record(ALONE, { bus: 'not measured: two instances need BENCH_DATABASE_URL=postgres://…', target: 'FAIL' });
    print(ALONE);
    return;
  }
  const busUrl = process.env['BENCH_BUS_URL'] ?? 'nats://127.0.0.1:4222';
  // An empty list leaves that kind of step out (BENCH_BUS_WRITE_RATES= for the bus alone).
  const list = (name: string, fallback: string) =>
    (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);
  const steps: Step[] = [
    ...list('BENCH_BUS_WRITE_RATES', '250,500').map((rate) => ({ mode: 'writes' as const, rate })),
    ...list('BENCH_BUS_RATES', '1000,2500,5000').map((rate) => ({ mode: 'announce' as const, rate })),
  ];
  const seconds = Number(process.env['BENCH_BUS_SECONDS'] ?? 10);
  const buses = (process.env['BENCH_BUS_BUSES'] ?? 'notify,nats').split(',');
  for (const bus of (['LISTEN/NOTIFY', 'NATS'] as const).filter((b) =>
    buses.includes(b === 'NATS' ? 'nats' : 'notify'),
  )) {
    try {
      await measure(serverUrl, bus === 'NATS' ? busUrl : undefined, steps, seconds);
    } catch (error) {
      record(ALONE, { bus, 'offered/s': null, target: 'FAIL', error: String(error).slice(0, 200) });
    }
  }
  print(WRITES);
  print(ALONE);
}

async function measure(serverUrl: string, busUrl: string | undefined, steps: Step[], seconds: number) {
  const pairs = Number(process.env['BENCH_BUS_PAIRS'] ?? 500);
  const people = pairs * 2;
  const { scratchDatabase } = await import('./lib/scratch-database.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { signToken } = await import('../src/server/domain/auth/tokens.ts');
  const { rowsOf } = await import('../src/server/db/rows.ts');
  const { sql } = await import('drizzle-orm');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-bench-bus-'));
  const scratch = await scratchDatabase(serverUrl, 'bus');
  const children: ChildProcess[] = [];
  try {
    // Seeded here, then closed: the instances are the only ones on it while they run.
    const database = await openDatabase({
      dataDir: dir,
      databaseUrl: scratch.url,
      migrationsFolder: path.join(root, 'drizzle'),
    });
    const db = database.db;
    await db.execute(sql`insert into user_types (code, name) values ('TUTOR', 'Tutor') on conflict do nothing`);
    await db.execute(sql`
      insert into users (email, password_hash, name, surname, user_type)
      select 'bus-' || lpad(g::text, 6, '0') || '@example.pt', 'not-a-hash', 'Bench', 'Bus', 'TUTOR'
      from generate_series(1, ${pairs * 2 + people}) g`);
    const ids = rowsOf<{ id: string }>(await db.execute(sql`select id from users order by email`)).map((r) => r.id);
    const buyers = ids.slice(0, pairs);
    const sellers = ids.slice(pairs, pairs * 2);
    const notified = ids.slice(pairs * 2);
    const conversationIds: string[] = [];
    for (let k = 0; k < pairs; k += 1) {
      const rows: unknown = await db.execute(
        sql`insert into conversations (sale_title, buyer_id, seller_id) values ('Bench', ${buyers[k]}, ${sellers[k]}) returning id`,
      );
      conversationIds.push(rowsOf<{ id: string }>(rows)[0]!.id);
    }
    // A: the buyers and the even people; B: the sellers and the odd ones. Each writes to the other's.
    const onA = notified.filter((_, i) => i % 2 === 0);
    const onB = notified.filter((_, i) => i % 2 === 1);
    // The bus alone announces rows written now, one each, for the people of the other instance.
    const announced = steps.filter((s) => s.mode === 'announce').reduce((n, s) => n + s.rate / 2, 0) * seconds;
    // Each announced as `notify` announces it: with the row, which the other instance pushes without reading it.
    const rowsFor = async (owners: string[]) =>
      rowsOf<{ key: string; userId: string; createDate: string | Date }>(
        await db.execute(sql`
          insert into notifications (user_id, type, title, message, params)
          select (${`{${owners.join(',')}}`}::uuid[])[1 + g % ${owners.length}], 'SALE_INTERESTED', 't', 'm', '{}'::jsonb
          from generate_series(1, ${Math.ceil(announced) + 10}) g
          returning key, user_id as "userId", create_date as "createDate"`),
      ).map(({ key, userId, createDate }) => ({
        key,
        userId,
        notification: {
          type: 'SALE_INTERESTED' as const,
          title: 't',
          message: 'm',
          params: {},
          createDate: new Date(createDate).toISOString(),
          visualized: false,
          referenceKey: null,
        },
      }));
    const plans: InstancePlan[] = [
      {
        conversations: conversationIds.map((id, k) => ({ id, writer: buyers[k] as string })),
        notified: onB,
        rows: await rowsFor(onB),
      },
      {
        conversations: conversationIds.map((id, k) => ({ id, writer: sellers[k] as string })),
        notified: onA,
        rows: await rowsFor(onA),
      },
    ];
    await database.close();
    const token = (id: string) => signToken({ jwtSecret: BENCH_JWT_SECRET }, id, 0);

    const stream = `patinhas_bench_${process.pid}`;
    const self = fileURLToPath(import.meta.url);
    const instances = plans.map((plan, i) => {
      const input = path.join(dir, `instance-${i}.json`);
      const bus = busUrl ? { url: busUrl, stream } : undefined;
      writeFileSync(input, JSON.stringify({ databaseUrl: scratch.url, bus, plan }));
      return fork(self, [], {
        env: { ...process.env, BENCH_BUS_ROLE: 'instance', BENCH_BUS_INPUT: input, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    });
    children.push(...instances);
    // Each instance's own address (the first to answer need not be the first forked).
    const urlOf = await Promise.all(
      instances.map(
        (child) =>
          new Promise<string>((resolve, reject) => {
            child.on('message', (m: ToParent) => m.type === 'ready' && resolve(m.url));
            child.once('exit', (code) =>
              reject(new Error(`bus bench: an instance exited (${code}) before it was ready`)),
            );
          }),
      ),
    );
    const fromInstances = inboxOf(instances);

    const socketsOf = (people: string[], url: string | undefined, destination: string) =>
      Promise.all(people.map(async (id) => ({ url, token: await token(id), destination })));
    const sockets = [
      ...(await socketsOf(buyers, urlOf[0], MESSAGES)),
      ...(await socketsOf(sellers, urlOf[1], MESSAGES)),
      ...(await socketsOf(onA, urlOf[0], GENERAL)),
      ...(await socketsOf(onB, urlOf[1], GENERAL)),
    ];
    const procs = Math.max(1, Math.min(4, availableParallelism()));
    const share = Math.ceil(sockets.length / procs);
    const clientProcs = Array.from({ length: procs }, (_, p) => {
      const input = path.join(dir, `clients-${p}.json`);
      writeFileSync(input, JSON.stringify({ sockets: sockets.slice(p * share, (p + 1) * share) }));
      return fork(self, [], {
        env: { ...process.env, BENCH_BUS_ROLE: 'clients', BENCH_BUS_INPUT: input },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    });
    children.push(...clientProcs);
    const fromClients = inboxOf(clientProcs);
    const ready = await fromClients<Extract<ToParent, { type: 'connected' }>>('connected', procs);
    const connected = ready.reduce((n, r) => n + r.connected, 0);

    for (const { mode, rate } of steps) {
      for (const child of instances) child.send({ type: 'load', mode, rate: rate / 2, seconds } satisfies ToChild);
      const wrote = await fromInstances<Extract<ToParent, { type: 'wrote' }>>('wrote', 2);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      for (const child of [...clientProcs, ...instances]) child.send({ type: 'flush' } satisfies ToChild);
      const got = await fromClients<Extract<ToParent, { type: 'latencies' }>>('latencies', procs);
      const heard = (await fromInstances<Extract<ToParent, { type: 'heard' }>>('heard', 2)).flatMap((h) => h.heard);
      const sorted = (values: number[]) => values.sort((x, y) => x - y);
      const messages = sorted(got.flatMap((m) => m.messages));
      const notifications = sorted(got.flatMap((m) => m.notifications));
      const sentAt = new Map(wrote.flatMap((w) => w.sent));
      const announcedLatencies = sorted(
        got.flatMap((m) => m.arrivals.flatMap(([key, at]) => (sentAt.has(key) ? [at - (sentAt.get(key) ?? 0)] : []))),
      );
      const all = mode === 'writes' ? sorted([...messages, ...notifications]) : announcedLatencies;
      const onTheBus = sorted(heard.flatMap(([key, at]) => (sentAt.has(key) ? [at - (sentAt.get(key) ?? 0)] : [])));
      const written = wrote.reduce((n, w) => n + w.written, 0);
      const received = all.length / seconds;
      const p99 = percentile(all, 99);
      const row = {
        bus: busUrl ? 'NATS' : 'LISTEN/NOTIFY',
        'offered/s': rate,
        connected,
        'written/s': Math.round(written / seconds),
        'received/s': Math.round(received),
        behind: wrote.reduce((n, w) => n + w.behind, 0),
        refused: wrote.reduce((n, w) => n + w.refused, 0),
        errors: wrote.reduce((n, w) => n + w.failed, 0),
        'p50 ms': ms(percentile(all, 50)),
        'p99 ms': ms(p99),
        'max ms': ms(all.at(-1) ?? NaN),
        'instances CPU %': wrote.map((w) => Math.round(w.cpuMs / seconds / 10)).join(' + '),
      };
      if (mode === 'writes') {
        record(WRITES, {
          ...row,
          'message p50/p99 ms': `${ms(percentile(messages, 50))} / ${ms(percentile(messages, 99))}`,
          'notification p50/p99 ms': `${ms(percentile(notifications, 50))} / ${ms(percentile(notifications, 99))}`,
        });
      } else {
        record(ALONE, {
          ...row,
          // From the announcing call to the other instance's bus handler: the bus itself, before the read and the socket.
          'bus p50/p99 ms': `${ms(percentile(onTheBus, 50))} / ${ms(percentile(onTheBus, 99))}`,
          target: busUrl && rate >= 5000 ? verdict(received >= 5000 && p99 < 100) : '—',
        });
      }
      const firstError = wrote.flatMap((w) => w.errors)[0];
      if (firstError) console.error(`bus bench: writes failed, first: ${firstError}`);
    }
    if (busUrl) await dropStream(busUrl, stream);
  } finally {
    await stopChildren(children);
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function dropStream(url: string, stream: string): Promise<void> {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: new URL(url).host });
  try {
    await (await jetstreamManager(nc)).streams.delete(stream);
  } finally {
    await nc.close();
  }
}

if (ROLE === 'instance' || ROLE === 'clients') {
  (ROLE === 'instance' ? instance() : clients()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `node bench/bus.ts` runs this part alone.
  await run();
}
