/** Visit calls: asking for a visit, the two lists, the seller's decision, cancelling, and the seller's availability. */
import type { BookingStatus, VisitInterval } from '../bookings/rules.ts';
import type { Booking, BookingPage, BookingRequest } from '../bookings/types.ts';
import { api } from './client.ts';

export type { Booking, BookingPage, BookingPerson, BookingRequest } from '../bookings/types.ts';

export interface SlotDay {
  day: string;
  slots: string[];
}

export interface BookingSlots {
  mode: 'slots' | 'proposal';
  slotMinutes: number;
  first: string;
  last: string;
  blockedDays: string[];
  days: SlotDay[];
}

export interface Availability {
  hours: VisitInterval[];
  blockedDays: string[];
  slotMinutes: number;
}

export interface ListQuery {
  page?: number;
  size?: number;
  status?: BookingStatus;
}

const query = (q: ListQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string | number>;

/** POST /private/booking: asks for a visit (201 `{ uid, status: 'PENDING' }`). */
export function requestVisit(input: {
  saleUid: string;
  date: string;
  message?: string;
  phone?: string;
  /** A litter's animals the visitor wants to meet (issue 39). */
  animals?: string[];
}): Promise<{ uid: string; status: 'PENDING' }> {
  return api.post('private/booking', { json: input }).json();
}

/** GET /private/booking/slots: the sale's free times (or proposal mode). */
export function fetchSlots(saleUid: string): Promise<BookingSlots> {
  return api.get('private/booking/slots', { searchParams: { saleUid } }).json();
}

/** GET /private/booking: the visits I asked for. */
export function fetchAskedVisits(q: ListQuery = {}): Promise<BookingPage> {
  return api.get('private/booking', { searchParams: query(q) }).json();
}

/** GET /private/booking/received: the visits asked for on my sales. */
export function fetchReceivedVisits(q: ListQuery = {}): Promise<BookingPage> {
  return api.get('private/booking/received', { searchParams: query(q) }).json();
}

export function acceptVisit(uid: string): Promise<Booking> {
  return api.put(`private/booking/${encodeURIComponent(uid)}/accept`).json();
}

export function rejectVisit(uid: string, reason?: string): Promise<Booking> {
  return api.put(`private/booking/${encodeURIComponent(uid)}/reject`, { json: reason ? { reason } : {} }).json();
}

export function cancelVisit(uid: string): Promise<Booking> {
  return api.delete(`private/booking/${encodeURIComponent(uid)}`).json();
}

export function fetchAvailability(): Promise<Availability> {
  return api.get('private/booking/availability').json();
}

export function saveAvailability(input: { hours: VisitInterval[]; blockedDays: string[] }): Promise<Availability> {
  return api.put('private/booking/availability', { json: input }).json();
}

/** GET /private/booking/{uid}: one visit, with the visitor's other requests and the same-hour clashes for its seller. */
export function fetchBookingRequest(uid: string): Promise<BookingRequest> {
  return api.get(`private/booking/${encodeURIComponent(uid)}`).json();
}
