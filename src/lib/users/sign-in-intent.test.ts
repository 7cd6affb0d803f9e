import { describe, expect, it } from 'vitest';
import { intentQuery, readIntent, signInHref } from './sign-in-intent.ts';

const UID = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';

describe('sign-in intent (decision 141)', () => {
  it('writes the login URL with the reason, the sale and the page to come back to', () => {
    const href = signInHref('favorite', '/sales?searchValue=cão', UID);
    expect(href).toBe(`/login?reason=favorite&sale=${UID}&redirect=%2Fsales%3FsearchValue%3Dc%C3%A3o`);
    expect(readIntent(new URL(href, 'http://x').search)).toEqual({ reason: 'favorite', saleUid: UID });
  });

  it('ignores unknown reasons and a heart without a well-formed sale', () => {
    expect(readIntent('?reason=delete-account')).toBeNull();
    expect(readIntent('?reason=favorite&sale=../../x')).toBeNull();
    expect(readIntent('?reason=visit')).toEqual({ reason: 'visit', saleUid: null });
    expect(readIntent('')).toBeNull();
  });

  it('keeps only reason, sale and redirect for the register link', () => {
    expect(intentQuery(`?reason=favorite&sale=${UID}&redirect=%2Fsales&x=1`)).toBe(
      `?reason=favorite&sale=${UID}&redirect=%2Fsales`,
    );
    expect(intentQuery('?x=1')).toBe('');
  });
});
