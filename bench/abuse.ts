/**
 * Hostile traffic against one production build with its rate limits on (issue 15): three bounded attacks, to
 * 127.0.0.1 only, acting as many client addresses through X-Forwarded-For (TRUSTED_PROXIES=127.0.0.1), while
 * a separate process polls /api/health every 50 ms. Per attack: the worst health latency (target < 250 ms),
 * the attack's own answers counted by kind (only the expected ones, never a 5xx) and the server's RSS; the
 * lock-out attack also prints each expectation as held or not held. See bench/README.md ("The abuse part").
 */
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { startHealthProbe, wallClock, type HealthProbe, type Poll } from './lib/health-probe.ts';
import { rawUpload, type UploadOutcome } from './lib/raw-upload.ts';
import { print, record, verdict, type Cell } from './lib/report.ts';
import { startServer, type RunningServer } from './lib/server.ts';

export const HEALTH_TARGET_MS = 250;
export const ABUSE_SECTION = `abuse: hostile traffic, rate limits on (worst /api/health poll during each attack < ${HEALTH_TARGET_MS} ms; answers: only the expected ones, never a 5xx)`;
export const LOCKOUT_SECTION = 'abuse: lock-out, each expectation held or not';

const MB = 1024 * 1024;
const PASSWORD = 'Patinhas2024';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;

/** What an attack reports: its answers counted by kind, and whether each was one of the expected kinds. */
interface Answers {
  counts: Map<string, number>;
  unexpected: number;
  serverErrors: number;
  detail: string;
}

function tally(): Answers & { add(kind: string, expected: boolean, status?: number): void } {
  const answers = {
    counts: new Map<string, number>(),
    unexpected: 0,
    serverErrors: 0,
    detail: '',
    add(kind: string, expected: boolean, status?: number) {
      answers.counts.set(kind, (answers.counts.get(kind) ?? 0) + 1);
      if (!expected) answers.unexpected += 1;
      if (status !== undefined && status >= 500) answers.serverErrors += 1;
    },
  };
  return answers;
}

/** The server's resident memory in MB (Linux), or null. */
function rssMB(pid: number | undefined): number | null {
  try {
    const kB = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) the server process has used, in ms (Linux), or null. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Runs one attack and records its row: answers, health polls, RSS. The window starts when the attack calls
 * `begin()` (after its setup: accounts are signed up and in outside it) and ends when it returns.
 */
async function measure(
  server: RunningServer,
  probe: HealthProbe,
  attack: string,
  expected: string,
  run: (begin: () => void) => Promise<Answers | null>,
): Promise<void> {
  const pid = server.process.pid;
  let rssBefore: number | null = null;
  let rssPeak = 0;
  let sampler: NodeJS.Timeout | undefined;
  let from = 0;
  let cpuBefore: number | null = null;
  const begin = () => {
    cpuBefore = cpuMs(pid);
    rssBefore = rssMB(pid);
    rssPeak = rssBefore ?? 0;
    sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMB(pid) ?? 0)), 50);
    from = wallClock();
  };
  const answers = await run(begin);
  const to = wallClock();
  clearInterval(sampler);
  const polls: Poll[] = await probe.during(from, to);
  const worst = Math.max(0, ...polls.map((p) => p.ms));
  const failed = polls.filter((p) => p.status !== 200).length;
  const sorted = polls.map((p) => p.ms).sort((a, b) => a - b);
  const rssAfter = rssMB(pid);
  const cpuAfter = cpuMs(pid);
  const row: Record<string, Cell> = {
    attack,
    'attack s': round((to - from) / 1000),
    answers: answers ? [...answers.counts].map(([kind, n]) => `${kind} ×${n}`).join('; ') : '—',
    expected,
    'answers verdict': answers ? verdict(answers.unexpected === 0 && answers.serverErrors === 0) : '—',
    detail: answers?.detail ?? '',
    'health polls': polls.length,
    'health failed polls': failed,
    'health p50 ms': round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
    'health worst ms': round(worst),
    // The quiet window before the attacks is the machine's own noise: printed, not judged.
    'health verdict': answers ? verdict(worst < HEALTH_TARGET_MS && failed === 0 && polls.length > 0) : '—',
    'server CPU ms': cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    'server RSS MB (before → peak → after)': `${rssBefore} → ${rssPeak} → ${rssAfter}`,
    'RSS growth MB': rssBefore === null || rssAfter === null ? null : round(rssPeak - rssBefore),
  };
  record(ABUSE_SECTION, row);
}

// ── 1. STOMP fragments ────────────────────────────────────────────────────────

const SOCKETS = 8;
const FRAGMENTS = 60_000;

/** Opens a socket to /ws without a token: the open socket, or the HTTP status the upgrade got. */
function upgrade(url: string, address: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, ['v12.stomp'], { headers: { 'X-Forwarded-For': address } });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    ws.on('error', () => resolve(0));
  });
}

