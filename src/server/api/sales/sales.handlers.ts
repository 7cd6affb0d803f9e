/** Sale handlers: public reads from the cache with ETags; private calls always act for the token's user; moderation (the admin role was checked by the route). */
import type { Context } from 'hono';
import { saleErrors } from '../../../lib/validation/sale.ts';
import type { AppContext } from '../../context.ts';
import { verifyToken } from '../../domain/auth/tokens.ts';
import { favoriteUids as uidsOf, listFavorites, setFavorite } from '../../domain/sales/favorites.ts';
import { DEFAULT_PAGE_SIZE, parseFilters } from '../../domain/sales/filters.ts';
import {
  approveSale,
  moderationQueue,
  rejectSale,
  type DecisionResult,
} from '../../domain/moderation/sale-decisions.ts';
import { OwnCaseError } from '../../domain/moderation/own-case.ts';
import { getMySale, listMySales } from '../../domain/sales/my-sales.ts';
import { setAvailability } from '../../domain/sales/availability.ts';
import { confirmAdvert, confirmByToken } from '../../domain/sales/freshness.ts';
import { setAnimals, setAnimalState } from '../../domain/sales/litters.ts';
import { animalsErrors } from '../../../lib/sales/litter.ts';
import { uploadSalePhoto } from '../../domain/sales/photos.ts';
import { whyUnavailable } from '../../domain/sales/unavailable.ts';
import { suggest } from '../../domain/sales/suggestions.ts';
import { placeErrors } from '../../domain/sales/distance.ts';
import { referenceData } from '../../domain/reference/reference.ts';
import { etagMatches } from '../../http/page-cache.ts';
import { publicCertified, publicListing, publicUsualPrice, viewSale } from '../../domain/sales/public.ts';
import { judgeFlags } from '../../domain/moderation/flag-verdicts.ts';
import { createSale, deleteSale, updateSale, type SalesContext, type WriteFailure } from '../../domain/sales/write.ts';
import { ImageError } from '../../files/image-error.ts';
import { ApiError, errorBody, VALIDATION_MESSAGE, VALIDATION_STATUS } from '../errors.ts';
import { bearerToken, type AuthEnv } from '../middleware/auth.ts';
import { validationHook, type AppRouteHandler, type ApiEnv } from '../router.ts';
import type * as routes from './sales.routes.ts';
import { healthErrors } from '../../../lib/sales/health.ts';
import {
  addHealthDocument as addDocument,
  ownBirthDate,
  healthFor,
  removeHealthDocument as removeDocument,
  saveHealth as save,
  type DocumentResult,
} from '../../domain/sales/health.ts';
import { uidParam } from '../params.ts';
import { readableHealthDocument } from '../../domain/sales/health-reads.ts';
import { documentResponse } from '../../files/private-documents.ts';

/** Public answers may be stored, but are checked with the ETag every time: a write shows at once. */
export const PUBLIC_CACHE = 'public, no-cache';
const PRIVATE_CACHE = 'private, no-store';

/** What the sale services need of the context (the reports' decisions use it too). */
export const salesContext = (ctx: AppContext): SalesContext => ({
  db: ctx.db,
  database: ctx.database,
  files: ctx.files,
  mailer: ctx.mailer,
  env: ctx.env,
  jwtSecret: ctx.jwtSecret,
});

/** True when the request already holds this version (If-None-Match). */
const matches = (c: Context, etag: string): boolean => etagMatches(c.req.header('if-none-match'), etag);

function fail(failure: WriteFailure | Extract<DocumentResult, { status: 409 }>): never {
  throw new ApiError(failure.status, failure.message, 'errors' in failure ? failure.errors : undefined);
}

/**
 * The sale body's own validation answer: every broken rule per field, the rules between fields
 * (`dateRange`) included, with the same keys the editor shows.
 */
