/** Information page calls (decisions 153, 154): the editors' list, editor, revisions, restores and preview. */
import { z } from '@hono/zod-openapi';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import {
  EditableInfoPageSchema,
  InfoPageChangesSchema,
  InfoPagePreviewRequestSchema,
  InfoPagePreviewSchema,
  InfoPageRevisionSchema,
  InfoPageSummarySchema,
  InfoPageWriteResultSchema,
  NewInfoPageSchema,
} from '../../../lib/documents/shapes.ts';
import { addressParam, previewRoute, teamRead, teamWrite } from './documents.routes.ts';

const tags = ['Information pages'];

const slugParam = addressParam('slug', 'campanha-de-vacinacao');
const revisionParam = slugParam.extend({
  number: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'number', in: 'path' }, example: 1 }),
});

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
  responses: { 201: json(InfoPageWriteResultSchema, 'Created'), 409: taken },
});

export const preview = previewRoute('/private/admin/info-page/preview', {
  tags,
  summary: 'Render Markdown exactly as an information page would show it (editor or admin)',
  request: InfoPagePreviewRequestSchema,
  answer: InfoPagePreviewSchema,
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
    200: json(InfoPageWriteResultSchema, 'Changed'),
    409: errorResponse('`conflict`: another save of this page happened at the same moment; save again'),
  },
});

export const publish = teamWrite({
  method: 'put',
  path: '/private/admin/info-page/{slug}/publish',
  tags,
  summary: 'Put an information page live, dated today (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(InfoPageWriteResultSchema, 'Live') },
});

export const unpublish = teamWrite({
  method: 'put',
  path: '/private/admin/info-page/{slug}/unpublish',
  tags,
  summary: 'Take an information page off the site; its address then leads home (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(InfoPageWriteResultSchema, 'Off the site') },
});

export const revisions = teamRead({
  method: 'get',
  path: '/private/admin/info-page/{slug}/revisions',
  tags,
  summary: 'Every revision of an information page, newest first (editor or admin)',
  request: { params: slugParam },
  responses: { 200: json(z.array(InfoPageRevisionSchema), 'The revisions; empty for an untouched file') },
});

export const restoreRevision = teamWrite({
  method: 'post',
  path: '/private/admin/info-page/{slug}/revisions/{number}/restore',
  tags,
  summary: 'Make an earlier revision the page again, as a new revision (editor or admin)',
  request: { params: revisionParam },
  responses: {
    200: json(InfoPageWriteResultSchema, 'Restored'),
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
    200: json(InfoPageWriteResultSchema, 'Back to the shipped text'),
    409: errorResponse('`info-page.error.not-shipped`: no file of this address ships with the code'),
  },
});
