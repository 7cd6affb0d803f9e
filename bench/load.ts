/**
 * Mixed workload on ONE instance (decision 120): BENCH_LOAD_USERS simulated people (default 200) for
 * BENCH_LOAD_SECONDS (default 60), each a closed loop of operations with a think time, every one from
 * its own loopback address (127.1.x.y) so the per-address rate limits stay ON as in production.
 *
 * Visitors read pages anonymously; tutors and breeders are signed in, keep a STOMP client on /ws and
 * also sign in again, put hearts, book visits, read notifications, and (breeders) publish sales with a
 * photo, which an administrator approves as they come. Prints total requests, per-operation counts and
 * p50/p99, errors (target 0) and the pushes received against the notifications the server created.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { print, record, verdict, type Cell } from './lib/report.ts';
import { scratchDatabase } from './lib/scratch-database.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { percentile } from './lib/measure.ts';

const PASSWORD = 'Bench2026!';
const ADMIN = { username: 'admin@patinhas.pt', password: 'Patinhas2026' };
const REQUEST_TIMEOUT_MS = 30_000;

// ── HTTP from one address ─────────────────────────────────────────────────────

interface Answer {
  status: number;
  text: string;
  ms: number;
}

/** One simulated person: its own source address (a keep-alive agent bound to it), and its session. */
interface Person {
  index: number;
  kind: 'visitor' | 'tutor' | 'breeder';
  address: string;
  agent: http.Agent;
  email: string;
  token?: string;
  uid?: string;
  hearts: Set<string>;
  booked: Set<string>;
  /** Keys of the notifications pushed to this person's STOMP client (and how many frames came). */
  pushed: Set<string>;
  pushes: number;
  stomp?: { deactivate: () => Promise<void> };
}

let baseUrl = '';
let totalRequests = 0;
let measuring = false;