export const saleBodyHook: typeof validationHook = (result, c) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- a Hook's answer type is open (any route's)
  if (result.success || result.target !== 'json') return validationHook(result, c);
  return c.json(
    errorBody(VALIDATION_STATUS, VALIDATION_MESSAGE, saleErrors((result as { data?: unknown }).data)),
    VALIDATION_STATUS,
  );
};

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const parsed = parseFilters(c.req.query(), 'strict');
  if (!parsed.ok) throw new ApiError(VALIDATION_STATUS, VALIDATION_MESSAGE, parsed.errors);
  const unknown = placeErrors(parsed.filters, await referenceData(c.get('ctx').db));
  if (unknown) throw new ApiError(VALIDATION_STATUS, VALIDATION_MESSAGE, unknown);
  const cached = await publicListing(c.get('ctx'), parsed.filters);
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('ETag', cached.etag);
  if (matches(c, cached.etag)) return c.body(null, 304);
  return c.json(cached.value, 200);
};

export const suggestions: AppRouteHandler<typeof routes.suggestions> = async (c) => {
  const ref = await referenceData(c.get('ctx').db);
  // Reference data changes only with a release: a browser or a CDN may keep an answer for an hour.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ content: suggest(ref, c.req.valid('query').q) }, 200);
};

export const usualPrice: AppRouteHandler<typeof routes.usualPrice> = async (c) => {
  const { species, breed } = c.req.valid('query');
  const cached = await publicUsualPrice(c.get('ctx'), { species, breed });
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('ETag', cached.etag);
  return c.json({ usualPrice: cached.value }, 200);
};

export const certified: AppRouteHandler<typeof routes.certified> = async (c) => {
  const cached = await publicCertified(c.get('ctx'));
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('ETag', cached.etag);
  if (matches(c, cached.etag)) return c.body(null, 304);
  return c.json(cached.value, 200);
};

/** The token's user when a valid bearer came along; a public call never fails for a bad one. */
async function optionalViewer(c: Context<ApiEnv>) {
  const token = bearerToken(c);
  return token ? verifyToken(c.get('ctx'), token) : null;
}

export const detail: AppRouteHandler<typeof routes.detail> = async (c) => {
  const uid = c.req.valid('query').searchValue;
  const viewed = await viewSale(c.get('ctx'), uid, await optionalViewer(c));
  if (!viewed) {
    c.header('Cache-Control', PRIVATE_CACHE);
    const why = await whyUnavailable(c.get('ctx'), uid);
    if (why?.state === 'removed') throw new ApiError(410, 'sale.removed');
    throw new ApiError(404, 'not-found');
  }
  if (viewed.access === 'private') {
    c.header('Cache-Control', PRIVATE_CACHE);
    return c.json(viewed.sale, 200);
  }
  c.header('Cache-Control', PUBLIC_CACHE);
  c.header('ETag', viewed.etag);
  if (matches(c, viewed.etag)) return c.body(null, 304);
  return c.json(viewed.sale, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const result = await createSale(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('json'));
  if (!result.ok) fail(result);
  return c.json({ uid: result.uid }, 201);
};

export const mine: AppRouteHandler<typeof routes.mine> = async (c) => {
  const { size, status, cursor } = c.req.valid('query');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(await listMySales(c.get('ctx').db, c.get('principal').userId, { size, status, after: cursor }), 200);
};

export const mineOne: AppRouteHandler<typeof routes.mineOne> = async (c) => {
  const sale = await getMySale(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid);
  if (!sale) throw new ApiError(404, 'not-found');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(sale, 200);
};

export const edit: AppRouteHandler<typeof routes.edit> = async (c) => {
  const result = await updateSale(
    salesContext(c.get('ctx')),
    c.get('principal').userId,
    c.req.valid('param').uid,
    c.req.valid('json'),
  );
  if (!result.ok) fail(result);
  return c.json({ uid: result.uid, revision: result.revision }, 200);
};

export const availability: AppRouteHandler<typeof routes.availability> = async (c) => {
  const result = await setAvailability(
    salesContext(c.get('ctx')),
    c.get('principal').userId,
    c.req.valid('param').uid,
    c.req.valid('json').availability,
  );
  if (!result.ok) throw new ApiError(404, 'not-found');
  return c.json({ uid: result.uid, availability: result.availability, notified: result.notified }, 200);
};

export const confirm: AppRouteHandler<typeof routes.confirm> = async (c) => {
  const ctx = c.get('ctx');
  const result = await confirmAdvert(ctx, c.get('principal').userId, c.req.valid('param').uid);
  if (!result.ok) throw new ApiError(404, 'not-found');
  return c.json(result.confirmation, 200);
};

export const confirmByLink: AppRouteHandler<typeof routes.confirmByLink> = async (c) => {
  const result = await confirmByToken(c.get('ctx'), c.req.valid('json').token);
  if (!result.ok) throw new ApiError(404, 'not-found');
  return c.json(result.confirmation, 200);
};

/** The animals' body answers with the same `animals.N.field` keys the editor shows (src/lib/sales/litter.ts). */
export const animalsBodyHook: typeof validationHook = (result, c) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- a Hook's answer type is open (any route's)
  if (result.success || result.target !== 'json') return validationHook(result, c);
  return c.json(
    errorBody(VALIDATION_STATUS, VALIDATION_MESSAGE, animalsErrors((result as { data?: unknown }).data)),
    VALIDATION_STATUS,
  );
};

