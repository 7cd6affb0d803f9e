/** The API's one error shape (src/lib/api/shapes.ts): the error class, its answers in the document, zod issue mapping. */
import type { z } from '@hono/zod-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorSchema, type ErrorBody, type FieldErrors } from '../../lib/api/shapes.ts';

/** Thrown by handlers and middleware; the app's onError turns it into the error shape. */
/** Hono's status type stops at the IANA list; 498 (invalid token) is the specification's own. */
export type ApiErrorStatus = ContentfulStatusCode | 498;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(status: ApiErrorStatus, message: string, errors?: FieldErrors, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }

  get body(): ErrorBody {
    return errorBody(this.status, this.message, this.errors);
  }
}

export function errorBody(status: number, message: string, errors?: FieldErrors): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { status, message, errors } : { status, message };
}

/** Generic messages by status, used when nothing more precise is known. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  498: 'invalid-token',
  500: 'server-error',
  503: 'service-unavailable',
};

/** Validation errors answer 400 (decision 020): one status for "fix your request", as malformed JSON. */
export const VALIDATION_STATUS = 400;
export const VALIDATION_MESSAGE = 'validation-error';

/**
 * The answers many operations share, declared once under `components.responses` (shared-answers.ts) and
 * attached to each route by rule when it is registered; here so a route can also name one its handler gives.
 */
export const SHARED_ANSWERS = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
} as const;
export type SharedStatus = keyof typeof SHARED_ANSWERS;

const DESCRIPTIONS = {
  409: 'Conflict with existing data',
  422: 'Understood but refused (see the message)',
  498: 'Invalid, used or expired ticket',
  503: 'A service the call needs (mail) is unavailable',
} as const;

type ErrorAnswer = { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } };
type SharedRef = { $ref: string };

/** An error answer with the operation's own description, for a status whose meaning here is more precise than the shared one. */
export function errorResponse(description: string): ErrorAnswer {
  return { description, content: { 'application/json': { schema: ErrorSchema } } };
}

/**
 * The 403 of a moderation decision (decision 194): the shared `forbidden`, or `moderation.error.own-case` when the
 * caller is a party to the case (`party` says how); `also` names the call's other 403s.
 */
export function ownCaseRefusal(party: string, also = ''): ErrorAnswer {
  return errorResponse(
    "`forbidden`: the call needs a role the session's account does not have; `moderation.error.own-case`: " +
      `${party}, so another member of staff decides${also}`,
  );
}

/**
 * The answers of a call that takes an image, where the pipeline's refusals (src/server/files/image-error.ts)
 * share statuses with the shared answers: `key` prefixes the message (`image.error.`), which errors.`field`
 * repeats; `limit` is the call's body limit.
 */
export function imageRefusals(key: string, field: string, limit: string) {
  const named = (code: string) => `\`${key}${code}\` (also under errors.${field})`;
  return {
    400: errorResponse(
      `Invalid input as for any call (\`validation-error\`, \`malformed-json\`), or ${named('invalid-image')}: not an image`,
    ),
    413: errorResponse(`\`payload-too-large\`: the body is over ${limit}; or ${named('image-too-large')}`),
    415: errorResponse(
      `\`unsupported-media-type\`: the body is not JSON; or ${named('unsupported-image-type')}: not JPEG, PNG, WebP or AVIF`,
    ),
    422: errorResponse(`${named('image-too-small')}: too small to show`),
  };
}

const isShared = (status: number): status is SharedStatus => status in SHARED_ANSWERS;

/**
 * OpenAPI `responses` entries in the error shape: a shared answer (400, 401, 403, 404, 413, 415, 429) as a
 * reference to its component, for a route whose handler gives it beyond the rules; others with their description.
 */
export function errorResponses<S extends SharedStatus | keyof typeof DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      isShared(s)
        ? { $ref: `#/components/responses/${SHARED_ANSWERS[s]}` }
        : errorResponse(DESCRIPTIONS[s as Exclude<S, SharedStatus>]),
    ]),
  ) as Record<S, ErrorAnswer | SharedRef>;
}

// A message that is already a translation key (lower-case dotted words), set by a schema on purpose.
const KEY = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/** The value at an issue's path in the input (zod does not report inputs by default). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** A translation key for a zod issue whose schema did not name one. */
function keyForIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (KEY.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(input, issue.path) === undefined ? 'validation.required' : 'validation.invalid-type';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'validation.required' : 'validation.too-short';
      return 'validation.too-small';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.too-long' : 'validation.too-big';
    case 'invalid_format':
      return 'validation.invalid-format';
    default:
      return 'validation.invalid';
  }
}

/** The first issue of each field, as field → translation key; a whole-body issue is filed under `target`. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], target: string, input?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : target;
    errors[field] ??= keyForIssue(issue, input);
  }
  return errors;
}
