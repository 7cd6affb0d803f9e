/** Visit calls: who may book, asking for a visit, the two lists, the seller's decision, cancelling, and availability. */
import { LITTER_ANIMALS_MAX } from '../../../lib/sales/litter.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { isDay } from '../../../lib/bookings/lisbon-time.ts';
import {
  MAX_BLOCKED_DAYS,
  MAX_INTERVALS_PER_DAY,
  MESSAGE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  bookingPhoneError,
} from '../../../lib/bookings/rules.ts';
import { json, jsonBody, pageOf } from '../bodies.ts';
import { errorResponse, errorResponses } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { pageQuery, uidParam } from '../params.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';

const tags = ['Visits'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

const reasonKey = z.string().openapi({ description: 'Translation key', example: 'booking.error.already-booked' });

const CanBookSchema = z
  .object({ canBook: z.boolean(), reason: reasonKey.optional() })
  .openapi('CanBook', { example: { canBook: false, reason: 'booking.error.own-sale' } });

const Person = z.object({ uid: z.uuid(), name: z.string(), surname: z.string() });

export const BookingSchema = z
  .object({
    uid: z.uuid(),
    status: z.enum(STATUSES),
    date: z.string().openapi({ format: 'date-time', description: 'Start of the one-hour visit' }),
    endDate: z.string().openapi({ format: 'date-time' }),
    expired: z.boolean().openapi({ description: 'Pending, but its time has passed: it can no longer be answered' }),
    message: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: "The visitor's contact phone for this visit" }),
    animals: z
      .array(z.string())
      .openapi({ description: 'The animals of a litter the visitor asked to meet, by name (issue 39)' }),
    rejectReason: z.string().nullable(),
    cancelledBySeller: z.boolean().openapi({
      description:
        'CANCELLED because the seller deleted the advert or marked it sold, not by the visitor (decision 138)',
    }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    decidedAt: z.string().nullable().openapi({ format: 'date-time' }),
    sale: z.object({
      uid: z.uuid(),
      title: z.string(),
      location: z.string().nullable(),
      image: z.string().nullable(),
      removed: z
        .boolean()
        .openapi({ description: 'The seller deleted the advert; its link answers 410 (decision 136)' }),
    }),
    visitor: Person,
    seller: Person.extend({
      email: z.string().optional().openapi({ description: 'Only once the visit is accepted' }),
      phone: z.string().optional().openapi({ description: 'Only once the visit is accepted, when the seller has one' }),
    }),
  })
  .openapi('Booking');

const BookingPageSchema = pageOf(BookingSchema, 'BookingPage');

export const BookingRequestViewSchema = BookingSchema.extend({
  viewerRole: z
    .enum(['seller', 'visitor', 'admin'])
    .openapi({ description: 'Who reads: the seller answers, the visitor and an admin only read' }),
  otherRequests: z
    .array(BookingSchema)
    .openapi({ description: "The visitor's other visits on this seller's adverts (empty for the visitor)" }),
  clashes: z.array(BookingSchema).openapi({
    description:
      "While pending: the other pending requests on this seller's adverts for the same hour, which accepting declines (empty for the visitor)",
  }),
}).openapi('BookingRequestView');
const listQuery = pageQuery(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE).extend({
  status: z.enum(STATUSES, 'validation.invalid').optional(),
});

export const BookingRequestSchema = z
  .object({
    saleUid: z.uuid('validation.invalid-format'),
    date: z.iso
      .datetime({ offset: true, message: 'booking.error.invalid-date' })
      .openapi({ description: 'Start of the visit, ISO 8601 with Z or an offset', example: '2026-07-11T09:00:00Z' }),
    message: z.string().max(MESSAGE_MAX_LENGTH, 'booking.error.message-too-long').optional(),
    phone: z
      .string()
      .max(40, 'booking.error.invalid-phone')
      .superRefine((value, ctx) => {
        const message = bookingPhoneError(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      })
      .optional(),
    animals: z
      .array(z.uuid('booking.error.animals'), { message: 'booking.error.animals' })
      .max(LITTER_ANIMALS_MAX, 'booking.error.animals')
      .optional()
      .openapi({
        description:
          "A litter's animals the visitor wants to meet (`SaleDetail.animals[].uid`); any other uid: 400 `booking.error.animals`",
      }),
  })
  .openapi('BookingRequest');

const SlotsSchema = z
  .object({
    mode: z
      .enum(['slots', 'proposal'])
      .openapi({ description: '`proposal`: the seller set no weekly hours, propose a time' }),
    slotMinutes: z.number().int(),
    first: z.string().openapi({ format: 'date', description: 'First Lisbon day of the booking window' }),
    last: z.string().openapi({ format: 'date' }),
    blockedDays: z.array(z.string()),
    days: z.array(
      z.object({
        day: z.string().openapi({ format: 'date' }),
        slots: z.array(z.string().openapi({ format: 'date-time' })),
      }),
    ),
  })
  .openapi('BookingSlots');

const hhmm = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'availability.error.time');

export const AvailabilitySchema = z
  .object({
    hours: z
      .array(
        z.object({
          weekday: z
            .number()
            .int('availability.error.weekday')
            .min(0, 'availability.error.weekday')
            .max(6, 'availability.error.weekday'),
          start: hhmm,
          end: hhmm,
        }),
      )
      .max(7 * MAX_INTERVALS_PER_DAY, 'availability.error.too-many'),
    blockedDays: z
      .array(z.string().refine(isDay, 'availability.error.blocked-day'))
      .max(MAX_BLOCKED_DAYS, 'validation.too-big'),
  })
  .openapi('Availability', {
    example: { hours: [{ weekday: 6, start: '10:00', end: '13:00' }], blockedDays: ['2026-08-15'] },
  });

// Its own example: an extended schema keeps the example of the one it extends, which lacks slotMinutes.
const AvailabilityAnswer = AvailabilitySchema.extend({ slotMinutes: z.number().int() }).openapi('AvailabilityAnswer', {
  example: { hours: [{ weekday: 6, start: '10:00', end: '13:00' }], blockedDays: ['2026-08-15'], slotMinutes: 60 },
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

const SaleViewerStateSchema = z
  .object({
    role: z.enum(['owner', 'visitor']),
    favorites: z.number().int().optional().openapi({ description: 'Owner only: hearts on the sale' }),
    visits: z
      .object({ pending: z.number().int(), accepted: z.number().int() })
      .optional()
      .openapi({ description: 'Owner only: coming visits asked for and accepted' }),
    visit: z
      .object({ uid: z.uuid(), status: z.enum(['PENDING', 'ACCEPTED']), date: z.string() })
      .nullable()
      .optional()
      .openapi({ description: 'Visitor only: their coming visit to this sale, if any' }),
  })
  .openapi('SaleViewerState', { example: { role: 'visitor', visit: null } });

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
  responses: { 200: json(SlotsSchema, 'Free slots, or proposal mode'), ...saleNotFound },
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
    201: json(z.object({ uid: z.uuid(), status: z.literal('PENDING') }).openapi('BookingCreated'), 'Requested'),
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
          schema: z
            .object({ reason: z.string().max(REASON_MAX_LENGTH, 'booking.error.reason-too-long').optional() })
            .openapi('BookingRejection'),
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
  responses: { 200: json(AvailabilityAnswer, 'Availability') },
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
  responses: { 200: json(AvailabilityAnswer, 'Saved') },
});
