import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/index.ts';
import { createTranslator } from '../create-translator.ts';
import pt from '../../i18n/pt.json' with { type: 'json' };
import { confirmedDaysAgo, confirmedText } from './freshness.ts';

const now = new Date('2026-12-08T10:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const server = (key: string, params?: Readonly<Record<string, string | number>>) => t(key, params ? { ...params } : {});
const island = createTranslator(pt);

describe('confirmado há N dias', () => {
  it('counts whole days, today being 0', () => {
    expect(confirmedDaysAgo(ago(23), now)).toBe(0);
    expect(confirmedDaysAgo(ago(25).toISOString(), now)).toBe(1);
    expect(confirmedDaysAgo(ago(-5), now)).toBe(0);
  });

  it.each([
    ['server', server],
    ['island', island],
  ] as const)('says it in European Portuguese on the %s', (_where, translate) => {
    expect(confirmedText(ago(2), translate, now)).toBe('confirmado hoje');
    expect(confirmedText(ago(30), translate, now)).toBe('confirmado há 1 dia');
    expect(confirmedText(ago(12 * 24 + 1), translate, now)).toBe('confirmado há 12 dias');
  });
});
