// The door's rules, and its catch-all on a real http.Server: whatever fails behind it answers our 500 with the
// security headers and one JSON line on stderr. (The malformed requests against a real build are in
// tests/durability/http-door.test.ts; nothing there can make the pipeline fail on purpose, so this does.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env.ts';
import { door, refusalOf, refusedBeforeBody, validHost } from './door.ts';

describe('validHost', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '127.0.0.1:4321',
    'patinhas.pt',
    'www.patinhas.pt.',
    'app_1:8080',
    '[::1]',
    '[::1]:443',
    'xn--patinhas-9ya.pt',
  ])('lets %s in', (host) => expect(validHost(host)).toBe(true));
  it.each([
    '127.0.0.1@evil.example',
    'user:pw@patinhas.pt',
    'a/b',
    'patinhas.pt/x',
    'patinhas.pt:99999',
    'patinhas.pt:',
    '[::1',
    'a b',
    '',
    'evil.example#x',
    'p?x',
  ])('refuses %j', (host) => expect(validHost(host)).toBe(false));
});

describe('refusalOf', () => {
  const req = (method: string, url = '/', host: string | null = 'patinhas.pt', httpVersion = '1.1') => ({
    method,
    url,
    headers: host === null ? {} : { host },
    httpVersion,
  });
  it('lets the seven methods of the site in, and nothing else', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(refusalOf(req(method))).toBeNull();
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PURGE', 'QUERY'])
      expect(refusalOf(req(method))?.status).toBe(405);
  });
  it('wants a path as the target and a Host in HTTP/1.1', () => {
    expect(refusalOf(req('GET', 'http://evil.example/home'))?.status).toBe(400);
    expect(refusalOf(req('OPTIONS', '*'))?.status).toBe(400);
    expect(refusalOf(req('GET', '/', null))?.status).toBe(400);
    expect(refusalOf(req('GET', '/', null, '1.0'))).toBeNull();
  });
});

describe('refusedBeforeBody (Expect: 100-continue answered without the 100)', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'POST') => ({
    method,
    url,
    headers: { host: 'patinhas.pt', ...headers },
    httpVersion: '1.1',
  });
  it('refuses a private call without a bearer token, however its path is spelt', () => {
    expect(refusedBeforeBody(req('/api/private/sale/file'))).toBe(true);
    expect(refusedBeforeBody(req('/api/private/sale/file', { authorization: 'Basic eDp5' }))).toBe(true);
    expect(refusedBeforeBody(req('/api/public/../private/sale/file'))).toBe(true);
    expect(refusedBeforeBody(req('/api/%2e%2e/api/private/sale/file'))).toBe(true);
  });
  it('refuses a body announced over 16 MB, and what the door refuses', () => {
    expect(refusedBeforeBody(req('/api/public/signup', { 'content-length': String(16 * 1024 * 1024 + 1) }))).toBe(true);
    expect(refusedBeforeBody(req('/api/public/signup', {}, 'PROPFIND'))).toBe(true);
  });
  it('lets the rest go on: a member, a public call, a page', () => {
    expect(refusedBeforeBody(req('/api/private/sale/file', { authorization: 'Bearer a.b.c' }))).toBe(false);
    expect(refusedBeforeBody(req('/api/public/signup', { 'content-length': '1000' }))).toBe(false);
    expect(refusedBeforeBody(req('/api/privateer'))).toBe(false);
    expect(refusedBeforeBody(req('/home'))).toBe(false);
  });
});

describe('the catch-all behind the door', () => {
  let server: http.Server;
  let base: string;
  let stderr: string[] = [];
  const what = { fail: 'throw' as 'throw' | 'reject' | 'after-headers' };

  beforeAll(async () => {
    process.env['LOG_LEVEL'] = 'warn';
    resetEnvForTests();
    const failing = () => {
      if (what.fail === 'throw') throw new Error('static files broke');
      return false;
    };
    const pipeline = async (_req: http.IncomingMessage, res: http.ServerResponse) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (what.fail === 'after-headers') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('half');
      }
      throw new Error('the pipeline broke');
    };
    server = http.createServer({ requireHostHeader: false }, door([failing], pipeline));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    delete process.env['LOG_LEVEL'];
    resetEnvForTests();
  });
  afterEach(() => vi.restoreAllMocks());

  function captureStderr(): void {
    stderr = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
  }

  it.each(['throw', 'reject'] as const)('answers our 500 with the headers when a way in fails (%s)', async (fail) => {
    what.fail = fail;
    captureStderr();
    const res = await fetch(`${base}/home`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ status: 500, message: 'server-error' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    // One line, JSON, with the stack inside it.
    expect(stderr).toHaveLength(1);
    const line = JSON.parse(stderr[0]!) as { level: string; msg: string; path: string; error: string };
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', path: '/home' });
    expect(line.error).toContain(fail === 'throw' ? 'static files broke' : 'the pipeline broke');
    expect(stderr[0]!.trimEnd().split('\n')).toHaveLength(1);
  });

  it('cuts an answer already under way instead of appending a second one', async () => {
    what.fail = 'after-headers';
    captureStderr();
    await expect(fetch(`${base}/home`).then((res) => res.text())).rejects.toThrow();
    expect(stderr).toHaveLength(1);
  });
});
