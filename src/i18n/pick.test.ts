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
