/** Wall-clock time in Europe/Lisbon (the site's only time zone) without a date library: days, minutes, instants. */

export const TIME_ZONE = 'Europe/Lisbon';
const MINUTE = 60_000;
const DAY = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface LisbonParts {
  /** The Lisbon calendar day, `YYYY-MM-DD`. */
  day: string;
  /** Minutes since Lisbon midnight. */
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

function fields(instant: Date): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** Minutes Lisbon is ahead of UTC at this instant (0 in winter, 60 in summer). */
export function lisbonOffsetMinutes(instant: Date): number {
  const f = fields(instant);
  const wall = Date.UTC(f['year']!, f['month']! - 1, f['day'], f['hour'], f['minute'], f['second']);
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

export function lisbonParts(instant: Date): LisbonParts {
  const f = fields(instant);
  const day = `${f['year']}-${pad(f['month']!)}-${pad(f['day']!)}`;
  return { day, minute: f['hour']! * 60 + f['minute']!, weekday: weekdayOf(day) };
}

/**
 * The instant of a Lisbon wall-clock time. Offsets change at 01:00 UTC, far from visiting hours;
 * a time that does not exist (the spring gap) lands an hour later, as clocks do.
 */
export function fromLisbon(day: string, minute: number): Date {
  const guess = dayStart(day) + minute * MINUTE;
  const first = guess - lisbonOffsetMinutes(new Date(guess)) * MINUTE;
  const second = guess - lisbonOffsetMinutes(new Date(first)) * MINUTE;
  return new Date(second);
}

export const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayStart(value)) && toDay(dayStart(value)) === value;

export function addDays(day: string, days: number): string {
  return toDay(dayStart(day) + days * DAY);
}

export function weekdayOf(day: string): number {
  return new Date(dayStart(day)).getUTCDay();
}

/** `HH:MM` of minutes since midnight. */
export function formatMinute(minute: number): string {
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Minutes since midnight of `HH:MM`, or NaN. */
export function parseMinute(value: string): number {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!m) return Number.NaN;
  const minute = Number(m[1]) * 60 + Number(m[2]);
  return minute <= 24 * 60 ? minute : Number.NaN;
}

function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');
