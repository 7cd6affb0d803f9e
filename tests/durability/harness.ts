/**
 * Durability test kit: the tests' production build (scripts/test-build.ts), real servers (src/server/main.ts) started and killed
 * on a data directory or a PostgreSQL database, and an HTTP write load that keeps a ledger of every write
 * the server acknowledged (2xx), so a test can check each one is still there after a crash or a restart.
 * Shared by tests/durability (PGlite) and tests/pg (PostgreSQL).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { freePort } from '../../bench/lib/server.ts';
import { scratchDatabase } from '../../bench/lib/scratch-database.ts';
import { saleBody, type Place } from '../helpers/sale-body.ts';
import { ensureTestBuild, TEST_DIST_DIR } from '../../scripts/test-build.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const nodeBin = path.join(root, 'node_modules/.bin/node');
/** The build these tests serve, the one the journeys serve too (scripts/test-build.ts). */
export const DIST_DIR = TEST_DIST_DIR;
export const PASSWORD = 'Patinhas2024';
export const ADMIN = { email: 'admin-durability@patinhas.test', password: 'Patinhas2024admin' };
export const JWT_SECRET = 'durability-secret-durability-secret-0123456789';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails with `what` when `promise` takes longer than `ms` (a clear message instead of the test's timeout). */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not done within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface App {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): Promise<number | string>;
}

