import { describe, expect, it } from 'vitest';
import { toPatch } from './values.ts';

const base = {
  name: ' Ana ',
  surname: 'Silva ',
  phoneCountry: 'PT',
  phone: '',
  showPhone: true,
  userType: 'TUTOR',
  locationId: '',
  childLocationId: '',
  dgavNumber: '12/2024',
  breeds: ['CAT_PERSA'],
};

describe('the profile form body (PUT /user-profile)', () => {
  it('trims names, clears an empty phone and never shows a phone that is not there', () => {
    expect(toPatch(base)).toEqual({
      name: 'Ana',
      surname: 'Silva',
      phone: null,
      phoneCountry: null,
      showPhone: false,
      userType: 'TUTOR',
      locationId: null,
      childLocationId: null,
    });
  });

  it('sends the breeder fields only for a breeder, and numbers for the places', () => {
    const patch = toPatch({
      ...base,
      userType: 'BREEDER',
      phone: ' 912 345 678 ',
      locationId: '11',
      childLocationId: '1107',
      dgavNumber: '  ',
    });
    expect(patch).toMatchObject({
      phone: '912 345 678',
      phoneCountry: 'PT',
      showPhone: true,
      locationId: 11,
      childLocationId: 1107,
      dgavNumber: null,
      breeds: ['CAT_PERSA'],
    });
  });
});
