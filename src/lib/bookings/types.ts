/** Visits as the API answers them (one definition for the server's views and the browser's calls). */
import type { BookingStatus } from './rules.ts';

export interface BookingPerson {
  uid: string;
  name: string;
  surname: string;
}

/** One visit as the API lists it. */
export interface Booking {
  uid: string;
  status: BookingStatus;
  /** Start of the one-hour visit (ISO). */
  date: string;
  endDate: string;
  /** Still PENDING but its time has passed: it can no longer be answered. */
  expired: boolean;
  message: string | null;
  /** The visitor's contact phone for this visit. */
  phone: string | null;
  /** The animals of a litter the visitor asked to meet (issue 39), by name; empty for a single advert. */
  animals: string[];
  rejectReason: string | null;
  /** CANCELLED because the seller deleted the advert or marked it sold (decision 138). */
  cancelledBySeller: boolean;
  createdAt: string;
  decidedAt: string | null;
  /** `removed`: the seller deleted the advert; its link answers 410 (decision 136). */
  sale: { uid: string; title: string; location: string | null; image: string | null; removed: boolean };
  visitor: BookingPerson;
  /** The seller; email and phone only once the visit is accepted (decision 073). */
  seller: BookingPerson & { email?: string; phone?: string };
}

export interface BookingPage {
  content: Booking[];
  totalElements: number;
}

/** One visit request as its seller answers it (GET /private/booking/{uid}, decision 131). */
export interface BookingRequest extends Booking {
  /** Who is reading: the seller (answers), the visitor, or an admin (reads only). */
  viewerRole: 'seller' | 'visitor' | 'admin';
  /** The visitor's other visits on this seller's adverts (empty for the visitor). */
  otherRequests: Booking[];
  /** Pending requests on this seller's adverts for the same hour, which accepting this one declines (empty for the visitor). */
  clashes: Booking[];
}
