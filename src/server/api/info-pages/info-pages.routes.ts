/** Information page calls (decisions 153, 154): the editors' list, editor, revisions, restores and preview. */
import { createRoute, z } from '@hono/zod-openapi';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireRole } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { slugProblem, SLUG_MAX } from '../../../lib/info-pages/slug.ts';
import { BODY_MAX } from '../articles/articles.routes.ts';
import { shallowEnough } from '../../domain/articles/markdown-nesting.ts';

const tags = ['Information pages'];

/** Editors and admins write the information pages, as they write the blog. */
const editors = requireRole('editor', 'admin');

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const ORDER_MAX = 999;

const slugParam = z.object({
  // Any string: the handler answers 404 for what cannot be an address, without a query.
  slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'campanha-de-vacinacao' }),
});
const revisionParam = slugParam.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'number', in: 'path' }, example: 1 }),
});

const status = z.enum(['DRAFT', 'PUBLISHED']);
const origin = z.enum(['shipped', 'edited', 'new']).openapi({
  description: 'shipped: the file as it ships; edited: a file changed in the browser; new: written in the browser',
});

const InfoPageSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    inFooter: z.boolean(),
    status,
    origin,
    shipped: z.boolean().openapi({ description: 'A file of this address ships with the code' }),
    updated: z.string().nullable().openapi({ description: 'The "last updated" date visitors see; null if never live' }),
    modifiedAt: z
      .string()
      .nullable()
      .openapi({ description: 'Last change in the browser; null for an untouched file' }),
  })
  .openapi('InfoPageSummary');

const EditableInfoPageSchema = InfoPageSummarySchema.extend({
  source: z.string().openapi({ description: 'The Markdown as written' }),
  html: z.string().openapi({ description: 'Sanitised HTML rendered from the Markdown' }),
}).openapi('EditableInfoPage');

const RevisionSchema = z
  .object({
    number: z.number().int(),
    kind: z.enum(['create', 'edit', 'restore', 'shipped']).openapi({
      description: 'create, edit, restore (of revision restoredFrom) or shipped (back to the file)',
    }),
    restoredFrom: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    source: z.string(),
    order: z.number().int(),
    inFooter: z.boolean(),
    author: z
      .object({ uid: z.uuid(), name: z.string(), surname: z.string() })
      .nullable()
      .openapi({ description: 'Null once the account is gone' }),
    createdAt: z.string(),
  })
  .openapi('InfoPageRevision');

const WriteResultSchema = z
  .object({
    slug: z.string(),
    status,
    revision: z.number().int().nullable().openapi({ description: 'The revision this write kept; null when none' }),
  })
  .openapi('InfoPageWriteResult');

const slug = z
  .string()
  .max(SLUG_MAX, 'info-page.error.slug')
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .openapi({
    description: 'The address /<slug>: a-z, 0-9 and single hyphens, 2–80 characters, not one of the site’s routes',
  });
const title = z.string().trim().min(3, 'info-page.error.title').max(TITLE_MAX, 'info-page.error.title');
const description = z
  .string()
  .trim()
  .min(10, 'info-page.error.description')
  .max(DESCRIPTION_MAX, 'info-page.error.description');
const body = z
  .string()
  .max(BODY_MAX, 'article.error.body-too-long')
  .refine((s) => s.trim().length > 0, 'article.error.body')
  .refine(shallowEnough, 'article.error.body-too-deep')
  .openapi({ description: 'Markdown; rendered and sanitised on the server as an article is' });
const order = z
  .number()
  .int('info-page.error.order')
  .min(0, 'info-page.error.order')
  .max(ORDER_MAX, 'info-page.error.order');
const inFooter = z.boolean();

const NewInfoPageSchema = z
  .object({
    slug,
    title,
    description,
    body,
    order: order.optional().openapi({ description: 'Position in the footer and lists; 100 by default' }),
    inFooter: inFooter.optional().openapi({ description: 'Listed in the footer; false by default' }),
    publish: z.boolean().optional().openapi({ description: 'false saves a draft; by default the page goes live' }),
  })
  .openapi('NewInfoPage', {
    example: {
      slug: 'campanha-de-vacinacao',
      title: 'Campanha de vacinação',
      description: 'Vacinação a preço reduzido para cães e gatos em novembro.',
      body: '## Quando\n\nDurante todo o mês de novembro.',
      order: 8,
      inFooter: true,
    },
  });

const InfoPageChangesSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    body: body.optional(),
    order: order.optional(),
    inFooter: inFooter.optional(),
  })
  .openapi('InfoPageChanges');

const taken = errorResponse('`info-page.error.slug-taken` (also under errors.slug): a page already has this address');

