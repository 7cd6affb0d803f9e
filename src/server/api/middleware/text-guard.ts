/** Refuses NUL characters anywhere in the URL or a JSON body: PostgreSQL cannot store them, so they would fail as 500s. */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/** No request of ours nests deeper; a deeper body is refused rather than walked. */
const MAX_DEPTH = 32;
const TOO_DEEP = Symbol('too deep');

/** The dotted path of the first string (or key) holding U+0000, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null | typeof TOO_DEEP {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit !== null) return hit;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return field;
      const hit = findNul(v, field, depth + 1);
      if (hit !== null) return hit;
    }
  }
  return null;
}

export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/.test(c.req.url)) throw new ApiError(400, 'validation-error', { query: 'validation.invalid-characters' });
    if (c.req.raw.body && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      let body: unknown;
      try {
        // Hono caches the text: the route's validator parses the same bytes again without re-reading.
        body = await c.req.json();
      } catch {
        throw new ApiError(400, 'malformed-json');
      }
      const field = findNul(body, '');
      if (field === TOO_DEEP) throw new ApiError(400, 'validation-error', { body: 'validation.too-deep' });
      if (field !== null) throw new ApiError(400, 'validation-error', { [field || 'body']: 'validation.invalid-characters' });
    }
    await next();
  };
}
