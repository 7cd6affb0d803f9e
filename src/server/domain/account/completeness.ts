/** How complete a profile is, and what is missing: the dashboard nudges people towards a trustworthy card. */
import type { OwnProfile } from '../users/index.ts';

export type MissingItem = 'avatar' | 'phone' | 'location' | 'dgav' | 'breeds';

export interface Completeness {
  /** 0–100, whole. */
  percent: number;
  missing: MissingItem[];
}

/**
 * Name, surname and email are always there (registration asks for them). Everyone is asked for a
 * picture, a phone and where they live; breeders also for their DGAV number and the breeds they breed,
 * which is what buyers look for on a breeder card.
 */
export function profileCompleteness(
  profile: Pick<
    OwnProfile,
    'sourceImage' | 'phone' | 'locationId' | 'childLocationId' | 'userType' | 'dgavNumber' | 'breeds'
  >,
): Completeness {
  const checks: [MissingItem, boolean][] = [
    ['avatar', Boolean(profile.sourceImage)],
    ['phone', Boolean(profile.phone)],
    ['location', profile.locationId !== null && profile.childLocationId !== null],
  ];
  if (profile.userType === 'BREEDER') {
    checks.push(['dgav', Boolean(profile.dgavNumber?.trim())], ['breeds', profile.breeds.length > 0]);
  }
  // The three fields every account has count as done.
  const total = checks.length + 3;
  const done = checks.filter(([, ok]) => ok).length + 3;
  return { percent: Math.round((done / total) * 100), missing: checks.filter(([, ok]) => !ok).map(([item]) => item) };
}
