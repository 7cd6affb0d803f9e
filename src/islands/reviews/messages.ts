/** The translation keys of the review islands; their pages pass the texts down (src/lib/translator.ts). */
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

export const REVIEW_FORM_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'review.*',
  'report.link.REVIEW',
  'too-many-requests',
  'server-error',
] as const;
/** The profile's reviews (received with their answer form, and written). */
export const MY_REVIEWS_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'review.*',
  'reviews.mine.*',
  'report.link.REVIEW',
  'too-many-requests',
  'server-error',
] as const;
