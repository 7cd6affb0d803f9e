/** The translation keys of the report islands; their pages pass the texts down (src/lib/translator.ts). */
import { ERROR_SUMMARY_KEYS } from '../ui/error-summary.tsx';

export const REPORT_FORM_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'report.*',
  'too-many-requests',
  'server-error',
  'validation-error',
] as const;
export const REPORT_QUEUE_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'report.*',
  'reports-queue.*',
  // The photos of a reported conversation (decision 182), and a reported review as people read it (decision 184).
  'messages.photos.*',
  'review.card.*',
  'review.question.*',
  'review.deleted-account',
  'appeals-queue.*',
  'appeal.error.*',
  'suspension.error.*',
  'decision-form.*',
  'moderation.error.reason',
  'moderation.error.own-case',
  'too-many-requests',
  'server-error',
] as const;
export const PEOPLE_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'people.*',
  'role.error.*',
  'suspension.error.*',
  'reports-queue.action.*',
  'reports-queue.by-site',
  'reports-queue.days.*',
  'decision-form.reason-error.PERSON',
  'moderation.error.reason',
  'moderation.error.own-case',
  'too-many-requests',
  'server-error',
  'validation-error',
] as const;
/** The moderators' queue of applications for certification (decision 176). */
export const CERTIFICATION_QUEUE_KEYS = [
  ...ERROR_SUMMARY_KEYS,
  'certification-queue.*',
  'certification.field.*',
  'certification.documents.open',
  'certification.error.*',
  'report.error.decision',
  'reports-queue.reason',
  'reports-queue.submit',
  'decision-form.*',
  'moderation.error.reason',
  'moderation.error.own-case',
  'too-many-requests',
  'server-error',
] as const;