export const animals: AppRouteHandler<typeof routes.animals> = async (c) => {
  const { uid } = c.req.valid('param');
  const result = await setAnimals(salesContext(c.get('ctx')), c.get('principal').userId, uid, c.req.valid('json'));
  if (!result.ok) fail(result);
  return c.json({ animals: result.animals, revision: result.revision }, 200);
};

export const animalState: AppRouteHandler<typeof routes.animalState> = async (c) => {
  const { uid, animalUid } = c.req.valid('param');
  const result = await setAnimalState(
    salesContext(c.get('ctx')),
    c.get('principal').userId,
    uid,
    animalUid,
    c.req.valid('json').state,
  );
  if (!result.ok) fail(result);
  return c.json({ animals: result.animals }, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const result = await deleteSale(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('param').uid);
  if (!result.ok) fail(result);
  return c.body(null, 204);
};

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  try {
    const result = await uploadSalePhoto(
      salesContext(c.get('ctx')),
      c.get('principal').userId,
      c.req.valid('json').source,
    );
    if (!result.ok) throw new ApiError(result.status, result.message);
    return c.json(result.image, 201);
  } catch (error) {
    if (error instanceof ImageError) {
      const message = `image.error.${error.code}`;
      throw new ApiError(error.status, message, { source: message });
    }
    throw error;
  }
};

export const updateFavorite: AppRouteHandler<typeof routes.updateFavorite> = async (c) => {
  const { saleUid, favorite } = c.req.valid('json');
  const result = await setFavorite(c.get('ctx').db, c.get('principal').userId, saleUid, favorite);
  if (!result.ok) throw new ApiError(404, 'not-found');
  return c.json({ saleUid, favorite: result.favorite }, 200);
};

export const favorites: AppRouteHandler<typeof routes.favorites> = async (c) => {
  const { page = 0, size = DEFAULT_PAGE_SIZE } = c.req.valid('query');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(await listFavorites(c.get('ctx').db, c.get('principal').userId, page, size), 200);
};

export const favoriteUids: AppRouteHandler<typeof routes.favoriteUids> = async (c) => {
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(await uidsOf(c.get('ctx').db, c.get('principal').userId), 200);
};

export const queue: AppRouteHandler<typeof routes.queue> = async (c) => {
  const { status = 'PENDING', page = 0, size = 20 } = c.req.valid('query');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(await moderationQueue(c.get('ctx'), c.get('principal').userId, status, page, size), 200);
};

/** A decision's refusals: its own advert is another moderator's to decide (403, decision 194). */
async function decision(call: () => Promise<DecisionResult>) {
  const result = await call().catch((error: unknown) => {
    if (error instanceof OwnCaseError) throw new ApiError(403, error.key);
    throw error;
  });
  if (!result.ok) throw new ApiError(result.status, result.message);
  return result;
}

