/** Information page handlers: thin over the info-pages domain; impossible addresses are 404 before any query. */
import { isSlug } from '../../../lib/documents/addresses.ts';
import { INFO_PAGE_ORDER_DEFAULT } from '../../../lib/documents/rules.ts';
import { renderInfoBody } from '../../domain/documents/render.ts';
import {
  createInfoPage,
  restoreInfoPageRevision,
  restoreShippedInfoPage,
  setInfoPageStatus,
  updateInfoPage,
  type WriteResult,
} from '../../domain/documents/info-pages/editing.ts';
import { allInfoPages, infoPageForEditor, listInfoPageRevisions } from '../../domain/documents/info-pages/pages.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import { address, found, notFound } from './documents.handlers.ts';
import type * as routes from './info-pages.routes.ts';

const slugOf = (c: { req: { valid(target: 'param'): { slug: string } } }) => address(c.req.valid('param').slug, isSlug);

function written(result: WriteResult) {
  if (result.ok) return { slug: result.slug, status: result.status, revision: result.revision };
  if (result.reason === 'not-shipped') throw new ApiError(409, 'info-page.error.not-shipped');
  if (result.reason === 'taken') throw new ApiError(409, 'conflict');
  return notFound();
}

export const listAll: AppRouteHandler<typeof routes.listAll> = async (c) =>
  c.json(await allInfoPages(c.get('ctx').db), 200);

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { body, order = INFO_PAGE_ORDER_DEFAULT, inFooter = false, ...input } = c.req.valid('json');
  const result = await createInfoPage(c.get('ctx'), c.get('principal').userId, {
    ...input,
    source: body,
    order,
    inFooter,
  });
  if (!result.ok && result.reason === 'taken')
    throw new ApiError(409, 'info-page.error.slug-taken', { slug: 'info-page.error.slug-taken' });
  return c.json(written(result), 201);
};

export const preview: AppRouteHandler<typeof routes.preview> = async (c) =>
  c.json({ html: renderInfoBody(c.req.valid('json').body) }, 200);

export const getForEditor: AppRouteHandler<typeof routes.getForEditor> = async (c) =>
  c.json(found(await infoPageForEditor(c.get('ctx').db, slugOf(c))), 200);

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const { body, ...changes } = c.req.valid('json');
  const result = await updateInfoPage(c.get('ctx'), c.get('principal').userId, slugOf(c), { ...changes, source: body });
  return c.json(written(result), 200);
};

export const publish: AppRouteHandler<typeof routes.publish> = async (c) =>
  c.json(written(await setInfoPageStatus(c.get('ctx'), slugOf(c), 'PUBLISHED')), 200);

export const unpublish: AppRouteHandler<typeof routes.unpublish> = async (c) =>
  c.json(written(await setInfoPageStatus(c.get('ctx'), slugOf(c), 'DRAFT')), 200);

export const revisions: AppRouteHandler<typeof routes.revisions> = async (c) => {
  const db = c.get('ctx').db;
  const slug = slugOf(c);
  const list = await listInfoPageRevisions(db, slug);
  if (list.length === 0) found(await infoPageForEditor(db, slug));
  return c.json(list, 200);
};

export const restoreRevision: AppRouteHandler<typeof routes.restoreRevision> = async (c) => {
  const { number } = c.req.valid('param');
  const result = await restoreInfoPageRevision(c.get('ctx'), c.get('principal').userId, slugOf(c), number);
  return c.json(written(result), 200);
};

export const restoreShipped: AppRouteHandler<typeof routes.restoreShipped> = async (c) => {
  const result = await restoreShippedInfoPage(c.get('ctx'), c.get('principal').userId, slugOf(c));
  return c.json(written(result), 200);
};
