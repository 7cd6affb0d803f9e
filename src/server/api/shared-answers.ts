/** The answers many operations share: declared once in the OpenAPI document and attached to each route, by rule, as it is registered (decision 019). */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { ErrorSchema } from '../../lib/api/shapes.ts';
import { SHARED_ANSWERS, type SharedStatus } from './errors.ts';
import { isRoleCheck } from './middleware/auth.ts';
import { isRateLimit } from './middleware/rate-limit.ts';

const error = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** What each shared answer means, wherever it is attached; `message` is the translation key named. */
type Header = { description?: string; schema: { type: 'string'; const?: string; pattern?: string } };
const COMPONENTS: Record<SharedStatus, { description: string; headers?: Record<string, Header> }> = {
  400: {
    description:
      'Invalid input: `validation-error` with `errors` (field → key) for a parameter, query or body that breaks ' +
      'its rules, a body nested deeper than 32 levels or holding U+0000, or a URL holding `%00`; `malformed-json` ' +
      'for a body that is not JSON.',
  },
  401: {
    description: '`unauthorized`: no bearer token, or one that is invalid, expired, retired or of a deleted account.',
    headers: {
      'WWW-Authenticate': {
        description: 'When no valid token came with the call',
        schema: { type: 'string', const: 'Bearer' },
      },
    },
  },
  403: { description: "`forbidden`: the call needs a role the session's account does not have." },
  404: { description: '`not-found`: what the call names does not exist, or the caller may not see it.' },
  413: {
    description:
      '`payload-too-large`: the body is over the limit of the call (1 MB unless its description names more).',
  },
  415: { description: '`unsupported-media-type`: a body that is not `application/json`.' },
  429: {
    description: '`too-many-requests`: the rate limit of the call is spent (decision 024); retry after `Retry-After`.',
    headers: {
      'Retry-After': {
        description: 'Seconds until the window ends',
        schema: { type: 'string', pattern: '^[1-9][0-9]*$' },
      },
    },
  },
};

/** Declares the Error schema and the shared answers in a registry (every router does; the document keeps one of each). */
export function registerSharedAnswers(registry: OpenAPIHono['openAPIRegistry']): void {
  // A clone: ErrorSchema (src/lib/api/shapes.ts) may predate zod-openapi's extension, and only a schema built after
  // it can take `.openapi()`, which registering calls (as docs.index.ts does for the bus payloads).
  registry.register('Error', ErrorSchema.clone());
  for (const [status, { description, headers }] of Object.entries(COMPONENTS)) {
    registry.registerComponent('responses', SHARED_ANSWERS[Number(status) as SharedStatus], {
      description,
      ...(headers && { headers }),
      content: error,
    });
  }
}

const ref = (status: SharedStatus) => ({ $ref: `#/components/responses/${SHARED_ANSWERS[status]}` });

/**
 * The shared answers a route can give, read from how it is declared:
 * - 400 always: every operation refuses `%00` in its URL, and validates what it declares;
 * - 401 when it needs a session (bearer security, or a path under /private/, which the route gate guards);
 * - 403 when a requireRole middleware restricts it to roles;
 * - 404 when its path has a parameter (it names a thing, which may not exist);
 * - 413 and 415 when it takes a JSON body;
 * - 429 when a limitPerAccount or limitPerAddress middleware counts it.
 * Answers a handler gives beyond these (a 404 for a uid in a query, a limit counted inside) are declared by the route.
 */
export function sharedStatuses(route: RouteConfig): SharedStatus[] {
  const middleware = [route.middleware ?? []].flat();
  const statuses: SharedStatus[] = [400];
  const needsSession =
    route.security?.some((requirement) => 'bearerAuth' in requirement) || route.path.startsWith('/private/');
  if (needsSession) statuses.push(401);
  if (middleware.some(isRoleCheck)) statuses.push(403);
  if (/\{[^}]+\}/.test(route.path)) statuses.push(404);
  if (route.request?.body?.content['application/json']) statuses.push(413, 415);
  if (middleware.some(isRateLimit)) statuses.push(429);
  return statuses;
}

/**
 * The route with the shared answers it can give added as references; an answer the route declares itself
 * (with its own description) stays. Responses are listed by status.
 */
export function withSharedAnswers<R extends RouteConfig>(route: R): R {
  const responses: RouteConfig['responses'] = { ...route.responses };
  for (const status of sharedStatuses(route)) responses[status] ??= ref(status);
  const sorted = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
  return { ...route, responses: sorted };
}
