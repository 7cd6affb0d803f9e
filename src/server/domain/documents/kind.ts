/**
 * The two kinds of document, blog articles and information pages: each a read cache of what visitors get, emptied
 * by every write of the kind here at once and on the other instances through PostgreSQL NOTIFY (decisions 086, 154),
 * and the one way to write it.
 */
import type { Db, Tx } from '../../db/client.ts';
import { readCacheKind, type ReadCacheKind } from '../../cache/read-cache.ts';

/** A draft is the team's alone; a published document is everyone's. */
export type DocumentStatus = 'DRAFT' | 'PUBLISHED';

export interface DocumentKind extends ReadCacheKind {
  /**
   * Runs `work` in one transaction that announces the change (the other instances hear it only if it commits),
   * then empties this instance's cache (its own NOTIFY arrives a moment later).
   */
  write<T>(ctx: { db: Db }, work: (tx: Tx) => Promise<T>): Promise<T>;
}

function documentKind(name: string, options: { channel: string; maxEntries: number }): DocumentKind {
  const kind = readCacheKind(name, options);
  return {
    ...kind,
    async write(ctx, work) {
      const result = await ctx.db.transaction(async (tx) => {
        await kind.announce(tx);
        return work(tx);
      });
      kind.invalidate(ctx);
      return result;
    },
  };
}

/** The blog: its pages, one article with its related ones, the home's latest. */
export const ARTICLES = documentKind('articles', { channel: 'patinhas_articles', maxEntries: 500 });

/** The published information pages, which every page's footer shows: emptying it empties the rendered pages too. */
export const INFO_PAGES = documentKind('info pages', { channel: 'patinhas_info_pages', maxEntries: 10 });
