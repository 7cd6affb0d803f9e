/** The translation keys of the review islands; their pages pass the texts down (src/lib/translator.ts). */
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

export const REVIEW_FORM_KEYS = [...ERROR_SUMMARY_KEYS, 'review.*', 'too-many-requests', 'server-error'] as const;
