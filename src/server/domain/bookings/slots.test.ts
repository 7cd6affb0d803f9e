import { describe, expect, it } from 'vitest';
import { offeredSlots, requestedTimeError, type SellerCalendar } from './slots.ts';

const calendar = (over: Partial<SellerCalendar> = {}): SellerCalendar => ({
  hours: [{ weekday: 6, startMinute: 600, endMinute: 780 }],
  blockedDays: new Set(),
  accepted: [],
  ...over,
});

describe('slots in Europe/Lisbon', () => {
  // Wednesday 2026-03-25 12:00 UTC: the clocks move forward on Sunday 2026-03-29.
  const now = new Date('2026-03-25T12:00:00Z');

  it('keeps the wall-clock hour across the change to summer time', () => {
    const days = offeredSlots(calendar(), now);
    expect(days[0]).toEqual({
      day: '2026-03-28',
      slots: ['2026-03-28T10:00:00.000Z', '2026-03-28T11:00:00.000Z', '2026-03-28T12:00:00.000Z'],
    });
    expect(days[1]).toEqual({
      day: '2026-04-04',
      slots: ['2026-04-04T09:00:00.000Z', '2026-04-04T10:00:00.000Z', '2026-04-04T11:00:00.000Z'],
    });
  });

  it('leaves out slots overlapping an accepted visit at an odd time', () => {
    const days = offeredSlots(calendar({ accepted: [new Date('2026-03-28T10:30:00Z')] }), now);
    expect(days[0]!.slots).toEqual(['2026-03-28T12:00:00.000Z']);
    expect(
      requestedTimeError(
        calendar({ accepted: [new Date('2026-03-28T10:30:00Z')] }),
        new Date('2026-03-28T11:00:00Z'),
        now,
      ),
    ).toBe('booking.error.slot-taken');
  });

  it('ends the window 60 Lisbon days after today', () => {
    const days = offeredSlots(calendar(), now);
    expect(days.at(-1)!.day).toBe('2026-05-23');
    expect(requestedTimeError(calendar(), new Date('2026-05-30T09:00:00Z'), now)).toBe('booking.error.too-far');
  });

  it('refuses a time a few seconds off a slot', () => {
    expect(requestedTimeError(calendar(), new Date('2026-03-28T10:00:30Z'), now)).toBe('booking.error.not-offered');
    expect(requestedTimeError(calendar(), new Date('2026-03-28T10:00:00Z'), now)).toBeUndefined();
  });

  it('does not offer the slot that already started today', () => {
    const saturdayMorning = new Date('2026-03-28T10:30:00Z');
    expect(offeredSlots(calendar(), saturdayMorning)[0]!.slots).toEqual([
      '2026-03-28T11:00:00.000Z',
      '2026-03-28T12:00:00.000Z',
    ]);
  });
});
