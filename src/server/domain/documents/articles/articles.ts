/** Reading articles: the public blog (published only, newest first), one article, related ones, and the editors' list. */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { fileUrl, type StoredImage } from '../../../../lib/images.ts';
import type { Db } from '../../../db/client.ts';
import { articles, files, users } from '../../../db/schema.ts';
import { avatarUrl } from '../../users/index.ts';
import type {
  Article,
  ArticleSummary as ArticleSummaryShape,
  DocumentStatus,
  EditableArticle,
} from '../../../../lib/documents/shapes.ts';
import { readingMinutes } from '../render.ts';

/**
 * The stored cover (for pages that build a srcset) beside the shapes the API serves (src/lib/documents/shapes.ts):
 * the API's handlers leave it out, the site's pages use it.
 */
interface WithCover {
  cover: StoredImage | null;
}

/** An article as cards and lists show it. */
export type ArticleSummary = ArticleSummaryShape & WithCover;

/** The whole article as its page shows it (the related ones come apart). */
export type ArticleDetail = Omit<Article, 'related'> & WithCover;

/** What the editor loads to change an article: the Markdown as written. */
export type ArticleForEditor = EditableArticle & WithCover;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export const DEFAULT_PAGE_SIZE = 9;
export const MAX_PAGE_SIZE = 50;

const summaryColumns = {
  referenceKey: articles.referenceKey,
  title: articles.title,
  summary: articles.summary,
  status: articles.status,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  authorId: users.id,
  authorName: users.name,
  authorSurname: users.surname,
  authorAvatar: users.avatar,
  coverKey: files.key,
  coverWidth: files.width,
  coverHeight: files.height,
  coverVariants: files.variants,
};

function toSummary(row: SummaryRow): ArticleSummary {
  const cover: StoredImage | null =
    row.coverKey && row.coverWidth && row.coverHeight && row.coverVariants
      ? { key: row.coverKey, width: row.coverWidth, height: row.coverHeight, variants: row.coverVariants }
      : null;
  return {
    referenceKey: row.referenceKey,
    title: row.title,
    summary: row.summary,
    status: row.status,
    coverImage: cover ? fileUrl(cover.key, 960) : null,
    cover,
    author: row.authorId
      ? {
          uid: row.authorId,
          name: row.authorName ?? '',
          surname: row.authorSurname ?? '',
          sourceImage: avatarUrl(row.authorAvatar ?? null),
        }
      : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .leftJoin(files, eq(files.key, articles.coverImage))
    .where(where);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const published = eq(articles.status, 'PUBLISHED');
// Newest publication first; drafts (no date) after, newest edit first; the key settles ties so pages never overlap.
const newestFirst = [
  sql`${articles.publishedAt} desc nulls last`,
  desc(articles.updatedAt),
  desc(articles.referenceKey),
];

/** A page of the public blog. */
export async function listPublished(db: Db, page: number, size: number): Promise<Page<ArticleSummary>> {
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, published)
      .orderBy(...newestFirst)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(articles).where(published),
  ]);
  return { content: rows.map(toSummary), totalElements: total?.n ?? 0 };
}

/** The newest published articles (home page). */
export async function latestArticles(db: Db, limit = 3): Promise<ArticleSummary[]> {
  return (await listPublished(db, 0, limit)).content;
}

/** Every article, drafts included, for the people who manage them. */
export async function listAllArticles(
  db: Db,
  page: number,
  size: number,
  status?: DocumentStatus,
): Promise<Page<ArticleSummary>> {
  const where = status ? eq(articles.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, where)
      .orderBy(sql`${articles.status} = 'PUBLISHED'`, ...newestFirst)
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { content: rows.map(toSummary), totalElements: total?.n ?? 0 };
}

async function findArticle(db: Db, referenceKey: string, onlyPublished: boolean): Promise<ArticleForEditor | null> {
  const where = onlyPublished
    ? and(eq(articles.referenceKey, referenceKey), published)
    : eq(articles.referenceKey, referenceKey);
  const [row] = await db
    .select({ ...summaryColumns, body: articles.body, source: articles.source })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.authorId))
    .leftJoin(files, eq(files.key, articles.coverImage))
    .where(where)
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), body: row.body, source: row.source, readingMinutes: readingMinutes(row.body) };
}

/** A published article, or null (unknown, or still a draft). */
export async function getPublishedArticle(db: Db, referenceKey: string): Promise<ArticleDetail | null> {
  const article = await findArticle(db, referenceKey, true);
  if (!article) return null;
  const { source: _source, ...detail } = article;
  return detail;
}

/** Any article, drafts included, with its Markdown: for editors and admins only. */
export function getArticleForEditor(db: Db, referenceKey: string): Promise<ArticleForEditor | null> {
  return findArticle(db, referenceKey, false);
}

// Short words ("de", "para", "com") say nothing about a subject.
const significantWords = (text: string) =>
  new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 5),
  );

/**
 * Up to `limit` other published articles, those sharing the most words of title and summary first,
 * then the newest. Scored in memory over the latest few dozen: the blog is small and this stays cheap.
 */
export async function relatedArticles(db: Db, referenceKey: string, limit = 3): Promise<ArticleSummary[]> {
  const [current] = await db
    .select({ title: articles.title, summary: articles.summary })
    .from(articles)
    .where(eq(articles.referenceKey, referenceKey))
    .limit(1);
  if (!current) return [];
  const candidates = (
    await selectSummaries(db, and(published, ne(articles.referenceKey, referenceKey)))
      .orderBy(...newestFirst)
      .limit(40)
  ).map(toSummary);
  const words = significantWords(`${current.title} ${current.summary}`);
  const score = (a: ArticleSummary) =>
    [...significantWords(`${a.title} ${a.summary}`)].filter((w) => words.has(w)).length;
  return candidates
    .map((article, index) => ({ article, index, score: score(article) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.article);
}
