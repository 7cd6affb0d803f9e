import { describe, expect, it } from 'vitest';
import { dashboardKind } from './dashboard.ts';

describe('dashboardKind (decision 140)', () => {
  it('leads with the team queues for editors and admins, with or without adverts', () => {
    expect(dashboardKind('admin', 0)).toBe('team');
    expect(dashboardKind('editor', 3)).toBe('team');
  });

  it('leads with the requests to answer for anyone with an advert in any state', () => {
    expect(dashboardKind('user', 1)).toBe('seller');
  });

  it("leads with a buyer's own visits and favourites when the person has no advert", () => {
    expect(dashboardKind('user', 0)).toBe('buyer');
    expect(dashboardKind(undefined, 0)).toBe('buyer');
  });
});
