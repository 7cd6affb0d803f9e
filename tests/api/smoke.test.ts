import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/server/api/app.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const api = createApi(async () => ctx);

describe('api', () => {
  it('answers health and a JSON 404 for unknown paths', async () => {
    expect(await (await api.request('/health')).json()).toEqual({ status: 'ok' });
    const res = await api.request('/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, message: 'not-found' });
  });
});
