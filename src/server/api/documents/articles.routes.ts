/** Article calls: the public blog (list, one article) and the editors' calls (create, edit, delete, publish, preview). */
import { createRoute, z } from '@hono/zod-openapi';
import { json, jsonBody, pageOf } from '../bodies.ts';
import { imageRefusals } from '../errors.ts';
import { pageQuery } from '../params.ts';
import { bearerSecurity, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/documents/articles/articles.ts';
import {
  addressParam,
  body,
  editors,
  previewRoute,
  status,
  teamRead,
  teamWrite,
  writeLimit,
} from './documents.routes.ts';

const tags = ['Articles'];

/** A cover of up to 10 MB arrives as base64 (4/3 larger) inside JSON. */
const COVER_BODY_LIMIT = 15 * MB;
const coverRefusals = imageRefusals('image.error.', 'coverImage', '15 MB');
const coverBody = allowBodyUpTo<AuthEnv>(COVER_BODY_LIMIT);
const WRITE_WITH_COVER: [typeof coverBody, typeof editors, typeof writeLimit] = [coverBody, editors, writeLimit];

export const TITLE_MAX = 160;
export const SUMMARY_MAX = 320;

const referenceKeyParam = addressParam('referenceKey', 'como-reconhecer-um-criador-responsavel');

const articlePage = pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);

const AuthorSchema = z.object({
  uid: z.uuid(),
  name: z.string(),
  surname: z.string(),
  sourceImage: z.string().nullable(),
});

export const ArticleSummarySchema = z
  .object({
    referenceKey: z.string(),
    title: z.string(),
    summary: z.string(),
    status,
    coverImage: z.string().nullable().openapi({ description: 'Cover URL (960 px WebP); null without a cover' }),
    author: AuthorSchema.nullable().openapi({ description: 'Null when the author has deleted their account' }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('ArticleSummary');

const ArticleSchema = ArticleSummarySchema.extend({
  body: z.string().openapi({ description: 'Sanitised HTML rendered from the Markdown' }),
  readingMinutes: z.number().int(),
  related: z.array(ArticleSummarySchema),
}).openapi('Article');

const EditableArticleSchema = ArticleSummarySchema.extend({
  body: z.string(),
  source: z.string().openapi({ description: 'The Markdown as written' }),
  readingMinutes: z.number().int(),
}).openapi('EditableArticle');

const title = z.string().trim().min(3, 'article.error.title').max(TITLE_MAX, 'article.error.title');
const summary = z.string().trim().min(10, 'article.error.summary').max(SUMMARY_MAX, 'article.error.summary');
const cover = z
  .string()
  .min(1)
  .max(COVER_BODY_LIMIT)
  .openapi({ description: 'Base64 image or data: URL (JPEG, PNG, WebP, AVIF)' });

const NewArticleSchema = z
  .object({
    title,
    summary,
    body: body.openapi({ description: 'Markdown; rendered and sanitised on the server' }),
    coverImage: cover.optional(),
    publish: z
      .boolean()
      .optional()
      .openapi({ description: 'false saves a draft; by default the article is published at once' }),
  })
  .openapi('NewArticle', {
    example: {
      title: 'Vacinas do primeiro ano',
      summary: 'O calendário de vacinação de cachorros e gatinhos.',
      body: '## Porque vacinar\n\n…',
    },
  });

const ArticleChangesSchema = z
  .object({
    title: title.optional(),
    summary: summary.optional(),
    body: body.optional(),
    coverImage: cover.nullable().optional().openapi({ description: 'A new cover (base64), or null to remove it' }),
  })
  .openapi('ArticleChanges');

const KeySchema = z.object({ referenceKey: z.string() });
const PublishSchema = z
  .object({
    referenceKey: z.string(),
    status,
    notified: z
      .number()
      .int()
      .openapi({ description: 'Users told by ARTICLE_CREATED (only on the first publication)' }),
  })
  .openapi('PublishResult');

export const listPublic = createRoute({
  method: 'get',
  path: '/public/article',
  tags,
  summary: 'Published articles, newest first',
  request: { query: articlePage },
  responses: { 200: json(pageOf(ArticleSummarySchema, 'ArticlePage'), 'A page of articles') },
});

export const getPublic = createRoute({
  method: 'get',
  path: '/public/article/{referenceKey}',
  tags,
  summary: 'One published article with related ones',
  request: { params: referenceKeyParam },
  responses: { 200: json(ArticleSchema, 'The article') },
});

export const create = createRoute({
  method: 'post',
  path: '/private/admin/article',
  tags,
  summary: 'Write an article (editor or admin)',
  description:
    'Publishing (the default) notifies every user with ARTICLE_CREATED, referenceKey = the new key, in the same transaction.',
  security: bearerSecurity,
  middleware: WRITE_WITH_COVER,
  request: { body: jsonBody(NewArticleSchema) },
  responses: { 201: json(PublishSchema, 'Created'), ...coverRefusals },
});

export const listAll = teamRead({
  method: 'get',
  path: '/private/admin/article',
  tags,
  summary: 'Every article, drafts first (editor or admin)',
  request: { query: articlePage.extend({ status: status.optional() }) },
  responses: { 200: json(pageOf(ArticleSummarySchema, 'ManagedArticlePage'), 'A page of articles') },
});

export const getForEditor = teamRead({
  method: 'get',
  path: '/private/admin/article/{referenceKey}',
  tags,
  summary: 'An article with its Markdown, drafts included (editor or admin)',
  request: { params: referenceKeyParam },
  responses: { 200: json(EditableArticleSchema, 'The article') },
});

export const update = createRoute({
  method: 'put',
  path: '/private/admin/article/{referenceKey}',
  tags,
  summary: 'Change an article (editor or admin)',
  description: 'Only the fields sent change. The reference key never changes.',
  security: bearerSecurity,
  middleware: WRITE_WITH_COVER,
  request: { params: referenceKeyParam, body: jsonBody(ArticleChangesSchema) },
  responses: { 200: json(KeySchema, 'Changed'), ...coverRefusals },
});

export const remove = teamWrite({
  method: 'delete',
  path: '/private/admin/article/{referenceKey}',
  tags,
  summary: 'Delete an article and its cover (editor or admin)',
  request: { params: referenceKeyParam },
  responses: { 204: { description: 'Deleted' } },
});

export const publish = teamWrite({
  method: 'put',
  path: '/private/admin/article/{referenceKey}/publish',
  tags,
  summary: 'Publish a draft (editor or admin)',
  description:
    'The first publication notifies every user (ARTICLE_CREATED); publishing again after unpublishing does not.',
  request: { params: referenceKeyParam },
  responses: { 200: json(PublishSchema, 'Published') },
});

export const unpublish = teamWrite({
  method: 'put',
  path: '/private/admin/article/{referenceKey}/unpublish',
  tags,
  summary: 'Take an article off the blog (editor or admin)',
  request: { params: referenceKeyParam },
  responses: { 200: json(PublishSchema, 'Back to draft') },
});

export const preview = previewRoute('/private/admin/article/preview', {
  tags,
  summary: 'Render Markdown exactly as it would be published (editor or admin)',
  request: 'PreviewRequest',
  answer: z.object({ html: z.string(), readingMinutes: z.number().int() }).openapi('Preview'),
});