export const listAll = createRoute({
  method: 'get',
  path: '/private/admin/info-page',
  tags,
  summary: 'Every information page with its state (editor or admin)',
  security: bearerSecurity,
  middleware: [editors] as const,
  responses: { 200: json(z.array(InfoPageSummarySchema), 'The pages, in footer order') },
});

export const create = createRoute({
  method: 'post',
  path: '/private/admin/info-page',
  tags,
  summary: 'Write a new information page (editor or admin)',
  description: 'Keeps revision 1. Live at /{slug} at once unless `publish` is false.',
  security: bearerSecurity,
  middleware: [editors, limitPerAccount(RATE_RULES.articleWrite)] as const,
  request: { body: jsonBody(NewInfoPageSchema) },
  responses: { 201: json(WriteResultSchema, 'Created'), 409: taken },
});

export const preview = createRoute({
  method: 'post',
  path: '/private/admin/info-page/preview',
  tags,
  summary: 'Render Markdown exactly as an information page would show it (editor or admin)',
  security: bearerSecurity,
  middleware: [editors, limitPerAccount(RATE_RULES.articlePreview)] as const,
  request: {
    body: jsonBody(
      z
        .object({
          body: z
            .string()
            .max(BODY_MAX, 'article.error.body-too-long')
            .refine(shallowEnough, 'article.error.body-too-deep'),
        })
        .openapi('InfoPagePreviewRequest'),
    ),
  },
  responses: { 200: json(z.object({ html: z.string() }).openapi('InfoPagePreview'), 'Sanitised HTML') },
});

export const getForEditor = createRoute({
  method: 'get',
  path: '/private/admin/info-page/{slug}',
  tags,
  summary: 'One information page with its Markdown, drafts included (editor or admin)',
  security: bearerSecurity,
  middleware: [editors] as const,
  request: { params: slugParam },
  responses: { 200: json(EditableInfoPageSchema, 'The page') },
});

export const update = createRoute({
  method: 'put',
  path: '/private/admin/info-page/{slug}',
  tags,
  summary: 'Change an information page (editor or admin)',
  description:
    'Only the fields sent change; a change keeps a revision (none when nothing changed). A live page changes at ' +
    'once and is dated today. A shipped file becomes an edited page. The address never changes.',
  security: bearerSecurity,
  middleware: [editors, limitPerAccount(RATE_RULES.articleWrite)] as const,
  request: { params: slugParam, body: jsonBody(InfoPageChangesSchema) },
  responses: {
    200: json(WriteResultSchema, 'Changed'),
    409: errorResponse('`conflict`: another save of this page happened at the same moment; save again'),
  },
});

/**
 * A change of state that names only the page (put live, take off, back to the shipped text): editors and admins,
 * the write limit, the write's result; `conflict` documents its 409.
 */
function stateChange<M extends 'put' | 'post', A extends string>(
  method: M,
  action: A,
  doc: { summary: string; description?: string; done: string; conflict?: string },
) {
  return createRoute({
    method,
    path: `/private/admin/info-page/{slug}/${action}` as const,
    tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: bearerSecurity,
    middleware: [editors, limitPerAccount(RATE_RULES.articleWrite)] as const,
    request: { params: slugParam },
    responses: {
      200: json(WriteResultSchema, doc.done),
      ...(doc.conflict ? { 409: errorResponse(doc.conflict) } : {}),
    },
  });
}

export const publish = stateChange('put', 'publish', {
  summary: 'Put an information page live, dated today (editor or admin)',
  done: 'Live',
});

export const unpublish = stateChange('put', 'unpublish', {
  summary: 'Take an information page off the site; its address then leads home (editor or admin)',
  done: 'Off the site',
});

export const revisions = createRoute({
  method: 'get',
  path: '/private/admin/info-page/{slug}/revisions',
  tags,
  summary: 'Every revision of an information page, newest first (editor or admin)',
  security: bearerSecurity,
  middleware: [editors] as const,
  request: { params: slugParam },
  responses: { 200: json(z.array(RevisionSchema), 'The revisions; empty for an untouched file') },
});

export const restoreRevision = createRoute({
  method: 'post',
  path: '/private/admin/info-page/{slug}/revisions/{number}/restore',
  tags,
  summary: 'Make an earlier revision the page again, as a new revision (editor or admin)',
  security: bearerSecurity,
  middleware: [editors, limitPerAccount(RATE_RULES.articleWrite)] as const,
  request: { params: revisionParam },
  responses: {
    200: json(WriteResultSchema, 'Restored'),
    409: errorResponse('`conflict`: another save of this page happened at the same moment; try again'),
  },
});

export const restoreShipped = stateChange('post', 'restore-shipped', {
  summary: 'Go back to the text shipped with the code, live (editor or admin)',
  description: 'The saved page goes and the file is the page again; the history keeps a revision of its text.',
  done: 'Back to the shipped text',
  conflict: '`info-page.error.not-shipped`: no file of this address ships with the code',
});
