/** Dates and names as the blog shows them, in Portuguese (Portugal) and Lisbon time. */

const LONG_DATE = new Intl.DateTimeFormat('pt-PT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Lisbon',
});

/** "12 de março de 2026". */
export function formatLongDate(iso: string | Date): string {
  return LONG_DATE.format(typeof iso === 'string' ? new Date(iso) : iso);
}

// en-CA formats as YYYY-MM-DD. Built once: constructing a formatter costs far more than using it.
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' });

/** The `datetime` attribute of a <time>: the calendar day in Lisbon. */
export function isoDay(iso: string | Date): string {
  return ISO_DAY.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function fullName(person: { name: string; surname: string }): string {
  return `${person.name} ${person.surname}`.trim();
}

/** The blog's URL of an article. */
export function articleHref(referenceKey: string): string {
  return `/blog/detail/${encodeURIComponent(referenceKey)}`;
}
