/** "há 5 minutos", "ontem": a date relative to now in European Portuguese. */

const format = new Intl.RelativeTimeFormat('pt-PT', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest whole unit that fits; under a minute is "agora". Future dates (clock skew) read as now. */
export function relativeTime(date: string | Date, now: number = Date.now()): string {
  const then = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
