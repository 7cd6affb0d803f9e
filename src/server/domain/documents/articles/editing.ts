/** Writing articles: create, edit, delete, publish and unpublish; the first publication tells every user. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { articles, notifications } from '../../../db/schema.ts';
import type { ImageContext } from '../../../files/process-image.ts';
import { isUniqueViolation } from '../../users/index.ts';
import { notify } from '../../notifications/index.ts';
import { dropCover, withCover } from '../cover.ts';
import type { ArticleChanges, DocumentStatus, NewArticle } from '../../../../lib/documents/shapes.ts';
import { ARTICLES } from '../kind.ts';
import { renderArticleBody } from '../render.ts';
import { slugify, suffixed } from './reference-key.ts';

/** Null when there is no such article. */
export type PublishResult = { status: DocumentStatus; notified: number } | null;

export function createArticle(
  ctx: ImageContext,
  authorId: string,
  input: NewArticle,
): Promise<{ referenceKey: string; status: DocumentStatus; notified: number }> {
  const base = slugify(input.title);
  return withCover(ctx, input.coverImage, async (coverImage) => {
    // The plain slug reads best; a collision (same title twice) gets a random tail and a retry.
    for (let attempt = 0; ; attempt++) {
      const referenceKey = attempt === 0 ? base : suffixed(base);
      try {
        return await ARTICLES.write(ctx, async (tx) => {
          await tx.insert(articles).values({
            referenceKey,
            authorId,
            title: input.title.trim(),
            summary: input.summary.trim(),
            source: input.body,
            body: renderArticleBody(input.body),
            coverImage: coverImage ?? null,
          });
          if (input.publish === false) return { referenceKey, status: 'DRAFT' as const, notified: 0 };
          const published = await publishIn(tx, referenceKey);
          return { referenceKey, status: 'PUBLISHED' as const, notified: published?.notified ?? 0 };
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  });
}

/** Changes the fields given; the reference key never changes, so links and notifications keep working. */
export async function updateArticle(
  ctx: ImageContext,
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
  const updated = await withCover(
    ctx,
    changes.coverImage,
    (coverImage) =>
      ARTICLES.write(ctx, (tx) =>
        tx
          .update(articles)
          .set({ ...values, ...(coverImage !== undefined && { coverImage }) })
          .where(eq(articles.referenceKey, referenceKey))
          .returning({ key: articles.referenceKey }),
      ),
    (rows) => rows.length > 0,
  );
  if (updated.length === 0) return false;
  // The old cover goes only once nothing points at it any more.
  if (changes.coverImage !== undefined) await dropCover(ctx, current.coverImage);
  return true;
}

export async function deleteArticle(ctx: ImageContext, referenceKey: string): Promise<boolean> {
  const [deleted] = await ARTICLES.write(ctx, async (tx) => {
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
  await dropCover(ctx, deleted.coverImage);
  return true;
}

/**
 * Publishes inside `tx`. Only the first publication notifies (ARTICLE_CREATED to every user, in the
 * same transaction): taking an article down to fix a typo and putting it back must not ring every bell again.
 */
async function publishIn(tx: Tx, referenceKey: string): Promise<PublishResult> {
  const [before] = await tx
    .select({ publishedAt: articles.publishedAt, title: articles.title })
    .from(articles)
    .where(eq(articles.referenceKey, referenceKey))
    .for('update')
    .limit(1);
  if (!before) return null;
  await tx
    .update(articles)
    .set({ status: 'PUBLISHED', publishedAt: sql`coalesce(${articles.publishedAt}, now())` })
    .where(eq(articles.referenceKey, referenceKey));
  if (before.publishedAt) return { status: 'PUBLISHED', notified: 0 };
  const { recipients } = await notify(tx, {
    userId: 'all',
    type: 'ARTICLE_CREATED',
    // The default title key, and a message that names the article.
    message: 'article.notification.message',
    params: { title: before.title },
    referenceKey,
  });
  return { status: 'PUBLISHED', notified: recipients };
}

export function publishArticle(db: Db, referenceKey: string): Promise<PublishResult> {
  return ARTICLES.write({ db }, (tx) => publishIn(tx, referenceKey));
}

/** Back to draft: off the blog, the home page and the sitemap; its first publication date is kept. */
export async function unpublishArticle(db: Db, referenceKey: string): Promise<PublishResult> {
  const updated = await ARTICLES.write({ db }, (tx) =>
    tx
      .update(articles)
      .set({ status: 'DRAFT' })
      .where(eq(articles.referenceKey, referenceKey))
      .returning({ key: articles.referenceKey }),
  );
  return updated.length ? { status: 'DRAFT', notified: 0 } : null;
}
