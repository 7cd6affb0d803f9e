import { describe, expect, it } from 'vitest';
import { addDays, fromLisbon, isDay, lisbonParts, parseMinute, weekdayOf } from './lisbon-time.ts';

describe('Lisbon wall-clock time', () => {
  it('maps wall-clock times to instants in winter and summer', () => {
    expect(fromLisbon('2026-01-10', 600).toISOString()).toBe('2026-01-10T10:00:00.000Z');
    expect(fromLisbon('2026-07-11', 600).toISOString()).toBe('2026-07-11T09:00:00.000Z');
  });

  it('reads the Lisbon day, minute and weekday of an instant', () => {
    expect(lisbonParts(new Date('2026-07-11T23:30:00Z'))).toEqual({ day: '2026-07-12', minute: 30, weekday: 0 });
    expect(lisbonParts(new Date('2026-01-10T23:30:00Z'))).toEqual({ day: '2026-01-10', minute: 1410, weekday: 6 });
  });

  it('does calendar arithmetic on days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-07-11')).toBe(6);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-7-1')).toBe(false);
  });

  it('parses HH:MM', () => {
    expect(parseMinute('10:15')).toBe(615);
    expect(parseMinute('24:00')).toBe(1440);
    expect(parseMinute('24:30')).toBeNaN();
    expect(parseMinute('9:00')).toBeNaN();
  });
});
