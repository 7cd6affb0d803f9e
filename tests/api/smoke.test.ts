import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const { get } = testApi(ctx);

describe('api', () => {
  it('answers health and a JSON 404 for unknown paths', async () => {
    expect(await (await get('/health')).json()).toEqual({ status: 'ok' });
    const res = await get('/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
  });
});
