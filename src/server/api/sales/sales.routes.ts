/** Sale calls: public reading (listing, one sale, certified), publishing one's own sales, photos, favourites, and admins' moderation. */
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SALE_PHOTOS, saleInputSchema, SALE_PHOTO_MAX_KB } from '../../../lib/validation/sale.ts';
import { animalsInputSchema, LITTER_ANIMALS_MAX } from '../../../lib/sales/litter.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, SORTS } from '../../domain/sales/filters.ts';
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH } from '../../domain/sales/suggestions.ts';
import { DEFAULT_RADIUS_KM, RADII_KM } from '../../../lib/searches/types.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, errorResponses, imageRefusals, ownCaseRefusal } from '../errors.ts';
import { bearerSecurity, requireAuth, requireRole, type AuthEnv } from '../middleware/auth.ts';
import { allowBodyUpTo, MB } from '../middleware/body-limit.ts';
import { pageQuery, uidParam } from '../params.ts';
import {
  RejectReasonSchema,
  AvailabilityChangeSchema,
  AvailabilityUpdateSchema,
  FreshConfirmationSchema,
  FreshTokenSchema,
  FavoritePageSchema,
  FavoriteUpdateSchema,
  LitterAnimalsSavedSchema,
  LitterAnimalsSchema,
  LitterAnimalStateSchema,
  ModerationDecisionSchema,
  ModerationPageSchema,
  MySaleDetailSchema,
  MySalesPageSchema,
  SaleCardSchema,
  SaleDetailSchema,
  SaleEditResultSchema,
  SaleImageSchema,
  SalePageSchema,
  SalePhotoUploadSchema,
  SearchSuggestionSchema,
  HealthDocumentSchema,
  HealthDocumentUploadSchema,
  HealthRecordSchema,
} from '../../../lib/sales/shapes.ts';
import { healthInputSchema } from '../../../lib/sales/health.ts';
import { FlagVerdictsSchema, SaleFlagListSchema, UsualPriceSchema } from '../../../lib/signals/shapes.ts';
import { HEALTH_DOCUMENT_MAX_BYTES, HEALTH_DOCUMENTS_MAX } from '../../../lib/sales/health-types.ts';
import { limitPerAccount, limitPerAddress, RATE_RULES } from '../middleware/rate-limit.ts';
import { MODERATOR_ROLES } from '../../../lib/users/types.ts';
import { MY_SALE_STATUSES, MY_SALES_MAX_PAGE_SIZE, MY_SALES_PAGE_SIZE } from '../../../lib/sales/types.ts';
import { decodeMySalesCursor } from '../../domain/sales/my-sales.ts';
import { FRESH_CONFIRM_EVERY_DAYS, FRESH_GRACE_DAYS, FRESH_LINK_DAYS } from '../../../lib/sales/freshness.ts';

const tags = ['Sales'];
const notModified = { 304: { description: 'Not modified (If-None-Match matched the ETag)' } };

/**
 * A photo of the largest accepted size (10 MB) is about 13.4 MB of base64; a little more room lets the
 * answer be the photo's own message (`image.error.image-too-large`) rather than a generic 413.
 */
export const PHOTO_BODY_LIMIT = 15 * MB;

const filterParam = (description: string, example?: string) =>
  z
    .string()
    .optional()
    .openapi({ description, ...(example ? { example } : {}) });

