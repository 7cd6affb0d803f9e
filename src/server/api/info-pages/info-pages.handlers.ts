/** Information page handlers: thin over the info-pages domain; impossible addresses are 404 before any query. */
import { SLUG_MAX, SLUG_PATTERN } from '../../../lib/info-pages/slug.ts';
import { renderInfoBody } from '../../domain/articles/render.ts';
import {
  createInfoPage,
  restoreInfoPageRevision,
  restoreShippedInfoPage,
  setInfoPageStatus,
  updateInfoPage,
  type WriteResult,
} from '../../domain/info-pages/editing.ts';
import { allInfoPages, infoPageForEditor, listInfoPageRevisions } from '../../domain/info-pages/pages.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './info-pages.routes.ts';

function knownSlug(slug: string): string {
  if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) throw new ApiError(404, 'not-found');
  return slug;
}

function written(result: WriteResult) {
  if (result.ok) return { slug: result.slug, status: result.status, revision: result.revision };
  if (result.reason === 'not-shipped') throw new ApiError(409, 'info-page.error.not-shipped');
  if (result.reason === 'taken') throw new ApiError(409, 'conflict');
  throw new ApiError(404, 'not-found');
}

export const listAll: AppRouteHandler<typeof routes.listAll> = async (c) =>
  c.json(await allInfoPages(c.get('ctx').db), 200);

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { body, order = 100, inFooter = false, ...input } = c.req.valid('json');
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

export const getForEditor: AppRouteHandler<typeof routes.getForEditor> = async (c) => {
  const page = await infoPageForEditor(c.get('ctx').db, knownSlug(c.req.valid('param').slug));
  if (!page) throw new ApiError(404, 'not-found');
  return c.json(page, 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const slug = knownSlug(c.req.valid('param').slug);
  const { body, ...changes } = c.req.valid('json');
  const result = await updateInfoPage(c.get('ctx'), c.get('principal').userId, slug, { ...changes, source: body });
  return c.json(written(result), 200);
};

export const publish: AppRouteHandler<typeof routes.publish> = async (c) => {
  const slug = knownSlug(c.req.valid('param').slug);
  return c.json(written(await setInfoPageStatus(c.get('ctx'), slug, 'PUBLISHED')), 200);
};

export const unpublish: AppRouteHandler<typeof routes.unpublish> = async (c) => {
  const slug = knownSlug(c.req.valid('param').slug);
  return c.json(written(await setInfoPageStatus(c.get('ctx'), slug, 'DRAFT')), 200);
};

export const revisions: AppRouteHandler<typeof routes.revisions> = async (c) => {
  const db = c.get('ctx').db;
  const slug = knownSlug(c.req.valid('param').slug);
  const list = await listInfoPageRevisions(db, slug);
  if (list.length === 0 && !(await infoPageForEditor(db, slug))) throw new ApiError(404, 'not-found');
  return c.json(list, 200);
};

export const restoreRevision: AppRouteHandler<typeof routes.restoreRevision> = async (c) => {
  const { slug, number } = c.req.valid('param');
  const result = await restoreInfoPageRevision(c.get('ctx'), c.get('principal').userId, knownSlug(slug), number);
  return c.json(written(result), 200);
};

export const restoreShipped: AppRouteHandler<typeof routes.restoreShipped> = async (c) => {
  const slug = knownSlug(c.req.valid('param').slug);
  const result = await restoreShippedInfoPage(c.get('ctx'), c.get('principal').userId, slug);
  return c.json(written(result), 200);
};
