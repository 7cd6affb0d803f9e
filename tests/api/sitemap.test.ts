// What /sitemap.xml lists of the data: approved sales, published articles and breeders, and nothing a visitor cannot open.
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/server/db/schema.ts';
import { sitemapEntries } from '../../src/server/domain/sitemap/sitemap.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();

describe('sitemap entries', () => {
  it('lists approved sales, published articles and breeders, with the day each last changed', async () => {
    const seller = await breeder(ctx);
    const tutor = await signUp(ctx, { userType: 'TUTOR' });
    const where = await place(ctx, 'Lisboa', 'Sintra');
    const approved = await insertSale(ctx, seller.uid, where);
    const pending = await insertSale(ctx, seller.uid, where, { status: 'PENDING', approvedAt: null });
    const rejected = await insertSale(ctx, seller.uid, where, { status: 'REJECTED', approvedAt: null });
    await ctx.db.insert(articles).values([
      {
        referenceKey: 'vacinas-do-primeiro-ano',
        authorId: tutor.uid,
        title: 'Vacinas',
        summary: 'Resumo',
        body: '<p>Texto</p>',
        source: 'Texto',
        status: 'PUBLISHED',
        publishedAt: new Date(),
      },
      {
        referenceKey: 'rascunho-secreto',
        authorId: tutor.uid,
        title: 'Rascunho',
        summary: 'Resumo',
        body: '<p>Texto</p>',
        source: 'Texto',
        status: 'DRAFT',
      },
    ]);

    const entries = await sitemapEntries(ctx.db);
    const paths = entries.map((e) => e.path);
    expect(paths).toContain(`/sales/sale-detail?searchValue=${approved}`);
    expect(paths).not.toContain(`/sales/sale-detail?searchValue=${pending}`);
    expect(paths).not.toContain(`/sales/sale-detail?searchValue=${rejected}`);
    expect(paths).toContain('/blog/detail/vacinas-do-primeiro-ano');
    expect(paths.some((p) => p.includes('rascunho-secreto'))).toBe(false);
    expect(paths).toContain(`/breeders/${seller.uid}`);
    expect(paths).not.toContain(`/breeders/${tutor.uid}`);
    const today = new Date().toISOString().slice(0, 10);
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries.find((e) => e.path.endsWith(approved))?.lastmod).toBe(today);
  });

  it('stays within one sitemap file', async () => {
    const seller = await breeder(ctx);
    const where = await place(ctx, 'Porto', 'Maia');
    await insertSale(ctx, seller.uid, where);
    await insertSale(ctx, seller.uid, where);
    expect(await sitemapEntries(ctx.db, 2)).toHaveLength(2);
  });
});
