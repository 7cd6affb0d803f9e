/** Information page calls (decisions 153, 154): the editors' list, editor, revisions, restores and preview. */
import { z } from '@hono/zod-openapi';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { slugProblem, SLUG_MAX } from '../../../lib/documents/addresses.ts';
import { addressParam, body, previewRoute, status, teamRead, teamWrite } from './documents.routes.ts';

const tags = ['Information pages'];

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 300;
export const ORDER_MAX = 999;

const slugParam = addressParam('slug', 'campanha-de-vacinacao');
const revisionParam = slugParam.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'number', in: 'path' }, example: 1 }),
});

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
const markdown = body.openapi({ description: 'Markdown; rendered and sanitised on the server as an article is' });
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
    body: markdown,
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
    body: markdown.optional(),
    order: order.optional(),
    inFooter: inFooter.optional(),
  })
  .openapi('InfoPageChanges');

const taken = errorResponse('`info-page.error.slug-taken` (also under errors.slug): a page already has this address');

export const listAll = teamRead({
  method: 'get',
  path: '/private/admin/info-page',
  tags,
  summary: 'Every information page with its state (editor or admin)',
  responses: { 200: json(z.array(InfoPageSummarySchema), 'The pages, in footer order') },
});

export const create = teamWrite({
  method: 'post',
  path: '/private/admin/info-page',
  tags,
  summary: 'Write a new information page (editor or admin)',
  description: 'Keeps revision 1. Live at /{slug} at once unless `publish` is false.',
  request: { body: jsonBody(NewInfoPageSchema) },
  responses: { 201: json(WriteResultSchema, 'Created'), 409: taken },
});

export const preview = previewRoute('/private/admin/info-page/preview', {
  tags,
  summary: 'Render Markdown exactly as an information page would show it (editor or admin)',
  request: 'InfoPagePreviewRequest',
  answer: z.object({ html: z.string() }).openapi('InfoPagePreview'),
});

export const getForEditor = teamRead({
  method: 'get',
  path: '/private/admin/info-page/{slug}',
  tags,
  summary: 'One information page with its Markdown, drafts included (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(EditableInfoPageSchema, 'The page') },
});

export const update = teamWrite({
  method: 'put',
  path: '/private/admin/info-page/{slug}',
  tags,
  summary: 'Change an information page (editor or admin)',
  description:
    'Only the fields sent change; a change keeps a revision (none when nothing changed). A live page changes at ' +
    'once and is dated today. A shipped file becomes an edited page. The address never changes.',
  request: { params: slugParam, body: jsonBody(InfoPageChangesSchema) },
  responses: {
    200: json(WriteResultSchema, 'Changed'),
    409: errorResponse('`conflict`: another save of this page happened at the same moment; save again'),
  },
});

export const publish = teamWrite({
  method: 'put',
  path: '/private/admin/info-page/{slug}/publish',
  tags,
  summary: 'Put an information page live, dated today (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(WriteResultSchema, 'Live') },
});

export const unpublish = teamWrite({
  method: 'put',
  path: '/private/admin/info-page/{slug}/unpublish',
  tags,
  summary: 'Take an information page off the site; its address then leads home (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(WriteResultSchema, 'Off the site') },
});

export const revisions = teamRead({
  method: 'get',
  path: '/private/admin/info-page/{slug}/revisions',
  tags,
  summary: 'Every revision of an information page, newest first (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(z.array(RevisionSchema), 'The revisions; empty for an untouched file') },
});

export const restoreRevision = teamWrite({
  method: 'post',
  path: '/private/admin/info-page/{slug}/revisions/{number}/restore',
  tags,
  summary: 'Make an earlier revision the page again, as a new revision (editor or admin)',
  request: { params: revisionParam },
  responses: {
    200: json(WriteResultSchema, 'Restored'),
    409: errorResponse('`conflict`: another save of this page happened at the same moment; try again'),
  },
});

export const restoreShipped = teamWrite({
  method: 'post',
  path: '/private/admin/info-page/{slug}/restore-shipped',
  tags,
  summary: 'Go back to the text shipped with the code, live (editor or admin)',
  description: 'The saved page goes and the file is the page again; the history keeps a revision of its text.',
  request: { params: slugParam },
  responses: {
    200: json(WriteResultSchema, 'Back to the shipped text'),
    409: errorResponse('`info-page.error.not-shipped`: no file of this address ships with the code'),
  },
});
