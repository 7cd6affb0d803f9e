/**
 * Reading the session cookies: their names and a tiny document.cookie reader. Apart from the writer (cookies.ts) so
 * that a page script which only asks "is someone signed in?" downloads nothing more (decision 214).
 */

/** The bearer token; the server middleware reads the same cookie to guard routes (decision 050). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** JSON of the signed-in person's card ({ name, surname, sourceImage, uid }) for the top bar. */
export const CURRENT_USER_COOKIE = 'current_user';

/** The decoded value of a cookie, or undefined. */
export function readCookie(
  name: string,
  source = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** This browser's session token, or undefined for a visitor: what decides whether signed-in code is fetched at all. */
export function sessionToken(): string | undefined {
  return readCookie(ACCESS_TOKEN_COOKIE) || undefined;
}
