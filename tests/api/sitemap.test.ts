// What /sitemap.xml lists of the data (approved adverts on the listing, published articles, breeders, and nothing a
// visitor cannot open), and how it is cut into files small enough to render on a miss, each URL in exactly one
// (decisions 157, 161 and 164).
import { describe, expect, it } from 'vitest';
import { articles, sales as salesTable } from '../../src/server/db/schema.ts';
import {
  FILE_URLS,
  sitemapAnswer,
  sitemapFile,
  sitemapFileCount,
  sitemapIndex,
  sitemapRoot,
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

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** An absolute URL on the site with nothing XML would need escaped, at most the protocol's 2,048 characters. */
const LOC = `<loc>${literal(SITE)}/[^<>&'"\\s]{0,2000}</loc>`;

/** A file as the protocol has it: the declaration, one <urlset>, and nothing but <url> entries in it. */
function expectUrlset(xml: string): void {
  expect(xml).toMatch(
    new RegExp(
      `^${literal(HEAD)}<urlset ${literal(NS)}>\n(?:  <url>${LOC}(?:<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?</url>\n)*</urlset>\n$`,
    ),
  );
}

/** An index as the protocol has it: the declaration, one <sitemapindex> of <sitemap> entries. */
function expectIndex(xml: string): void {
  expect(xml).toMatch(
    new RegExp(`^${literal(HEAD)}<sitemapindex ${literal(NS)}>\n(?:  <sitemap>${LOC}</sitemap>\n)+</sitemapindex>\n$`),
  );
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

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
    expectUrlset(xml);
    // Everything fits in one file: /sitemap.xml is that file.
    expect(await text(sitemapRoot(source(), SITE))).toBe(xml);
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

  it('plans files of a few thousand URLs at most, within the protocol', () => {
    expect(URLS_PER_FILE).toBe(50_000);
    // Decision 164: a file of the site holds at most 2,000 URLs, so that rendering one on a miss takes milliseconds.
    expect(FILE_URLS).toBe(2_000);
  });

  it('is cut into numbered files, each URL in exactly one, listed by the index', async () => {
    await resetDatabase(ctx);
    const seller = await breeder(ctx);
    const where = await place(ctx, 'Porto', 'Maia');
    const sales: string[] = [];
    // More than one reading chunk (2,500 rows) in the whole file, and files that start inside a kind.
    for (let i = 0; i < 2_600; i += 200) {
      const rows = await ctx.db
        .insert(salesTable)
        .values(
          Array.from({ length: 200 }, (_, j) => ({
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

    /** Every file of the sitemap cut at `perFile` (the default when none), checked as a crawler would read it. */
    const readAll = async (perFile?: number) => {
      const files = await sitemapFileCount(source(perFile));
      expect(files).toBeGreaterThan(1);
      // /sitemap.xml is then the index, and it lists every file.
      const index = await text(sitemapRoot(source(perFile), SITE));
      expect(index).toBe(await text(sitemapIndex(SITE, files)));
      expectIndex(index);
      expect(locs(index)).toEqual(Array.from({ length: files }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`));
      const seen: string[] = [];
      const sizes: number[] = [];
      for (let n = 1; n <= files; n++) {
        const xml = await text(sitemapFile(source(perFile), SITE, n));
        expectUrlset(xml);
        const urls = locs(xml);
        expect(urls.length).toBeLessThanOrEqual(URLS_PER_FILE);
        sizes.push(urls.length);
        seen.push(...urls);
      }
      // Every URL in exactly one file; no file past the last one (the route answers 404), nor a file 0.
      expect(seen).toHaveLength(everything.length);
      expect(new Set(seen)).toEqual(new Set(everything));
      expect(await text(sitemapFile(source(perFile), SITE, files + 1))).toBe('');
      expect(await text(sitemapFile(source(perFile), SITE, 0))).toBe('');
      expect(await sitemapAnswer(sitemapFile(source(perFile), SITE, files + 1))).toBeNull();
      return sizes;
    };
    // The pages and the breeder first, then the adverts in 2^b parts.
    const parts = (sizes: number[]) => {
      expect(sizes[0]).toBe(PAGES.length + 1);
      expect(Math.log2(sizes.length - 1) % 1).toBe(0);
      return sizes.slice(1);
    };

    // Not yet analysed: the adverts are counted, up to one file's worth, and cut into ranges of their uids.
    expect(parts(await readAll(1_100)).every((n) => n <= 1_100)).toBe(true);
    // The site's own size: 2,600 URLs are more than one file holds.
    expect(parts(await readAll()).every((n) => n <= FILE_URLS)).toBe(true);
    // Counted only up to one file, a table much larger than that is cut too coarsely: files pass the planned size
    // until the next analyse, but stay within the protocol and lose nothing.
    expect(Math.max(...parts(await readAll(200)))).toBeGreaterThan(200);

    // Analysed (as autovacuum and the embedded database's maintenance leave it): sized by the index's estimate,
    // in parts of at most half a file: 2,600 adverts in 8 parts of about 325 for files of 1,100, in 32 parts of
    // about 80 for files of 200, in 4 parts of about 650 for the site's files.
    await ctx.database.exec('vacuum analyze sales');
    const estimated = await readAll(1_100);
    expect(estimated).toHaveLength(1 + 8);
    expect(parts(estimated).every((n) => n <= 1_100)).toBe(true);
    const small = await readAll(200);
    expect(small).toHaveLength(1 + 32);
    expect(parts(small).every((n) => n <= 200)).toBe(true);
    const site = await readAll();
    expect(site).toHaveLength(1 + 4);
    expect(parts(site).every((n) => n <= FILE_URLS)).toBe(true);
  });

  it('streams a file in pieces instead of building it whole', async () => {
    const pieces: string[] = [];
    // One file of every URL (2,600 adverts): a few pieces of tens of kilobytes.
    for await (const piece of sitemapFile(source(URLS_PER_FILE), SITE, 1)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.every((p) => p.length < 100_000)).toBe(true);
    const xml = pieces.join('');
    expectUrlset(xml);
    expect(locs(xml)).toHaveLength(PAGES.length + 1 + 2_600);
    // /sitemap.xml is that one file when everything fits in one, and the route streams it.
    const answer = await sitemapAnswer(sitemapRoot(source(URLS_PER_FILE), SITE));
    expect(answer?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await answer?.text()).toBe(xml);
  });

  it('is one file while the site has no data at all', async () => {
    await resetDatabase(ctx);
    expect(await sitemapFileCount({ db: ctx.db, pages: [] })).toBe(1);
    expect(await text(sitemapFile({ db: ctx.db, pages: [] }, SITE, 1))).toContain('<urlset');
  });
});
