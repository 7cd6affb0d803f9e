/**
 * The translation keys each visit island shows; its page passes their texts down (src/lib/translator.ts).
 * `prefix.*` entries stand for keys that arrive as data: the API's error keys, statuses, weekdays.
 */
import { PUSH_OFFER_KEYS } from '../push/messages.ts';
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

const COMMON = [
  'booking.error.*',
  'booking.status.*',
  'visits.load-error',
  'visits.retry',
  'visits.more',
  'visits.past',
  'visits.sale-removed',
] as const;

export const BOOKING_FORM_KEYS = [
  ...COMMON,
  ...ERROR_SUMMARY_KEYS,
  'booking.form.*',
  // A litter's animals to choose from (issue 39).
  'sales.sex.MALE',
  'sales.sex.FEMALE',
  'litter.state.RESERVED',
  'appointment.back-to-sale',
  'appointment.go-dashboard',
  // Push offered once the visit is asked for (issue 42).
  ...PUSH_OFFER_KEYS,
] as const;

export const AVAILABILITY_KEYS = [...COMMON, ...ERROR_SUMMARY_KEYS, 'availability.*'] as const;

export const VISITS_ASKED_KEYS = [
  ...COMMON,
  'visits.asked.*',
  'visits.seller',
  'visits.contact',
  'visits.reason',
  'visits.message',
  'visits.animals',
] as const;

export const VISITS_TO_ANSWER_KEYS = [
  ...COMMON,
  'visits.received.*',
  'visits.visitor',
  'visits.phone',
  'visits.reason',
  'visits.message',
  'visits.animals',
  'booking.form.optional',
] as const;

export const VISIT_REQUEST_KEYS = [...VISITS_TO_ANSWER_KEYS, 'visit-request.*', 'visits.seller'] as const;
