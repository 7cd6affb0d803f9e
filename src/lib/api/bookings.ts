/** Visit calls: asking for a visit, the two lists, the seller's decision, cancelling, and the seller's availability. */
import type { BookingStatus } from '../bookings/rules.ts';
import type {
  Availability,
  AvailabilityAnswer,
  Booking,
  BookingCreated,
  BookingPage,
  BookingRequest,
  BookingRequestView,
  BookingSlots,
} from '../bookings/shapes.ts';
import { api } from './client.ts';

export type {
  Availability,
  AvailabilityAnswer,
  Booking,
  BookingPage,
  BookingPerson,
  BookingRequest,
  BookingRequestView,
  BookingSlots,
  SlotDay,
} from '../bookings/shapes.ts';

export interface ListQuery {
  page?: number;
  size?: number;
  status?: BookingStatus;
}

const query = (q: ListQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string | number>;

/** POST /private/booking: asks for a visit (201 `{ uid, status: 'PENDING' }`). */
export function requestVisit(input: BookingRequest): Promise<BookingCreated> {
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

export function fetchAvailability(): Promise<AvailabilityAnswer> {
  return api.get('private/booking/availability').json();
}

export function saveAvailability(input: Availability): Promise<AvailabilityAnswer> {
  return api.put('private/booking/availability', { json: input }).json();
}

/** GET /private/booking/{uid}: one visit, with the visitor's other requests and the same-hour clashes for its seller. */
export function fetchBookingRequest(uid: string): Promise<BookingRequestView> {
  return api.get(`private/booking/${encodeURIComponent(uid)}`).json();
}
