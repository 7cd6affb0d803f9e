/**
 * Visits as the API answers them and the bodies a client sends, declared once as zod schemas whose ids name them in
 * the OpenAPI document; each type is what zod infers (decision 212). Plain zod described with `.meta()`, so the server
 * loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { LITTER_ANIMALS_MAX } from '../sales/litter.ts';
import { isDay } from './lisbon-time.ts';
import {
  BOOKING_STATUSES,
  MAX_BLOCKED_DAYS,
  MAX_INTERVALS_PER_DAY,
  MESSAGE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  bookingPhoneError,
} from './rules.ts';

const reasonKey = z.string().meta({ description: 'Translation key', example: 'booking.error.already-booked' });

export const CanBookSchema = z
  .object({ canBook: z.boolean(), reason: reasonKey.optional() })
  .meta({ id: 'CanBook', example: { canBook: false, reason: 'booking.error.own-sale' } });
export type CanBook = z.infer<typeof CanBookSchema>;

export const BookingPersonSchema = z.object({ uid: z.uuid(), name: z.string(), surname: z.string() });
export type BookingPerson = z.infer<typeof BookingPersonSchema>;

/** One visit as the API lists it. */
export const BookingSchema = z
  .object({
    uid: z.uuid(),
    status: z.enum(BOOKING_STATUSES),
    date: z.string().meta({ format: 'date-time', description: 'Start of the one-hour visit' }),
    endDate: z.string().meta({ format: 'date-time' }),
    expired: z.boolean().meta({ description: 'Pending, but its time has passed: it can no longer be answered' }),
    message: z.string().nullable(),
    phone: z.string().nullable().meta({ description: "The visitor's contact phone for this visit" }),
    animals: z.array(z.string()).meta({
      description: 'The animals of a litter the visitor asked to meet, by name (issue 39); empty for a single advert',
    }),
    rejectReason: z.string().nullable(),
    cancelledBySeller: z.boolean().meta({
      description:
        'CANCELLED because the seller deleted the advert or marked it sold, not by the visitor (decision 138)',
    }),
    createdAt: z.string().meta({ format: 'date-time' }),
    decidedAt: z.string().nullable().meta({ format: 'date-time' }),
    sale: z.object({
      uid: z.uuid(),
      title: z.string(),
      location: z.string().nullable(),
      image: z.string().nullable(),
      removed: z.boolean().meta({ description: 'The seller deleted the advert; its link answers 410 (decision 136)' }),
    }),
    visitor: BookingPersonSchema,
    seller: BookingPersonSchema.extend({
      email: z.string().optional().meta({ description: 'Only once the visit is accepted' }),
      phone: z.string().optional().meta({ description: 'Only once the visit is accepted, when the seller has one' }),
    }).meta({ description: 'The seller; email and phone only once the visit is accepted (decision 073)' }),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof BookingSchema>;

export const BookingPageSchema = z
  .object({ content: z.array(BookingSchema), totalElements: z.number().int() })
  .meta({ id: 'BookingPage' });
export type BookingPage = z.infer<typeof BookingPageSchema>;

/** One visit as its seller answers it (GET /private/booking/{uid}, decision 131). */
export const BookingRequestViewSchema = BookingSchema.extend({
  viewerRole: z
    .enum(['seller', 'visitor', 'admin'])
    .meta({ description: 'Who reads: the seller answers, the visitor and an admin only read' }),
  otherRequests: z
    .array(BookingSchema)
    .meta({ description: "The visitor's other visits on this seller's adverts (empty for the visitor)" }),
  clashes: z.array(BookingSchema).meta({
    description:
      "While pending: the other pending requests on this seller's adverts for the same hour, which accepting declines (empty for the visitor)",
  }),
}).meta({ id: 'BookingRequestView' });
export type BookingRequestView = z.infer<typeof BookingRequestViewSchema>;

/** What a visitor sends to ask for a visit. */
export const BookingRequestSchema = z
  .object({
    saleUid: z.uuid('validation.invalid-format'),
    date: z.iso
      .datetime({ offset: true, message: 'booking.error.invalid-date' })
      .meta({ description: 'Start of the visit, ISO 8601 with Z or an offset', example: '2026-07-11T09:00:00Z' }),
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
      .meta({
        description:
          "A litter's animals the visitor wants to meet (`SaleDetail.animals[].uid`); any other uid: 400 `booking.error.animals`",
      }),
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof BookingRequestSchema>;

export const BookingCreatedSchema = z
  .object({ uid: z.uuid(), status: z.literal('PENDING') })
  .meta({ id: 'BookingCreated' });
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

export const BookingRejectionSchema = z
  .object({ reason: z.string().max(REASON_MAX_LENGTH, 'booking.error.reason-too-long').optional() })
  .meta({ id: 'BookingRejection' });
export type BookingRejection = z.input<typeof BookingRejectionSchema>;

export const BookingSlotsSchema = z
  .object({
    mode: z
      .enum(['slots', 'proposal'])
      .meta({ description: '`proposal`: the seller set no weekly hours, propose a time' }),
    slotMinutes: z.number().int(),
    first: z.string().meta({ format: 'date', description: 'First Lisbon day of the booking window' }),
    last: z.string().meta({ format: 'date' }),
    blockedDays: z.array(z.string()),
    days: z.array(
      z.object({
        day: z.string().meta({ format: 'date' }),
        slots: z.array(z.string().meta({ format: 'date-time' })),
      }),
    ),
  })
  .meta({ id: 'BookingSlots' });
export type BookingSlots = z.infer<typeof BookingSlotsSchema>;
export type SlotDay = BookingSlots['days'][number];

const hhmm = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'availability.error.time');

/** One interval of weekly visiting hours, as the API carries it. */
export const VisitIntervalSchema = z.object({
  weekday: z
    .number()
    .int('availability.error.weekday')
    .min(0, 'availability.error.weekday')
    .max(6, 'availability.error.weekday')
    .meta({ description: '0 = Sunday … 6 = Saturday' }),
  start: hhmm.meta({ description: '`HH:MM`, Lisbon time' }),
  end: hhmm,
});
export type VisitInterval = z.infer<typeof VisitIntervalSchema>;

/** A seller's weekly visiting hours and blocked days, as they send them. */
export const AvailabilitySchema = z
  .object({
    hours: z.array(VisitIntervalSchema).max(7 * MAX_INTERVALS_PER_DAY, 'availability.error.too-many'),
    blockedDays: z
      .array(z.string().refine(isDay, 'availability.error.blocked-day'))
      .max(MAX_BLOCKED_DAYS, 'validation.too-big'),
  })
  .meta({
    id: 'Availability',
    example: { hours: [{ weekday: 6, start: '10:00', end: '13:00' }], blockedDays: ['2026-08-15'] },
  });
export type Availability = z.input<typeof AvailabilitySchema>;

// Its own example: an extended schema keeps the example of the one it extends, which lacks slotMinutes.
export const AvailabilityAnswerSchema = AvailabilitySchema.extend({ slotMinutes: z.number().int() }).meta({
  id: 'AvailabilityAnswer',
  example: { hours: [{ weekday: 6, start: '10:00', end: '13:00' }], blockedDays: ['2026-08-15'], slotMinutes: 60 },
});
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswerSchema>;

export const SaleViewerStateSchema = z
  .object({
    role: z.enum(['owner', 'visitor']),
    favorites: z.number().int().optional().meta({ description: 'Owner only: hearts on the sale' }),
    visits: z
      .object({ pending: z.number().int(), accepted: z.number().int() })
      .optional()
      .meta({ description: 'Owner only: coming visits asked for and accepted' }),
    visit: z
      .object({ uid: z.uuid(), status: z.enum(['PENDING', 'ACCEPTED']), date: z.string() })
      .nullable()
      .optional()
      .meta({ description: 'Visitor only: their coming visit to this sale, if any' }),
  })
  .meta({ id: 'SaleViewerState', example: { role: 'visitor', visit: null } });
export type SaleViewerState = z.infer<typeof SaleViewerStateSchema>;
