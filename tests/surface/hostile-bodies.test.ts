// Hostile request bodies (decision 028): no body byte is read before the route's session check and rate
// limit, unknown paths never read, limits hold before parsing, and nesting is refused by a scan, not a parse.
import { createRoute, z } from '@hono/zod-openapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerSecurity } from '../../src/server/api/middleware/auth.ts';
import { MB } from '../../src/server/api/middleware/body-limit.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';
import { streamedCalls, watched } from '../helpers/streamed-body.ts';

const ctx = await useTestContext();
const { api, fetch, get } = testApi(ctx);
const user = await signUp(ctx);

// Routes that exist only in this test: private calls whose authors forgot requireAuth. The route gate must
// refuse anonymous callers all the same, by the /private/ prefix or by the documented bearer security.
api.post('/private/test/forgot-its-check', (c) => c.json({ reached: true }));
api.openapi(
  createRoute({
    method: 'post',
    path: '/test/documented-private',
    security: bearerSecurity,
    responses: {
      200: { description: 'Reached', content: { 'application/json': { schema: z.object({ reached: z.boolean() }) } } },
    },
  }),
  (c) => c.json({ reached: true }, 200),
);
// A handler that reads its body more than once, in more than one form.
api.post('/test/read-twice', async (c) => {
  const first: unknown = await c.req.json();
  const again: unknown = await c.req.json();
  return c.json({ same: first === again, text: await c.req.text() });
});

const send = streamedCalls(fetch);

const UID = '00000000-0000-4000-8000-000000000000';
const doc = (await (await get('/openapi.json')).json()) as {
  paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
};
const privateCalls = Object.entries(doc.paths).flatMap(([template, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.security?.some((s) => 'bearerAuth' in s))
    .map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      path: template.replace(/\{[^}]+\}/g, UID),
      operation,
    })),
);

describe('a call that needs a session', () => {
  it('finds the private calls in the OpenAPI document (and the test routes)', () => {
    expect(privateCalls.length).toBeGreaterThanOrEqual(40);
    expect(privateCalls.map((p) => p.call)).toEqual(
      expect.arrayContaining([
        'POST /private/sale/file',
        'PUT /user-profile',
        'POST /authrefresh',
        'POST /private/logout',
        'POST /test/documented-private',
      ]),
    );
  });

  // The review's attack: 14 MB of `[[[[…` to POST /private/sale/file answered 400 after 2.6 s of parsing.
  it.each(privateCalls)(
    '$call answers an anonymous caller 401 without reading a byte of its 14 MB body',
    async ({ method, path }) => {
      if (method === 'GET') {
        expect((await send(method, path)).status).toBe(401);
        return;
      }
      const body = watched('[');
      const res = await send(method, path, { body: body.stream, announce: 14 * MB });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 401, message: 'unauthorized' });
      expect(body.pulls).toBe(0);
      // Not worth draining: Node would otherwise read and discard the 14 MB to keep the connection.
      expect(res.headers.get('connection')).toBe('close');
    },
  );

  it.each(privateCalls.filter((p) => p.method !== 'GET'))(
    '$call answers a forged token 401 without reading its body',
    async ({ method, path }) => {
      const body = watched('[');
      const res = await send(method, path, { body: body.stream, token: 'forged.token.value', announce: 900 * 1024 });
      expect(res.status).toBe(401);
      expect(body.pulls).toBe(0);
      // A caller with a token may be a member whose session expired mid-upload: the 401 must reach them, so
      // Node drains a body within the route's limit instead of the connection being closed under it.
      expect(res.headers.get('connection')).toBeNull();
    },
  );

  it('closes the connection after a 401 to a token whose body is announced over the route limit', async () => {
    const body = watched('[');
    const res = await send('POST', '/private/sale', {
      body: body.stream,
      token: 'forged.token.value',
      announce: 14 * MB,
    });
    expect(res.status).toBe(401);
    expect(body.pulls).toBe(0);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('refuses anonymous callers of a private route that forgot its own check', async () => {
    for (const path of ['/private/test/forgot-its-check', '/test/documented-private']) {
      const body = watched('[');
      expect((await send('POST', path, { body: body.stream })).status, path).toBe(401);
      expect(body.pulls, path).toBe(0);
      expect((await send('POST', path, { body: '{}', token: user.token })).status, path).toBe(200);
    }
  });
});

describe('unknown paths', () => {
  it('answer 404 without reading the body, and close the connection rather than drain a big one', async () => {
    for (const path of ['/private/no-such-call', '/no-such-area/upload', '/health']) {
      const body = watched('[');
      const res = await send('POST', path, { body: body.stream, announce: 14 * MB });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
      expect(body.pulls, path).toBe(0);
      expect(res.headers.get('connection'), path).toBe('close');
    }
    // A small body is drained by Node, keeping the connection.
    expect((await send('POST', '/no-such-area', { body: '{}', announce: 2 })).headers.get('connection')).toBeNull();
  });
});

