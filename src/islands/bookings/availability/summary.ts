/**
 * The weekly visiting hours in one short line (issue 40): days with the same hours share one entry, consecutive days
 * read as a range. "Seg–Sex 10:00–18:00 · Sáb 10:00–13:00". Pure, so the server's HTML and the island agree.
 */
import type { VisitInterval } from '../../../lib/bookings/shapes.ts';

/** Monday first, as calendars in Portugal show the week (0 = Sunday … 6 = Saturday). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * One entry per set of days with the same hours, in the order of the week: the days (a run of three or more as
 * "Seg–Sex", others listed) and their intervals by start. `dayName` gives a weekday's short name. Empty without hours.
 */
export function summarizeHours(hours: readonly VisitInterval[], dayName: (weekday: number) => string): string[] {
  const byDay = WEEK.map((weekday) =>
    hours
      .filter((h) => h.weekday === weekday)
      .map((h) => [h.start, h.end] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([start, end]) => `${start}–${end}`)
      .join(', '),
  );
  // Positions in WEEK of the days sharing each set of hours, in the order first met.
  const groups = new Map<string, number[]>();
  byDay.forEach((times, position) => {
    if (times) groups.set(times, [...(groups.get(times) ?? []), position]);
  });
  return [...groups].map(([times, positions]) => `${daysOf(positions, dayName)} ${times}`);
}

/** "Seg–Sex", "Sáb, Dom", "Seg, Qua, Sex" or "Seg–Qua, Sáb" from positions in WEEK, ascending. */
function daysOf(positions: number[], dayName: (weekday: number) => string): string {
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  const name = (position: number) => dayName(WEEK[position] as number);
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0] as number)}–${name(run.at(-1) as number)}`] : run.map((p) => name(p)),
    )
    .join(', ');
}
