/**
 * The two kinds of document, blog articles and information pages: each a read cache of what visitors get, emptied
 * by every write of the tables it reads, here at once and on the other instances through PostgreSQL NOTIFY
 * (decisions 086, 154, 203), and the one way to write it.
 */
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { readCacheKind, type ReadCacheKind } from '../../cache/read-cache.ts';

export interface DocumentKind extends ReadCacheKind {
  /** Runs `work` in one transaction; the tables it writes say which caches empty once it commits (decision 203). */
  write<T>(ctx: { db: Db }, work: (tx: Tx) => Promise<T>): Promise<T>;
}

function documentKind(name: string, options: { channel: string; maxEntries: number }): DocumentKind {
  return { ...readCacheKind(name, options), write: (ctx, work) => inTransaction(ctx, work) };
}

/** The blog: its pages, one article with its related ones, the home's latest. */
export const ARTICLES = documentKind('articles', { channel: 'patinhas_articles', maxEntries: 500 });

/** The published information pages, which every page's footer shows: emptying it empties the rendered pages too. */
export const INFO_PAGES = documentKind('info pages', { channel: 'patinhas_info_pages', maxEntries: 10 });