function request(
  person: Pick<Person, 'agent' | 'token'>,
  method: string,
  path: string,
  body?: unknown,
  page = false,
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, br',
    accept: page ? 'text/html' : 'application/json',
  };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  // A signed-in browser sends its cookie with pages and the bearer token with API calls.
  if (person.token) {
    if (page) headers['cookie'] = `access_token=${person.token}`;
    else headers['authorization'] = `Bearer ${person.token}`;
  }
  if (measuring) totalRequests += 1;
  return new Promise((resolve, reject) => {
    const req = http.request(
      baseUrl + path,
      { method, headers, agent: person.agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          // Pages are not parsed: only JSON answers are decompressed.
          if (!page && encoding === 'gzip') raw = gunzipSync(raw);
          else if (!page && encoding === 'br') raw = brotliDecompressSync(raw);
          resolve({
            status: res.statusCode ?? 0,
            text: page ? '' : raw.toString('utf8'),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

// ── Figures ───────────────────────────────────────────────────────────────────

const latencies = new Map<string, number[]>();
const opErrors = new Map<string, number>();
const errorSamples: { op: string; what: string }[] = [];

class OpError extends Error {}

/** Runs one operation (one or more requests), timing it whole; any unexpected answer is an error. */
async function op(name: string, body: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await body();
    if (measuring) {
      const list = latencies.get(name) ?? [];
      list.push(performance.now() - started);
      latencies.set(name, list);
    }
  } catch (error) {
    if (!measuring) throw error;
    opErrors.set(name, (opErrors.get(name) ?? 0) + 1);
    if (errorSamples.length < 50)
      errorSamples.push({ op: name, what: error instanceof Error ? error.message : String(error) });
  }
}

async function expect(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const a = await answer;
  if (a.status !== status) throw new OpError(`${what} → ${a.status} (expected ${status}) ${a.text.slice(0, 200)}`);
  return a;
}

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── The shared world the people act on ────────────────────────────────────────

interface World {
  /** Approved sales anyone may open, heart or book: [uid, owner uid or null for demo sellers]. */
  sales: { uid: string; owner: string | null }[];
  articles: string[];
  place: { locationId: number; childLocationId: number };
  photo: string;
  pendingOurs: string[];
  infoPages: string[];
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** A random 15-digit microchip number (a Portuguese one starts 620). */
const chip = () => `620${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;

async function readPage(person: Person, world: World): Promise<void> {
  const roll = Math.random() * 100;
  const [name, path] =
    roll < 15
      ? ['page /home', '/home']
      : roll < 33
        ? ['page /sales', Math.random() < 0.7 ? '/sales' : `/sales?species=DOG&page=${Math.floor(Math.random() * 3)}`]
        : roll < 58
          ? ['page sale detail', `/sales/sale-detail?searchValue=${pick(world.sales).uid}`]
          : roll < 68
            ? ['page /blog', '/blog']
            : roll < 85
              ? ['page article', `/blog/detail/${pick(world.articles)}`]
              : roll < 93
                ? ['page /breeders', '/breeders']
                : ['page information', pick(world.infoPages)];
  await op(name, async () => void (await expect(request(person, 'GET', path, undefined, true), 200, `GET ${path}`)));
}

async function apiRead(person: Person, world: World): Promise<void> {
  if (Math.random() < 0.6) {
    const path = `/api/public/sales?page=${Math.floor(Math.random() * 3)}&size=12`;
    await op('api sales list', async () => void (await expect(request(person, 'GET', path), 200, `GET ${path}`)));
  } else {
    const path = `/api/public/sale?searchValue=${pick(world.sales).uid}`;
    await op('api sale detail', async () => void (await expect(request(person, 'GET', path), 200, `GET ${path}`)));
  }
}

async function signIn(person: Person): Promise<void> {
  const a = await expect(
    request(person, 'POST', '/api/public/authenticate', { username: person.email, password: PASSWORD }),
    200,
    'POST /api/public/authenticate',
  );
  person.token = (JSON.parse(a.text) as { token: string }).token;
}

async function heart(person: Person, world: World): Promise<void> {
  const others = world.sales.filter((s) => s.owner !== person.uid);
  const sale = pick(others);
  const favorite = !person.hearts.has(sale.uid);
  await op('favourite', async () => {
    await expect(
      request(person, 'PUT', '/api/private/sale/update-favorite', { saleUid: sale.uid, favorite }),
      200,
      'PUT /api/private/sale/update-favorite',
    );
    if (favorite) person.hearts.add(sale.uid);
    else person.hearts.delete(sale.uid);
  });
}

interface Slots {
  mode: 'slots' | 'proposal';
  first: string;
  last: string;
  blockedDays: string[];
  days: { day: string; slots: string[] }[];
}

/** A time the seller accepts: a free slot, or (proposal mode) a quarter hour in the Lisbon day. */
function chooseTime(s: Slots): string | null {
  const open = s.days.filter((d) => d.slots.length > 0);
  if (s.mode === 'slots') return open.length ? pick(pick(open).slots) : null;
  const day = new Date(`${s.first}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2 + Math.floor(Math.random() * 40));
  const iso = day.toISOString().slice(0, 10);
  if (s.blockedDays.includes(iso) || iso > s.last) return null;
  // 10:00–16:45 UTC is 10:00–17:45 in Lisbon, in summer and in winter: inside the 08:00–20:00 rule.
  const hour = 10 + Math.floor(Math.random() * 7);
  return `${iso}T${String(hour).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}:00Z`;
}

async function book(person: Person, world: World): Promise<void> {
  const candidates = world.sales.filter((s) => s.owner !== person.uid && !person.booked.has(s.uid));
  if (candidates.length === 0) return heart(person, world);
  const sale = pick(candidates);
  person.booked.add(sale.uid);
  await op('visit booking', async () => {
    const can = await expect(
      request(person, 'GET', `/api/private/booking/can-book?saleUid=${sale.uid}`),
      200,
      'GET can-book',
    );
    if (!(JSON.parse(can.text) as { canBook: boolean }).canBook) return;
    const slots = await expect(
      request(person, 'GET', `/api/private/booking/slots?saleUid=${sale.uid}`),
      200,
      'GET slots',
    );
    const date = chooseTime(JSON.parse(slots.text) as Slots);
    if (!date) return;
    await expect(
      request(person, 'POST', '/api/private/booking', {
        saleUid: sale.uid,
        date,
        message: 'Gostaria de conhecer o animal.',
        phone: '912345678',
      }),
      201,
      'POST /api/private/booking',
    );
  });
}

async function notifications(person: Person): Promise<void> {
  await op('notifications', async () => {
    await expect(request(person, 'GET', '/api/private/notification/count'), 200, 'GET notification/count');
    await expect(request(person, 'GET', '/api/private/notification?page=0&size=20'), 200, 'GET notification');
  });
}

function saleBody(world: World, image: string, n: number) {
  const born = new Date(Date.now() - (90 + (n % 60)) * 86_400_000);
  const home = new Date(born.getTime() + 70 * 86_400_000);
  return {
    species: 'DOG',
    purebred: true,
    breedCode: 'DOG_AGUA_PORTUGUES',
    title: `Cachorro de Água Português n.º ${n}`,
    description: 'Cachorro meigo e brincalhão, criado em família, vacinado, desparasitado e com microchip.',
    price: 800 + (n % 10) * 50,
    sex: n % 2 ? 'MALE' : 'FEMALE',
    birthDate: born.toISOString().slice(0, 10),
    registerDate: home.toISOString().slice(0, 10),
    litterSize: 1 + (n % 8),
    microchip: chip(),
    motherMicrochip: chip(),
    lopNumber: `LOP ${100_000 + n}`,
    ...world.place,
    images: [image],
  };
}

let published = 0;
async function publish(person: Person, world: World): Promise<string> {
  let uid = '';
  await op('publish sale (photo + sale)', async () => {
    const file = await expect(
      request(person, 'POST', '/api/private/sale/file', { source: world.photo }),
      201,
      'POST /api/private/sale/file',
    );
    const image = (JSON.parse(file.text) as { uid: string }).uid;
    const sale = await expect(
      request(person, 'POST', '/api/private/sale', saleBody(world, image, (published += 1))),
      201,
      'POST /api/private/sale',
    );
    uid = (JSON.parse(sale.text) as { uid: string }).uid;
    world.pendingOurs.push(uid);
  });
  return uid;
}

/** One person's closed loop until the deadline: an operation, then a think time. */
async function live(person: Person, world: World, until: number, thinkMs: number): Promise<void> {
  await sleep(Math.random() * thinkMs);
  while (performance.now() < until) {
    const roll = Math.random() * 100;
    if (person.kind === 'visitor') await readPage(person, world);
    else if (roll < 50) await readPage(person, world);
    else if (roll < 58) await apiRead(person, world);
    else if (roll < 63) await op('sign-in', () => signIn(person));
    else if (roll < 78) await notifications(person);
    else if (person.kind === 'breeder') {
      if (roll < 85) await publish(person, world);
      else await heart(person, world);
    } else if (roll < 92) await heart(person, world);
    else await book(person, world);
    await sleep(thinkMs * (0.5 + Math.random()));
  }
}

/** The administrator approves our breeders' new sales as they come (each approval notifies its owner and changes /sales). */
async function moderate(admin: Person, world: World, owners: Map<string, string>, until: number): Promise<void> {
  while (performance.now() < until) {
    const batch = world.pendingOurs.splice(0, 5);
    for (const uid of batch) {
      await op('approve sale (admin)', async () => {
        await expect(request(admin, 'PUT', `/api/private/admin/sale/${uid}/approve`), 200, 'PUT approve');
        world.sales.push({ uid, owner: owners.get(uid) ?? null });
      });
    }
    await sleep(2000);
  }
}

/**
 * A static file every 250 ms, beside the people: its latency is the server's responsiveness. When every
 * operation's worst time is about the same, the probe says whether (and when) the whole process stalled.
 */
async function probe(until: number, started: number): Promise<{ worstMs: number; atS: number; over1s: number }> {
  const who = { agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) };
  let worst = { worstMs: 0, atS: 0, over1s: 0 };
  try {
    while (performance.now() < until) {
      const at = performance.now();
      await op(
        'probe: static file every 250 ms',
        async () => void (await expect(request(who, 'GET', '/favicon.svg', undefined, true), 200, 'GET /favicon.svg')),
      );
      const ms = performance.now() - at;
      if (ms > 1000) worst.over1s += 1;
      if (ms > worst.worstMs) worst = { ...worst, worstMs: ms, atS: (at - started) / 1000 };
      await sleep(250);
    }
  } finally {
    who.agent.destroy();
  }
  return worst;
}

// ── STOMP clients ─────────────────────────────────────────────────────────────

let stompDrops = 0;

async function connectStomp(person: Person, wsUrl: string): Promise<void> {
  const { Client } = await import('@stomp/stompjs');
  const { default: WebSocket } = await import('ws');
  await new Promise<void>((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () => new WebSocket(wsUrl, { localAddress: person.address }),
      connectHeaders: { Authorization: `Bearer ${person.token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
    });
    let ready = false;
    client.onConnect = () => {
      const receipt = `ready-${person.index}`;
      client.watchForReceipt(receipt, () => {
        ready = true;
        resolve();
      });
      client.subscribe(
        '/user/topic/general',
        (message) => {
          person.pushes += 1;
          person.pushed.add((JSON.parse(message.body) as { key: string }).key);
        },
        { receipt },
      );
    };
    client.onStompError = (frame) =>
      ready ? (stompDrops += 1) : reject(new Error(`STOMP ERROR ${frame.headers['message']}`));
    client.onWebSocketClose = () => {
      if (ready && client.active) stompDrops += 1;
      if (!ready) reject(new Error('STOMP socket closed before CONNECTED'));
    };
    client.activate();
    person.stomp = client;
  });
}

// ── Where the time goes ─────────────────────────────────────────────────────

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

// ── Setup ─────────────────────────────────────────────────────────────────────

/** The address of simulated person i: 127.1.x.y (Linux routes all of 127/8 to the loopback). */
const addressOf = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

/** Whether this machine lets a socket start from another loopback address (it does on Linux). */
async function loopbackAliases(): Promise<boolean> {
  const server = net.createServer((s) => s.end());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  const ok = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port, localAddress: '127.1.0.2' }, () => {
      resolve(s.remoteAddress !== undefined);
      s.destroy();
    });
    s.on('error', () => resolve(false));
  });
  server.close();
  return ok;
}

async function photoBase64(): Promise<string> {
  const sharp = (await import('sharp')).default;
  // Blurred noise: compresses about as badly as a phone photo does, so the upload costs what a real one does.
  const noise = await sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  return (await sharp(noise).jpeg({ quality: 80 }).toBuffer()).toString('base64');
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

export async function run(): Promise<void> {
  const users = Number(process.env['BENCH_LOAD_USERS'] ?? 200);
  const seconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 60);
  const thinkMs = Number(process.env['BENCH_LOAD_THINK_MS'] ?? 1000);
  const aliases = await loopbackAliases();
  // Limits stay on when every person can have an address of its own; else they would measure 429s.
  const rateLimits = aliases
    ? 'on (one loopback address per simulated person)'
    : 'OFF (RATE_LIMITS=off: this machine cannot bind 127.1.x.y)';
  console.log(`\nload: ${users} people for ${seconds} s, think time ${thinkMs} ms ±50 %, rate limits ${rateLimits}`);

  // BENCH_DATABASE_URL: the same load on PostgreSQL (a scratch database) instead of the embedded PGlite,
  // whose queries run on the server's main thread.
  const databaseServer = process.env['BENCH_DATABASE_URL'];
  const scratch = databaseServer ? await scratchDatabase(databaseServer, 'load') : undefined;
  const database = scratch ? 'PostgreSQL (BENCH_DATABASE_URL, scratch database)' : 'embedded PGlite';
  const server: RunningServer = await startServer({
    env: {
      SEED: 'demo',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      ...(aliases ? {} : { RATE_LIMITS: 'off' }),
    },
  });
  baseUrl = server.url;
  const agentFor = (address: string) =>
    new http.Agent({ keepAlive: true, maxSockets: 4, ...(aliases ? { localAddress: address } : {}) });
  const people: Person[] = Array.from({ length: users }, (_, i) => {
    const address = addressOf(i);
    // 40 % visitors, 40 % tutors, 20 % breeders.
    const kind = i % 5 < 2 ? 'visitor' : i % 5 < 4 ? 'tutor' : 'breeder';
    return {
      index: i,
      kind,
      address,
      agent: agentFor(address),
      email: `load${i}@bench.patinhas.pt`,
      hearts: new Set(),
      booked: new Set(),
      pushed: new Set(),
      pushes: 0,
    };
  });
  const members = people.filter((p) => p.kind !== 'visitor');
  const breeders = people.filter((p) => p.kind === 'breeder');
  const admin: Person = {
    index: -1,
    kind: 'tutor',
    address: '127.1.250.1',
    agent: agentFor('127.1.250.1'),
    email: ADMIN.username,
    hearts: new Set(),
    booked: new Set(),
    pushed: new Set(),
    pushes: 0,
  };

  try {
    const setupStarted = performance.now();
    const json = async <T>(who: Pick<Person, 'agent' | 'token'>, path: string) =>
      JSON.parse((await expect(request(who, 'GET', path), 200, `GET ${path}`)).text) as T;
    const districts = await json<{ id: number; name: string }[]>(admin, '/api/public/location');
    const district = districts.find((d) => d.name === 'Lisboa') ?? districts[0]!;
    const municipalities = await json<{ id: number }[]>(
      admin,
      `/api/public/location/location-child?locationId=${district.id}`,
    );
    const demoSales = await json<{ content: { uid: string }[] }>(admin, '/api/public/sales?size=48');
    const articles = await json<{ content: { referenceKey: string }[] }>(admin, '/api/public/article?size=50');
    const world: World = {
      sales: demoSales.content.map((s) => ({ uid: s.uid, owner: null })),
      articles: articles.content.map((a) => a.referenceKey),
      place: { locationId: district.id, childLocationId: municipalities[0]!.id },
      photo: await photoBase64(),
      pendingOurs: [],
      infoPages: ['/aboutus', '/faqs', '/terms', '/responsible-breeder'],
    };
    const adminSignIn = await expect(request(admin, 'POST', '/api/public/authenticate', ADMIN), 200, 'admin sign-in');
    admin.token = (JSON.parse(adminSignIn.text) as { token: string }).token;

    // Accounts, each from its own address: sign up, sign in; breeders add their DGAV number.
    await pool(members, 4, async (p) => {
      const signup = await expect(
        request(p, 'POST', '/api/public/signup', {
          name: 'Carga',
          surname: `N${p.index}`,
          email: p.email,
          password: PASSWORD,
          userType: p.kind === 'breeder' ? 'BREEDER' : 'TUTOR',
          acceptTerms: true,
        }),
        201,
        'POST /api/public/signup',
      );
      p.uid = (JSON.parse(signup.text) as { uid: string }).uid;
      await signIn(p);
      if (p.kind === 'breeder')
        await expect(
          request(p, 'PUT', '/api/user-profile', { dgavNumber: `DGAV ${p.index}/2026` }),
          200,
          'PUT /api/user-profile',
        );
    });
    // Each breeder has one approved sale, so hearts and visits reach people who are listening.
    const owners = new Map<string, string>();
    await pool(breeders, 2, async (p) => {
      const uid = await publish(p, world);
      owners.set(uid, p.uid!);
    });
    for (const uid of world.pendingOurs.splice(0)) {
      await expect(request(admin, 'PUT', `/api/private/admin/sale/${uid}/approve`), 200, 'PUT approve');
      world.sales.push({ uid, owner: owners.get(uid) ?? null });
    }
    // A running instance has its page caches warm: every page a reader can ask for is served once first,
    // so the window does not open with 200 people all missing the cache at once.
    const readable = [
      '/home',
      '/sales',
      '/sales?species=DOG&page=0',
      '/sales?species=DOG&page=1',
      '/sales?species=DOG&page=2',
      '/blog',
      '/breeders',
      ...world.infoPages,
      ...world.sales.map((s) => `/sales/sale-detail?searchValue=${s.uid}`),
      ...world.articles.map((key) => `/blog/detail/${key}`),
    ];
    await pool(
      readable,
      4,
      async (path) =>
        void (await expect(request({ agent: admin.agent }, 'GET', path, undefined, true), 200, `GET ${path}`)),
    );
    const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
    await pool(members, 20, (p) => connectStomp(p, wsUrl));
    await sleep(1000);
    for (const p of members) {
      p.pushes = 0;
      p.pushed.clear();
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const windowStart = new Date();

    // The measured window.
    measuring = true;
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const serverCpuBefore = cpuSeconds(server.process.pid);
    const ownCpuBefore = process.cpuUsage();
    const started = performance.now();
    const until = started + seconds * 1000;
    const [stall] = await Promise.all([
      probe(until, started),
      ...people.map((p) => live(p, world, until, thinkMs)),
      moderate(admin, world, owners, until),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    measuring = false;
    lag.disable();
    const serverCpu = cpuSeconds(server.process.pid);
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const load = loadavg()[0]!;
    // Pushes still in flight arrive within a moment.
    await sleep(2000);
    // What the server wrote for the connected people during the window, read back through the API, against what their clients got.
    let created = 0;
    let missed = 0;
    await pool(members, 10, async (p) => {
      const page = JSON.parse(
        (await expect(request(p, 'GET', '/api/private/notification?page=0&size=100'), 200, 'GET notification')).text,
      ) as {
        content: { key: string; createDate: string }[];
      };
      for (const n of page.content) {
        if (new Date(n.createDate) < windowStart) continue;
        created += 1;
        if (!p.pushed.has(n.key)) missed += 1;
      }
    });
    const pushes = members.reduce((sum, p) => sum + p.pushes, 0);

    const section = 'load: per operation, one instance (ms include every request of the operation)';
    for (const [name, list] of [...latencies.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      list.sort((a, b) => a - b);
      record(section, {
        operation: name,
        count: list.length,
        'per s': round(list.length / elapsed),
        'p50 ms': round(percentile(list, 50)),
        'p99 ms': round(percentile(list, 99)),
        'max ms': round(list.at(-1) ?? NaN),
        errors: opErrors.get(name) ?? 0,
      });
    }
    for (const [name, count] of opErrors)
      if (!latencies.has(name))
        record(section, {
          operation: name,
          count: 0,
          'per s': 0,
          'p50 ms': null,
          'p99 ms': null,
          'max ms': null,
          errors: count,
        });
    print(section);

    const errors = [...opErrors.values()].reduce((a, b) => a + b, 0) + stompDrops + missed;
    const totals = 'load: totals (target: 0 errors, every notification pushed)';
    const figures: [string, Cell, string?, boolean?][] = [
      [
        'people',
        `${users} (${users - members.length} visitors, ${members.length - breeders.length} tutors, ${breeders.length} breeders) + 1 admin`,
      ],
      ['database', database],
      ['rate limits', rateLimits],
      ['think time ms (±50 %)', thinkMs],
      ['measured s', round(elapsed)],
      ['requests', totalRequests],
      ['requests/s', round(totalRequests / elapsed)],
      ['operations', [...latencies.values()].reduce((a, b) => a + b.length, 0)],
      ['errors (failed operations + STOMP drops + notifications not pushed)', errors, '0', errors === 0],
      ['STOMP clients connected', members.length],
      ['STOMP drops', stompDrops, '0', stompDrops === 0],
      ['pushes received', pushes],
      ['notifications created for them', created],
      ['notifications not pushed', missed, '0', missed === 0],
      ['setup s (accounts, sales, STOMP)', round(setupSeconds)],
      // Whether the server or the machine was the limit: a server near 100 % of one core is saturated
      // (one event loop); the generator shares the machine, so its CPU and lag are shown too.
      [
        'server CPU % of one core',
        serverCpu === null || serverCpuBefore === null
          ? null
          : Math.round(((serverCpu - serverCpuBefore) / elapsed) * 100),
      ],
      ['load generator CPU % of one core', Math.round(((ownCpu.user + ownCpu.system) / 1e6 / elapsed) * 100)],
      ['load generator event-loop delay p99 ms', round(lag.percentile(99) / 1e6)],
      ['machine load average (1 min) at the end', Math.round(load * 100) / 100],
      ['worst static-file probe ms (at s of the window)', `${round(stall.worstMs)} (at ${round(stall.atS)} s)`],
      ['static-file probes over 1 s', stall.over1s],
    ];
    for (const [figure, value, target, ok] of figures)
      record(totals, { figure, value, target: target ?? '', verdict: ok === undefined ? '' : verdict(ok) });
    print(totals);
    if (missed)
      console.log(
        `load: ${missed} notification(s) written for connected people during the window never reached their client`,
      );
    if (errorSamples.length) {
      console.log('\nload: first errors');
      for (const e of errorSamples.slice(0, 20)) console.log(`  [${e.op}] ${e.what}`);
    }
  } finally {
    await Promise.all(members.map(async (p) => p.stomp?.deactivate()));
    for (const p of [...people, admin]) p.agent.destroy();
    await server.stop();
    await scratch?.drop();
  }
}

if (import.meta.main) await run();
