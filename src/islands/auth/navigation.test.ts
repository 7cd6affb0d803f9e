import { describe, expect, it } from 'vitest';
import { returnPath } from './navigation.ts';

const origin = 'https://patinhas.pt';

describe('returnPath (back to the page that asked for a sign-in)', () => {
  it('keeps a path on this site with its query', () => {
    expect(returnPath('?redirect=%2Fappointment%3FsearchValue%3Dabc', origin)).toBe('/appointment?searchValue=abc');
  });

  it.each(['', '?redirect=', '?redirect=https://evil.example/x', '?redirect=//evil.example', '?redirect=/\\evil.example', '?redirect=javascript:alert(1)'])(
    'refuses %j',
    (search) => {
      expect(returnPath(search, origin)).toBeNull();
    },
  );
});
