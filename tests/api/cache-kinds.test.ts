// The cache kinds follow from the tables a transaction wrote (decision 203), on PGlite and PostgreSQL: the database's
// triggers are the map in src/server/cache/cached-tables.ts; for each kind, a write through the API or raw SQL in a
// transaction empties this instance's cache at once, and a raw write outside any transaction a moment later (its
// NOTIFY); a sign-in, a password or a rolled-back write leaves the caches as they were.
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHED_TABLES, CACHE_KINDS } from '../../src/server/cache/cached-tables.ts';
import type { ReadCache } from '../../src/server/cache/read-cache.ts';
import { ARTICLES, INFO_PAGES } from '../../src/server/domain/documents/kind.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { publicArticle } from '../../src/server/domain/documents/articles/public.ts';
import { listBreeders } from '../../src/server/domain/breeders/breeders.ts';
import { publishedInfoPages } from '../../src/server/domain/documents/info-pages/pages.ts';
import { salesCache } from '../../src/server/domain/sales/cache.ts';
import { publicSale } from '../../src/server/domain/sales/public.ts';
import { publicPageCache } from '../../src/server/http/page-cache.ts';
import { testApi } from '../helpers/api.ts';
import { cacheTriggers } from '../helpers/cache-triggers.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';
import { breeder as newBreeder, insertSale } from './sales-fixtures.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });
const { post, put } = testApi(ctx);

let seller: TestUser;
let editor: TestUser;
let saleUid: string;
let articleKey: string;

/** Polls until `check` holds: another transaction's NOTIFY reaches the LISTEN connection a moment after its commit. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the cache never emptied');
}

/** Reads until `cache` keeps the answer (it keeps nothing until its LISTEN is on), and it stays kept a moment. */
async function kept<T>(cache: ReadCache, read: () => Promise<T>): Promise<T> {
  let value = await read();
  await eventually(async () => {
    value = await read();
    return cache.size > 0;
  });
  // Earlier writes' NOTIFYs may still be on their way: let them land before the test writes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (cache.size === 0) return kept(cache, read);
  return value;
}

const sellerName = async () => (await publicSale(ctx, saleUid)).value?.seller.name;
const saleTitle = async () => (await publicSale(ctx, saleUid)).value?.title;
const articleTitle = async () => (await publicArticle(ctx, articleKey))?.article.title ?? null;
const byline = async () => (await publicArticle(ctx, articleKey))?.article.author?.name ?? null;
const infoTitle = async () =>
  (await publishedInfoPages(ctx)).find((page) => page.slug === 'campanha-de-vacinacao')?.title;

// The breeders directory as a stored page: a stand-in for src/pages/breeders/index.astro, rendering the real read.
let renders = 0;
const pages = new Hono();
pages.use(publicPageCache(async () => ctx));
pages.get('/breeders', async (c) => {
  renders += 1;
  const { content } = await listBreeders(ctx.db, { page: 0, size: 48 });
  return c.html(content.map((b) => `${b.name} ${b.surname}`).join('\n'), 200, { 'Cache-Control': 'public, no-cache' });
});
const directory = async () => (await pages.request('/breeders')).text();
/** The directory once stored: a second visit is served without rendering. */
async function storedDirectory(): Promise<string> {
  const page = await directory();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = renders;
  if ((await directory()) !== page || renders !== before) return storedDirectory();
  return page;
}

beforeAll(async () => {
  seller = await newBreeder(ctx, { name: 'Rita', surname: 'Costa' });
  editor = await signUp(ctx, { role: 'editor', name: 'Eva', surname: 'Mendes' });
  saleUid = await insertSale(ctx, seller.uid, LISBOA_SINTRA);
  const created = await post(
    '/private/admin/article',
    { title: 'Vacinas do primeiro ano', summary: 'O calendário de vacinação.', body: 'Texto.' },
    { token: editor.token },
  );
  articleKey = ((await created.json()) as { referenceKey: string }).referenceKey;
  const page = await post(
    '/private/admin/info-page',
    {
      slug: 'campanha-de-vacinacao',
      title: 'Campanha de vacinação',
      description: 'Vacinação a preço reduzido durante novembro.',
      body: 'Durante todo o mês de **novembro**.',
      order: 8,
      inFooter: true,
    },
    { token: editor.token },
  );
  expect(page.status).toBe(201);
});

describe('the cache triggers', () => {
  it('are the map of cached tables: each table notifies its kinds after every statement that may change a read', async () => {
    const triggers = await cacheTriggers(ctx.db);
    expect(Object.fromEntries(triggers.map((t) => [t.table, t]))).toEqual(
      Object.fromEntries(
        Object.entries(CACHED_TABLES).map(([table, t]) => [
          table,
          {
            table,
            kinds: [...t.kinds],
            columns: t.columns ? [...t.columns].sort() : null,
            events: t.inserts === false ? ['UPDATE', 'DELETE', 'TRUNCATE'] : ['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE'],
            afterStatement: true,
          },
        ]),
      ),
    );
    const kinds = new Set(triggers.flatMap((t) => t.kinds));
    expect([...kinds].sort()).toEqual([...CACHE_KINDS].sort());
  });
});