/** `CONNECT\nx:` then one byte per WebSocket message until the server closes (or FRAGMENTS were sent). */
function fragments(ws: WebSocket): Promise<{ error: string | undefined; sent: number; ms: number }> {
  const started = performance.now();
  let error: string | undefined;
  let sent = 0;
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => ws.terminate(), 20_000);
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('ERROR')) error = /\nmessage:([^\n]*)/.exec(text)?.[1] ?? 'ERROR';
    });
    ws.once('close', () => {
      clearTimeout(giveUp);
      resolve({ error, sent, ms: performance.now() - started });
    });
    ws.send('CONNECT\nx:');
    // In bursts, so that the close is seen between them.
    const burst = () => {
      for (let i = 0; i < 200 && sent < FRAGMENTS && ws.readyState === WebSocket.OPEN; i += 1, sent += 1) ws.send('a');
      if (sent < FRAGMENTS && ws.readyState === WebSocket.OPEN) setImmediate(burst);
    };
    burst();
  });
}

async function stompFragments(server: RunningServer, begin: () => void): Promise<Answers> {
  const url = `${server.url.replace('http', 'ws')}/ws`;
  const address = '10.1.0.1';
  const answers = tally();
  begin();
  const open: WebSocket[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const ws = await upgrade(url, address);
    if (typeof ws === 'number') answers.add(`upgrade ${ws} (one of the ${SOCKETS})`, false, ws);
    else open.push(ws);
  }
  // A 9th socket from the same address, while the 8 are open and not CONNECTED.
  const ninth = await upgrade(url, address);
  if (typeof ninth === 'number') answers.add(`9th upgrade ${ninth}`, ninth === 429, ninth);
  else {
    answers.add('9th upgrade 101', false);
    ninth.terminate();
  }
  const outcomes = await Promise.all(open.map(fragments));
  for (const o of outcomes) {
    const kind = o.error ? `ERROR ${o.error} + close` : 'closed without ERROR';
    answers.add(kind, o.error === 'too many frames' || o.error === 'line too long');
  }
  const slowest = Math.max(...outcomes.map((o) => o.ms));
  const most = Math.max(...outcomes.map((o) => o.sent));
  answers.detail = `each socket closed within ${Math.round(slowest)} ms, after at most ${most} of ${FRAGMENTS} messages`;
  return answers;
}

// ── 2. Bodies before authentication ───────────────────────────────────────────

interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call from a client address of our choosing (the server trusts 127.0.0.1 as its proxy). */
async function api(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from: string },
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': options.from };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

async function signUp(base: string, email: string, from: string): Promise<void> {
  const body = { name: 'Ana', surname: 'Abuso', email, password: PASSWORD, userType: 'TUTOR', acceptTerms: true };
  const res = await api(base, 'POST', '/public/signup', { body, from });
  if (res.status !== 201) throw new Error(`abuse: sign-up answered ${res.status} ${JSON.stringify(res.body)}`);
}