export const list = createRoute({
  method: 'get',
  path: '/public/sales',
  tags,
  summary: 'Approved sales, filtered, sorted and paged',
  description:
    'The same filters as the /sales page. `q` searches title, description, species, breed, district and ' +
    'municipality in Portuguese (stemming; accents ignored: "cao" finds "Cão"; plurals and diminutives the stemmer ' +
    'misses find their word: "cães" finds "cão", "gatinho" finds "gato"); it accepts "quoted phrases", `or` and ' +
    '-exclusions. When its words match nothing, a word one letter or so away that listed adverts hold is searched ' +
    'instead and named in `searchedFor`. ' +
    'Around a place (`near` a municipality, or `lat` and `lon`) within `radius` km, each card carries `distanceKm` ' +
    "from that place to its municipality's seat (GeoNames positions, decision 204) and the nearest come first. " +
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
      near: filterParam(
        'Around this municipality (its id): adverts whose municipality lies within `radius` km, straight line; ' +
          'an unknown id is refused at `near`',
        '1312',
      ),
      lat: filterParam('Around this position instead (with `lon`): WGS84 degrees, -90 to 90', '41.15'),
      lon: filterParam('Longitude of that position, -180 to 180', '-8.61'),
      radius: filterParam(
        `Km around the place: ${RADII_KM.join(', ')} (any other is refused); ${DEFAULT_RADIUS_KM} when a place is given without one`,
        '25',
      ),
      sort: filterParam(
        `${SORTS.join(', ')}; default newest (relevance when q is given; distance, nearest first, around a place)`,
      ),
      exact: filterParam('true: search `q` as typed, never a corrected word'),
      page: filterParam('From 0', '0'),
      size: filterParam(`1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`),
    }),
  },
  responses: {
    200: json(SalePageSchema, 'A page of cards'),
    ...notModified,
  },
});

export const suggestions = createRoute({
  method: 'get',
  path: '/public/sales/suggestions',
  tags,
  summary: 'What the search box offers as a person types: species, breeds and places, with their filters',
  description:
    `Names with a word beginning with each typed word ("lab" → Labrador Retriever, "york" → Yorkshire Terrier), ` +
    `at most ${SUGGEST_LIMIT}, those beginning with the first word first; none under ${SUGGEST_MIN_LENGTH} letters. ` +
    'Answered from memory and cacheable for an hour.',
  request: {
    query: z.object({
      q: z
        .string()
        .max(MAX_QUERY_LENGTH * 4, 'validation.too-long')
        .openapi({ example: 'lab' }),
    }),
  },
  responses: { 200: json(z.object({ content: z.array(SearchSuggestionSchema) }), 'The suggestions, best first') },
});

export const usualPrice = createRoute({
  method: 'get',
  path: '/public/sales/usual-price',
  tags,
  summary: 'What a species and breed usually costs: the median and middle half of the last 12 months (issue 57)',
  description:
    "The approved adverts' prices of the last 12 months (a litter by its animals; free adverts left out), as the sale " +
    'editor shows them beside the price: `usualPrice` is null without a breed or under 8 adverts. An advert priced ' +
    'under half the lower bound is flagged for the moderators and its buyers read a note.',
  request: {
    query: z.object({
      species: z.string().min(1, 'validation.required').max(40, 'validation.too-long').openapi({ example: 'DOG' }),
      breed: z.string().min(1, 'validation.required').max(80, 'validation.too-long').openapi({ example: 'LABRADOR' }),
    }),
  },
  responses: {
    200: json(
      z.object({ usualPrice: UsualPriceSchema.nullable() }).meta({ id: 'UsualPriceAnswer' }),
      'The usual price, or null',
    ),
  },
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
  description:
    'Approved sales for everybody, reserved and sold ones too (`availability`); with a bearer token, its owner and admins also get it while pending or rejected (with rejectReason). ' +
    'A sale its owner deleted answers 410 `sale.removed`; one waiting for or refused by the moderators, 404 (decision 136).',
  request: { query: z.object({ searchValue: uidParam }) },
  responses: {
    200: json(SaleDetailSchema, 'The sale'),
    ...notModified,
    ...errorResponses(404),
    410: errorResponse('`sale.removed`: its owner deleted it'),
  },
});

export const create = createRoute({
  method: 'post',
  path: '/private/sale',
  tags,
  summary: 'Publish a sale (it waits for moderation)',
  description:
    'Photos are file keys from POST /private/sale/file, in display order (the first is the default photo), 1 to ' +
    `${MAX_SALE_PHOTOS}. registerDate at least 8 weeks after birthDate, else errors.registerDate \`dateRange\`. ` +
    'A purebred names its breed and LOP number; an undetermined breed names neither. A breeder account needs its DGAV number first (errors.form `sale.error.dgav-required`), and every account a ' +
    'confirmed e-mail address (errors.form `sale.error.email-unconfirmed`, decision 174).',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleCreate)] as const,
  request: { body: jsonBody(saleInputSchema) },
  responses: { 201: json(z.object({ uid: z.uuid() }), 'Created, PENDING') },
});

