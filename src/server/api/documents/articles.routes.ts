/** Article calls: the public blog (list, one article) and the editors' calls (create, edit, delete, publish, preview). */
import { createRoute } from '@hono/zod-openapi';
import {
  ArticleChangesSchema,
  ArticleKeySchema,
  ArticleSchema,
  ArticleSummarySchema,
  DocumentStatusSchema,
  EditableArticleSchema,
  NewArticleSchema,
  PreviewRequestSchema,
  PreviewSchema,
  PublishResultSchema,
} from '../../../lib/documents/shapes.ts';
import { COVER_BODY_MAX } from '../../../lib/documents/rules.ts';
import { json, jsonBody, pageOf } from '../bodies.ts';
import { imageRefusals } from '../errors.ts';
import { pageQuery } from '../params.ts';
import { bearerSecurity, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo } from '../middleware/body-limit.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../domain/documents/articles/articles.ts';
import { addressParam, editors, previewRoute, teamRead, teamWrite, writeLimit } from './documents.routes.ts';

const tags = ['Articles'];

const coverRefusals = imageRefusals('image.error.', 'coverImage', '15 MB');
const coverBody = allowBodyUpTo<AuthEnv>(COVER_BODY_MAX);
const WRITE_WITH_COVER: [typeof coverBody, typeof editors, typeof writeLimit] = [coverBody, editors, writeLimit];

const referenceKeyParam = addressParam('referenceKey', 'como-reconhecer-um-criador-responsavel');

const articlePage = pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);

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
  responses: { 201: json(PublishResultSchema, 'Created'), ...coverRefusals },
});

export const listAll = teamRead({
  method: 'get',
  path: '/private/admin/article',
  tags,
  summary: 'Every article, drafts first (editor or admin)',
  request: { query: articlePage.extend({ status: DocumentStatusSchema.optional() }) },
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
  responses: { 200: json(ArticleKeySchema, 'Changed'), ...coverRefusals },
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
  responses: { 200: json(PublishResultSchema, 'Published') },
});

export const unpublish = teamWrite({
  method: 'put',
  path: '/private/admin/article/{referenceKey}/unpublish',
  tags,
  summary: 'Take an article off the blog (editor or admin)',
  request: { params: referenceKeyParam },
  responses: { 200: json(PublishResultSchema, 'Back to draft') },
});

export const preview = previewRoute('/private/admin/article/preview', {
  tags,
  summary: 'Render Markdown exactly as it would be published (editor or admin)',
  request: PreviewRequestSchema,
  answer: PreviewSchema,
});
