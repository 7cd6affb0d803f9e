// The cache kinds on two instances of one PostgreSQL (decision 203): for each kind, a write through instance A's API
// and a raw SQL write on A's database (no service, no transaction helper) empty instance B's cache, through the NOTIFY
// the database's triggers send. Two instances need one database both can open: tests/pg runs only with PostgreSQL.
import { ARTICLES, INFO_PAGES } from '../../src/server/domain/documents/kind.ts';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ReadCache } from '../../src/server/cache/read-cache.ts';
import { publicArticle } from '../../src/server/domain/documents/articles/public.ts';
import { listBreeders } from '../../src/server/domain/breeders/breeders.ts';
import { publishedInfoPages } from '../../src/server/domain/documents/info-pages/pages.ts';
import { salesCache } from '../../src/server/domain/sales/cache.ts';
import { publicSale } from '../../src/server/domain/sales/public.ts';
import { publicPageCache } from '../../src/server/http/page-cache.ts';
import { useTwoInstances, eventually } from '../helpers/two-instances.ts';
import { signUp } from '../helpers/context.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';
import { breeder as newBreeder, insertSale } from '../api/sales-fixtures.ts';

describe('cache kinds on two instances of one PostgreSQL', async () => {
  const { instanceA, instanceB, a } = await useTwoInstances({ RATE_LIMITS: 'off' });
  // Names of this run: the files of a worker share its database.
  const tag = randomUUID().slice(0, 8);

  /** Reads on B until its cache keeps the answer (once its LISTEN is on) and earlier writes' NOTIFYs have landed. */
  async function keptOnB<T>(cache: ReadCache, read: () => Promise<T>): Promise<T> {
    await eventually(async () => {
      await read();
      return cache.size > 0;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return cache.size > 0 ? read() : keptOnB(cache, read);
  }

  it('sales: B forgets a sale once A renames its seller, or SQL on A retitles it', async () => {
    const seller = await newBreeder(instanceA, { name: 'Rita', surname: `Costa ${tag}` });
    const saleUid = await insertSale(instanceA, seller.uid, LISBOA_SINTRA, { title: `Labrador ${tag}` });
    const onB = async () => (await publicSale(instanceB, saleUid)).value;

    expect((await keptOnB(salesCache(instanceB), onB))?.seller.name).toBe('Rita');
    expect((await a.put('/user-profile', { name: 'Rita Maria' }, { token: seller.token })).status).toBe(200);
    await eventually(async () => (await onB())?.seller.name === 'Rita Maria');

    await keptOnB(salesCache(instanceB), onB);
    await instanceA.database.exec(`update sales set title = 'Labrador meigo ${tag}' where id = '${saleUid}'`);
    await eventually(async () => (await onB())?.title === `Labrador meigo ${tag}`);
  });

  it('articles: B forgets an article once A takes it down, or SQL on A renames its author', async () => {
    const editor = await signUp(instanceA, { role: 'editor', name: 'Eva' });
    const created = await a.post(
      '/private/admin/article',
      { title: `Entre instâncias ${tag}`, summary: 'Um artigo lido por duas instâncias.', body: 'Texto.' },
      { token: editor.token },
    );
    const { referenceKey } = (await created.json()) as { referenceKey: string };
    const onB = () => publicArticle(instanceB, referenceKey);

    expect((await keptOnB(ARTICLES.cache(instanceB), onB))?.article.author?.name).toBe('Eva');
    await a.put(`/private/admin/article/${referenceKey}/unpublish`, undefined, { token: editor.token });
    await eventually(async () => (await onB()) === null);
    await a.put(`/private/admin/article/${referenceKey}/publish`, undefined, { token: editor.token });
    await eventually(async () => (await onB()) !== null);

    await keptOnB(ARTICLES.cache(instanceB), onB);
    await instanceA.database.exec(`update users set name = 'Eva Maria' where id = '${editor.uid}'`);
    await eventually(async () => (await onB())?.article.author?.name === 'Eva Maria');
  });

  it('information pages: B forgets the published pages once A edits one, or SQL on A retitles it', async () => {
    const editor = await signUp(instanceA, { role: 'editor' });
    const slug = `kinds-${tag}`;
    const created = await a.post(
      '/private/admin/info-page',
      { slug, title: 'Entre instâncias', description: 'Lida por duas instâncias.', body: 'Texto.', inFooter: true },
      { token: editor.token },
    );
    expect(created.status).toBe(201);
    const onB = async () => (await publishedInfoPages(instanceB)).find((page) => page.slug === slug)?.title;

    await keptOnB(INFO_PAGES.cache(instanceB), onB);
    await a.put(`/private/admin/info-page/${slug}`, { title: 'Editada em A' }, { token: editor.token });
    await eventually(async () => (await onB()) === 'Editada em A');

    await keptOnB(INFO_PAGES.cache(instanceB), onB);
    await instanceA.database.exec(`update info_pages set title = 'Mudada em SQL' where slug = '${slug}'`);
    await eventually(async () => (await onB()) === 'Mudada em SQL');
  });

  it('profiles: B renders its stored directory again once A renames a breeder, or SQL on A adds one', async () => {
    let renders = 0;
    const pages = new Hono();
    pages.use(publicPageCache(async () => instanceB));
    pages.get('/breeders', async (c) => {
      renders += 1;
      const { content } = await listBreeders(instanceB.db, { page: 0, size: 48 });
      const ours = content.filter((b) => b.surname.endsWith(`Lopes ${tag}`));
      return c.html(ours.map((b) => `${b.name} ${b.surname}`).join('\n'), 200, { 'Cache-Control': 'public, no-cache' });
    });
    const directory = async () => (await pages.request('/breeders')).text();
    /** B's page once it serves it stored (no render for a second visit). */
    const storedOnB = async (): Promise<string> => {
      const page = await directory();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const before = renders;
      return (await directory()) === page && renders === before ? page : storedOnB();
    };

    const rita = await newBreeder(instanceA, { name: 'Rita', surname: `Lopes ${tag}` });
    expect(await storedOnB()).toBe(`Rita Lopes ${tag}`);
    expect((await a.put('/user-profile', { name: 'Rita Maria' }, { token: rita.token })).status).toBe(200);
    await eventually(async () => (await directory()) === `Rita Maria Lopes ${tag}`);

    await storedOnB();
    await instanceA.database.exec(
      `insert into users (email, password_hash, name, surname, user_type)
       values ('nuno-${tag}@example.pt', 'x', 'Nuno', 'Lopes ${tag}', 'BREEDER')`,
    );
    await eventually(async () => (await directory()).includes(`Nuno Lopes ${tag}`));
  });
});
