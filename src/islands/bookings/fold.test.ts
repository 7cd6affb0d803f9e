// What a visit list shows open and what it folds under "Visitas passadas" (decision 201).
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../lib/api/bookings.ts';
import { foldVisits } from './fold.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;

function visit(uid: string, status: Booking['status'], hoursFromNow: number, expired = false): Booking {
  const start = NOW + hoursFromNow * HOUR;
  return {
    uid,
    status,
    date: new Date(start).toISOString(),
    endDate: new Date(start + HOUR).toISOString(),
    expired,
  } as Booking;
}

describe('foldVisits', () => {
  it('opens pending requests first, then accepted visits to come; folds everything else', () => {
    const items = [
      visit('accepted-soon', 'ACCEPTED', 2),
      visit('pending', 'PENDING', 5),
      visit('declined-coming', 'REJECTED', 6),
      visit('cancelled-coming', 'CANCELLED', 7),
      visit('expired', 'PENDING', -3, true),
      visit('visited', 'ACCEPTED', -30),
      visit('declined-past', 'REJECTED', -40),
    ];
    const { open, past } = foldVisits(items, NOW);
    expect(open.map((b) => b.uid)).toEqual(['pending', 'accepted-soon']);
    expect(past.map((b) => b.uid)).toEqual([
      'declined-coming',
      'cancelled-coming',
      'expired',
      'visited',
      'declined-past',
    ]);
  });

  it('keeps open a visit that was open before, once decided (its card stays where the person is looking)', () => {
    const { open, past } = foldVisits([visit('just-declined', 'REJECTED', 5)], NOW, new Set(['just-declined']));
    expect(open.map((b) => b.uid)).toEqual(['just-declined']);
    expect(past).toEqual([]);
  });

  it('keeps an accepted visit open until its hour is over', () => {
    expect(foldVisits([visit('now', 'ACCEPTED', -0.5)], NOW).open).toHaveLength(1);
  });
});
