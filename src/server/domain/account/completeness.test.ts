import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness.ts';

const tutor = {
  sourceImage: null,
  phone: null,
  locationId: null,
  childLocationId: null,
  userType: 'TUTOR',
  dgavNumber: null,
  breeds: [],
};

describe('profileCompleteness', () => {
  it('a new tutor has the registration fields only', () => {
    expect(profileCompleteness(tutor)).toEqual({ percent: 50, missing: ['avatar', 'phone', 'location'] });
  });

  it('a municipality is needed besides the district', () => {
    expect(profileCompleteness({ ...tutor, locationId: 11 }).missing).toContain('location');
    expect(profileCompleteness({ ...tutor, locationId: 11, childLocationId: 1107 }).missing).not.toContain('location');
  });

  it('a breeder is also asked for the DGAV number and the breeds', () => {
    const breeder = {
      ...tutor,
      userType: 'BREEDER',
      sourceImage: '/files/a/256.webp',
      phone: '912345678',
      locationId: 11,
      childLocationId: 1107,
    };
    expect(profileCompleteness(breeder)).toEqual({ percent: 75, missing: ['dgav', 'breeds'] });
    expect(profileCompleteness({ ...breeder, dgavNumber: '  ', breeds: ['CAT_PERSA'] }).missing).toEqual(['dgav']);
    expect(profileCompleteness({ ...breeder, dgavNumber: '12/2024', breeds: ['CAT_PERSA'] })).toEqual({
      percent: 100,
      missing: [],
    });
  });
});
