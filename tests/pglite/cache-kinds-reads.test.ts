// Every cached public read reads only what the database's cache triggers watch for its kind (decision 203): each read
// runs as a role that may select only the tables (and, for an UPDATE OF trigger, the columns) whose triggers notify
// that kind, so a new join, a new column shown or a new cached read that the triggers miss fails here with
// PostgreSQL's own "permission denied". PGlite only: the reads run inside one transaction (for SET LOCAL ROLE and a
// rollback), and their concurrent queries on one connection are what pg refuses; the triggers are the same migration
// on PostgreSQL.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_KINDS, channelOf, type CacheKind } from '../../src/server/cache/cached-tables.ts';
import { readCacheChannels } from '../../src/server/cache/read-cache.ts';
import type { Db } from '../../src/server/db/client.ts';
import { saleAnimals, userBreeds, visitReviews } from '../../src/server/db/schema.ts';
import { publicArticle, publicArticlePage, publicLatest } from '../../src/server/domain/documents/articles/public.ts';
import { approvedSalesOf, listBreeders } from '../../src/server/domain/breeders/breeders.ts';
import { publishedInfoPages } from '../../src/server/domain/documents/info-pages/pages.ts';
import { referenceData } from '../../src/server/domain/reference/reference.ts';
import { ratingSummaries, receivedReviews } from '../../src/server/domain/reviews/reviews.ts';
import { publicCertified, publicListing, publicSale } from '../../src/server/domain/sales/public.ts';
import { publicSimilar } from '../../src/server/domain/sales/unavailable.ts';
import { waysOut } from '../../src/server/domain/sales/ways-out.ts';
import { sitemapFile, sitemapRoot } from '../../src/server/domain/sitemap/sitemap.ts';
import { sitemapSource } from '../../src/server/domain/sitemap/source.ts';
import { getPublicProfile } from '../../src/server/domain/users/public-profile.ts';
// The page store follows every kind: importing it registers each kind's read cache, as the server does.
import '../../src/server/http/page-cache.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';
import { testApi } from '../helpers/api.ts';
import { certifyBreeder } from '../helpers/certification.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { pastVisit } from '../helpers/reviews.ts';
import { LISBOA_SINTRA } from '../helpers/sale-body.ts';
import { breeder as newBreeder, insertSale } from '../api/sales-fixtures.ts';
import { cacheTriggers, type CacheTrigger } from '../helpers/cache-triggers.ts';

const ctx = await useTestContext({ RATE_LIMITS: 'off' });

/** A kind's cached reads, or `page`: a read a public page makes itself, kept only in the rendered-page store. */
type Scope = CacheKind | 'page';

/**
 * Every read whose answer is kept: each read cache's loaders (by their kind) and what the public pages kept rendered
 * read besides (src/pages: home, /sales, a sale, /blog, an article, /breeders, a breeder, information pages, the
 * sitemap). A new cached read or public page adds its reads here.
 */
const READS: { scope: Scope; name: string; read: (db: Db) => Promise<unknown>; unwatched?: Unwatched }[] = [];
const read = (scope: Scope, name: string, run: (db: Db) => Promise<unknown>, unwatched?: Unwatched) =>
  READS.push({ scope, name, read: run, ...(unwatched && { unwatched }) });

/** Columns a read may show although no trigger watches them, by table: each with why its staleness is harmless. */
type Unwatched = Record<string, string[]>;

let breederUid = '';
let saleUid = '';
let litterUid = '';
let articleKey = '';

read('sales', 'the listing', (db) => publicListing({ db }, { page: 0, size: 12 }));
read('sales', 'the listing, filtered', (db) =>
  publicListing(
    { db },
    {
      page: 0,
      size: 12,
      species: 'DOG',
      location: 11,
      sex: 'MALE',
      priceMax: 2000,
      certified: true,
      sort: 'price-asc',
    },
  ),
);
read('sales', 'a text search by relevance', (db) =>
  publicListing({ db }, { page: 0, size: 12, q: 'labrador', sort: 'relevance' }),
);
read('sales', 'a misspelt search, corrected', (db) => publicListing({ db }, { page: 0, size: 12, q: 'labradr' }));
read('sales', 'the certified carousel', (db) => publicCertified({ db }));
read('sales', 'a sale', (db) => publicSale({ db }, saleUid));
read('sales', 'a litter', (db) => publicSale({ db }, litterUid));
read('sales', 'similar sales', (db) =>
  publicSimilar(
    { db },
    {
      uid: saleUid,
      speciesCode: 'DOG',
      breedCode: 'DOG_LABRADOR',
      purebred: true,
      locationId: 11,
      childLocationId: 1111,
    },
  ),
);
read('articles', 'a page of the blog', (db) => publicArticlePage({ db }, 0, 10));
read('articles', 'an article with its related ones', (db) => publicArticle({ db }, articleKey));
read('articles', 'the latest articles', (db) => publicLatest({ db }, 3));
read('info_pages', 'the published information pages', (db) => publishedInfoPages({ db }));
read('profiles', 'the breeders directory', (db) => listBreeders(db, { page: 0, size: 12 }));
read('profiles', 'the breeders directory, filtered', (db) =>
  listBreeders(db, { page: 0, size: 12, locationId: 11, species: 'DOG' }),
);
read('profiles', 'a public profile', (db) => getPublicProfile({ db }, breederUid));
read('profiles', "a breeder's ratings", (db) => ratingSummaries(db, [breederUid]));
read('profiles', "a breeder's reviews", (db) => receivedReviews(db, breederUid));
read('page', "a breeder's adverts", (db) => approvedSalesOf(db, breederUid));
read('page', 'the reference lists', (db) => referenceData(db));
read('page', 'ways out of an empty listing', async (db) =>
  waysOut(db, { page: 0, size: 12, q: 'zebra', species: 'DOG', location: 11 }, await referenceData(db)),
);
read(
  'page',
  'the sitemap',
  async (db) => {
    const source = await sitemapSource({ db });
    for await (const piece of sitemapRoot(source, 'https://patinhas.pt')) void piece;
    for await (const piece of sitemapFile(source, 'https://patinhas.pt', 1)) void piece;
  },
  // A breeder's <lastmod> is the day their row last changed, which every write of users moves (a password, a sign-out
  // everywhere): watching it would empty every page on those. The day is at most the store's minute late, in a file
  // crawlers keep for an hour (max-age=3600).
  { users: ['updated_at'] },
);

