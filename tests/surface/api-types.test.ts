// The islands' API types come from the document (issue 24): src/lib/api/schema.d.ts is what openapi-typescript makes
// of /api/openapi.json. `npm run api:types` writes it again; this test fails when the file and the document drift,
// so a shape changed on the server breaks the type check of every island that reads it.
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';

const FILE = new URL('../../src/lib/api/schema.d.ts', import.meta.url);
const HEADER =
  '/**\n * The API as /api/openapi.json describes it, for the browser code: written by `npm run api:types`\n' +
  ' * (openapi-typescript), checked by tests/surface/api-types.test.ts. Do not edit.\n */\n';

const ctx = await useTestContext();

async function generated(): Promise<string> {
  const document = await (await testApi(ctx).get('/openapi.json')).json();
  const text = HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  const path = FILE.pathname;
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

describe("the islands' API types", () => {
  it('are what openapi-typescript makes of the document (npm run api:types writes them)', async () => {
    const fresh = await generated();
    if (process.env['UPDATE_API_TYPES']) writeFileSync(FILE, fresh);
    expect(readFileSync(FILE, 'utf8')).toBe(fresh);
  });
});