describe('a write of a cached table', () => {
  it('sales: a seller renamed, an advert retitled in SQL show at once; a write outside a transaction soon', async () => {
    expect(await kept(salesCache(ctx), sellerName)).toBe('Rita');
    const renamed = await put('/user-profile', { name: 'Rita Maria' }, { token: seller.token });
    expect(renamed.status).toBe(200);
    expect(await sellerName()).toBe('Rita Maria');

    await kept(salesCache(ctx), saleTitle);
    await inTransaction(ctx, (tx) => tx.execute(sql`update sales set title = 'Labrador meigo' where id = ${saleUid}`));
    expect(await saleTitle()).toBe('Labrador meigo');

    await kept(salesCache(ctx), saleTitle);
    await ctx.database.exec(`update sales set title = 'Labrador brincalhão' where id = '${saleUid}'`);
    await eventually(async () => (await saleTitle()) === 'Labrador brincalhão');
  });

  it('articles: an article taken down, retitled in SQL show at once; its author renamed outside a transaction soon', async () => {
    expect(await kept(ARTICLES.cache(ctx), articleTitle)).toBe('Vacinas do primeiro ano');
    const down = await put(`/private/admin/article/${articleKey}/unpublish`, undefined, { token: editor.token });
    expect(down.status).toBe(200);
    expect(await articleTitle()).toBeNull();
    expect((await put(`/private/admin/article/${articleKey}/publish`, undefined, { token: editor.token })).status).toBe(
      200,
    );

    await kept(ARTICLES.cache(ctx), articleTitle);
    await inTransaction(ctx, (tx) =>
      tx.execute(sql`update articles set title = 'Vacinas: o calendário' where reference_key = ${articleKey}`),
    );
    expect(await articleTitle()).toBe('Vacinas: o calendário');

    expect(await kept(ARTICLES.cache(ctx), byline)).toBe('Eva');
    await ctx.database.exec(`update users set name = 'Eva Maria' where id = '${editor.uid}'`);
    await eventually(async () => (await byline()) === 'Eva Maria');
  });

  it('information pages: a page edited, retitled in SQL show at once; a write outside a transaction soon', async () => {
    expect(await kept(INFO_PAGES.cache(ctx), infoTitle)).toBe('Campanha de vacinação');
    const edited = await put(
      '/private/admin/info-page/campanha-de-vacinacao',
      { title: 'Vacinação em novembro' },
      { token: editor.token },
    );
    expect(edited.status).toBe(200);
    expect(await infoTitle()).toBe('Vacinação em novembro');

    await kept(INFO_PAGES.cache(ctx), infoTitle);
    await inTransaction(ctx, (tx) =>
      tx.execute(sql`update info_pages set title = 'Vacinas baratas' where slug = 'campanha-de-vacinacao'`),
    );
    expect(await infoTitle()).toBe('Vacinas baratas');

    await kept(INFO_PAGES.cache(ctx), infoTitle);
    await ctx.database.exec(`update info_pages set title = 'Vacinas a metade do preço'`);
    await eventually(async () => (await infoTitle()) === 'Vacinas a metade do preço');
  });

  it('profiles: the stored directory goes at once when a breeder is renamed or joins; soon outside a transaction', async () => {
    expect(await storedDirectory()).toContain('Rita Maria Costa');
    expect((await put('/user-profile', { surname: 'Costa Lopes' }, { token: seller.token })).status).toBe(200);
    expect(await directory()).toContain('Rita Maria Costa Lopes');

    await storedDirectory();
    await newBreeder(ctx, { name: 'Nuno', surname: 'Dias', dgavNumber: 'DGAV 9/2025' });
    expect(await directory()).toContain('Nuno Dias');

    await storedDirectory();
    await inTransaction(ctx, (tx) => tx.execute(sql`update users set surname = 'Dias Neto' where name = 'Nuno'`));
    expect(await directory()).toContain('Nuno Dias Neto');

    await storedDirectory();
    await ctx.database.exec(`update users set surname = 'Costa' where id = '${seller.uid}'`);
    await eventually(async () => (await directory()).includes('Rita Maria Costa\n'));
  });
});

describe('what leaves the caches as they were', () => {
  it('a sign-in, a new password, a sign-out everywhere and a rolled-back write', async () => {
    const name = await kept(salesCache(ctx), sellerName);
    const page = await storedDirectory();
    const rendered = renders;

    const signIn = await post('/public/authenticate', { username: seller.email, password: seller.password });
    expect(signIn.status).toBe(200);
    const changed = await put(
      '/private/account/password',
      { currentPassword: seller.password, newPassword: 'Patinhas2025' },
      { token: seller.token },
    );
    expect(changed.status).toBe(200);
    const { token } = (await changed.json()) as { token: string };
    expect((await post('/private/logout', undefined, { token })).status).toBe(204);
    await inTransaction(ctx, async (tx) => {
      await tx.execute(sql`update users set name = 'Ninguém' where id = ${seller.uid}`);
      tx.rollback();
    }).catch(() => undefined);

    expect(salesCache(ctx).size).toBeGreaterThan(0);
    expect(await sellerName()).toBe(name);
    expect(await directory()).toBe(page);
    expect(renders).toBe(rendered);
  });
});
