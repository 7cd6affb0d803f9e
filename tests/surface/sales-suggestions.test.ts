// GET /api/public/sales/suggestions: what the search box offers (decision 173), answered from memory and cacheable.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';

const ctx = await useTestContext();
const { get } = testApi(ctx);

describe('search suggestions', () => {
  it('offers breeds, species and places for two letters or more, cacheable for an hour', async () => {
    const res = await get('/public/sales/suggestions?q=york');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.json()).toEqual({
      content: [
        {
          label: 'Yorkshire Terrier',
          kind: 'breed',
          detail: 'Cão',
          filters: { species: 'DOG', breed: 'DOG_YORKSHIRE' },
        },
      ],
    });
    const lab = (await (await get('/public/sales/suggestions?q=lab')).json()) as { content: { label: string }[] };
    expect(lab.content[0]!.label).toBe('Labrador Retriever');
    expect(await (await get('/public/sales/suggestions?q=l')).json()).toEqual({ content: [] });
  });

  it('refuses a missing or oversized q with the error shape', async () => {
    expect((await get('/public/sales/suggestions')).status).toBe(400);
    expect((await get(`/public/sales/suggestions?q=${'a'.repeat(401)}`)).status).toBe(400);
  });
});
