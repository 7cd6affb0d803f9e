// The sale rules the editor and the API share: dates (dateRange), the rules between fields, and the specification's photo size estimate.
import { describe, expect, it } from 'vitest';
import { estimateBase64Kb } from '../images.ts';
import {
  crossFieldErrors,
  isValidDateRange,
  parseIsoDate,
  photoSizeCheck,
  SALE_PHOTO_MAX_KB,
  saleErrors,
  saleInputSchema,
  todayIso,
} from './sale.ts';

const valid = {
  species: 'DOG',
  purebred: true,
  breedCode: 'DOG_LABRADOR',
  title: 'Labrador chocolate',
  description: 'Cachorra meiga, habituada a crianças e a outros cães.',
  price: 750,
  sex: 'FEMALE',
  birthDate: '2024-11-01',
  registerDate: '2024-12-27',
  litterSize: 6,
  microchip: '620 098 100 123 456',
  motherMicrochip: '620098100654321',
  lopNumber: '  LOP   12345 ',
  locationId: 11,
  childLocationId: 1106,
  images: ['a1b2c3d4e5'],
};

describe('dates', () => {
  it('reads only real calendar dates written YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ['2023-02-29', '2024-13-01', '01/02/2024', '2024-1-1', '', '2024-02-29T00:00'])
      expect(parseIsoDate(bad)).toBeNaN();
  });

  it('dateRange: registerDate at least 8 weeks (56 days) after the birthdate', () => {
    expect(isValidDateRange('2024-01-01', '2024-02-26')).toBe(true); // 56 days
    expect(isValidDateRange('2024-01-01', '2024-02-25')).toBe(false); // 55 days
    expect(isValidDateRange('2024-03-01', '2024-01-01')).toBe(false); // registerDate first
    expect(isValidDateRange('2024-01-01', '2024-01-01')).toBe(false);
    expect(saleErrors({ ...valid, registerDate: '2024-12-26' })).toEqual({ registerDate: 'dateRange' });
  });

  it("gives today's date in Lisbon", () => {
    expect(todayIso(new Date('2024-06-30T23:30:00Z'))).toBe('2024-07-01'); // 00:30 in Lisbon (summer time)
    expect(todayIso(new Date('2024-12-31T23:30:00Z'))).toBe('2024-12-31');
  });
});

describe('saleInputSchema', () => {
  it('normalises a valid body: spaces out of microchips, LOP trimmed, price kept in euros', () => {
    const parsed = saleInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      microchip: '620098100123456',
      lopNumber: 'LOP 12345',
      price: 750,
      breedCode: 'DOG_LABRADOR',
    });
    expect(saleErrors(valid)).toEqual({});
  });

  it('shows the rules between fields even while other fields are still empty', () => {
    expect(crossFieldErrors({ purebred: true })).toEqual({
      breedCode: 'sale.error.breed-required',
      lopNumber: 'sale.error.lop-required',
    });
    expect(
      saleErrors({ purebred: false, breedCode: 'DOG_LABRADOR', birthDate: '2024-01-01', registerDate: '2024-01-02' }),
    ).toMatchObject({
      title: 'sale.error.title',
      breedCode: 'sale.error.breed-undetermined',
      registerDate: 'dateRange',
    });
    expect(saleErrors({ ...valid, motherMicrochip: valid.microchip })).toEqual({
      motherMicrochip: 'sale.error.mother-microchip-same',
    });
  });

  it('accepts prices with cents and free animals, refuses fractions of a cent', () => {
    expect(saleErrors({ ...valid, price: 0 })).toEqual({});
    expect(saleErrors({ ...valid, price: 99.99 })).toEqual({});
    expect(saleErrors({ ...valid, price: 0.001 })).toEqual({ price: 'sale.error.price' });
  });
});

describe('photo size estimate (specification section 9)', () => {
  it('is about 0.5625 per 4/3 of the base64 length, divided by 1000 (KB)', () => {
    // 4000 base64 characters: 4000 × 4/3 × 0.5625 / 1000 = 3 KB, the size of the 3000 bytes they encode.
    expect(estimateBase64Kb('A'.repeat(4000))).toBeCloseTo(3, 10);
    // A data: URL's header is not part of the image.
    expect(estimateBase64Kb(`data:image/jpeg;base64,${'A'.repeat(4000)}`)).toBeCloseTo(3, 10);
    const bytes = Buffer.alloc(30_000, 7);
    expect(estimateBase64Kb(bytes.toString('base64'))).toBeCloseTo(30, 1);
  });

  it('lets a photo up to the limit through and stops a larger one before upload', () => {
    const limitChars = Math.floor((SALE_PHOTO_MAX_KB * 1000) / 0.75);
    expect(photoSizeCheck('A'.repeat(limitChars))).toMatchObject({ ok: true });
    expect(photoSizeCheck('A'.repeat(limitChars + 4))).toMatchObject({ ok: false });
    expect(photoSizeCheck('A'.repeat(limitChars + 4)).kb).toBeGreaterThan(SALE_PHOTO_MAX_KB);
  });
});
