// The scale-out layout as deploy/run-local.ts starts it (deploy/stack.ts): two real server processes
// from one build on one PostgreSQL, behind a real nginx. Which instance served a request is read from
// nginx's access log (the request id nginx gives each request reaches the app and comes back in
// X-Request-Id). Runs in the PostgreSQL pass only: two processes cannot share PGlite.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startStack, type Stack } from '../../deploy/stack.ts';
import { ensureTestBuild, TEST_DIST_DIR } from '../../scripts/test-build.ts';
import { RATE_RULES } from '../../src/server/api/middleware/rate-limit.ts';
import { connectClient } from '../realtime/helpers.ts';

const DIST_DIR = TEST_DIST_DIR;
const NGINX_PORT = 8641;
const ADMIN = { email: 'deploy-admin@example.pt', password: 'AdminDeploy2026' };

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/** One HTTP call to nginx from a chosen loopback address (127.0.0.2, 127.0.0.3: distinct clients). */
function call(
  method: string,
  pathname: string,
  options: { body?: unknown; token?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: NGINX_PORT,
        method,
        path: pathname,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
        headers: {
          ...options.headers,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: bytes,
            json: () => JSON.parse(bytes.toString('utf8')),
          });
        });
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

describe('two instances behind nginx on one PostgreSQL', () => {
  let stack: Stack;
  let dataDir: string;

  beforeAll(async () => {
    // The tests' one build (a build older than the sources would test old code: it is rebuilt then).
    await ensureTestBuild();
    dataDir = await mkdtemp(path.join(tmpdir(), 'patinhas-deploy-'));
    stack = await startStack({
      distDir: DIST_DIR,
      instances: 2,
      basePort: 4650,
      nginxPort: NGINX_PORT,
      // One worker: nginx's round robin then strictly alternates, which the log lets us check.
      workers: 1,
      output: 'ignore',
      env: {
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
        JWT_SECRET: `deploy-test-${randomUUID()}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    // The rate-limit counters live in the database (decision 113): an earlier run's must not spend this one's.
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query('delete from rate_limits');
    await db.end();
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Lines of nginx's access log (written when a request ends; polls briefly for it). */
  async function logLine(match: (line: string) => boolean): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const line = readFileSync(stack.nginx.accessLog, 'utf8').split('\n').find(match);
      if (line) return line;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no such line in the access log');
  }
  /** The instance (127.0.0.1:port) that answered, found by the request id nginx set. */
  async function servedBy(reply: Reply): Promise<string> {
    const rid = String(reply.headers['x-request-id'] ?? '');
    expect(rid).toMatch(/^[0-9a-f]{32}$/);
    return lastUpstream(await logLine((l) => l.includes(`rid=${rid}`)));
  }
  /** The instance that finally answered (nginx lists each one it tried: `a:1, b:2`). */
  const lastUpstream = (line: string) => /upstream=(.*?) rt=/.exec(line)![1]!.split(', ').at(-1)!;
  const instanceAddresses = () => stack.instances.map((i) => `127.0.0.1:${i.port}`);

  it('signs in on one instance, is served by the other, and gets a live notification written through another than its socket', async () => {
    const email = `deploy-${randomUUID()}@example.pt`;
    const signup = await call('POST', '/api/public/signup', {
      body: { name: 'Rita', surname: 'Escala', email, password: 'Patinhas2024', userType: 'TUTOR', acceptTerms: true },
    });
    expect(signup.status).toBe(201);

    const signIn = await call('POST', '/api/public/authenticate', {
      body: { username: email, password: 'Patinhas2024' },
    });
    expect(signIn.status).toBe(200);
    const { token } = signIn.json<{ token: string }>();
    const profile = await call('GET', '/api/user-profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.json()).toMatchObject({ name: 'Rita', surname: 'Escala' });
    const [signedInOn, profileFrom] = [await servedBy(signIn), await servedBy(profile)];
    expect(instanceAddresses()).toContain(signedInOn);
    expect(instanceAddresses()).toContain(profileFrom);
    expect(profileFrom).not.toBe(signedInOn);

    const admin = await call('POST', '/api/public/authenticate', {
      body: { username: ADMIN.email, password: ADMIN.password },
    });
    expect(admin.status).toBe(200);
    const adminToken = admin.json<{ token: string }>().token;

    const rita = await connectClient(`ws://127.0.0.1:${NGINX_PORT}/ws`, token);
    const sent = await call('POST', '/api/private/admin/notification/global', {
      token: adminToken,
      body: { title: 'Escala', message: 'Mensagem para todos' },
    });
    expect(sent.status).toBe(201);
    const [message] = await rita.waitForMessages(1);
    expect(JSON.parse(message?.body ?? '')).toMatchObject({ type: 'GLOBAL' });
    await rita.disconnect();

    // The socket's line is written when it closes: a 101 on one instance, the write on the other.
    const socketOn = lastUpstream(await logLine((l) => l.includes('"GET /ws HTTP/1.1" 101')));
    expect(instanceAddresses()).toContain(socketOn);
    expect(await servedBy(sent)).not.toBe(socketOn);
  });

  it('gives a page the same ETag on both instances: a browser revalidating through the other one gets a 304', async () => {
    const first = await call('GET', '/sales');
    expect(first.status).toBe(200);
    const etag = String(first.headers['etag'] ?? '');
    expect(etag).toMatch(/^W\/"/);
    const again = await call('GET', '/sales', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // Pages do not echo the request id (only /api does): the access log's lines for the two answers tell.
    const [fullFrom, notModifiedFrom] = [
      lastUpstream(await logLine((l) => l.includes('"GET /sales HTTP/1.1" 200'))),
      lastUpstream(await logLine((l) => l.includes('"GET /sales HTTP/1.1" 304'))),
    ];
    expect(instanceAddresses()).toContain(fullFrom);
    expect(instanceAddresses()).toContain(notModifiedFrom);
    expect(notModifiedFrom).not.toBe(fullFrom);
  });

  it('shows an information page edited through one instance on the other within seconds, cache and all (issue 20)', async () => {
    const signIn = await call('POST', '/api/public/authenticate', {
      body: { username: ADMIN.email, password: ADMIN.password },
    });
    const adminToken = signIn.json<{ token: string }>().token;
    // A visitor's two views: round robin sends one to each instance, and each keeps the page rendered.
    for (let i = 0; i < 2; i++) {
      const before = await call('GET', '/contacts');
      expect(before.status).toBe(200);
      expect(before.body.toString('utf8')).not.toContain('Balcão de vacinação');
    }
    const edit = await call('PUT', '/api/private/admin/info-page/contacts', {
      token: adminToken,
      body: { body: '## Balcão de vacinação\n\nAberto aos sábados.' },
    });
    expect(edit.status).toBe(200);
    const editedOn = await servedBy(edit);
    try {
      // The next views, one on each instance: both show the change (NOTIFY reaches the other within moments).
      // Requests go one at a time, so the access log's nth "GET /contacts" line is the nth view.
      const viewLines = () =>
        readFileSync(stack.nginx.accessLog, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"GET /contacts HTTP/1.1" 200'));
      const seenOn = new Set<string>();
      for (let i = 0; i < 100 && seenOn.size < 2; i++) {
        const res = await call('GET', '/contacts');
        let lines = viewLines();
        for (let wait = 0; lines.length < 3 + i && wait < 50; wait++) {
          await new Promise((r) => setTimeout(r, 50));
          lines = viewLines();
        }
        if (res.body.toString('utf8').includes('Balcão de vacinação')) seenOn.add(lastUpstream(lines[2 + i]!));
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect([...seenOn].sort()).toEqual(instanceAddresses().sort());
      expect(instanceAddresses()).toContain(editedOn);
    } finally {
      await call('POST', '/api/private/admin/info-page/contacts/restore-shipped', { token: adminToken });
    }
  });

  it('serves the hashed build assets itself, cached forever', async () => {
    const dir = path.join(ROOT, DIST_DIR, 'client/_astro');
    const name = readdirSync(dir).find((f) => f.endsWith('.css') || f.endsWith('.js'))!;
    const res = await call('GET', `/_astro/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.equals(readFileSync(path.join(dir, name)))).toBe(true);
    // No instance took part: nginx logs "-" as the upstream of what it answered from disk.
    expect(await logLine((l) => l.includes(`"GET /_astro/${name} HTTP/1.1" 200`))).toMatch(/upstream=- /);
    expect((await call('GET', '/_astro/nao-existe.js')).status).toBe(404);
  });

  it('counts rate limits per real client: a forged X-Forwarded-For does not help, another address is not blocked', async () => {
    const { limit } = RATE_RULES.validateEmailIp;
    let limitedAt = 0;
    for (let i = 1; i <= 2 * limit + 10 && !limitedAt; i++) {
      const res = await call('GET', `/api/public/validate-email?email=probe${i}%40example.pt`, {
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      if (res.status === 429) limitedAt = i;
      else expect(res.status).toBe(200);
    }
    // Both instances count in the database (decision 113) while round robin alternates between them: the
    // first refusal is the (limit + 1)th call in all. A forged address honoured would never be refused.
    expect(limitedAt).toBe(limit + 1);
    for (let i = 0; i < 2; i++) {
      expect(
        (await call('GET', '/api/public/validate-email?email=other%40example.pt', { from: '127.0.0.3' })).status,
      ).toBe(200);
    }
  });

  it('keeps answering through nginx when an instance stops', async () => {
    await stack.instances[0]!.stop();
    for (let i = 0; i < 4; i++) {
      const res = await call('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(await servedBy(res)).toBe(`127.0.0.1:${stack.instances[1]!.port}`);
    }
  });
});