describe('body limits', () => {
  it('give an anonymous caller of a public call the 1 MB JSON limit: 413, unread when announced', async () => {
    const announced = watched('{');
    const res = await send('POST', '/public/signup', { body: announced.stream, announce: 2 * MB });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ status: 413, message: 'payload-too-large' });
    expect(announced.pulls).toBe(0);
    expect(res.headers.get('connection')).toBe('close');

    // Unannounced (chunked): counted as it is read, refused past 1 MB, and the rest is never read.
    const streamed = watched(' ', 2 * MB);
    const chunked = await send('POST', '/public/signup', { body: streamed.stream });
    expect(chunked.status).toBe(413);
    expect(streamed.pulls).toBeLessThanOrEqual(MB / (64 * 1024) + 1);
    expect(chunked.headers.get('connection')).toBe('close');
  });

  it('give the photo limit (15 MB) only to a signed-in caller', async () => {
    const anonymous = watched('[');
    expect((await send('POST', '/private/sale/file', { body: anonymous.stream, announce: 14 * MB })).status).toBe(401);
    expect(anonymous.pulls).toBe(0);
    const over = watched('[');
    const refused = await send('POST', '/private/sale/file', {
      body: over.stream,
      announce: 16 * MB,
      token: user.token,
    });
    expect(refused.status).toBe(413);
    expect(over.pulls).toBe(0);
    expect(refused.headers.get('connection')).toBe('close');
    // 2 MB is over the JSON default but within the photo limit: read, and judged as an image.
    const body = JSON.stringify({ source: 'x'.repeat(2 * MB) });
    const res = await send('POST', '/private/sale/file', { body, token: user.token });
    expect(await res.json()).toMatchObject({ message: 'image.error.unsupported-image-type' });
  });
});

describe('nesting', () => {
  it('is refused by a scan of the first bytes: 14 MB of `[[[[…` answer too-deep after one chunk', async () => {
    for (const token of [undefined, user.token]) {
      const body = watched('[');
      const started = performance.now();
      const res = await send('POST', token ? '/private/sale/file' : '/public/authenticate', {
        body: body.stream,
        ...(token ? { token } : {}),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        status: 400,
        message: 'validation-error',
        errors: { body: 'validation.too-deep' },
      });
      expect(body.pulls).toBe(1);
      expect(performance.now() - started).toBeLessThan(1000);
      // The rest of the body is left unread: the connection cannot be reused.
      expect(res.headers.get('connection')).toBe('close');
    }
  });

  it('is refused before JSON.parse: 100,000 levels with a malformed tail are too deep, not malformed', async () => {
    const res = await send('POST', '/public/authenticate', { body: `${'['.repeat(100_000)}x` });
    expect(await res.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { body: 'validation.too-deep' },
    });
  });

  it('counts only brackets outside strings, escaped quotes included', async () => {
    const username = `[{"\\"${'['.repeat(200)}@example.pt`;
    const res = await send('POST', '/public/authenticate', {
      body: JSON.stringify({ username, password: 'Errada123' }),
    });
    expect(res.status).toBe(401);
    // 32 levels are allowed, 33 are not.
    const nested = (levels: number) =>
      JSON.stringify({
        username: 'a@example.pt',
        password: 'x',
        extra: JSON.parse(`${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}`),
      });
    expect((await send('POST', '/public/authenticate', { body: nested(32) })).status).toBe(401);
    expect(await (await send('POST', '/public/authenticate', { body: nested(33) })).json()).toMatchObject({
      errors: { body: 'validation.too-deep' },
    });
  });
});

describe('the NUL guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('parses each body once (the route validator gets the same parse)', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const body = JSON.stringify({ username: 'ninguem@example.pt', password: 'Errada123' });
    expect((await send('POST', '/public/authenticate', { body })).status).toBe(401);
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
  });

  it('serves a second json() and a text() from the one read and parse', async () => {
    const parse = vi.spyOn(JSON, 'parse');
    const body = '{"a":[1,{"b":"c"}]}';
    const res = await send('POST', '/test/read-twice', { body });
    expect(await res.json()).toEqual({ same: true, text: body });
    expect(parse.mock.calls.filter(([text]) => text === body)).toHaveLength(1);
  });

  it('still finds an escaped NUL by its field, and takes an escaped backslash before u0000 for what it is', async () => {
    const nul = await send('POST', '/public/authenticate', { body: '{"username":"a\\u0000@b.pt","password":"x"}' });
    expect(await nul.json()).toEqual({
      status: 400,
      message: 'validation-error',
      errors: { username: 'validation.invalid-characters' },
    });
    expect(
      (await send('POST', '/public/authenticate', { body: '{"username":"a\\\\u0000@b.pt","password":"x"}' })).status,
    ).toBe(401);
  });
});
