import { describe, expect, it } from 'vitest';
import { returnPath } from './navigation.ts';

const origin = 'https://patinhas.pt';
const redirect = (value: string) => `?${new URLSearchParams({ redirect: value })}`;

describe('returnPath (back to the page that asked for a sign-in)', () => {
  it('keeps a path on this site with its query', () => {
    expect(returnPath('?redirect=%2Fappointment%3FsearchValue%3Dabc', origin)).toBe('/appointment?searchValue=abc');
  });

  it.each([
    ['/appointment?searchValue=abc', '/appointment?searchValue=abc'],
    ['/sales/../sale', '/sale'],
    ['/./user-dashboard#top', '/user-dashboard#top'],
    ['/.\\user-dashboard', '/user-dashboard'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ])('gives %j as the path %j it resolves to on this site', (value, path) => {
    expect(returnPath(redirect(value), origin)).toBe(path);
  });

  it.each([
    '',
    '?redirect=',
    '?redirect=https://evil.example/x',
    '?redirect=//evil.example',
    '?redirect=/\\evil.example',
    '?redirect=javascript:alert(1)',
  ])('refuses %j', (search) => {
    expect(returnPath(search, origin)).toBeNull();
  });

  // The security review's payloads: harmless as typed, another site once the dot segments collapse.
  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/x/..//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/x/%2e%2e//evil.example/x',
    '/./\\evil.example/x',
    '/a/../\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/.///evil.example/x',
    'https:/evil.example/x',
    '\\/evil.example/x',
  ])('refuses %j, which resolves to another site', (value) => {
    expect(returnPath(redirect(value), origin)).toBeNull();
  });
});
