// /api/openapi.json as a client reads it (issue 24 item 2): every pattern is an ECMA-262 regular expression
// that compiles with the `u` flag alone (no flag of a JavaScript literal leaked into the string), every example
// is valid against the schema it illustrates, and the shared answers are declared once and attached by rule.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { compileAt, documentAjv, errorsText, type OpenApiDocument } from '../helpers/contract.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const doc = (await (await api.get('/openapi.json')).json()) as OpenApiDocument & Record<string, unknown>;
const ajv = documentAjv(doc);

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];

/** Every schema of the document (components, parameters, bodies, answers, headers), nested ones included, by JSON pointer. */
function schemas(): Map<string, Node> {
  const found = new Map<string, Node>();
  const visit = (schema: unknown, pointer: string) => {
    if (!isNode(schema) || found.has(pointer)) return;
    found.set(pointer, schema);
    for (const key of SUBSCHEMA_MAPS)
      for (const [name, sub] of Object.entries(isNode(schema[key]) ? schema[key] : {}))
        visit(sub, `${pointer}/${key}/${escape(name)}`);
    for (const key of SUBSCHEMA_LISTS)
      if (Array.isArray(schema[key])) schema[key].forEach((sub, i) => visit(sub, `${pointer}/${key}/${i}`));
    for (const key of SUBSCHEMAS) visit(schema[key], `${pointer}/${key}`);
  };
  const contents = (holder: unknown, pointer: string) => {
    if (!isNode(holder)) return;
    for (const [media, entry] of Object.entries(isNode(holder['content']) ? holder['content'] : {}))
      visit((entry as Node)['schema'], `${pointer}/content/${escape(media)}/schema`);
    for (const [name, header] of Object.entries(isNode(holder['headers']) ? holder['headers'] : {}))
      visit((header as Node)['schema'], `${pointer}/headers/${escape(name)}/schema`);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    visit(schema, `/components/schemas/${escape(name)}`);
  for (const [name, response] of Object.entries(doc.components?.responses ?? {}))
    contents(response, `/components/responses/${escape(name)}`);
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item)) {
      const at = `/paths/${escape(path)}/${method}`;
      (operation.parameters ?? []).forEach((p, i) => visit(p.schema, `${at}/parameters/${i}/schema`));
      contents(operation.requestBody, `${at}/requestBody`);
      for (const [status, response] of Object.entries(operation.responses))
        contents(response, `${at}/responses/${status}`);
    }
  return found;
}

/** Examples and the schema each illustrates: `example`/`examples` of a schema, a parameter or a media type. */
function examples(all: Map<string, Node>): { where: string; schema: string; value: unknown }[] {
  const found: { where: string; schema: string; value: unknown }[] = [];
  for (const [pointer, schema] of all) {
    if ('example' in schema) found.push({ where: `${pointer}/example`, schema: pointer, value: schema['example'] });
    if (Array.isArray(schema['examples']))
      schema['examples'].forEach((value, i) =>
        found.push({ where: `${pointer}/examples/${i}`, schema: pointer, value }),
      );
  }
  // Beside a schema (a parameter's or a media type's own example).
  const beside = (holder: unknown, pointer: string) => {
    if (!isNode(holder) || !isNode(holder['schema'])) return;
    const schema = `${pointer}/schema`;
    if ('example' in holder) found.push({ where: `${pointer}/example`, schema, value: holder['example'] });
    for (const [name, example] of Object.entries(isNode(holder['examples']) ? holder['examples'] : {}))
      if (isNode(example) && 'value' in example)
        found.push({ where: `${pointer}/examples/${escape(name)}`, schema, value: example['value'] });
  };
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item)) {
      const at = `/paths/${escape(path)}/${method}`;
      (operation.parameters ?? []).forEach((p, i) => beside(p, `${at}/parameters/${i}`));
      for (const [media, entry] of Object.entries(operation.requestBody?.content ?? {}))
        beside(entry, `${at}/requestBody/content/${escape(media)}`);
    }
  return found;
}

const all = schemas();
const patterns = [...all].flatMap(([pointer, schema]) => [
  ...(typeof schema['pattern'] === 'string' ? [[`${pointer}/pattern`, schema['pattern']] as const] : []),
  ...Object.keys(isNode(schema['patternProperties']) ? schema['patternProperties'] : {}).map(
    (key) => [`${pointer}/patternProperties`, key] as const,
  ),
]);
const illustrated = examples(all);

describe('the patterns of /openapi.json', () => {
  it('are found (the walk reaches components, parameters, bodies and answers)', () => {
    expect(all.size).toBeGreaterThan(300);
    expect(patterns.length).toBeGreaterThanOrEqual(10);
    expect(patterns.map(([where]) => where)).toContainEqual(
      '/components/schemas/ProfilePatch/properties/dgavNumber/pattern',
    );
  });

  it.each(patterns)('%s compiles as an ECMA-262 pattern with the u flag and carries no flags', (_, pattern) => {
    expect(() => new RegExp(pattern, 'u')).not.toThrow();
    // A JavaScript literal's tail (`…$/u`) in the string is text to match, so the pattern matches nothing it should.
    expect(pattern).not.toMatch(/\/[dgimsuvy]+$/);
  });
});

describe('the examples of /openapi.json', () => {
  it('are found', () => {
    expect(illustrated.length).toBeGreaterThanOrEqual(20);
  });

  it.each(illustrated.map((e) => [e.where, e] as const))('%s is valid against its schema', (_, { schema, value }) => {
    const validate = compileAt(ajv, schema);
    expect(validate(value), errorsText(validate.errors)).toBe(true);
  });
});

const SHARED = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
} as const;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    path,
    method,
    operation,
  })),
);

describe('the shared answers of /openapi.json (decision 019)', () => {
  it('are declared once, in the error shape', () => {
    expect(Object.keys(doc.components?.responses ?? {}).sort()).toEqual(Object.values(SHARED).sort());
    for (const response of Object.values(doc.components?.responses ?? {}))
      expect(response.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
  });

  it.each(operations.map((o) => [o.name, o] as const))('%s declares every one it can give', (_, o) => {
    const { path, method, operation } = o;
    const expected = [400];
    if (operation.security?.some((s) => 'bearerAuth' in s) || path.startsWith('/private/')) expected.push(401);
    if (path.startsWith('/private/admin/')) expected.push(403);
    if (path.includes('{')) expected.push(404);
    if (operation.requestBody?.content?.['application/json']) expected.push(413, 415);
    // Every write is rate limited (decision 094).
    if (['post', 'put', 'delete', 'patch'].includes(method)) expected.push(429);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(expected.map(String)));
    // By reference to the one declaration, unless the call states its own meaning (its message key).
    for (const [status, name] of Object.entries(SHARED)) {
      const response = operation.responses[status];
      if (!response) continue;
      if ('$ref' in response) expect(response.$ref).toBe(`#/components/responses/${name}`);
      else expect(response.description, status).toMatch(/`[a-z][a-z0-9.-]+`/);
    }
  });
});