export interface AppOptions {
  /** PGlite's DATA_DIR (also where generated files go with PostgreSQL). */
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

/** `npm run serve` on the durability build: node src/server/main.ts, waiting until /api/health answers. */
export async function startApp(options: AppOptions): Promise<App> {
  await ensureTestBuild();
  const port = options.port ?? (await freePort());
  const env: Record<string, string | undefined> = {
    ...process.env,
    DIST_DIR,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET,
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMITS: 'off',
    // A production server without SMTP refuses to start unless told to keep mail in the outbox (decision 096).
    MAIL_OUTBOX: 'keep',
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...options.env,
  };
  if (!options.databaseUrl) delete env['DATABASE_URL'];
  const child = spawn(nodeBin, ['src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  outboxes.set(url, path.join(options.dataDir, 'outbox'));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 90 s:\n${output}`);
    }
    await sleep(50);
  }
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** One JSON call to the API; a refused or cut connection is status 0 (never acknowledged). */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  apiPath: string,
  options: { body?: unknown; token?: string } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  try {
    const res = await fetch(`${baseUrl}/api${apiPath}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: body as T };
  } catch {
    return { status: 0, body: undefined as T };
  }
}

const ok = (status: number) => status >= 200 && status < 300;

async function must<T>(promise: Promise<CallResult<T>>, what: string): Promise<T> {
  const result = await promise;
  if (!ok(result.status)) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export interface Account {
  email: string;
  password: string;
  uid: string;
  token: string;
}

let sequence = 0;
function newEmail(tag: string): string {
  sequence += 1;
  return `${tag}-${sequence}-${randomUUID().slice(0, 8)}@patinhas.test`;
}

function signupBody(email: string) {
  return { name: 'Maria', surname: 'Durável', email, password: PASSWORD, userType: 'TUTOR', acceptTerms: true };
}

/** Each started server's outbox (MAIL_OUTBOX=keep): where a new account's confirmation link is read. */
const outboxes = new Map<string, string>();

/**
 * Opens the confirmation link mailed to `email` at sign-up (decision 174), as its owner would: accounts that publish
 * must be confirmed.
 */
async function confirmFromOutbox(url: string, email: string): Promise<void> {
  const dir = outboxes.get(url);
  if (!dir) throw new Error(`no outbox known for ${url}`);
  const link = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link?: string })
    .find((m) => m.to === email && m.link?.includes('/confirm-email'))?.link;
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  await must(
    call(url, 'POST', '/public/confirm-email', { body: { token: new URL(link).searchParams.get('token') } }),
    'confirm-email',
  );
}

/** Signs a new tutor up, confirms the address through the mailed link, and signs in. */
export async function newAccount(url: string, tag = 'user'): Promise<Account> {
  const email = newEmail(tag);
  const { uid } = await must(
    call<{ uid: string }>(url, 'POST', '/public/signup', { body: signupBody(email) }),
    'signup',
  );
  await confirmFromOutbox(url, email);
  return { email, password: PASSWORD, uid, token: await signIn(url, email, PASSWORD) };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const { token } = await must(
    call<{ token: string }>(url, 'POST', '/public/authenticate', { body: { username: email, password } }),
    `sign-in ${email}`,
  );
  return token;
}

let photo: string | undefined;
/** A small real JPEG as base64 (the upload pipeline decodes and re-encodes it). */
async function photoBase64(): Promise<string> {
  photo ??= (
    await sharp({ create: { width: 240, height: 200, channels: 3, background: '#c9a26b' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  return photo;
}

let placeCache: Place | undefined;
async function place(url: string): Promise<Place> {
  if (placeCache) return placeCache;
  const districts = await must(call<{ id: number }[]>(url, 'GET', '/public/location'), 'districts');
  const locationId = districts[0]!.id;
  const children = await must(
    call<{ id: number }[]>(url, 'GET', `/public/location/location-child?locationId=${locationId}`),
    'municipalities',
  );
  placeCache = { locationId, childLocationId: children[0]!.id };
  return placeCache;
}

/** Uploads a photo and publishes a sale with it (PENDING until a moderator approves); resolves with the call's result. */
export async function createSale(
  url: string,
  token: string,
  title = 'Cachorro de Água Português',
): Promise<CallResult<{ uid?: string }>> {
  const upload = await call<{ uid: string }>(url, 'POST', '/private/sale/file', {
    body: { source: await photoBase64() },
    token,
  });
  if (!ok(upload.status)) return upload;
  return call<{ uid?: string }>(url, 'POST', '/private/sale', {
    token,
    body: saleBody(await place(url), [upload.body.uid], { title, price: 900 }),
  });
}

export async function approve(url: string, adminToken: string, saleUid: string): Promise<void> {
  await must(call(url, 'PUT', `/private/admin/sale/${saleUid}/approve`, { token: adminToken }), 'approve');
}

/** Everything a load acknowledged with a 2xx. */
export interface Ledger {
  signups: { email: string; uid: string }[];
  sales: string[];
  favourites: { token: string; saleUid: string }[];
  /** Requests sent and not yet answered when the load stopped (the kill landed mid-stream when > 0). */
  inFlightAtStop: number;
  /** Calls that failed (non-2xx or no answer) while the load ran. */
  failures: number;
  /** The body of the first 5xx answer, if any (what a client sees when the database is away). */
  serverError?: unknown;
}

export interface Fixture {
  seller: Account;
  fans: Account[];
  approvedSales: string[];
  adminToken: string;
}

/** A seller with approved sales and a few users who will heart them. */
export async function prepare(url: string, options: { sales?: number; fans?: number } = {}): Promise<Fixture> {
  const adminToken = await signIn(url, ADMIN.email, ADMIN.password);
  const seller = await newAccount(url, 'seller');
  const approvedSales: string[] = [];
  for (let i = 0; i < (options.sales ?? 10); i++) {
    const created = await createSale(url, seller.token, `Cachorro aprovado ${i + 1}`);
    if (created.status !== 201 || !created.body.uid)
      throw new Error(`sale: ${created.status} ${JSON.stringify(created.body)}`);
    await approve(url, adminToken, created.body.uid);
    approvedSales.push(created.body.uid);
  }
  const fans: Account[] = [];
  for (let i = 0; i < (options.fans ?? 3); i++) fans.push(await newAccount(url, 'fan'));
  return { seller, fans, approvedSales, adminToken };
}

export interface Load {
  ledger: Ledger;
  /** Resolves once `n` writes in all have been acknowledged. */
  acknowledged(n: number): Promise<void>;
  /** Stops issuing new calls; resolves when every worker has returned. */
  stop(): Promise<Ledger>;
}

/**
 * Concurrent writers through the HTTP API: two sign-up loops, one seller publishing sales (photo upload +
 * sale), and every fan hearting the approved sales one after another. Only 2xx answers enter the ledger.
 * `url()` is read before every call, so a test can point the load at a restarted server.
 */
export function startLoad(url: () => string, fixture: Fixture, options: { pauseMs?: number } = {}): Load {
  const ledger: Ledger = { signups: [], sales: [], favourites: [], inFlightAtStop: 0, failures: 0 };
  let running = true;
  let inFlight = 0;
  let total = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const acked = () => {
    total += 1;
    for (const w of waiters.filter((x) => total >= x.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  const track = async <T>(promise: Promise<CallResult<T>>): Promise<CallResult<T>> => {
    inFlight += 1;
    try {
      const result = await promise;
      if (result.status >= 500) ledger.serverError ??= result.body;
      return result;
    } finally {
      inFlight -= 1;
    }
  };
  const pause = () => sleep(options.pauseMs ?? 0);

  const signups = async () => {
    while (running) {
      const email = newEmail('load');
      const res = await track(call<{ uid: string }>(url(), 'POST', '/public/signup', { body: signupBody(email) }));
      if (res.status === 201) {
        ledger.signups.push({ email, uid: res.body.uid });
        acked();
      } else ledger.failures += 1;
      await pause();
    }
  };
  const sales = async () => {
    let i = 0;
    while (running) {
      i += 1;
      const res = await track(createSale(url(), fixture.seller.token, `Ninhada sob carga ${i}`));
      if (res.status === 201 && res.body.uid) {
        ledger.sales.push(res.body.uid);
        acked();
      } else ledger.failures += 1;
      await pause();
    }
  };
  const hearts = async (fan: Account) => {
    const todo = [...fixture.approvedSales];
    while (running && todo.length > 0) {
      const saleUid = todo[0]!;
      const res = await track(
        call(url(), 'PUT', '/private/sale/update-favorite', { body: { saleUid, favorite: true }, token: fan.token }),
      );
      if (ok(res.status)) {
        todo.shift();
        ledger.favourites.push({ token: fan.token, saleUid });
        acked();
      } else ledger.failures += 1;
      await pause();
    }
  };
  const workers = [signups(), signups(), sales(), ...fixture.fans.map(hearts)];
  return {
    ledger,
    acknowledged: (n) => (total >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve }))),
    stop: async () => {
      ledger.inFlightAtStop = inFlight;
      running = false;
      await Promise.all(workers);
      return ledger;
    },
  };
}

/** Every acknowledged write, read back through the API: what is missing (empty when nothing was lost). */
export async function missingWrites(url: string, fixture: Fixture, ledger: Ledger): Promise<string[]> {
  const missing: string[] = [];
  for (const { email } of ledger.signups) {
    const res = await call(url, 'POST', '/public/authenticate', { body: { username: email, password: PASSWORD } });
    if (res.status !== 200) missing.push(`signup ${email} (sign-in answered ${res.status})`);
  }
  // "My sales" comes a page at a time (decision 162): every page, following `next`.
  const have = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page: { items: { uid: string }[]; next: string | null } = await must(
      call<{ items: { uid: string }[]; next: string | null }>(url, 'GET', `/private/my-sale?size=50${query}`, {
        token: fixture.seller.token,
      }),
      'my sales',
    );
    for (const s of page.items) have.add(s.uid);
    cursor = page.next;
  } while (cursor);
  for (const uid of ledger.sales) if (!have.has(uid)) missing.push(`sale ${uid}`);
  const hearts = new Map<string, Set<string>>();
  for (const fan of fixture.fans) {
    const uids = await must(
      call<string[]>(url, 'GET', '/private/sale/favorite-uids', { token: fan.token }),
      'favourites',
    );
    hearts.set(fan.token, new Set(uids));
  }
  for (const { token, saleUid } of ledger.favourites)
    if (!hearts.get(token)?.has(saleUid)) missing.push(`favourite ${saleUid}`);
  return missing;
}

export function ledgerSize(ledger: Ledger): number {
  return ledger.signups.length + ledger.sales.length + ledger.favourites.length;
}

export interface KillOutcome {
  ledger: Ledger;
  missing: string[];
  killedBy: number | string;
  /** Milliseconds from the restart's spawn to its first answer (recovery included). */
  restartMs: number;
}

/**
 * What both kill tests require of a crash: it was a SIGKILL, it landed mid-stream (calls still waiting
 * for their answers), every kind of write had been acknowledged, and none of them is missing after it.
 */
export function expectNothingLost(outcome: KillOutcome, ackBeforeKill = 36): void {
  expect(outcome.killedBy).toBe('SIGKILL');
  expect(outcome.ledger.inFlightAtStop).toBeGreaterThan(0);
  expect(outcome.ledger.signups.length).toBeGreaterThan(0);
  expect(outcome.ledger.sales.length).toBeGreaterThan(0);
  expect(outcome.ledger.favourites.length).toBeGreaterThan(0);
  expect(ledgerSize(outcome.ledger)).toBeGreaterThanOrEqual(ackBeforeKill);
  expect(outcome.missing).toEqual([]);
}

/**
 * The crash scenario: a server under concurrent writes is SIGKILLed once `ackBeforeKill` writes were
 * acknowledged, restarted on the same data, and every acknowledged write is read back.
 */
export async function killDuringWrites(options: Omit<AppOptions, 'port'>, ackBeforeKill = 36): Promise<KillOutcome> {
  const first = await startApp(options);
  let second: App | undefined;
  try {
    const fixture = await prepare(first.url);
    const load = startLoad(() => first.url, fixture);
    await within(60_000, `${ackBeforeKill} acknowledged writes`, load.acknowledged(ackBeforeKill));
    // Every kind of write has been acknowledged at least once (publishing, with its upload, is the slowest).
    const { ledger: so } = load;
    await within(
      60_000,
      'one write of each kind',
      (async () => {
        while (!(so.signups.length && so.sales.length && so.favourites.length)) await sleep(20);
      })(),
    );
    first.child.kill('SIGKILL');
    const ledger = await load.stop();
    const killedBy = await first.exited;
    const started = performance.now();
    second = await startApp(options);
    const restartMs = Math.round(performance.now() - started);
    const missing = await missingWrites(second.url, fixture, ledger);
    return { ledger, missing, killedBy, restartMs };
  } finally {
    await first.kill('SIGKILL');
    await second?.kill('SIGTERM');
  }
}

/** A PostgreSQL the test can take down and bring back while the app runs. */
export interface RestartablePostgres {
  /** 'cluster': a throw-away server of our own (pg_ctl stop -m fast / start); 'terminate': the shared server, our backends ended. */
  kind: 'cluster' | 'terminate';
  url: string;
  /** Takes the database away for `downMs` and brings it back. */
  restart(downMs: number): Promise<void>;
  destroy(): Promise<void>;
}

/** Debian's server binaries (postgresql-NN), newest first. */
function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl')) && existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(base, versions[0], 'bin');
}

/**
 * With Debian's server binaries: initdb + pg_ctl on a temporary directory and port (as the `postgres` user
 * when we are root, since PostgreSQL refuses to run as root). Without them: a database of its own on the
 * shared server (`baseUrl`), whose backends are terminated instead of a restart.
 */
export async function restartablePostgres(
  baseUrl: string,
  options: { mode?: 'terminate' } = {},
): Promise<RestartablePostgres> {
  const bin = options.mode === 'terminate' ? undefined : postgresBin();
  if (!bin) {
    const database = await scratchDatabase(baseUrl, 'durable');
    const name = new URL(database.url).pathname.slice(1);
    return {
      kind: 'terminate',
      url: database.url,
      restart: async (downMs) => {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        try {
          const until = Date.now() + downMs;
          do {
            await c.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
              [name],
            );
            await sleep(50);
          } while (Date.now() < until);
        } finally {
          await c.end();
        }
      },
      destroy: () => database.drop(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'patinhas-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  let ids: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    ids = { uid: id('-u'), gid: id('-g') };
    chownSync(dir, ids.uid, ids.gid);
  }
  // Asynchronous: the test's own load keeps running while the server goes down and comes back.
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(bin, tool), args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], ...ids });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${tool} ${args.join(' ')}: ${output}`)),
      );
    });
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  return {
    kind: 'cluster',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (downMs) => {
      await stop();
      await sleep(downMs);
      await start();
    },
    destroy: async () => {
      try {
        await stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