export const mine = createRoute({
  method: 'get',
  path: '/private/my-sale',
  tags,
  summary: 'My sales, every status, a page at a time, with favourites, visit request counts and counts per status',
  description:
    'Most recently changed first (then by uid), paged by cursor: the first page without `cursor`, the next with the ' +
    '`next` of the page before (null on the last page). A cursor the server did not write answers 400 ' +
    '(errors.cursor `validation.invalid`). `status` keeps one status; `counts` are always over every status, for ' +
    'filter chips with numbers.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: {
    query: pageQuery(MY_SALES_MAX_PAGE_SIZE, MY_SALES_PAGE_SIZE)
      .pick({ size: true })
      .extend({
        status: z
          .enum(MY_SALE_STATUSES, { message: 'validation.invalid' })
          .optional()
          .openapi({ description: 'Only my adverts in this status; every status when absent', example: 'REJECTED' }),
        cursor: z
          .string()
          .transform((text, ctx) => {
            const cursor = decodeMySalesCursor(text);
            if (cursor) return cursor;
            ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
            return z.NEVER;
          })
          .optional()
          .openapi({ type: 'string', description: 'The `next` of the page before; absent for the first page' }),
      }),
  },
  responses: { 200: json(MySalesPageSchema, 'A page of my sales, most recently changed first') },
});

export const mineOne = createRoute({
  method: 'get',
  path: '/private/my-sale/{uid}',
  tags,
  summary: 'One of my sales, whole (the editor loads it)',
  description: 'With a change waiting for the moderators, the sale as that change makes it (`revisionPending`).',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 200: json(MySaleDetailSchema, 'The sale') },
});

export const availability = createRoute({
  method: 'put',
  path: '/private/my-sale/{uid}/availability',
  tags,
  summary: 'Mark one of my sales available, reserved or sold',
  description:
    'RESERVED and SOLD take it out of the listing; its page stays with that state. People whose heart is on it are told once per state ' +
    '(SALE_RESERVED, SALE_SOLD; `notified` counts them). SOLD also cancels the coming visits, whose visitors are told ' +
    "instead (BOOKING_REJECTED and mail; counted in `notified`); RESERVED keeps them (decision 138). Another user's sale " +
    'answers 404 (decision 065).',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(AvailabilityUpdateSchema),
  },
  responses: {
    200: json(AvailabilityChangeSchema, 'Saved'),
    ...errorResponses(404),
  },
});

const freshRule =
  `Every ${FRESH_CONFIRM_EVERY_DAYS} days after its publication or its last confirmation the seller is asked (SALE_CONFIRM ` +
  `in the bell, pushed, and a mail); ${FRESH_GRACE_DAYS} days later an unconfirmed advert becomes LAPSED and leaves the ` +
  'listing and the search; nobody else is told (decision 219).';

export const confirm = createRoute({
  method: 'post',
  path: '/private/my-sale/{uid}/confirm',
  tags,
  summary: 'Say one of my approved adverts is still available ("ainda disponível"), or bring a lapsed one back',
  description: `${freshRule} This confirms it now, answers the question and lists a LAPSED advert again. A sale that is not mine, not approved, reserved or sold answers 404.`,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    200: json(FreshConfirmationSchema, 'Confirmed'),
    ...errorResponses(404),
  },
});

export const confirmByLink = createRoute({
  method: 'post',
  path: '/public/sale/confirm',
  tags,
  summary: "The one tap of a fresh-advert mail's link: confirms the advert it names for its seller",
  description: `${freshRule} The mail's link opens /sales/confirm, whose button sends its token here (opening the link changes nothing). The token is signed by the site, names the seller and the advert and lasts ${FRESH_LINK_DAYS} days. Answers 404 \`not-found\` for a token the site did not make, an expired one, or an advert no longer approved, available or lapsed.`,
  middleware: [limitPerAddress(RATE_RULES.freshLinkIp)] as const,
  request: { body: jsonBody(FreshTokenSchema) },
  responses: {
    200: json(FreshConfirmationSchema, 'Confirmed'),
    404: errorResponse('`not-found`: not a valid link, or nothing to confirm'),
  },
});

