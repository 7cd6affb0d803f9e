/** The session cookies (names, lifetime, attributes) and a tiny document.cookie reader/writer. */

/** The bearer token; the server middleware reads the same cookie to guard routes (decision 050). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** JSON of the signed-in person's card ({ name, surname, sourceImage, uid }) for the top bar. */
export const CURRENT_USER_COOKIE = 'current_user';
/** The specification's cookie expiry "10": days, the same as the token's lifetime. */
export const SESSION_COOKIE_DAYS = 10;

export interface CookieOptions {
  days?: number;
  /** Defaults to true when the page is served over HTTPS. */
  secure?: boolean;
}

function jar(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The decoded value of a cookie, or undefined. */
export function readCookie(name: string, source = jar()?.cookie ?? ''): string | undefined {
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

/** The Set-Cookie-like string for document.cookie: path=/, SameSite=Lax, Secure on HTTPS. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.days !== undefined) {
    parts.push(`max-age=${Math.round(options.days * 86_400)}`);
    parts.push(`expires=${new Date(Date.now() + options.days * 86_400_000).toUTCString()}`);
  }
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options: CookieOptions = { days: SESSION_COOKIE_DAYS }): void {
  const doc = jar();
  if (doc) doc.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  const doc = jar();
  if (!doc) return;
  doc.cookie = `${name}=; path=/; SameSite=Lax; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