/** Thrown to roll a probe back once its read succeeded. */
class ReadDone extends Error {}

/** Runs `run` as a role that may read only what the triggers of `kinds` watch; the error PostgreSQL gave, or null. */
async function readAs(
  kinds: readonly CacheKind[],
  triggers: CacheTrigger[],
  run: (db: Db) => Promise<unknown>,
  unwatched: Unwatched = {},
) {
  const grant = (table: string, columns: string[] | null) =>
    `grant select ${columns ? `(${columns.map((c) => `"${c}"`).join(', ')})` : ''} on "${table}" to cache_reader`;
  try {
    await inTransaction(ctx, async (tx) => {
      await tx.execute(sql`create role cache_reader`);
      for (const trigger of triggers.filter((t) => t.kinds.some((k) => kinds.includes(k))))
        await tx.execute(sql.raw(grant(trigger.table, trigger.columns)));
      for (const [table, columns] of Object.entries(unwatched)) await tx.execute(sql.raw(grant(table, columns)));
      await tx.execute(sql`set local role cache_reader`);
      await run(tx);
      throw new ReadDone();
    });
  } catch (error) {
    if (error instanceof ReadDone) return null;
    // Drizzle's error names the query; its cause is PostgreSQL's own ("permission denied for table …").
    const cause = (error as { cause?: Error }).cause;
    return `${String(error)}${cause ? ` (${cause.message})` : ''}`.slice(0, 600);
  }
  return null;
}

describe('what cached public reads read', () => {
  let triggers: CacheTrigger[] = [];

  beforeAll(async () => {
    // One of everything a branch of a read depends on: a certified breeder with breeds, a sale with a photo, a
    // litter, a review, a published article and an edited information page.
    const breeder = await newBreeder(ctx);
    breederUid = breeder.uid;
    await certifyBreeder(ctx, breeder);
    await ctx.db.insert(userBreeds).values({ userId: breeder.uid, breedCode: 'DOG_LABRADOR' });
    saleUid = await insertSale(ctx, breeder.uid, LISBOA_SINTRA, { certified: true }, true);
    litterUid = await insertSale(ctx, breeder.uid, LISBOA_SINTRA, { litter: true, title: 'Ninhada de labradores' });
    await ctx.db.insert(saleAnimals).values({
      saleId: litterUid,
      position: 0,
      label: 'Coleira azul',
      sex: 'MALE',
      colour: 'Chocolate',
      priceCents: 90000,
      microchip: '941000024680777',
    });
    const visitor = await signUp(ctx, { name: 'Joana' });
    const visit = await pastVisit(ctx, saleUid, visitor.uid);
    await inTransaction(ctx, (tx) =>
      tx.insert(visitReviews).values({
        bookingId: visit,
        authorId: visitor.uid,
        subjectId: breeder.uid,
        side: 'VISITOR',
        health: 5,
        honesty: 5,
        communication: 4,
        text: 'Cachorro saudável e tudo como prometido.',
        saleTitle: 'Labrador cor de chocolate',
        visitedAt: new Date(Date.now() - 26 * 3_600_000),
        publishAt: new Date(Date.now() - 60_000),
      }),
    );
    const editor = await signUp(ctx, { role: 'editor', name: 'Eva' });
    const api = testApi(ctx);
    const created = await api.post(
      '/private/admin/article',
      { title: 'Como escolher um cachorro', summary: 'O que perguntar ao criador.', body: 'Texto.' },
      { token: editor.token },
    );
    expect(created.status).toBe(201);
    articleKey = ((await created.json()) as { referenceKey: string }).referenceKey;
    const page = await api.post(
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
    expect(page.status, await page.clone().text()).toBe(201);
    triggers = await cacheTriggers(ctx.db);
  });

  it('has a read cache for each kind the triggers notify, and walks each kind here', () => {
    expect(readCacheChannels().sort()).toEqual(CACHE_KINDS.map(channelOf).sort());
    expect([...new Set(READS.map((r) => r.scope))].filter((s) => s !== 'page').sort()).toEqual([...CACHE_KINDS].sort());
  });

  it.each(READS.map((r) => [r.scope, r.name, r] as const))('%s: %s reads only what feeds it', async (scope, _, r) => {
    // A page's store empties on a change of any kind: what its page reads must feed one.
    const kinds = scope === 'page' ? CACHE_KINDS : [scope];
    expect(await readAs(kinds, triggers, r.read, r.unwatched)).toBeNull();
  });

  it('catches a read of a table no trigger feeds', async () => {
    const refused = await readAs(['sales'], triggers, (db) => db.execute(sql`select count(*) from bookings`));
    expect(refused).toMatch(/permission denied for table bookings/);
  });
});
