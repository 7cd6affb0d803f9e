/** Saved-search handlers: every search is the token's person's own. */
import {
  deleteSavedSearch,
  listSavedSearches,
  pauseByToken,
  saveSearch,
  SavedSearchError,
  updateSavedSearch,
} from '../../domain/searches/saved-searches.ts';
import { ApiError } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './searches.routes.ts';

const STATUS = {
  'saved-search.error.limit': 422,
  'saved-search.error.empty': 422,
  'saved-search.error.unknown-reference': 422,
  'saved-search.error.not-found': 404,
  'saved-search.error.invalid-link': 404,
} as const;

async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SavedSearchError) throw new ApiError(STATUS[error.key], error.key);
    throw error;
  }
}

/** Zod leaves absent keys out, but an explicit `undefined` must not reach the domain's exact optional types. */
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };

export const list: AppRouteHandler<typeof routes.list> = async (c) =>
  c.json(await listSavedSearches(c.get('ctx').db, c.get('principal').userId), 200);

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const { filters, ...rest } = c.req.valid('json');
  const saved = await refusals(() =>
    saveSearch(c.get('ctx').db, c.get('principal').userId, { ...defined(rest), filters: defined(filters) }),
  );
  return c.json(saved, 201);
};

export const update: AppRouteHandler<typeof routes.update> = async (c) => {
  const saved = await refusals(() =>
    updateSavedSearch(
      c.get('ctx').db,
      c.get('principal').userId,
      c.req.valid('param').uid,
      defined(c.req.valid('json')),
    ),
  );
  return c.json(saved, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  await refusals(() => deleteSavedSearch(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid));
  return c.body(null, 204);
};

export const unsubscribe: AppRouteHandler<typeof routes.unsubscribe> = async (c) => {
  const { search, token } = c.req.valid('query');
  const ctx = c.get('ctx');
  const names = await pauseByToken(ctx.db, ctx.jwtSecret, search.split(','), token);
  if (!names) throw new ApiError(404, 'saved-search.error.invalid-link');
  return c.json({ paused: names.length }, 200);
};
