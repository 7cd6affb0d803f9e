import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signUp, useTestContext } from '../helpers/context.ts';
import { testApi } from '../helpers/api.ts';

// Random and hostile input against every documented call: the answer is never a 5xx, never a stack trace,
// and every error is the one shape { status, message, errors? }.
const ctx = await useTestContext();
const { call, get } = testApi(ctx);
const user = await signUp(ctx);
const admin = await signUp(ctx, { role: 'admin' });

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
};
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
const doc = (await (await get('/openapi.json')).json()) as Doc;

function fieldNames(schema: Schema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return [];
    seen.add(name);
    return fieldNames(doc.components?.schemas?.[name], seen);
  }
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((s) => fieldNames(s, seen)),
  ];
}

interface Endpoint {
  method: string;
  path: string;
  query: string[];
  fields: string[];
}
const endpoints: Endpoint[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    fields: fieldNames(op.requestBody?.content?.['application/json']?.schema),
  })),
);

const hostile = fc.constantFrom(
  '',
  ' ',
  "' OR '1'='1",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\u0000',
  '%00',
  '\ud800',
  '😀'.repeat(300),
  'a'.repeat(10_000),
  '9'.repeat(400),
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  '${jndi:ldap://x}',
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  hostile,
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 64, 1e308, -0),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string(), scalar, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 4 }),
);

function bodyFor(fields: string[]) {
  const known = fields.length ? fc.constantFrom(...fields) : fc.string();
  return fc.oneof(
    fc
      .dictionary(fc.oneof(known, fc.string(), fc.constantFrom('__proto__', 'constructor')), value, { maxKeys: 8 })
      .map((o) => ({ json: o })),
    fc.jsonValue().map((json) => ({ json })),
    fc
      .oneof(
        fc.string(),
        fc.constantFrom('{', '{"a":', '[1,2', 'null', '"x"', '{"__proto__":{"admin":true}}', '['.repeat(3000)),
      )
      .map((raw) => ({ raw })),
  );
}

/** Percent-encodes any string (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (s: string) => encodeURIComponent(s.toWellFormed());

function queryFor(names: string[]) {
  const key = names.length ? fc.oneof(fc.constantFrom(...names), fc.string()) : fc.string();
  const encoded = fc
    .array(fc.tuple(key, text), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
  // Raw, possibly broken percent-encoding, as a hand-written client might send.
  const raw = fc.constantFrom(
    '%',
    '%zz',
    'a=%E0%A4%A',
    '=&=&',
    'email=%00',
    'uid[]=1&uid[]=2',
    'page=-1&size=1000000',
    'a=b=c',
  );
  return fc.oneof(encoded, raw);
}

const token = fc.constantFrom(undefined, user.token, admin.token, 'garbage', `${user.token}x`);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
);
const pathValue = fc.oneof(text, fc.uuid(), fc.constant(user.uid));

const STACK = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.m?js:\d+|Error: |\bstack\b/;

async function check(res: Response): Promise<void> {
  const body = await res.text();
  expect(res.status, body).toBeLessThan(500);
  expect(body).not.toMatch(STACK);
  if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
    const parsed = JSON.parse(body) as { status: unknown; message: unknown; errors?: unknown };
    expect(parsed.status).toBe(res.status);
    expect(typeof parsed.message).toBe('string');
    if (parsed.errors !== undefined) {
      expect(Object.values(parsed.errors as Record<string, unknown>).every((v) => typeof v === 'string')).toBe(true);
    }
  }
}

describe('hostile input', () => {
  it('documents the calls it fuzzes', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(14);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s never answers 5xx or leaks a stack',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          queryFor(endpoint.query),
          bodyFor(endpoint.fields),
          token,
          contentType,
          pathValue,
          async (query, body, bearer, type, param) => {
            const path = endpoint.path.replace(/\{[^}]+\}/g, () => encode(param));
            const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'HEAD';
            const headers: Record<string, string> = type && hasBody ? { 'content-type': type } : {};
            const rawBody = !hasBody ? undefined : 'raw' in body ? body.raw : JSON.stringify(body.json);
            const res = await call(endpoint.method, `${path}${query ? `?${query}` : ''}`, {
              ...(rawBody === undefined ? {} : { rawBody }),
              ...(bearer ? { token: bearer } : {}),
              headers,
            });
            await check(res);
          },
        ),
        { numRuns: Number(process.env['FUZZ_RUNS'] ?? 40) },
      );
    },
  );

  it('answers unknown paths and methods in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), fc.webPath(), async (method, path) => {
        const res = await call(method, `/${path.replace(/^\/+/, '')}`, method === 'GET' ? {} : { rawBody: 'x' });
        await check(res);
      }),
      { numRuns: 100 },
    );
  });
});
