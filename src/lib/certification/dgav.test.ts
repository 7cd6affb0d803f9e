// A DGAV number written two ways names one registration; the badge's text says "DGAV" once (issue 55).
import { describe, expect, it } from 'vitest';
import { dgavDigits, sameDgav } from './types.ts';

describe('dgavDigits', () => {
  it('drops the "DGAV" written before the number, whatever its case and separator', () => {
    expect(dgavDigits('DGAV-552201')).toBe('552201');
    expect(dgavDigits('dgav 1234/2024')).toBe('1234/2024');
    expect(dgavDigits(' 552201 ')).toBe('552201');
  });
});

describe('sameDgav', () => {
  it('matches the profile\u2019s number however it is written', () => {
    expect(sameDgav('DGAV-552201', '552201')).toBe(true);
    expect(sameDgav('DGAV 1234/2024', 'dgav1234/2024')).toBe(true);
  });

  it('flags a different number', () => {
    expect(sameDgav('DGAV-552201', '552202')).toBe(false);
    expect(sameDgav('1234/2024', '1234/2023')).toBe(false);
  });
});
