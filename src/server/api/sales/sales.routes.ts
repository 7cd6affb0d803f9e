/** Sale calls: public reading (listing, one sale, certified), publishing one's own sales, photos and favourites. */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { MAX_SALE_PHOTOS, saleInputSchema, SALE_PHOTO_MAX_KB } from '../../../lib/validation/sale.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORTS } from '../../domain/sales/filters.ts';
import { errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { uidParam } from '../params.ts';
import { json, jsonBody, MySaleSchema, pageNumber, pageOf, pageSize, SaleCardSchema, SaleDetailSchema, SaleImageSchema } from './sales.schemas.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Sales'];
const notModified = { 304: { description: 'Not modified (If-None-Match matched the ETag)' } };

/**
 * A photo of the largest accepted size (10 MB) is about 13.4 MB of base64; a little more room lets the
 * answer be the photo's own message (`image.error.image-too-large`) rather than a generic 413.
 */
export const PHOTO_BODY_LIMIT = 15 * MB;
const bodyUpTo = (bytes: number) => allowBodyUpTo(bytes) as MiddlewareHandler<AuthEnv>;

const filterParam = (description: string, example?: string) => z.string().optional().openapi({ description, ...(example ? { example } : {}) });

export const list = createRoute({
  method: 'get',
  path: '/public/sales',
  tags,
  summary: 'Approved sales, filtered, sorted and paged',
  description:
    'The same filters as the /sales page. `q` searches title, description, species and breed in Portuguese ' +
    '(stemming; accents ignored: "cao" finds "Cão"); it accepts "quoted phrases", `or` and -exclusions. ' +
    'Answers carry an ETag; send If-None-Match to get 304 when nothing changed.',
  request: {
    query: z.object({
      q: filterParam('Free text', 'cão de água'),
      species: filterParam('Species code', 'DOG'),
      breed: filterParam('Breed code (purebreds only)', 'DOG_AGUA_PORTUGUES'),
      location: filterParam('District or region id', '11'),
      childLocation: filterParam('Municipality id', '1106'),
      priceMin: filterParam('Lowest price in euros', '100'),
      priceMax: filterParam('Highest price in euros', '1500'),
      sex: filterParam('MALE or FEMALE'),
      ageMin: filterParam('Youngest age in whole months'),
      ageMax: filterParam('Oldest age in whole months', '6'),
      certified: filterParam('true: only sales of certified breeders'),
      free: filterParam('true: only free animals'),
      sort: filterParam(`${SORTS.join(', ')}; default newest (relevance when q is given)`),
      page: filterParam('From 0', '0'),
      size: filterParam(`1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`),
    }),
  },
  responses: { 200: json(pageOf(SaleCardSchema, 'SalePage'), 'A page of cards'), ...notModified, ...errorResponses(400) },
});

export const certified = createRoute({
  method: 'get',
  path: '/public/sale/certified',
  tags,
  summary: 'Approved sales of certified breeders (the home carousel), newest first',
  responses: { 200: json(z.array(SaleCardSchema), 'Up to 12 cards'), ...notModified },
});

export const detail = createRoute({
  method: 'get',
  path: '/public/sale',
  tags,
  summary: 'One sale with every legal field',
  description: 'Approved sales for everybody; with a bearer token, its owner and admins also get it while pending or rejected (with rejectReason).',
  request: { query: z.object({ searchValue: uidParam }) },
  responses: { 200: json(SaleDetailSchema, 'The sale'), ...notModified, ...errorResponses(400, 404) },
});

export const create = createRoute({
  method: 'post',
  path: '/private/sale',
  tags,
  summary: 'Publish a sale (it waits for moderation)',
  description:
    'Photos are file keys from POST /private/sale/file, in display order (the first is the default photo), 1 to ' +
    `${MAX_SALE_PHOTOS}. registerDate at least 8 weeks after birthDate, else errors.registerDate \`dateRange\`. ` +
    'A purebred names its breed and LOP number; an undetermined breed names neither. A breeder account needs its DGAV number first (errors.form `sale.error.dgav-required`).',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleCreate)] as const,
  request: { body: jsonBody(saleInputSchema) },
  responses: { 201: json(z.object({ uid: z.uuid() }), 'Created, PENDING'), ...errorResponses(400, 401, 413, 429) },
});

