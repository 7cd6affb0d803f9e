/** Visit calls: who may book, asking for a visit, the two lists, the seller's decision, cancelling, and availability. */
import { createRoute, z } from '@hono/zod-openapi';
import { BOOKING_STATUSES } from '../../../lib/bookings/rules.ts';
import {
  AvailabilityAnswerSchema,
  AvailabilitySchema,
  BookingCreatedSchema,
  BookingPageSchema,
  BookingRejectionSchema,
  BookingRequestSchema,
  BookingRequestViewSchema,
  BookingSchema,
  BookingSlotsSchema,
  CanBookSchema,
  SaleViewerStateSchema,
} from '../../../lib/bookings/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse, errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { pageQuery, uidParam } from '../params.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Visits'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const listQuery = pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).extend({
  status: z.enum(BOOKING_STATUSES, 'validation.invalid').optional(),
});

const bookingUid = z.object({ uid: uidParam });

// The visit calls' own keys for the shared 403 and 404.
const saleNotFound = {
  404: errorResponse('`booking.error.sale-not-found`: no such sale, or one the caller may not see (decision 076)'),
};
const visitNotFound = errorResponse('`booking.error.not-found`: no such visit, or one the caller takes no part in');
const sellersCall = {
  403: errorResponse('`booking.error.not-seller`: only the seller answers a visit'),
  404: visitNotFound,
};
const visitorsCall = {
  403: errorResponse('`booking.error.not-visitor`: only the visitor cancels'),
  404: visitNotFound,
};

export const canBook = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/can-book',
  summary: 'Whether I may ask for a visit to this sale now',
  description:
    'False (with the reason as a translation key) for my own sale, a sale not approved, or when I already have a pending or accepted visit for it.',
  request: { query: z.object({ saleUid: uidParam }) },
  responses: { 200: json(CanBookSchema, 'Answer'), ...saleNotFound },
});

export const saleState = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/sale-state',
  summary: 'What this sale is to me: my own (with its counts) or one I asked to visit',
  description:
    'The signed-in part of the public sale page (which is cached for everyone): the owner gets the favourites and coming visits counts, anyone else their pending or accepted coming visit to it. Same visibility rule as booking (decision 076).',
  request: { query: z.object({ saleUid: uidParam }) },
  responses: { 200: json(SaleViewerStateSchema, 'Answer'), ...saleNotFound },
});

export const slots = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/slots',
  summary: "The sale's free visit times for the next 60 days (Europe/Lisbon)",
  request: { query: z.object({ saleUid: uidParam }) },
  responses: { 200: json(BookingSlotsSchema, 'Free slots, or proposal mode'), ...saleNotFound },
});

export const create = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.booking)] as const,
  method: 'post',
  path: '/private/booking',
  summary: 'Ask for a visit',
  description:
    'The time must be in the future, within 60 days, on a free slot of the seller (or, when the seller set no hours, on a quarter hour between 08:00 and 20:00 Lisbon time) and not on a blocked day. ' +
    'One open request per visitor and sale, none when either blocked the other (409 `booking.error.blocked`). ' +
    'The seller is notified (SALE_INTERESTED) and mailed.',
  request: { body: jsonBody(BookingRequestSchema) },
  responses: {
    201: json(BookingCreatedSchema, 'Requested'),
    ...saleNotFound,
    ...errorResponses(409),
  },
});

export const asked = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking',
  summary: 'The visits I asked for',
  description: 'Coming visits first (soonest first), then past ones.',
  request: { query: listQuery },
  responses: { 200: json(BookingPageSchema, 'A page') },
});

export const received = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/received',
  summary: 'The visits asked for on my sales',
  request: { query: listQuery },
  responses: { 200: json(BookingPageSchema, 'A page') },
});

export const one = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/{uid}',
  summary: 'One visit, for its seller, its visitor or an admin',
  description:
    "What the seller needs to answer a request (decision 131): the visit, the visitor's other visits on the same seller's adverts and, while pending, " +
    'the requests for the same hour that accepting would decline. Its visitor reads the visit alone; an admin reads all of it. Anyone else: 404, as for no such visit.',
  request: { params: bookingUid },
  responses: { 200: json(BookingRequestViewSchema, 'The visit'), 404: visitNotFound },
});

export const accept = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.bookingDecision)] as const,
  method: 'put',
  path: '/private/booking/{uid}/accept',
  summary: 'The seller accepts a pending visit',
  description:
    'The visitor is notified (BOOKING_ACCEPTED) and mailed with an .ics file. Other pending requests for the same hour are declined. ' +
    '409 when the hour is already taken: one accepted visit per slot, guaranteed by the database; 409 ' +
    '`booking.error.blocked` when either blocked the other (an accepted visit hands over address and phone).',
  request: { params: bookingUid },
  responses: { 200: json(BookingSchema, 'The accepted visit'), ...sellersCall, ...errorResponses(409) },
});

export const reject = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.bookingDecision)] as const,
  method: 'put',
  path: '/private/booking/{uid}/reject',
  summary: 'The seller declines a pending visit',
  request: {
    params: bookingUid,
    body: {
      required: false,
      content: {
        'application/json': {
          schema: BookingRejectionSchema,
        },
      },
    },
  },
  responses: { 200: json(BookingSchema, 'The declined visit'), ...sellersCall, ...errorResponses(409) },
});

export const cancel = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.bookingDecision)] as const,
  method: 'delete',
  path: '/private/booking/{uid}',
  summary: 'The visitor cancels a pending visit',
  request: { params: bookingUid },
  responses: { 200: json(BookingSchema, 'The cancelled visit'), ...visitorsCall, ...errorResponses(409) },
});

export const getAvailability = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  method: 'get',
  path: '/private/booking/availability',
  summary: 'My weekly visiting hours and blocked days',
  responses: { 200: json(AvailabilityAnswerSchema, 'Availability') },
});

export const putAvailability = createRoute({
  tags,
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.availability)] as const,
  method: 'put',
  path: '/private/booking/availability',
  summary: 'Replace my weekly visiting hours and blocked days',
  description:
    'Times are Europe/Lisbon `HH:MM` on quarter hours; each interval holds at least one one-hour visit; intervals of a day do not overlap. Past blocked days are dropped.',
  request: { body: jsonBody(AvailabilitySchema) },
  responses: { 200: json(AvailabilityAnswerSchema, 'Saved') },
});
