// The one-line summary of a seller's weekly hours (issue 40): shared hours grouped, runs as ranges, Monday first.
import { describe, expect, it } from 'vitest';
import { summarizeHours } from './summary.ts';

const SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const dayName = (weekday: number) => SHORT[weekday] as string;
const on = (weekdays: number[], start: string, end: string) => weekdays.map((weekday) => ({ weekday, start, end }));

describe('summarizeHours', () => {
  it('is empty without hours', () => {
    expect(summarizeHours([], dayName)).toEqual([]);
  });

  it('reads weekdays as a range and Saturday on its own', () => {
    const hours = [...on([6], '10:00', '13:00'), ...on([5, 1, 2, 3, 4], '10:00', '18:00')];
    expect(summarizeHours(hours, dayName)).toEqual(['Seg–Sex 10:00–18:00', 'Sáb 10:00–13:00']);
  });

  it('puts Sunday last and joins it to Saturday', () => {
    expect(summarizeHours(on([0, 6], '09:00', '12:00'), dayName)).toEqual(['Sáb, Dom 09:00–12:00']);
    expect(summarizeHours(on([0, 1, 2, 3, 4, 5, 6], '10:00', '13:00'), dayName)).toEqual(['Seg–Dom 10:00–13:00']);
  });

  it('lists days apart and runs of three or more as ranges', () => {
    expect(summarizeHours(on([1, 3, 5], '10:00', '12:00'), dayName)).toEqual(['Seg, Qua, Sex 10:00–12:00']);
    expect(summarizeHours(on([1, 2, 3, 6], '10:00', '12:00'), dayName)).toEqual(['Seg–Qua, Sáb 10:00–12:00']);
  });

  it('orders a day’s intervals by start and groups only days with all the same intervals', () => {
    const hours = [
      ...on([2], '15:00', '18:00'),
      ...on([1, 2], '09:30', '12:00'),
      ...on([1], '15:00', '18:00'),
      ...on([4], '09:30', '12:00'),
    ];
    expect(summarizeHours(hours, dayName)).toEqual(['Seg, Ter 09:30–12:00, 15:00–18:00', 'Qui 09:30–12:00']);
  });
});
