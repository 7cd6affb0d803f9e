/** Article handlers: thin over the articles domain; unknown keys are 404 before any query, image refusals keep their status. */
import { isReferenceKey } from '../../../lib/documents/addresses.ts';
import {
  DEFAULT_PAGE_SIZE,
  getArticleForEditor,
  listAllArticles,
  type ArticleSummary,
} from '../../domain/documents/articles/articles.ts';
import { publicArticle, publicArticlePage } from '../../domain/documents/articles/public.ts';
import {
  createArticle,
  deleteArticle,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from '../../domain/documents/articles/editing.ts';
import { readingMinutes, renderArticleBody } from '../../domain/documents/render.ts';
import { ImageError } from '../../files/image-error.ts';
import { imageContext } from '../account/files-of.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import { address, found } from './documents.handlers.ts';
import type * as routes from './articles.routes.ts';

/** The API shape of a summary: the stored cover stays on the server, its URL goes out. */
const summaryDto = ({ cover: _cover, ...summary }: ArticleSummary) => summary;

const keyOf = (c: { req: { valid(target: 'param'): { referenceKey: string } } }) =>
  address(c.req.valid('param').referenceKey, isReferenceKey);

/** A refused cover answers with the pipeline's status and a key the editor can show next to the field. */
async function withCover<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageError) {
      const message = `image.error.${error.code}`;
      throw new ApiError(error.status, message, { coverImage: message });
    }
    throw error;
  }
}

export const listPublic: AppRouteHandler<typeof routes.listPublic> = async (c) => {
  const { page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  const result = await publicArticlePage(c.get('ctx'), page, size);
  return c.json({ content: result.content.map(summaryDto), totalElements: result.totalElements }, 200);
};

export const getPublic: AppRouteHandler<typeof routes.getPublic> = async (c) => {
  const { article, related } = found(await publicArticle(c.get('ctx'), keyOf(c)));
  return c.json(
    {
      ...summaryDto(article),
      body: article.body,
      readingMinutes: article.readingMinutes,
      related: related.map(summaryDto),
    },
    200,
  );
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const ctx = c.get('ctx');
  const input = c.req.valid('json');
  const result = await withCover(() => createArticle(imageContext(ctx), c.get('principal').userId, input));
  return c.json(result, 201);
};

export const listAll: AppRouteHandler<typeof routes.listAll> = async (c) => {
  const { page = 0, size = DEFAULT_PAGE_SIZE, status } = c.req.valid('query');
  const result = await listAllArticles(c.get('ctx').db, page, size, status);
  return c.json({ content: result.content.map(summaryDto), totalElements: result.totalElements }, 200);
};

export const getForEditor: AppRouteHandler<typeof routes.getForEditor> = async (c) => {
  const { cover: _cover, ...dto } = found(await getArticleForEditor(c.get('ctx').db, keyOf(c)));
  return c.json(dto, 200);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const key = keyOf(c);
  found(await withCover(() => updateArticle(imageContext(c.get('ctx')), key, c.req.valid('json'))));
  return c.json({ referenceKey: key }, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  found(await deleteArticle(imageContext(c.get('ctx')), keyOf(c)));
  return c.body(null, 204);
};

export const publish: AppRouteHandler<typeof routes.publish> = async (c) => {
  const key = keyOf(c);
  const { status, notified } = found(await publishArticle(c.get('ctx').db, key));
  return c.json({ referenceKey: key, status, notified }, 200);
};

export const unpublish: AppRouteHandler<typeof routes.unpublish> = async (c) => {
  const key = keyOf(c);
  const { status } = found(await unpublishArticle(c.get('ctx').db, key));
  return c.json({ referenceKey: key, status, notified: 0 }, 200);
};

export const preview: AppRouteHandler<typeof routes.preview> = async (c) => {
  const html = renderArticleBody(c.req.valid('json').body);
  return c.json({ html, readingMinutes: readingMinutes(html) }, 200);
};
