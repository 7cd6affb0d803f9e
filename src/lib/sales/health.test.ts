// The health sheet's shared rules (decision 215): what the advert says is missing, the card's sign, and the rules the
// editor runs before sending (the same the API answers with).
import { describe, expect, it } from 'vitest';
import { healthErrors, missingOf, signsOf } from './health.ts';
import type { HealthSheet } from './shapes.ts';

const SHEET: HealthSheet = {
  vaccines: [{ name: 'Polivalente', date: '2025-02-20' }],
  dewormings: [{ date: '2025-01-30' }],
  vetCheck: '2025-03-10',
  motherLop: 'LOP 1',
  father: { name: 'Trovão', microchip: null, lop: null },
  tests: [{ parent: 'MOTHER', kind: 'EYES', name: null, result: 'CLEAR', date: '2024-05-10' }],
};

describe('what a buyer reads as missing', () => {
  it('names a dog’s hip test, not a cat’s, and everything an empty sheet lacks', () => {
    expect(missingOf(SHEET, { speciesCode: 'DOG', purebred: true })).toEqual(['health.missing.hip-test']);
    expect(missingOf(SHEET, { speciesCode: 'CAT', purebred: true })).toEqual([]);
    expect(missingOf(null, { speciesCode: 'CAT', purebred: false })).toEqual([
      'health.missing.vaccines',
      'health.missing.deworming',
      'health.missing.vet-check',
      'health.missing.father',
    ]);
  });

  it('signs a card with what the sheet declares', () => {
    expect(signsOf(SHEET)).toEqual({ vaccinated: true, dewormed: true, parentsTested: true });
    expect(signsOf(null)).toEqual({ vaccinated: false, dewormed: false, parentsTested: false });
  });
});

describe('the rules the editor runs', () => {
  it('takes an empty sheet, and refuses a patella grade 5 at its field', () => {
    expect(healthErrors({ sheet: {} }, '2025-01-06')).toEqual({});
    const test = { parent: 'FATHER', kind: 'PATELLA', result: '5', date: '2024-01-01' };
    expect(healthErrors({ sheet: { tests: [test] } }, '2025-01-06')).toEqual({
      'sheet.tests.0.result': 'health.error.scale.PATELLA',
    });
  });
});
