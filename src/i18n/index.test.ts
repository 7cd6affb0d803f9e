import { describe, expect, it } from 'vitest';
import pt from './pt.json';
import { t } from './index.ts';

describe('i18n', () => {
  it('translates flat dotted keys synchronously from pt.json', () => {
    expect(t('site.name')).toBe(pt['site.name']);
  });

  it('answers the key itself for a missing key, never a crash', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
