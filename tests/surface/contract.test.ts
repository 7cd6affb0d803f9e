// The API tests' helper holds every answer to /openapi.json: these routes, documented here and then broken on
// purpose, prove that an undeclared status, a body off its schema or an undeclared media type fails the call.
import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { ContractError } from '../helpers/contract.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const { api, call, get } = testApi(ctx);

const Thing = z.object({ id: z.number().int(), name: z.string() }).openapi('ContractTestThing');
const declared = (path: string, responses: Parameters<typeof createRoute>[0]['responses']) =>
  createRoute({ method: 'get', path, responses });
const thingAnswer = { 200: { description: 'A thing', content: { 'application/json': { schema: Thing } } } };

// Each answers something its own documentation does not declare.
api.openapi(declared('/test/contract/teapot', thingAnswer), (c) => c.json({ id: 1, name: 'x' }, 418 as 200));
api.openapi(declared('/test/contract/off-schema', thingAnswer), (c) => c.json({ id: 'one' } as never, 200));
api.openapi(declared('/test/contract/as-text', thingAnswer), (c) => c.text('id=1', 200) as never);
api.openapi(declared('/test/contract/bodiless', { 200: { description: 'Done, nothing to say' } }), (c) =>
  c.json({ surprise: true }, 200 as never),
);
// One that keeps its word, and a template registered after it, which Hono tries second.
api.openapi(declared('/test/contract/kept', thingAnswer), (c) => c.json({ id: 3, name: 'kept' }, 200));
api.openapi(declared('/test/contract/{id}', thingAnswer), (c) => c.json({ id: 2, name: 'by id' }, 200));

describe('the contract of the API tests', () => {
  it('passes an answer the document declares', async () => {
    const res = await get('/test/contract/kept');
    expect(await res.json()).toEqual({ id: 3, name: 'kept' });
  });

  it('fails a status the operation does not declare, naming the operation and the status', async () => {
    const failure = get('/test/contract/teapot');
    await expect(failure).rejects.toThrow(ContractError);
    await expect(failure).rejects.toThrow(/GET \/test\/contract\/teapot answered 418: status not in the document/);
  });

  it("fails a JSON body that breaks its schema, with ajv's finding", async () => {
    const failure = get('/test/contract/off-schema');
    await expect(failure).rejects.toThrow(/GET \/test\/contract\/off-schema answered 200: body does not match /);
    await expect(failure).rejects.toThrow(/must have required property 'name'/);
    await expect(failure).rejects.toThrow(/\/id must be integer/);
  });

  it('fails a media type the document does not declare', async () => {
    await expect(get('/test/contract/as-text')).rejects.toThrow(/content-type text\/plain not declared/);
  });

  it('fails a body where the document declares none', async () => {
    await expect(get('/test/contract/bodiless')).rejects.toThrow(/declares no body, the answer has one/);
  });

  it('matches paths as the router does: the first registered that fits, a template for the rest', async () => {
    expect((await (await get('/test/contract/kept')).json()) as unknown).toEqual({ id: 3, name: 'kept' });
    expect((await (await get('/test/contract/7')).json()) as unknown).toEqual({ id: 2, name: 'by id' });
  });

  it('leaves out requests that reach no operation: an unknown path, a documented path with another method', async () => {
    expect((await get('/test/contract/kept/further')).status).toBe(404);
    expect((await call('DELETE', '/test/contract/kept')).status).toBe(404);
  });

  it('skips the check of one call only when the test says why', async () => {
    const res = await get('/test/contract/teapot', { outsideContract: 'proves the switch itself' });
    expect(res.status).toBe(418);
  });
});
