// Data for the visit tests: sales written straight into the tables (the sales API is another area), Lisbon times.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../src/server/context.ts';
import { sales } from '../../src/server/db/schema.ts';
import { addDays, fromLisbon, lisbonParts, weekdayOf } from '../../src/lib/bookings/lisbon-time.ts';
import type { TestApi } from '../helpers/api.ts';

export interface SaleOptions {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  title?: string;
}

/** An approved sale of `ownerId` in Sintra, Lisboa (unless told otherwise); returns its uid. */
export async function createSale(ctx: AppContext, ownerId: string, options: SaleOptions = {}): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(sales).values({
    id,
    ownerId,
    speciesCode: 'DOG',
    breedCode: 'DOG_SERRA_ESTRELA',
    purebred: true,
    title: options.title ?? 'Cachorro Serra da Estrela',
    description: 'Cachorro saudável, vacinado e com microchip.',
    priceCents: 80_000,
    sex: 'MALE',
    birthDate: '2026-01-01',
    registerDate: '2026-03-01',
    locationId: 11,
    childLocationId: 1111,
    status: options.status ?? 'APPROVED',
  });
  return id;
}

/** The Lisbon day of the next `weekday` (0 = Sunday) at least `minDays` days from today. */
export function nextWeekday(weekday: number, minDays = 2, now = new Date()): string {
  let day = addDays(lisbonParts(now).day, minDays);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

/** ISO instant of a Lisbon wall-clock time, e.g. at('2026-07-11', '10:00'). */
export function at(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return fromLisbon(day, h * 60 + m).toISOString();
}

export type Json = Record<string, unknown>;
export type ErrorBody = { status: number; message: string; errors?: Record<string, string> };

/** Saturday 10:00–13:00 and Wednesday 17:00–19:00: three and two one-hour slots. */
export const WEEKLY_HOURS = [
  { weekday: 6, start: '10:00', end: '13:00' },
  { weekday: 3, start: '17:00', end: '19:00' },
];

export async function setHours(
  api: TestApi,
  token: string,
  hours = WEEKLY_HOURS,
  blockedDays: string[] = [],
): Promise<void> {
  const res = await api.put('/private/booking/availability', { hours, blockedDays }, { token });
  if (res.status !== 200) throw new Error(`availability: ${res.status} ${await res.text()}`);
}

/** Asks for a visit and returns its uid (fails the test on anything but 201). */
export async function book(
  api: TestApi,
  token: string,
  saleUid: string,
  date: string,
  extra: Json = {},
): Promise<string> {
  const res = await api.post('/private/booking', { saleUid, date, ...extra }, { token });
  if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { uid: string }).uid;
}
