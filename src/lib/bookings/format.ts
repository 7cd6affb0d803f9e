/** How visit times read in Portuguese (Europe/Lisbon), the same in mails, notifications and islands. */
import { TIME_ZONE } from './lisbon-time.ts';

const dateTime = new Intl.DateTimeFormat('pt-PT', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDay = new Intl.DateTimeFormat('pt-PT', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('pt-PT', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "sábado, 12 de julho de 2025 às 10:00" */
export function formatVisitTime(instant: Date | string): string {
  return dateTime.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** "sábado, 12 de julho" for a `YYYY-MM-DD` Lisbon day. */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T12:00:00Z`));
}

/** "10:00" in Lisbon. */
export function formatTime(instant: Date | string): string {
  return time.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const longDate = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: TIME_ZONE });

/** "12 de julho de 2025" in Lisbon: the day of a decision, a review, a suspension's end. */
export function formatLongDate(instant: Date | string): string {
  return longDate.format(typeof instant === 'string' ? new Date(instant) : instant);
}