export const animals = createRoute({
  method: 'put',
  path: '/private/my-sale/{uid}/animals',
  tags,
  summary: 'Set the animals of one of my adverts: a litter (issue 39, decision 186)',
  description:
    `1 to ${LITTER_ANIMALS_MAX} animals, each with a label, sex, colour, price (euros) and microchip (15 digits, unique on ` +
    'the whole site: 400 `litter.error.microchip-taken`, or `litter.error.microchip-twice` within the list). An animal ' +
    'sent with its `uid` keeps its state; the others are AVAILABLE. While the advert waits for its first approval the ' +
    'animals are set at once: its price becomes the lowest of its available animals, and it is reserved or sold when no ' +
    'animal is available (as `PUT …/availability` does). On a published advert they are a change for the moderators ' +
    '(`revision: true`, decision 197): the advert stays online with its approved animals until a moderator approves the ' +
    'change with any other waiting one (`PUT /private/admin/sale/{uid}/approve`) or refuses it; a list equal to the ' +
    'published one withdraws a waiting one. Errors are keyed `animals.N.field`.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    // The shared schema as the editor runs it (its `animals.N.field` answers: animalsBodyHook).
    body: jsonBody(animalsInputSchema),
  },
  responses: {
    200: json(LitterAnimalsSavedSchema, 'The litter, or the change waiting for the moderators'),
    ...errorResponses(404),
  },
});

export const animalState = createRoute({
  method: 'put',
  path: '/private/my-sale/{uid}/animals/{animalUid}/state',
  tags,
  summary: 'Mark one animal of my litter available, reserved or sold',
  description:
    'The litter follows its animals: the lowest available price is its price, and when no animal is available it is ' +
    'reserved, or sold once every one is, as `PUT …/availability` does (people with a heart on it told; sold cancels ' +
    'the coming visits). A fact its owner states: it changes at once, never waiting for the moderators (decision 197); ' +
    'an animal only a waiting change adds has no state yet (404).',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: {
    params: z.object({ uid: uidParam, animalUid: uidParam }),
    body: jsonBody(LitterAnimalStateSchema),
  },
  responses: { 200: json(LitterAnimalsSchema, 'The litter'), ...errorResponses(404) },
});

export const edit = createRoute({
  method: 'put',
  path: '/private/my-sale-edit/{uid}',
  tags,
  summary: 'Change one of my sales',
  description:
    'A pending or refused sale is changed and goes back to PENDING. An approved one stays online as it is and the change waits ' +
    'for the moderators as a revision (`revision: true`; decision 135), replacing an earlier waiting one. ' +
    "Another user's sale answers 404, as an unknown one (decision 065). Photos dropped from the list are deleted.",
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }), body: jsonBody(saleInputSchema) },
  responses: {
    200: json(SaleEditResultSchema, 'Saved: PENDING, or a revision beside the published version'),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/private/my-sale-delete/{uid}',
  tags,
  summary: 'Delete one of my sales with its photos',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 204: { description: 'Deleted' } },
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
  middleware: [allowBodyUpTo<AuthEnv>(PHOTO_BODY_LIMIT), requireAuth, limitPerAccount(RATE_RULES.salePhoto)] as const,
  request: {
    body: jsonBody(SalePhotoUploadSchema),
  },
  responses: {
    201: json(SaleImageSchema, 'Stored; put its uid in the sale'),
    ...imageRefusals('image.error.', 'source', '15 MB'),
  },
});

