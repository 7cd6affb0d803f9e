/**
 * The uncached reads behind the public pages and the API lists (issue 21), as the domain functions run them:
 * the query-plan test plans every statement they send, and `npm run bench -- scale` times them at each size.
 * The saved searches list is the test's own case: its module reads the translations (a JSON import plain Node
 * refuses), as bench/searches.ts found.
 */
import { lastPageInstead } from '../../src/lib/sales/types.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  getPublishedArticle,
  listPublished,
  relatedArticles,
} from '../../src/server/domain/documents/articles/articles.ts';
import { isKnownAddress } from '../../src/server/domain/auth/known-addresses.ts';
import { approvedSalesOf, isBreeder, listBreeders } from '../../src/server/domain/breeders/breeders.ts';
import { countUnread, listPage } from '../../src/server/domain/notifications/notifications.ts';
import { listMySales } from '../../src/server/domain/sales/my-sales.ts';
import { certifiedSales, getSale, listSales, similarSales } from '../../src/server/domain/sales/queries.ts';
import { FILE_URLS, sitemapFile, sitemapFileCount } from '../../src/server/domain/sitemap/sitemap.ts';
import { findUserByEmail } from '../../src/server/domain/users/lookup.ts';
import { getPublicProfile } from '../../src/server/domain/users/public-profile.ts';
import type { LargeDataSet } from './large-data.ts';

/** The municipality of Porto (ids are the same in every database: src/server/db/reference/ids.ts). */
const PORTO = 1312;

export type Read = [label: string, run: (db: Db) => Promise<unknown>];

/**
 * The reads, on `data`. The sitemap's read is its file count and the middle file when a file holds
 * `sitemapPerFile` URLs, by default the site's (a file of the same size at every size of the data, decision 164).
 */
export function scaleReads(data: LargeDataSet, sitemapPerFile = FILE_URLS): Read[] {
  const page = { page: 0, size: 12 };
  return [
    ['/sales, first page', (db) => listSales(db, page)],
    [
      '/sales, filtered',
      (db) => listSales(db, { species: 'DOG', location: data.lisboa, priceMax: 1000, sort: 'price-asc', ...page }),
    ],
    ['/sales, Portuguese text search', (db) => listSales(db, { q: 'gatinho meigo', ...page })],
    // Around a place (issue 54, decision 204): nearest first, and a wide radius with a filter and the date order.
    ['/sales, within 25 km of Porto, nearest first', (db) => listSales(db, { near: PORTO, radius: 25, ...page })],
    [
      '/sales, dogs within 200 km of a position, newest',
      (db) => listSales(db, { species: 'DOG', lat: 38.72, lon: -9.14, radius: 200, sort: 'newest', ...page }),
    ],
    // A word three adverts in four hold: the text search ranks its newest matches only (decision 167).
    ['/sales, text search of a common word', (db) => listSales(db, { q: 'cão', ...page })],
    // A plural the stemmer reads apart ("cães" → "cão") and a place word (decision 173).
    ['/sales, text search of a plural and a place', (db) => listSales(db, { q: 'cães lisboa', ...page })],
    // A word matching nothing: its closest listed word is searched instead ("labradr" → "labrador").
    ['/sales, text search with a spelling fallback', (db) => listSales(db, { q: 'labradr', ...page })],
    [
      // As the page asks it: a page past the last match shows the last page (decision 166), as at 1,000 adverts.
      '/sales, page 200',
      async (db) => {
        const asked = { page: 200, size: 12 };
        const last = lastPageInstead(asked.page, asked.size, await listSales(db, asked));
        if (last !== undefined) await listSales(db, { ...asked, page: last });
      },
    ],
    [
      '/home: certified adverts and the latest articles',
      (db) => Promise.all([certifiedSales(db), listPublished(db, 0, 3)]),
    ],
    [
      'a sale detail, its seller and similar adverts',
      async (db) => {
        const sale = (await getSale(db, data.saleId))!;
        await similarSales(db, {
          uid: sale.uid,
          speciesCode: sale.species.code,
          breedCode: sale.breed?.code ?? null,
          purebred: sale.purebred,
          locationId: sale.location?.id ?? null,
          childLocationId: sale.childLocation?.id ?? null,
        });
      },
    ],
    ['/breeders', (db) => listBreeders(db, page)],
    [
      "a breeder's page",
      async (db) => {
        await isBreeder(db, data.bigBreederId);
        await getPublicProfile({ db }, data.bigBreederId);
        await approvedSalesOf(db, data.bigBreederId);
      },
    ],
    ['/blog', (db) => listPublished(db, 3, 12)],
    [
      'an article',
      (db) => Promise.all([getPublishedArticle(db, data.articleKey), relatedArticles(db, data.articleKey)]),
    ],
    [
      "a person's notifications, a page and the unread count",
      (db) => Promise.all([listPage(db, data.readerId, 2, 20), countUnread(db, data.readerId)]),
    ],
    // Its first page with the counts per status, as /my-sales asks (decision 162).
    ['"my sales" of a breeder with 500 adverts: the first page', (db) => listMySales(db, data.bigBreederId)],
    [
      'the sitemap: its file count and its middle file',
      async (db) => {
        const source = { db, pages: [{ path: '/home' }], perFile: sitemapPerFile };
        const files = await sitemapFileCount(source);
        for await (const _ of sitemapFile(source, 'https://patinhas.pt', Math.ceil(files / 2)));
      },
    ],
    [
      "sign-in's user lookup",
      (db) => Promise.all([findUserByEmail(db, data.readerEmail), isKnownAddress(db, data.readerEmail, '192.0.2.1')]),
    ],
  ];
}
