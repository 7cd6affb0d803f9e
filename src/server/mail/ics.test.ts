import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utcStamp } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes UTC date-times without separators', () => {
    expect(utcStamp(new Date('2026-07-11T09:00:00.000Z'))).toBe('20260711T090000Z');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ã'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('builds one VEVENT, every line ended by CRLF, quoted organizer name', () => {
    const ics = buildIcs({
      uid: 'abc@patinhas.pt',
      stamp: new Date('2026-07-01T08:00:00Z'),
      start: new Date('2026-07-11T09:00:00Z'),
      end: new Date('2026-07-11T10:00:00Z'),
      summary: 'Visita: Gatos, "raros"; bonitos',
      location: 'Sintra, Lisboa',
      organizer: { name: 'Rita "R" Costa', email: 'rita@example.pt' },
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('DTSTART:20260711T090000Z');
    expect(lines).toContain('DTEND:20260711T100000Z');
    expect(lines).toContain('SUMMARY:Visita: Gatos\\, "raros"\\; bonitos');
    expect(lines).toContain('LOCATION:Sintra\\, Lisboa');
    expect(lines).toContain('ORGANIZER;CN="Rita R Costa":mailto:rita@example.pt');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});