export const updateFavorite = createRoute({
  method: 'put',
  path: '/private/sale/update-favorite',
  tags,
  summary: 'Put or take back my heart on a sale',
  description:
    'The first heart a user ever puts on a sale notifies its seller (SALE_INTERESTED). New hearts go only on approved sales.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.favorite)] as const,
  request: {
    body: jsonBody(FavoriteUpdateSchema),
  },
  responses: {
    200: json(z.object({ saleUid: z.uuid(), favorite: z.boolean() }), 'Saved'),
    ...errorResponses(404),
  },
});

export const favorites = createRoute({
  method: 'get',
  path: '/private/sale/favorites',
  tags,
  summary: 'My favourite sales that are still public, latest heart first',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { query: pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE) },
  responses: { 200: json(FavoritePageSchema, 'A page of cards') },
});

export const favoriteUids = createRoute({
  method: 'get',
  path: '/private/sale/favorite-uids',
  tags,
  summary: 'The uids of every sale I have a heart on (to fill the hearts of a page)',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.array(z.uuid()), 'Sale uids') },
});

export const queue = createRoute({
  method: 'get',
  path: '/private/admin/sale',
  tags: ['Moderation'],
  summary: 'Sales by status (PENDING by default), oldest change first',
  description:
    'PENDING also lists the changes waiting on approved sales (`revision: true`, the fields as they would read, `changes`), ' +
    "and leaves out the adverts held by their owner's suspension while it lasts. The caller's own adverts are left out " +
    'of every status: another member of staff decides them (decision 194).',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES)] as const,
  request: {
    query: pageQuery(50, 20).extend({
      status: z
        .enum(['PENDING', 'APPROVED', 'REJECTED'], { message: 'validation.invalid' })
        .optional()
        .openapi({ example: 'PENDING' }),
    }),
  },
  responses: {
    200: json(ModerationPageSchema, 'A page of the queue'),
  },
});

export const approve = createRoute({
  method: 'put',
  path: '/private/admin/sale/{uid}/approve',
  tags: ['Moderation'],
  summary: 'Publish a sale; its owner is notified (SALE_APPROVE)',
  description:
    'The sale is certified when its seller is a certified breeder. 409 `moderation.error.already-approved` when it already is approved; ' +
    "409 `moderation.error.owner-suspended` for an advert held by its owner's suspension while it lasts (it comes back when lifted). " +
    "An approved sale with a waiting change: the change replaces the published version (`revision: true`), a litter's " +
    'animals with it (each keeping its state); 409 `moderation.error.microchip-taken` when another advert has taken one ' +
    'of their microchips since (nothing changes; decision 197).',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    200: json(ModerationDecisionSchema, 'Approved'),
    403: ownCaseRefusal("the advert is the caller's own"),
    ...errorResponses(409),
  },
});

export const reject = createRoute({
  method: 'put',
  path: '/private/admin/sale/{uid}/reject',
  tags: ['Moderation'],
  summary: 'Refuse a pending sale or take down an approved one, with a reason; its owner is notified (SALE_REJECT)',
  description:
    'An approved sale with a waiting change: the change is refused and the published version stays (`revision: true`); a second call takes the sale down.',
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(RejectReasonSchema),
  },
  responses: {
    200: json(ModerationDecisionSchema, 'Rejected'),
    403: ownCaseRefusal("the advert is the caller's own"),
    ...errorResponses(409),
  },
});

export const flagVerdicts = createRoute({
  method: 'put',
  path: '/private/admin/sale/{uid}/flags',
  tags: ['Moderation'],
  summary: "Mark an advert's risk flags right or wrong as the moderator decides (issue 57)",
  description:
    'Each verdict is kept with its flag (who, when), so the signals can be tuned; the queue then no longer counts the ' +
    "flag as open. 400 at `verdicts.N.id` for a flag that is not this advert's.",
  security: bearerSecurity,
  middleware: [requireRole(...MODERATOR_ROLES), limitPerAccount(RATE_RULES.moderation)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(FlagVerdictsSchema),
  },
  responses: {
    200: json(SaleFlagListSchema, "The advert's flags with their verdicts"),
    403: ownCaseRefusal("the advert is the caller's own"),
  },
});

const healthTags = ['Sales', 'Health sheet'];

