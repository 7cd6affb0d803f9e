// Picking an island's texts: exact keys and `prefix.*` entries, nothing else of the catalogue.
import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages.ts';
import { listed, pick } from './pick.ts';

describe('pick', () => {
  const catalogue = { 'a.b': 'AB', 'a.c': 'AC', 'ab.d': 'ABD', 'x.y': 'XY', 'x.n': 3 };

  it('takes the listed keys and every key under a prefix entry, and leaves the rest out', () => {
    expect(pick(catalogue, ['x.y', 'a.*', 'missing'])).toEqual({ 'x.y': 'XY', 'a.b': 'AB', 'a.c': 'AC' });
    expect(listed('ab.d', ['a.*'])).toBe(false);
    expect(listed('a.b', ['a.b.*'])).toBe(false);
  });

  it('reads the language the server renders', () => {
    const picked = pickMessages(['profile-menu.*']);
    expect(picked['profile-menu.logout']).toBe('Sair');
    expect(Object.keys(picked).every((key) => key.startsWith('profile-menu.'))).toBe(true);
  });
});

describe('plural forms', () => {
  const catalogue = { 'a.count_one': '{{count}} caso', 'a.count_other': '{{count}} casos', 'a.countless': 'x' };

  it('a listed key brings its plural forms, and an island reads them by count as i18next does', async () => {
    const picked = pick(catalogue, ['a.count']);
    expect(picked).toEqual({ 'a.count_one': '{{count}} caso', 'a.count_other': '{{count}} casos' });
    const { createTranslator } = await import('../lib/create-translator.ts');
    const t = createTranslator(picked);
    expect(t('a.count', { count: 1 })).toBe('1 caso');
    expect(t('a.count', { count: 0 })).toBe('0 casos');
    expect(t('a.count', { count: 7 })).toBe('7 casos');
    // Without a count, or for a key with no forms, the key as before.
    expect(t('a.count')).toBe('a.count');
  });
});
