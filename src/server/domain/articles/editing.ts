/** Writing articles: create, edit, delete, publish and unpublish; the first publication tells every user. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { articles, notifications } from '../../db/schema.ts';
import { deleteImage, processImage } from '../../files/process-image.ts';
import type { FileStore } from '../../files/store.ts';
import { isUniqueViolation } from '../users/db-errors.ts';
import { notify } from '../notifications/notify.ts';
import { slugify, suffixed } from './reference-key.ts';
import { renderArticleBody } from './render.ts';

/** What writing needs: the database and the file store of the covers. */
export interface ArticleContext {
  db: Db;
  files: FileStore;
}

export interface NewArticle {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  /** Base64 (or a data: URL) of the cover; it goes through the image pipeline. */
  coverImage?: string | undefined;
  /** False keeps it as a draft; by default it is published (and announced) at once. */
  publish?: boolean | undefined;
}

export interface ArticleChanges {
  title?: string | undefined;
  summary?: string | undefined;
  body?: string | undefined;
  /** A new cover (base64), or null to remove the cover. */
  coverImage?: string | null | undefined;
}

export type PublishResult = { ok: true; status: 'DRAFT' | 'PUBLISHED'; notified: number } | { ok: false };

/**
 * Covers belong to the site, not to the editor who uploaded them (ownerId null): an article outlives
 * its author's account, and so must its picture.
 */
const storeCover = (ctx: ArticleContext, base64: string) =>
  processImage(ctx, { base64, kind: 'article', ownerId: null });

async function dropImage(ctx: ArticleContext, key: string | null | undefined): Promise<void> {
  if (key) await deleteImage(ctx, key).catch(() => undefined);
}

export async function createArticle(
  ctx: ArticleContext,
  authorId: string,
  input: NewArticle,
): Promise<{ referenceKey: string; status: 'DRAFT' | 'PUBLISHED'; notified: number }> {
  const cover = input.coverImage ? await storeCover(ctx, input.coverImage) : null;
  const base = slugify(input.title);
  try {
    // The plain slug reads best; a collision (same title twice) gets a random tail and a retry.
    for (let attempt = 0; ; attempt++) {
      const referenceKey = attempt === 0 ? base : suffixed(base);
      try {
        const created = await inTransaction(ctx, async (tx) => {
          await tx.insert(articles).values({
            referenceKey,
            authorId,
            title: input.title.trim(),
            summary: input.summary.trim(),
            source: input.body,
            body: renderArticleBody(input.body),
            coverImage: cover?.key ?? null,
          });
          if (input.publish === false) return { referenceKey, status: 'DRAFT' as const, notified: 0 };
          const published = await publishIn(tx, referenceKey);
          return { referenceKey, status: 'PUBLISHED' as const, notified: published.ok ? published.notified : 0 };
        });
        return created;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    await dropImage(ctx, cover?.key);
    throw error;
  }
}

/** Changes the fields given; the reference key never changes, so links and notifications keep working. */
export async function updateArticle(
  ctx: ArticleContext,
  referenceKey: string,
  changes: ArticleChanges,
): Promise<boolean> {
  const [current] = await ctx.db
    .select({ coverImage: articles.coverImage })
    .from(articles)
    .where(eq(articles.referenceKey, referenceKey))
    .limit(1);
  if (!current) return false;
  const values = {
    ...(changes.title !== undefined && { title: changes.title.trim() }),
    ...(changes.summary !== undefined && { summary: changes.summary.trim() }),
    ...(changes.body !== undefined && { source: changes.body, body: renderArticleBody(changes.body) }),
  };
  // A change that names nothing is a no-op, answered like any other update (an empty SET is not SQL).
  if (Object.keys(values).length === 0 && changes.coverImage === undefined) return true;
  const cover = typeof changes.coverImage === 'string' ? await storeCover(ctx, changes.coverImage) : undefined;
  try {
    const updated = await inTransaction(ctx, async (tx) => {
      return tx
        .update(articles)
        .set({ ...values, ...(changes.coverImage !== undefined && { coverImage: cover?.key ?? null }) })
        .where(eq(articles.referenceKey, referenceKey))
        .returning({ key: articles.referenceKey });
    });
    if (updated.length === 0) {
      await dropImage(ctx, cover?.key);
      return false;
    }
  } catch (error) {
    await dropImage(ctx, cover?.key);
    throw error;
  }
  // The old cover goes only once nothing points at it any more.
  if (changes.coverImage !== undefined && current.coverImage) await dropImage(ctx, current.coverImage);
  return true;
}

export async function deleteArticle(ctx: ArticleContext, referenceKey: string): Promise<boolean> {
  const [deleted] = await inTransaction(ctx, async (tx) => {
    const gone = await tx
      .delete(articles)
      .where(eq(articles.referenceKey, referenceKey))
      .returning({ coverImage: articles.coverImage });
    // "New article" notifications would lead every reader to a page that no longer exists.
    if (gone.length > 0) {
      await tx
        .delete(notifications)
        .where(and(eq(notifications.type, 'ARTICLE_CREATED'), eq(notifications.referenceKey, referenceKey)));
    }
    return gone;
  });
  if (!deleted) return false;
  await dropImage(ctx, deleted.coverImage);
  return true;
}

/**
 * Publishes inside `tx`. Only the first publication notifies (ARTICLE_CREATED to every user, in the
 * same transaction): taking an article down to fix a typo and putting it back must not ring every bell again.
 */
async function publishIn(tx: Tx | Db, referenceKey: string): Promise<PublishResult> {
  const [before] = await tx
    .select({ publishedAt: articles.publishedAt, title: articles.title })
    .from(articles)
    .where(eq(articles.referenceKey, referenceKey))
    .for('update')
    .limit(1);
  if (!before) return { ok: false };
  await tx
    .update(articles)
    .set({ status: 'PUBLISHED', publishedAt: sql`coalesce(${articles.publishedAt}, now())` })
    .where(eq(articles.referenceKey, referenceKey));
  if (before.publishedAt) return { ok: true, status: 'PUBLISHED', notified: 0 };
  const { recipients } = await notify(tx, {
    userId: 'all',
    type: 'ARTICLE_CREATED',
    // The default title key, and a message that names the article.
    message: 'article.notification.message',
    params: { title: before.title },
    referenceKey,
  });
  return { ok: true, status: 'PUBLISHED', notified: recipients };
}

export async function publishArticle(db: Db, referenceKey: string): Promise<PublishResult> {
  return inTransaction({ db }, (tx) => publishIn(tx, referenceKey));
}

/** Back to draft: off the blog, the home page and the sitemap; its first publication date is kept. */
export async function unpublishArticle(db: Db, referenceKey: string): Promise<PublishResult> {
  const updated = await inTransaction({ db }, async (tx) => {
    return tx
      .update(articles)
      .set({ status: 'DRAFT' })
      .where(eq(articles.referenceKey, referenceKey))
      .returning({ key: articles.referenceKey });
  });
  return updated.length ? { ok: true, status: 'DRAFT', notified: 0 } : { ok: false };
}