async function signIn(base: string, email: string, from: string): Promise<string> {
  const res = await api(base, 'POST', '/public/authenticate', { body: { username: email, password: PASSWORD }, from });
  if (res.status !== 200) throw new Error(`abuse: sign-in answered ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { token: string }).token;
}

const BODY_BYTES = 14 * MB;

/** `401`, or `reset` when no answer came back; `+ reset` when one followed the answer. */
const kindOf = (o: UploadOutcome) =>
  o.answer === 'reset' ? 'reset' : `${o.answer}${o.error === 'ECONNRESET' || o.error === 'EPIPE' ? ' + reset' : ''}`;

async function preAuthBodies(server: RunningServer, begin: () => void): Promise<Answers> {
  const answers = tally();
  const email = `abuse-member-${Date.now()}@patinhas.test`;
  await signUp(server.url, email, '10.2.0.1');
  const token = await signIn(server.url, email, '10.2.0.1');
  begin();
  const json = { 'Content-Type': 'application/json' };
  let slowest = 0;
  for (const chunked of [false, true]) {
    const label = `anonymous 14 MB [[[[ ${chunked ? 'chunked' : 'Content-Length'}`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        rawUpload({
          port: server.port,
          path: '/api/private/sale/file',
          headers: { ...json, 'X-Forwarded-For': `10.2.1.${i + 1}` },
          bytes: BODY_BYTES,
          fill: '[',
          chunked,
        }),
      ),
    );
    for (const o of outcomes) {
      answers.add(`${label}: ${kindOf(o)}`, o.answer === 401 || o.answer === 'reset', Number(o.answer) || undefined);
      slowest = Math.max(slowest, o.ms);
    }
  }
  const member = await rawUpload({
    port: server.port,
    path: '/api/private/sale/file',
    headers: { ...json, Authorization: `Bearer ${token}`, 'X-Forwarded-For': '10.2.0.1' },
    bytes: BODY_BYTES,
    fill: '[',
  });
  const tooDeep = member.answer === 400 && member.body.includes('validation.too-deep');
  answers.add(
    `member 14 MB [[[[: ${kindOf(member)}${tooDeep ? ' too-deep' : ''}`,
    tooDeep,
    Number(member.answer) || undefined,
  );
  const signup = await rawUpload({
    port: server.port,
    path: '/api/public/signup',
    headers: { ...json, 'X-Forwarded-For': '10.2.2.1' },
    bytes: 2 * MB,
    fill: ' ',
  });
  answers.add(`anonymous 2 MB sign-up: ${kindOf(signup)}`, signup.answer === 413, Number(signup.answer) || undefined);
  answers.detail = `slowest anonymous upload ended after ${Math.round(slowest)} ms`;
  return answers;
}

// ── 3. Lock-out ───────────────────────────────────────────────────────────────

async function lockOut(server: RunningServer, begin: () => void): Promise<Answers> {
  const answers = tally();
  const base = server.url;
  const victim = `abuse-owner-${Date.now()}@patinhas.test`;
  const home = '10.3.0.1';
  await signUp(base, victim, home);
  await signIn(base, victim, home);
  begin();
  const held: [string, string, boolean][] = [];
  const seen = (res: ApiAnswer) => {
    answers.add(String(res.status), [200, 401, 429].includes(res.status), res.status);
    return res;
  };
  const okTrue = (res: ApiAnswer) => res.status === 200 && (res.body as { ok?: unknown }).ok === true;
  const forgot = (from: string) =>
    api(base, 'POST', '/public/forgot-password', { body: { email: victim }, from }).then(seen);

  const stranger = '10.3.0.2';
  const first = [];
  for (let i = 0; i < 5; i += 1) first.push(await forgot(stranger));
  held.push([
    'stranger S: 5 forgot-password requests for the owner answer 200 {ok:true}',
    first.map((r) => r.status).join(' '),
    first.every(okTrue),
  ]);
  const more = [];
  for (let i = 0; i < 3; i += 1) more.push(await forgot(stranger));
  held.push([
    'stranger S: the next 3 answer 429',
    more.map((r) => r.status).join(' '),
    more.every((r) => r.status === 429),
  ]);
  const owner = await forgot('10.3.0.3');
  held.push([
    'owner from a fresh address O meanwhile: 200 {ok:true}',
    `${owner.status} ${JSON.stringify(owner.body)}`,
    okTrue(owner),
  ]);

  const wrong = [];
  for (let i = 0; i < 10; i += 1)
    wrong.push(
      seen(
        await api(base, 'POST', '/public/authenticate', {
          body: { username: victim, password: 'Errada2024x' },
          from: `10.3.1.${i + 1}`,
        }),
      ),
    );
  held.push([
    '10 wrong passwords from 10 fresh addresses: 401 each',
    wrong.map((r) => r.status).join(' '),
    wrong.every((r) => r.status === 401),
  ]);
  const rightPassword = (from: string) =>
    api(base, 'POST', '/public/authenticate', { body: { username: victim, password: PASSWORD }, from }).then(seen);
  const atHome = await rightPassword(home);
  held.push([
    "owner's right password from the address they signed in from before: 200",
    String(atHome.status),
    atHome.status === 200,
  ]);
  const elsewhere = await rightPassword('10.3.2.1');
  const retryAfter = Number(elsewhere.headers.get('retry-after'));
  held.push([
    "owner's right password from a fresh address: 429 with Retry-After ≤ 900",
    `${elsewhere.status}, Retry-After ${elsewhere.headers.get('retry-after')}`,
    elsewhere.status === 429 && retryAfter > 0 && retryAfter <= 900,
  ]);

  for (const [expectation, answered, ok] of held)
    record(LOCKOUT_SECTION, { expectation, answered, held: ok ? 'held' : 'not held', verdict: verdict(ok) });
  const notHeld = held.filter(([, , ok]) => !ok).length;
  answers.unexpected += notHeld;
  answers.detail = `${held.length - notHeld} of ${held.length} expectations held`;
  return answers;
}

export async function run(): Promise<void> {
  const server = await startServer({ env: { RATE_LIMITS: 'on', TRUSTED_PROXIES: '127.0.0.1' } });
  const probe = await startHealthProbe(server.url);
  try {
    await measure(server, probe, 'quiet (no attack, 2 s)', '—', async (begin) => {
      begin();
      await sleep(2000);
      return null;
    });
    await measure(
      server,
      probe,
      'STOMP fragments',
      `${SOCKETS} token-less sockets: ERROR too many frames (or line too long) + close; a 9th upgrade: 429`,
      (begin) => stompFragments(server, begin),
    );
    await measure(
      server,
      probe,
      'bodies before authentication',
      '4 + 4 anonymous 14 MB: 401 (or reset); member 14 MB [[[[: 400 too-deep; 2 MB sign-up: 413',
      (begin) => preAuthBodies(server, begin),
    );
    await measure(server, probe, 'lock-out', '200, 401 and 429 only, every expectation held', (begin) =>
      lockOut(server, begin),
    );
  } finally {
    probe.stop();
    await server.stop();
  }
  print(ABUSE_SECTION);
  print(LOCKOUT_SECTION);
}
