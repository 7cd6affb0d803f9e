import { afterEach, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createApi } from '../../src/server/api/app.ts';
import { requireRole } from '../../src/server/api/middleware/auth.ts';
import { allowBodyUpTo, MB } from '../../src/server/api/middleware/body-limit.ts';
import { resetEnvForTests } from '../../src/server/env.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';

const ctx = await useTestContext();
const { api, call, contract, fetch, get, post } = testApi(ctx);

// Routes that exist only in this test: an upload with its own limit, an admin-only call, a bug.
api.post('/test/upload', allowBodyUpTo(3 * MB), async (c) => c.json({ bytes: (await c.req.text()).length }));
api.get('/test/admin', requireRole('admin'), (c) => c.json({ ok: true }));
api.get('/test/boom', () => {
  throw new Error('kaboom at /secret/path.ts:12');
});

const bigJson = (bytes: number) => JSON.stringify({ name: 'x'.repeat(bytes) });

/** A body without Content-Length (chunked): the limit must count the bytes as they come. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

describe('error shape', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const res = await get('/public/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
  });

  it('answers malformed JSON with 400 malformed-json', async () => {
    for (const rawBody of ['{', '{"username": }', 'null x', "{'a':1}"]) {
      const res = await call('POST', '/public/authenticate', {
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, rawBody).toBe(400);
      expect(await res.json()).toEqual({ status: 400, message: 'malformed-json' });
    }
  });

  it('answers another content type with 415 in the same shape', async () => {
    const res = await call('POST', '/public/authenticate', {
      rawBody: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ status: 415, message: 'unsupported-media-type' });
  });

  it('answers a bug with 500 server-error, no stack, and logs it with the request id', async () => {
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.env['LOG_LEVEL'] = 'error';
    resetEnvForTests();
    process.stderr.write = (chunk: string) => lines.push(String(chunk)) > 0;
    try {
      const res = await get('/test/boom', { headers: { 'x-request-id': 'trace-123' } });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ status: 500, message: 'server-error' });
      expect(text).not.toContain('kaboom');
      expect(res.headers.get('x-request-id')).toBe('trace-123');
    } finally {
      process.stderr.write = write;
      process.env['LOG_LEVEL'] = 'silent';
      resetEnvForTests();
    }
    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l['msg'] === 'unhandled error');
    expect(logged).toMatchObject({ level: 'error', requestId: 'trace-123', path: '/test/boom' });
    expect(String(logged?.['error'])).toContain('kaboom');
  });

  it('refuses NUL characters in bodies and query strings with 400', async () => {
    const res = await post('/public/authenticate', { username: 'a\u0000@b.pt', password: 'x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { username: 'validation.invalid-characters' },
    });
    expect((await get('/public/validate-email?email=a%00@b.pt')).status).toBe(400);
    expect((await post('/public/signup', { ['na\u0000me']: 'x' })).status).toBe(400);
  });

  it('refuses absurdly nested bodies with 400', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await call('POST', '/public/authenticate', {
      rawBody: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, keeping a sane one the client sent', async () => {
    const own = await get('/health');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/health', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id')).toBe(
      'abc-123',
    );
    const hostile = await get('/health', { headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/nothing')).headers.get('x-request-id')).toBeTruthy();
  });
});

describe('body limits', () => {
  it('refuses JSON bodies over 1 MB with 413, with or without Content-Length', async () => {
    const body = bigJson(MB + 10);
    const sized = await call('POST', '/public/authenticate', {
      rawBody: body,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ status: 413, message: 'payload-too-large' });
    const res = await fetch(
      new Request('http://localhost/public/authenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: streamed(body),
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 413, message: 'payload-too-large' });
  });

  it('lets a route declare its own limit (image uploads)', async () => {
    const twoMb = 'x'.repeat(2 * MB);
    const ok = await call('POST', '/test/upload', { rawBody: twoMb, headers: { 'content-type': 'text/plain' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ bytes: 2 * MB });
    const tooBig = await call('POST', '/test/upload', {
      rawBody: 'x'.repeat(3 * MB + 1),
      headers: { 'content-type': 'text/plain' },
    });
    expect(tooBig.status).toBe(413);
  });

  it('keeps limits and the error shape when mounted under /api as src/fetch.ts does', async () => {
    const site = new Hono();
    const mounted = createApi(() => Promise.resolve(ctx));
    mounted.post('/test/upload', allowBodyUpTo(3 * MB), async (c) => c.json({ bytes: (await c.req.text()).length }));
    site.route('/api', mounted);
    const ok = await site.request('/api/test/upload', { method: 'POST', body: 'x'.repeat(2 * MB) });
    expect(ok.status).toBe(200);
    const big = await site.request('/api/public/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bigJson(MB + 1),
    });
    expect(big.status).toBe(413);
    // Mounted answers are held to the document too (its paths are relative to /api).
    await (await contract()).check('POST', 'http://localhost/public/authenticate', big);
    expect(await big.json()).toEqual({ status: 413, message: 'payload-too-large' });
    const bad = await site.request('/api/public/location/location-child?locationId=x');
    expect(bad.status).toBe(400);
    await (await contract()).check('GET', 'http://localhost/public/location/location-child?locationId=x', bad);
    expect(((await bad.json()) as { message: string }).message).toBe('validation-error');
  });
});

describe('roles', () => {
  it('requireRole answers 401 without a token, 403 for another role, and lets the role through', async () => {
    const user = await signUp(ctx);
    const admin = await signUp(ctx, { role: 'admin' });
    expect((await get('/test/admin')).status).toBe(401);
    const forbidden = await get('/test/admin', { token: user.token });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ status: 403, message: 'forbidden' });
    expect((await get('/test/admin', { token: admin.token })).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  afterEach(() => undefined);

  it('documents every call at /openapi.json, from the same schemas', async () => {
    const res = await get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const calls = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /public/signup',
        'GET /public/validate-email',
        'POST /public/authenticate',
        'GET /public/forgot-password',
        'POST /public/recover-password',
        'POST /authrefresh',
        'GET /user-profile',
        'PUT /user-profile',
        'GET /public/user-profile',
        'GET /public/location',
        'GET /public/location/location-child',
        'GET /public/location/country',
        'GET /public/user-type',
        'GET /public/breed',
      ]),
    );
    expect(doc.components.securitySchemes['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/user-profile']?.['get']?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths['/public/signup']?.['post']?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(doc.components.schemas).toHaveProperty('Error');
    expect(doc.components.schemas).toHaveProperty('Signup');
  });

  it('serves a readable reference at /docs with a policy that allows only its own scripts', async () => {
    const res = await get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('openapi.json');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    // Scripts from the site alone: Scalar's bundle is served from our build (decision 016).
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