export const approve: AppRouteHandler<typeof routes.approve> = async (c) => {
  const { uid } = c.req.valid('param');
  const result = await decision(() =>
    approveSale(salesContext(c.get('ctx')), uid, { moderatorId: c.get('principal').userId }),
  );
  return c.json(
    { uid, status: result.status, certified: result.certified, ...(result.revision && { revision: true as const }) },
    200,
  );
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { uid } = c.req.valid('param');
  const result = await decision(() =>
    rejectSale(salesContext(c.get('ctx')), uid, c.req.valid('json').reason, {
      moderatorId: c.get('principal').userId,
    }),
  );
  return c.json(
    { uid, status: result.status, certified: result.certified, ...(result.revision && { revision: true as const }) },
    200,
  );
};

export const flagVerdicts: AppRouteHandler<typeof routes.flagVerdicts> = async (c) => {
  const result = await judgeFlags(
    c.get('ctx'),
    c.get('principal').userId,
    c.req.valid('param').uid,
    c.req.valid('json'),
  ).catch((error: unknown) => {
    if (error instanceof OwnCaseError) throw new ApiError(403, error.key);
    throw error;
  });
  if (!result.ok && result.status === 404) throw new ApiError(404, result.message);
  if (!result.ok) throw new ApiError(VALIDATION_STATUS, VALIDATION_MESSAGE, result.errors);
  return c.json({ flags: result.flags }, 200);
};

export const health: AppRouteHandler<typeof routes.health> = async (c) => {
  const record = await healthFor(c.get('ctx').db, c.get('principal'), c.req.valid('param').uid);
  if (!record) throw new ApiError(404, 'not-found');
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(record, 200);
};

/**
 * The sheet's validation answer: every broken rule at its field (`sheet.vaccines.0.date`), the dates before the
 * birth of the caller's own advert included, with the keys the editor shows.
 */
export const healthBodyHook: typeof validationHook = async (result, c) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- a Hook's answer type is open (any route's)
  if (result.success || result.target !== 'json') return validationHook(result, c);
  const uid = c.req.param('uid') ?? '';
  const principal = (c as unknown as Context<AuthEnv>).get('principal');
  const birthDate = uidParam.safeParse(uid).success
    ? await ownBirthDate(c.get('ctx').db, principal.userId, uid.toLowerCase())
    : null;
  const data = (result as { data?: unknown }).data;
  return c.json(
    errorBody(VALIDATION_STATUS, VALIDATION_MESSAGE, healthErrors(data, birthDate ?? '0000-01-01')),
    VALIDATION_STATUS,
  );
};

export const saveHealth: AppRouteHandler<typeof routes.saveHealth> = async (c) => {
  const result = await save(
    salesContext(c.get('ctx')),
    c.get('principal').userId,
    c.req.valid('param').uid,
    c.req.valid('json'),
  );
  if (!result.ok) fail(result);
  c.header('Cache-Control', PRIVATE_CACHE);
  return c.json(result.record, 200);
};

export const addHealthDocument: AppRouteHandler<typeof routes.addHealthDocument> = async (c) => {
  const body = c.req.valid('json');
  const result = await addDocument(salesContext(c.get('ctx')), c.get('principal').userId, c.req.valid('param').uid, {
    kind: body.kind,
    animalUid: body.animalUid,
    name: body.name,
    bytes: body.data,
  });
  if (!result.ok) fail(result);
  return c.json(result.document, 201);
};

export const removeHealthDocument: AppRouteHandler<typeof routes.removeHealthDocument> = async (c) => {
  const { uid, documentUid } = c.req.valid('param');
  const result = await removeDocument(salesContext(c.get('ctx')), c.get('principal').userId, uid, documentUid);
  if (!result.ok) fail(result);
  return c.body(null, 204);
};

export const healthDocument: AppRouteHandler<typeof routes.healthDocument> = async (c) => {
  const ctx = c.get('ctx');
  const found = await readableHealthDocument(ctx.db, c.get('principal'), c.req.valid('param').uid);
  const object = found && (await ctx.files.get(found.storeKey));
  if (!found || !object) throw new ApiError(404, 'not-found');
  return documentResponse(found, object.bytes);
};
