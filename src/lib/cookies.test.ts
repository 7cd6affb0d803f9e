// The session cookies' attributes and the document.cookie reader.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, sessionToken } from './cookies-read.ts';
import { SESSION_COOKIE_DAYS, serializeCookie } from './cookies.ts';

describe('serializeCookie', () => {
  it('lives 10 days on path / with SameSite=Lax', () => {
    expect(SESSION_COOKIE_DAYS).toBe(10);
    const cookie = serializeCookie('access_token', 'abc', { days: SESSION_COOKIE_DAYS, secure: false });
    expect(cookie).toMatch(/^access_token=abc; path=\/; SameSite=Lax; max-age=864000; expires=.+ GMT$/);
    expect(cookie).not.toContain('Secure');
  });

  it('adds Secure on HTTPS', () => {
    expect(serializeCookie('access_token', 'abc', { days: 10, secure: true })).toMatch(/; Secure$/);
  });

  it('encodes JSON values so ; and spaces cannot break the cookie', () => {
    const cookie = serializeCookie('current_user', '{"name":"Ana; Sá"}', { secure: false });
    expect(cookie.split(';')[0]).toBe('current_user=%7B%22name%22%3A%22Ana%3B%20S%C3%A1%22%7D');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    const jar = 'a=1; current_user=%7B%22name%22%3A%22S%C3%A1%22%7D; access_token=tok';
    expect(readCookie('access_token', jar)).toBe('tok');
    expect(readCookie('current_user', jar)).toBe('{"name":"Sá"}');
  });

  it('does not confuse a name with a suffix of another', () => {
    expect(readCookie('token', 'access_token=tok')).toBeUndefined();
  });

  it('keeps a malformed escape as it is', () => {
    expect(readCookie('x', 'x=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('sessionToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the access token of a signed-in browser, and nothing for a visitor', () => {
    vi.stubGlobal('document', { cookie: 'current_user=%7B%7D; access_token=a.b.c' });
    expect(sessionToken()).toBe('a.b.c');
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    expect(sessionToken()).toBeUndefined();
    // A cookie emptied on sign-out is no session either.
    vi.stubGlobal('document', { cookie: 'access_token=' });
    expect(sessionToken()).toBeUndefined();
  });
});
