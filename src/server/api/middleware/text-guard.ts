/** Refuses NUL characters in the URL and, when a JSON body is parsed, bodies nested too deep or holding U+0000 (PostgreSQL cannot store NUL). */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.ts';

/** No request of ours nests deeper; a deeper body is refused before it is parsed. */
export const MAX_DEPTH = 32;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * A linear scan of JSON bytes, chunk by chunk, counting brackets outside strings: answers false as soon
 * as the nesting passes `max`. Brackets, quotes and backslashes are ASCII, and no byte of a multi-byte
 * UTF-8 character is, so bytes need no decoding. Malformed text is JSON.parse's business, not this.
 */
export function nestingScanner(max = MAX_DEPTH): (chunk: Uint8Array) => boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++depth > max) return false;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
    }
    return true;
  };
}

/** The dotted path of the first string (or key) holding U+0000, or null. Only walked after the depth scan. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (hit !== null) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return field;
      const hit = findNul(v, field);
      if (hit !== null) return hit;
    }
  }
  return null;
}

const tooDeep = () => new ApiError(400, 'validation-error', { body: 'validation.too-deep' });

/** The body's text, scanned for nesting as it arrives: a deep body stops being read at the bracket that is one too many. */
async function scannedText(c: Context): Promise<string> {
  const scan = nestingScanner();
  // Something read the body already (a handler's text()): scan what Hono kept.
  if (Object.keys(c.req.bodyCache).length > 0 || !c.req.raw.body) {
    const text = await c.req.text();
    if (!scan(new TextEncoder().encode(text))) throw tooDeep();
    return text;
  }
  const reader = c.req.raw.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Stop reading, without cancelling: the body limit closes the connection after the answer.
    if (!scan(value)) throw tooDeep();
    chunks.push(value);
  }
  // As Request.text() decodes: UTF-8, a leading byte-order mark dropped.
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  // Later readers (text(), arrayBuffer()) are served from Hono's cache: the stream is spent. Hono keeps
  // promises there (it calls .then on them) although its type names the values.
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
  return text;
}

/** One parse for the whole request: the depth scan first, JSON.parse once, the NUL walk only when an escape could be one. */
async function parseGuarded(c: Context): Promise<unknown> {
  const text = await scannedText(c);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'malformed-json');
  }
  // In JSON text a NUL can only be the escape \u0000 (a raw one is malformed): no escape, nothing to walk.
  if (text.includes('\\u0000')) {
    const field = findNul(body, '');
    if (field !== null)
      throw new ApiError(400, 'validation-error', { [field || 'body']: 'validation.invalid-characters' });
  }
  return body;
}

/** Why the guarded parse refused a request's body; Hono's validator reports any failure as malformed JSON. */
const refusals = new WeakMap<object, ApiError>();
export const bodyRefusal = (c: Context): ApiError | undefined => refusals.get(c.req);

/**
 * Refuses `%00` in the URL at once. JSON bodies are not read here: `c.req.json()` becomes the guarded
 * parse, which runs when the route's validator (or handler) asks for the body, so after the route's
 * session check and rate limit. (Hono's own json() parses the text again on every call.)
 */
export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(c.req.url)) throw new ApiError(400, 'validation-error', { query: 'validation.invalid-characters' });
    let parsed: Promise<unknown> | undefined;
    c.req.json = <T>() =>
      (parsed ??= parseGuarded(c).catch((error: unknown) => {
        if (error instanceof ApiError) refusals.set(c.req, error);
        throw error;
      })) as Promise<T>;
    await next();
  };
}
