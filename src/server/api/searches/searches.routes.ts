/** Saved searches (issue 19, decision 155): keep the listing's filters, hear of new adverts that match them. */
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SAVED_SEARCHES } from '../../../lib/searches/types.ts';
import {
  SavedSearchChangesSchema,
  SavedSearchInputSchema,
  SavedSearchSchema,
  UnsubscribedSchema,
} from '../../../lib/searches/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { limitPerAccount, limitPerAddress, RATE_RULES } from '../middleware/rate-limit.ts';
import { uidParam } from '../params.ts';

export const list = createRoute({
  method: 'get',
  path: '/private/saved-search',
  tags: ['Saved searches'],
  summary: 'My saved searches, newest first, each with how many adverts match now',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.array(SavedSearchSchema), 'The searches') },
});

export const create = createRoute({
  method: 'post',
  path: '/private/saved-search',
  tags: ['Saved searches'],
  summary: 'Save a search',
  description:
    `Up to ${MAX_SAVED_SEARCHES} per person (422 \`saved-search.error.limit\`). At least one filter or some words ` +
    '(422 `saved-search.error.empty`). Named by its summary unless `name` is given. When the moderators approve an ' +
    'advert it matches, its owner is told once per advert: SEARCH_MATCH in the bell, and mail as `frequency` says.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.savedSearch)] as const,
  request: {
    body: jsonBody(SavedSearchInputSchema),
  },
  responses: {
    201: json(SavedSearchSchema, 'Saved'),
    422: errorResponse(
      '`saved-search.error.limit`, `saved-search.error.empty`, or `saved-search.error.unknown-reference` (a species, ' +
        'breed, district or municipality that does not exist, or a breed of another species)',
    ),
  },
});

export const update = createRoute({
  method: 'patch',
  path: '/private/saved-search/{uid}',
  tags: ['Saved searches'],
  summary: 'Rename, pause or resume, or change how often a saved search mails',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.savedSearch)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(SavedSearchChangesSchema),
  },
  responses: {
    200: json(SavedSearchSchema, 'Changed'),
    404: errorResponse('`saved-search.error.not-found`: no such search of the caller'),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/private/saved-search/{uid}',
  tags: ['Saved searches'],
  summary: 'Delete a saved search (it never alerts again)',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.savedSearch)] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponse('`saved-search.error.not-found`: no such search of the caller'),
  },
});

export const unsubscribe = createRoute({
  method: 'post',
  path: '/public/saved-search/unsubscribe',
  tags: ['Saved searches'],
  summary: 'One-click unsubscribe from an alert mail (RFC 8058): pauses the searches the link names',
  description:
    "The URL of the alert mails' `List-Unsubscribe` header, which mail providers POST to (with the body " +
    "`List-Unsubscribe=One-Click`, ignored) without signing in: `search` lists the uids, `token` is the site's HMAC of " +
    'them. Answers 404 `saved-search.error.invalid-link` for a token the site did not make.',
  middleware: [limitPerAddress(RATE_RULES.unsubscribeIp)] as const,
  request: {
    query: z.object({
      search: z
        .string()
        .max(40 * MAX_SAVED_SEARCHES, 'validation.too-long')
        .openapi({ description: 'Comma-separated saved-search uids', example: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90' }),
      token: z.string().max(64, 'validation.too-long'),
    }),
  },
  responses: {
    200: json(UnsubscribedSchema, 'Paused'),
    404: errorResponse('`saved-search.error.invalid-link`: not a link the site made'),
  },
});
