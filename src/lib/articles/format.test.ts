import { describe, expect, it } from 'vitest';
import { articleHref, formatLongDate, fullName, isoDay } from './format.ts';

describe('blog formatting', () => {
  it('writes dates the Portuguese way, on the Lisbon calendar', () => {
    expect(formatLongDate('2026-03-12T10:00:00Z')).toBe('12 de março de 2026');
    // 23:30 UTC on 31 July is already 1 August in Lisbon (summer time).
    expect(formatLongDate('2026-07-31T23:30:00Z')).toBe('1 de agosto de 2026');
    expect(isoDay('2026-07-31T23:30:00Z')).toBe('2026-08-01');
  });

  it('builds names and links', () => {
    expect(fullName({ name: 'Ana', surname: 'Lopes' })).toBe('Ana Lopes');
    expect(articleHref('vacinas-do-primeiro-ano')).toBe('/blog/detail/vacinas-do-primeiro-ano');
  });
});
