// A real server from a build (src/server/main.ts) sent what browsers never send: a Host with userinfo, TRACE,
// CONNECT, methods Node cannot parse, a missing Host (decision 015); and paths of files that do not exist
// (decisions 011, 015). Raw sockets, since fetch normalises Host and refuses TRACE. Every answer is ours: a status,
// the security headers, no framework page, and one JSON log line instead of a stack.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type App } from './harness.ts';

let app: App;
let dataDir: string;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'patinhas-door-'));
  app = await startApp({ dataDir });
  app.child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  app.child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
}, 300_000);

afterAll(async () => {
  await app?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` as is (request line and headers; `{host}` is the server's) and reads the answer until the server closes. */
function raw(head: string): Promise<RawAnswer> {
  head = head.replaceAll('{host}', `127.0.0.1:${app.port}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(app.port, '127.0.0.1');
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(head)}`)));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(`${head}\r\n\r\n`);
  });
}

function expectSecurityHeaders(headers: Record<string, string>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("default-src 'none'");
}

/** Log lines written since `from` (stdout), parsed. */
function refusalsSince(from: number): { msg: string; status: number; reason: string }[] {
  return stdout
    .slice(from)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; status: number; reason: string })
    .filter((line) => line.msg === 'request refused');
}

describe('the door', () => {
  // Each through a different way in: the pipeline, the API, a stored page, a static file, the /ws upgrade.
  it.each(['/', '/api/health', '/home', '/favicon.svg'])(
    'answers 400 to a Host with userinfo on %s',
    async (target) => {
      // /home once with a valid Host first, so that the page store holds it and answers before the pipeline.
      if (target === '/home')
        expect((await raw('GET /home HTTP/1.1\r\nHost: {host}\r\nConnection: close')).status).toBe(200);
      const from = stdout.length;
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1@evil.example\r\nConnection: close`);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ status: 400, message: 'bad-request' });
      expectSecurityHeaders(answer.headers);
      await expect.poll(() => refusalsSince(from)).toEqual([expect.objectContaining({ status: 400, reason: 'host' })]);
    },
  );

  it.each([
    ['a Host with a path', 'GET / HTTP/1.1\r\nHost: 127.0.0.1/evil\r\nConnection: close'],
    ['a Host with a bad port', 'GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close'],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close'],
    ['an absolute URL as the target', `GET http://evil.example/home HTTP/1.1\r\nHost: {host}\r\nConnection: close`],
    [
      'an upgrade with a Host with userinfo',
      'GET /ws HTTP/1.1\r\nHost: a@evil.example\r\nUpgrade: websocket\r\nConnection: Upgrade',
    ],
  ])('answers 400 to %s', async (_what, head) => {
    const answer = await raw(head);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
  });

  it.each([
    ['TRACE', `TRACE / HTTP/1.1\r\nHost: {host}\r\nConnection: close`],
    ['TRACE on the API', `TRACE /api/health HTTP/1.1\r\nHost: {host}\r\nConnection: close`],
    ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443'],
    ['PROPFIND', `PROPFIND / HTTP/1.1\r\nHost: {host}\r\nConnection: close`],
    ['a method Node cannot parse', `BREW / HTTP/1.1\r\nHost: {host}\r\nConnection: close`],
  ])('answers 405 with Allow to %s', async (_what, head) => {
    const from = stdout.length;
    const answer = await raw(head);
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expectSecurityHeaders(answer.headers);
    await expect.poll(() => refusalsSince(from).map((line) => line.status)).toEqual([405]);
  });

  it('still lets ordinary requests through', async () => {
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    const options = await raw(`OPTIONS /api/health HTTP/1.1\r\nHost: {host}\r\nConnection: close`);
    expect(options.status).toBeLessThan(500);
    expect((await raw(`GET /home HTTP/1.0\r\n`)).status).toBe(200);
  });
});

describe('missing files (decision 011)', () => {
  it.each(['/package.json', '/x.js', '/_astro/missing.css', '/favicon-missing.png'])(
    '%s answers our one-line 404 that no cache keeps, not a framework page',
    async (target) => {
      const res = await fetch(`${app.url}${target}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Não encontrado.');
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    },
  );
});

describe('the log', () => {
  it('has no stack trace on stderr after all of the above', () => {
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toMatch(/TypeError|Could not render/);
  });
});
