/** Writing the session cookies: their lifetime and attributes (the names and the reader are in cookies-read.ts). */

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