export const health = createRoute({
  method: 'get',
  path: '/private/sale/{uid}/health',
  tags: healthTags,
  summary: "An advert's health and parents sheet with its private documents, for its seller and the moderators",
  description:
    'Issue 56, decision 215. Anyone else, a buyer in conversation with the seller included, gets 404 as for an unknown ' +
    'advert; everybody reads the sheet without the documents in the advert (`healthSheet` of GET /public/sale).',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: { 200: json(HealthRecordSchema, 'The sheet'), ...errorResponses(404) },
});

export const saveHealth = createRoute({
  method: 'put',
  path: '/private/my-sale/{uid}/health',
  tags: healthTags,
  summary: 'Write the health and parents sheet of one of my adverts (part-filled if need be)',
  description:
    "The advert's sheet (a litter's, shared by its animals) and, for a litter, each animal's LOP number and own sheet " +
    "(`own: null` shares the litter's). Every part may be left empty and completed later; what is sent replaces the " +
    'sheet at once, without waiting for the moderators (a declaration of the seller, shown with its date). Refused at ' +
    'the field (400, errors keyed like `sheet.vaccines.0.date`, `animals.1.own.tests.0.result`): a date in the future ' +
    '(`health.error.future`), a vaccine, deworming (`health.error.before-birth`) or vet check ' +
    "(`health.error.vet-before-birth`) before the animal's birth, a result off its test's scale " +
    "(`health.error.scale.HIP`…), an animal the litter does not have (`litter.error.animal`). Another person's " +
    'advert answers 404.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam }), body: jsonBody(healthInputSchema) },
  responses: { 200: json(HealthRecordSchema, 'Saved'), ...errorResponses(404) },
});

/** A document of the largest size in base64 with room for the other fields. */
export const HEALTH_DOCUMENT_BODY_LIMIT = Math.ceil((HEALTH_DOCUMENT_MAX_BYTES * 4) / 3) + MB;

export const addHealthDocument = createRoute({
  method: 'post',
  path: '/private/my-sale/{uid}/health/document',
  tags: healthTags,
  summary: "Give a private document of my advert's sheet: a photo of the vaccination booklet, a test certificate",
  description:
    `A PDF, JPEG, PNG or WebP recognised by its bytes (errors.data \`health.error.document-type\`), at most ` +
    `${HEALTH_DOCUMENT_MAX_BYTES / MB} MB (\`health.error.document-size\`), ${HEALTH_DOCUMENTS_MAX} per advert (409 ` +
    '`health.error.documents-max`). Seen by the seller and the moderators only; buyers read that it was given.',
  security: bearerSecurity,
  middleware: [
    allowBodyUpTo<AuthEnv>(HEALTH_DOCUMENT_BODY_LIMIT),
    requireAuth,
    limitPerAccount(RATE_RULES.salePhoto),
  ] as const,
  request: { params: z.object({ uid: uidParam }), body: jsonBody(HealthDocumentUploadSchema) },
  responses: {
    201: json(HealthDocumentSchema, 'Kept'),
    ...errorResponses(404),
    409: errorResponse('`health.error.documents-max`'),
  },
});

export const removeHealthDocument = createRoute({
  method: 'delete',
  path: '/private/my-sale/{uid}/health/document/{documentUid}',
  tags: healthTags,
  summary: "Remove a private document of my advert's sheet",
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.saleEdit)] as const,
  request: { params: z.object({ uid: uidParam, documentUid: uidParam }) },
  responses: { 204: { description: 'Removed' }, ...errorResponses(404) },
});

export const healthDocument = createRoute({
  method: 'get',
  path: '/private/sale/health-document/{uid}',
  tags: healthTags,
  summary: "One private document of an advert's sheet, for its seller and the moderators",
  description:
    'Images inline, PDFs as a download; never cached. 404 `not-found` for anyone else (a buyer in conversation with ' +
    'the seller included), as for a document that does not exist.',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    200: {
      description: 'The document as it was sent',
      content: {
        'application/pdf': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...errorResponses(404),
  },
});
