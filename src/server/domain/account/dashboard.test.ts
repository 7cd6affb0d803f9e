import { describe, expect, it } from 'vitest';
import { dashboardKind, dashboardOrder } from './dashboard.ts';

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

describe('dashboardOrder (decision 201)', () => {
  const seller = { seller: true, toReview: 0, waiting: 0, received: 0 };

  it('leads with the requests waiting for an answer', () => {
    expect(dashboardOrder('seller', { ...seller, waiting: 1, received: 6 })).toEqual([
      'to-answer',
      'sales',
      'asked',
      'favourites',
      'searches',
      'hours',
      'completeness',
    ]);
  });

  it('puts "Visitas a responder" after the adverts when nothing waits, and leaves it out when nobody asked', () => {
    expect(dashboardOrder('seller', { ...seller, received: 5 }).slice(0, 2)).toEqual(['sales', 'to-answer']);
    expect(dashboardOrder('seller', seller)).not.toContain('to-answer');
  });

  it('keeps the team first and a buyer without requests nor hours', () => {
    expect(dashboardOrder('team', { ...seller, waiting: 2, received: 2 }).slice(0, 3)).toEqual([
      'team',
      'to-answer',
      'sales',
    ]);
    expect(dashboardOrder('buyer', { seller: false, toReview: 1, waiting: 0, received: 0 })).toEqual([
      'to-review',
      'asked',
      'favourites',
      'searches',
      'completeness',
      'sell',
    ]);
  });
});
