/** The browser's one HTTP client: ky with the bearer header, the loading count, and the session's error rules. */
import ky, { isHTTPError, type KyInstance } from 'ky';
import { ACCESS_TOKEN_COOKIE, readCookie } from '../cookies-read.ts';
import { emitApiEvent } from './events.ts';

/** The API's prefix: `PUBLIC_API_BASE` when the build sets it, otherwise the same origin's `/api`. */
export const API_BASE: string = (import.meta.env['PUBLIC_API_BASE'] as string | undefined) ?? '/api';

/** Per-request flags callers pass in ky's `context` option. */
export interface ApiContext {
  /**
   * A sign-in attempt answers 401 for a wrong password: that is the form's error, not an expired
   * session, so it must not log out and reload the page (decision 052).
   */
  ignoreSessionErrors?: boolean;
}

/** An API failure: `Error Code: {status}, Message: {text}`, with the status and body for field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or undefined when no response arrived (network error, timeout). */
  readonly status: number | undefined;
  /** The parsed response body (`{ status, message, errors? }` from our API), when there was one. */
  readonly body: unknown;

  constructor(message: string, status?: number, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.body = body;
  }
}

/**
 * When a refused call may be tried again: the clock time (Europe/Lisbon, "14:05") and the minutes to wait, read
 * from a 429's Retry-After header; undefined for any other failure or without the header.
 */
export function retryAt(error: unknown, now = Date.now()): { time: string; minutes: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = retryAfter(error);
  if (seconds === undefined) return undefined;
  const time = new Intl.DateTimeFormat('pt-PT', {
    timeZone: 'Europe/Lisbon',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(now + seconds * 1000));
  return { time, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** The seconds of a refusal's Retry-After header (a 429, or a 503 of a busy instance), or undefined. */
export function retryAfter(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || (error.status !== 429 && error.status !== 503)) return undefined;
  const response = (error.cause as { response?: Response } | undefined)?.response;
  const seconds = Number(response?.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** The `message` of our error body (a translation key), or undefined. */
export function errorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return undefined;
}

/** Whether a 403's body is the role check's (`forbidden`, or no key at all) rather than a refusal of its own. */
function sessionRefusal(body: unknown): boolean {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message !== 'string' || message === 'forbidden';
}

function describe(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body !== '') return body;
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    return JSON.stringify(body);
  }
  return fallback;
}

/**
 * Calls the loading overlay ignores: the silent token refresh (the specification) and the background reads the
 * person did not ask for, which the page shows in place when they arrive: the bell's list and count, the hearts
 * of the page, a sale page's signed-in part (issue 16), the editor's usual price. A click's own call still shows it.
 */
const BACKGROUND_READS = [
  /\/private\/notification(?:\/count)?$/,
  /\/private\/sale\/favorite-uids$/,
  /\/private\/booking\/sale-state$/,
  // The sale editor's usual price beside the price field (issue 57), read as the breed is chosen.
  /\/public\/sales\/usual-price$/,
];
export function isSilent(url: string, method = 'GET'): boolean {
  const path = new URL(url, 'http://x').pathname;
  if (path.endsWith('/authrefresh')) return true;
  return method.toUpperCase() === 'GET' && BACKGROUND_READS.some((read) => read.test(path));
}

/**
 * fetch, counted for the loading overlay. Counting here rather than in before/after hooks gives exactly one
 * requestEnd per requestStart whatever happens: HTTP error, network error, abort or timeout.
 */
const countedFetch: typeof fetch = async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  const counted = !isSilent(url, method);
  if (counted) emitApiEvent('requestStart');
  try {
    return await globalThis.fetch(input, init);
  } finally {
    if (counted) emitApiEvent('requestEnd');
  }
};

/** Builds the client; the app uses `api` below, tests point one at their own server. */
export function createApiClient(prefix: string = API_BASE): KyInstance {
  return ky.create({
    prefix,
    // The specification's client never retries; a retried POST could sign up twice.
    retry: 0,
    fetch: countedFetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = readCookie(ACCESS_TOKEN_COOKIE);
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        ({ error, options }) => {
          const context = options.context as ApiContext;
          if (!isHTTPError(error)) return new ApiError(error.message, undefined, undefined, { cause: error });
          const status = error.response.status;
          // A call sent with a token this browser has since replaced (a new password in another tab) speaks
          // for a session that is over, not for the current one: follow the cookie instead of logging out.
          const sent = error.request.headers.get('authorization');
          const current = readCookie(ACCESS_TOKEN_COOKIE);
          const stale = sent !== null && current !== undefined && sent !== `Bearer ${current}`;
          if (stale) emitApiEvent('staleToken');
          else if (!context.ignoreSessionErrors) {
            // The session store signs out (and the real-time client disconnects when it does).
            if (status === 401) emitApiEvent('unauthorized');
            // A 403 naming its own refusal (`moderation.error.own-case`, `conversation.error.blocked`) is the
            // call's answer for the form to show; only the role check's `forbidden` speaks for the session.
            else if (status === 403 && sessionRefusal(error.data)) emitApiEvent('forbidden');
          }
          const text = describe(error.data, error.response.statusText);
          return new ApiError(`Error Code: ${status}, Message: ${text}`, status, error.data, { cause: error });
        },
      ],
    },
  });
}

/** The one instance every area module (accounts, locations, ...) builds on. */
export const api = createApiClient();
