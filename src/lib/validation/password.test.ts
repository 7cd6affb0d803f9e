// The specification's password rules, one case per rule, boundary and special character.
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  isValidPassword,
  isValidPasswordPair,
  passwordIssues,
  passwordPairErrors,
} from './password.ts';

describe('passwordIssues', () => {
  it('requires a value', () => {
    expect(passwordIssues('')).toEqual(['required']);
  });

  it('needs at least 8 characters: 7 fails, 8 passes', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordIssues('abcdef1')).toEqual(['min-length']);
    expect(passwordIssues('abcdefg1')).toEqual([]);
  });

  it('accepts up to 128 characters and refuses 129', () => {
    expect(passwordIssues('a1'.repeat(PASSWORD_MAX_LENGTH / 2))).toEqual([]);
    expect(passwordIssues('a1'.repeat(PASSWORD_MAX_LENGTH / 2) + 'b')).toEqual(['max-length']);
  });

  it('needs at least one letter', () => {
    expect(passwordIssues('12345678')).toEqual(['letter']);
  });

  it('needs at least one digit', () => {
    expect(passwordIssues('abcdefgh')).toEqual(['digit']);
  });

  it('reports every broken rule at once', () => {
    expect(passwordIssues('\t')).toEqual(['min-length', 'letter', 'digit', 'characters']);
  });

  it.each([...'!@#$&*'])('allows the special character %s', (special) => {
    expect(PASSWORD_SPECIALS).toContain(special);
    expect(passwordIssues(`abcdef1${special}`)).toEqual([]);
  });

  it.each([...'%^()-_+=?.,;:~/\\|[]{}<>"\'`€£'])(
    'also accepts the printable character %s (decision 206)',
    (special) => {
      expect(passwordIssues(`abcdef1${special}`)).toEqual([]);
    },
  );

  it('accepts what phone password managers suggest', () => {
    expect(passwordIssues('xK7-pQ2_mN9.rT4')).toEqual([]);
    expect(passwordIssues('abcd ef12')).toEqual([]);
  });

  it('refuses tabs, line breaks and other invisible characters', () => {
    expect(passwordIssues('abcd\tef12')).toEqual(['characters']);
    expect(passwordIssues('abcd\nef12')).toEqual(['characters']);
    expect(passwordIssues('abcd\u200bef12')).toEqual(['characters']);
    expect(passwordIssues('abcd\u2028ef12')).toEqual(['characters']);
  });

  it('counts accented Portuguese letters as letters, not as special characters', () => {
    expect(passwordIssues('Ação2024')).toEqual([]);
    expect(passwordIssues('çãõéêí12')).toEqual([]);
  });

  it('only counts ASCII digits as digits', () => {
    expect(passwordIssues('abcdefg١')).toEqual(['digit']);
  });

  it('mixes upper and lower case freely', () => {
    expect(isValidPassword('ABCDEFG1')).toBe(true);
    expect(isValidPassword('Patinhas2024!')).toBe(true);
  });
});

describe('passwordPairErrors', () => {
  it('shows nothing for empty fields (they only block submission)', () => {
    expect(passwordPairErrors('', '')).toEqual({});
    expect(isValidPasswordPair('', '')).toBe(false);
  });

  it('shows invalid-password for a filled, invalid new password', () => {
    expect(passwordPairErrors('abc', '')).toEqual({ password: 'invalid-password' });
  });

  it('shows invalid-confirmation for a filled, invalid confirmation', () => {
    expect(passwordPairErrors('', 'abc')).toEqual({ confirmation: 'invalid-confirmation' });
  });

  it('gives the not-same-password group error when both are filled and differ', () => {
    expect(passwordPairErrors('abcdefg1', 'abcdefg2')).toEqual({ group: 'not-same-password' });
    expect(isValidPasswordPair('abcdefg1', 'abcdefg2')).toBe(false);
  });

  it('accepts two equal valid passwords', () => {
    expect(passwordPairErrors('abcdefg1', 'abcdefg1')).toEqual({});
    expect(isValidPasswordPair('abcdefg1', 'abcdefg1')).toBe(true);
  });

  it('refuses two equal invalid passwords', () => {
    expect(passwordPairErrors('abc', 'abc')).toEqual({
      password: 'invalid-password',
      confirmation: 'invalid-confirmation',
    });
    expect(isValidPasswordPair('abc', 'abc')).toBe(false);
  });
});
