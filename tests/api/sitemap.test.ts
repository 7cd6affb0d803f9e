// What /sitemap.xml lists of the data (approved adverts on the listing, published articles, breeders, and nothing a
// visitor cannot open), and how it is cut into files of at most the protocol's URLs (decisions 157 and 161).
import { describe, expect, it } from 'vitest';
import { articles, sales as salesTable } from '../../src/server/db/schema.ts';
import {
  sitemapFile,
  sitemapFileCount,
  sitemapIndex,
  URLS_PER_FILE,
  xmlResponse,
  type SitemapSource,
} from '../../src/server/domain/sitemap/sitemap.ts';
import { resetDatabase, signUp, useTestContext } from '../helpers/context.ts';
import { breeder, insertSale, place } from './sales-fixtures.ts';

const ctx = await useTestContext();
const SITE = 'https://patinhas.pt';
const PAGES = [{ path: '/home' }, { path: '/sales' }, { path: '/sobre-nos', lastmod: '2026-11-01' }];

const source = (perFile?: number): SitemapSource => ({ db: ctx.db, pages: PAGES, ...(perFile && { perFile }) });

async function text(pieces: AsyncIterable<string> | Iterable<string>): Promise<string> {
  return xmlResponse(pieces).text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap entries', () => {
  it('lists approved adverts on the listing, published articles and breeders, with the day each last changed', async () => {
    await resetDatabase(ctx);
    const seller = await breeder(ctx);
    const tutor = await signUp(ctx, { userType: 'TUTOR' });
    const where = await place(ctx, 'Lisboa', 'Sintra');
    const approved = await insertSale(ctx, seller.uid, where);
    const pending = await insertSale(ctx, seller.uid, where, { status: 'PENDING', approvedAt: null });
    const rejected = await insertSale(ctx, seller.uid, where, { status: 'REJECTED', approvedAt: null });
    const sold = await insertSale(ctx, seller.uid, where, { availability: 'SOLD' });
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

    expect(await sitemapFileCount(source())).toBe(1);
    const xml = await text(sitemapFile(source(), SITE, 1));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(xml);
    expect(urls.slice(0, 3)).toEqual([`${SITE}/home`, `${SITE}/sales`, `${SITE}/sobre-nos`]);
    expect(urls).toContain(`${SITE}/sales/sale-detail?searchValue=${approved}`);
    for (const hidden of [pending, rejected, sold]) {
      expect(urls).not.toContain(`${SITE}/sales/sale-detail?searchValue=${hidden}`);
    }
    expect(urls).toContain(`${SITE}/blog/detail/vacinas-do-primeiro-ano`);
    expect(urls.some((u) => u.includes('rascunho-secreto'))).toBe(false);
    expect(urls).toContain(`${SITE}/breeders/${seller.uid}`);
    expect(urls).not.toContain(`${SITE}/breeders/${tutor.uid}`);
    expect(xml).toContain(`<loc>${SITE}/sobre-nos</loc><lastmod>2026-11-01</lastmod>`);
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toContain(`<loc>${SITE}/sales/sale-detail?searchValue=${approved}</loc><lastmod>${today}</lastmod>`);
    for (const lastmod of xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g))
      expect(lastmod[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(xmlResponse([]).headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it('keeps to the protocol: at most 50,000 URLs a file', () => {
    expect(URLS_PER_FILE).toBe(50_000);
  });

  it('is cut into numbered files of at most the per-file limit, each URL in exactly one', async () => {
    await resetDatabase(ctx);
    const seller = await breeder(ctx);
    const where = await place(ctx, 'Porto', 'Maia');
    const sales: string[] = [];
    // More than one reading chunk (1,000 rows) in a file, and files that start inside a kind.
    for (let i = 0; i < 2_400; i += 400) {
      const rows = await ctx.db
        .insert(salesTable)
        .values(
          Array.from({ length: 400 }, (_, j) => ({
            ownerId: seller.uid,
            speciesCode: 'DOG',
            title: `Cachorro ${i + j}`,
            description: 'Cachorro meigo.',
            sex: 'MALE' as const,
            birthDate: '2025-01-01',
            registerDate: '2025-03-01',
            locationId: where.locationId,
            childLocationId: where.childLocationId,
            status: 'APPROVED' as const,
            approvedAt: new Date(),
          })),
        )
        .returning({ id: salesTable.id });
      sales.push(...rows.map((r) => r.id));
    }
    const everything = [
      ...PAGES.map((p) => `${SITE}${p.path}`),
      `${SITE}/breeders/${seller.uid}`,
      ...sales.map((uid) => `${SITE}/sales/sale-detail?searchValue=${uid}`),
    ];

    const perFile = 1_100;
    const readAll = async () => {
      const files = await sitemapFileCount(source(perFile));
      const index = await text(sitemapIndex(SITE, files));
      expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(locs(index)).toEqual(Array.from({ length: files }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`));
      const seen: string[] = [];
      const sizes: number[] = [];
      for (let n = 1; n <= files; n++) {
        const urls = locs(await text(sitemapFile(source(perFile), SITE, n)));
        expect(urls.length).toBeLessThanOrEqual(perFile);
        sizes.push(urls.length);
        seen.push(...urls);
      }
      // Every URL in exactly one file; no file past the last one (the route answers 404), nor a file 0.
      expect(seen).toHaveLength(everything.length);
      expect(new Set(seen)).toEqual(new Set(everything));
      expect(await text(sitemapFile(source(perFile), SITE, files + 1))).toBe('');
      expect(await text(sitemapFile(source(perFile), SITE, 0))).toBe('');
      return sizes;
    };

    // Not yet analysed: the adverts are counted, up to one file's worth, and cut into ranges of their uids.
    const counted = await readAll();
    // The pages and the breeder first, then the adverts in 2^b parts of about a quarter of a file each.
    expect(counted[0]).toBe(PAGES.length + 1);
    expect(Math.log2(counted.length - 1) % 1).toBe(0);
    expect(counted.slice(1).every((n) => n <= perFile / 2)).toBe(true);

    // Analysed (as autovacuum and the embedded database's maintenance leave it): sized by the index's estimate,
    // 2,400 adverts in 16 parts of about 150.
    await ctx.database.exec('vacuum analyze sales');
    const estimated = await readAll();
    expect(estimated).toHaveLength(1 + 16);
  });

  it('streams a file in pieces instead of building it whole', async () => {
    const pieces: string[] = [];
    for await (const piece of sitemapFile(source(), SITE, 1)) pieces.push(piece);
    // The head, a piece per thousand URLs, and the last URLs with the closing tag.
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.every((p) => p.length < 200_000)).toBe(true);
  });

  it('is one file while the site has no data at all', async () => {
    await resetDatabase(ctx);
    expect(await sitemapFileCount({ db: ctx.db, pages: [] })).toBe(1);
    expect(await text(sitemapFile({ db: ctx.db, pages: [] }, SITE, 1))).toContain('<urlset');
  });
});
