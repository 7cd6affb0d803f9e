// PAGE_CACHE=off (decision 160): nothing public is kept in memory, so a change written straight to the database,
// behind the services' back and without any invalidation, shows on the very next request, page or API.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema.ts';
import { publicListing } from '../../src/server/domain/sales/public.ts';
import { parseEnv } from '../../src/server/env.ts';
import { publicPageCache } from '../../src/server/http/page-cache.ts';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext({ PAGE_CACHE: 'off' });
const { get } = testApi(ctx);

// Stands in for src/pages/sales/index.astro: the cached listing read, rendered and marked public.
let renders = 0;
const app = new Hono();
app.use(publicPageCache(async () => ctx));
app.get('/sales', async (c) => {
  renders += 1;
  const listing = await publicListing(ctx, { page: 0, size: 12 });
  const titles = listing.value.content.map((s) => `<li>${s.title}</li>`).join('');
  return c.html(`<ul>${titles}</ul><p>render ${renders}</p>`, 200, { 'Cache-Control': 'public, no-cache' });
});

let saleId = '';
beforeAll(async () => {
  // On PostgreSQL the files share one database: the listing must hold this file's advert alone.
  await resetDatabase(ctx);
  const seller = await breeder(ctx);
  saleId = await insertSale(ctx, seller.uid, await place(ctx, 'Lisboa', 'Lisboa'), { title: 'Labrador meigo' });
});

/** Renames the sale in the database only: no service call, no NOTIFY, no cache emptied. */
const renameBehindTheServicesBack = (title: string) => ctx.db.update(sales).set({ title }).where(eq(sales.id, saleId));

describe('PAGE_CACHE=off', () => {
  it('is on unless set to off, and takes nothing but on or off', () => {
    expect(parseEnv({}).PAGE_CACHE).toBe('on');
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off');
    expect(() => parseEnv({ PAGE_CACHE: 'no' })).toThrow(/PAGE_CACHE/);
  });

  it('renders a visitor page afresh on every request, showing a database change at once', async () => {
    const first = await app.request('/sales');
    expect(await first.text()).toContain('Labrador meigo');
    await renameBehindTheServicesBack('Labrador renomeado');
    const second = await (await app.request('/sales')).text();
    expect(second).toContain('Labrador renomeado');
    expect(second).toContain('render 2');
    expect(renders).toBe(2);
  });

  it('reads the API answers from the database every time', async () => {
    await renameBehindTheServicesBack('Antes');
    const before = (await (await get(`/public/sale?searchValue=${saleId}`)).json()) as { title: string };
    expect(before.title).toBe('Antes');
    await renameBehindTheServicesBack('Depois');
    const after = (await (await get(`/public/sale?searchValue=${saleId}`)).json()) as { title: string };
    expect(after.title).toBe('Depois');
    const list = (await (await get('/public/sales')).json()) as { content: { title: string }[] };
    expect(list.content.map((s) => s.title)).toEqual(['Depois']);
  });
});
