import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';
import { textIndexReady } from '../../src/server/domain/sales/text-index.ts';

const ctx = await useTestContext();
const { get } = testApi(ctx);

describe('api', () => {
  it('answers health and a JSON 404 for unknown paths', async () => {
    // The embedded database's text index, once built, says so (decision 171); PostgreSQL has none.
    await textIndexReady(ctx.db);
    expect(await (await get('/health')).json()).toEqual(
      ctx.database.driver === 'pglite' ? { status: 'ok', textIndex: 'ready' } : { status: 'ok' },
    );
    const res = await get('/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
  });
});