export const mine = createRoute({
  method: 'get',
  path: '/private/my-sale',
  tags,
  summary: 'My sales, every status, with favourites and visit request counts',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.array(MySaleSchema), 'Most recently changed first'), ...errorResponses(401) },
});

export const mineOne = createRoute({
  method: 'get',
  path: '/private/my-sale/{uid}',
  tags,
  summary: 'One of my sales, whole (the editor loads it)',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 200: json(SaleDetailSchema, 'The sale'), ...errorResponses(400, 401, 404) },
});

export const edit = createRoute({
  method: 'put',
  path: '/private/my-sale-edit/{uid}',
  tags,
  summary: 'Change one of my sales (back to PENDING)',
  description: "Another user's sale answers 404, as an unknown one (decision 065). Photos dropped from the list are deleted.",
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }), body: jsonBody(saleInputSchema) },
  responses: { 200: json(z.object({ uid: z.uuid() }), 'Saved, PENDING'), ...errorResponses(400, 401, 404, 413, 429) },
});

export const remove = createRoute({
  method: 'delete',
  path: '/private/my-sale-delete/{uid}',
  tags,
  summary: 'Delete one of my sales with its photos',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 404, 429) },
});

export const upload = createRoute({
  method: 'post',
  path: '/private/sale/file',
  tags,
  summary: 'Upload one sale photo (base64) and get its file key',
  description:
    `JPEG, PNG, WebP or AVIF recognised by their bytes, at most ${SALE_PHOTO_MAX_KB} KB (the specification's base64 estimate), ` +
    'at least 200 px on the shorter side. Re-encoded (WebP and JPEG widths), metadata stripped. Errors: 413 ' +
    '`image.error.image-too-large`, 415 `image.error.unsupported-image-type`, 422 `image.error.image-too-small`, 400 `image.error.invalid-image`.',
  security: bearerSecurity,
  middleware: [bodyUpTo(PHOTO_BODY_LIMIT), requireAuth, limitPerAccount(RATE_RULES.salePhoto)] as const,
  request: {
    body: jsonBody(
      z
        .object({ source: z.string().min(1, 'validation.required').openapi({ description: 'Base64 or data: URL' }) })
        .openapi('SalePhotoUpload'),
    ),
  },
  responses: { 201: json(SaleImageSchema, 'Stored; put its uid in the sale'), ...errorResponses(400, 401, 413, 429) },
});

export const updateFavorite = createRoute({
  method: 'put',
  path: '/private/sale/update-favorite',
  tags,
  summary: 'Put or take back my heart on a sale',
  description: 'The first heart a user ever puts on a sale notifies its seller (SALE_INTERESTED). New hearts go only on approved sales.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.favorite)] as const,
  request: {
    body: jsonBody(z.object({ saleUid: uidParam, favorite: z.boolean() }).openapi('FavoriteUpdate', { example: { saleUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', favorite: true } })),
  },
  responses: { 200: json(z.object({ saleUid: z.uuid(), favorite: z.boolean() }), 'Saved'), ...errorResponses(400, 401, 404, 429) },
});

export const favorites = createRoute({
  method: 'get',
  path: '/private/sale/favorites',
  tags,
  summary: 'My favourite sales that are still public, latest heart first',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { query: z.object({ page: pageNumber, size: pageSize(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) }) },
  responses: { 200: json(pageOf(SaleCardSchema, 'FavoritePage'), 'A page of cards'), ...errorResponses(400, 401) },
});

export const favoriteUids = createRoute({
  method: 'get',
  path: '/private/sale/favorite-uids',
  tags,
  summary: 'The uids of every sale I have a heart on (to fill the hearts of a page)',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.array(z.uuid()), 'Sale uids'), ...errorResponses(401) },
});
