/**
 * The rules of reports and moderation decisions (issue 18, decision 149), for both sides: what can be reported and
 * why, what a moderator decides, and how long each text may be. The shapes on the wire are in shapes.ts.
 */

/** What can be reported: a published review of a visit too (issue 38, decision 184). */
export const REPORT_TARGETS = ['SALE', 'USER', 'CONVERSATION', 'REVIEW'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why, in the order the form offers them; UNTRUE and PERSONAL_DATA are a review's (decision 184). */
export const REPORT_REASONS = [
  'SCAM',
  'TOO_YOUNG',
  'WELFARE',
  'WRONG_INFORMATION',
  'OFFENSIVE',
  'OTHER',
  'UNTRUE',
  'PERSONAL_DATA',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons the form offers, and the API accepts, for each kind of target. */
export const REASONS_FOR: Record<ReportTarget, readonly ReportReason[]> = {
  SALE: ['SCAM', 'TOO_YOUNG', 'WELFARE', 'WRONG_INFORMATION', 'OFFENSIVE', 'OTHER'],
  USER: ['SCAM', 'TOO_YOUNG', 'WELFARE', 'WRONG_INFORMATION', 'OFFENSIVE', 'OTHER'],
  CONVERSATION: ['SCAM', 'TOO_YOUNG', 'WELFARE', 'WRONG_INFORMATION', 'OFFENSIVE', 'OTHER'],
  REVIEW: ['UNTRUE', 'OFFENSIVE', 'PERSONAL_DATA'],
};

/** A report's optional text, at most. */
export const REPORT_TEXT_MAX = 1000;
export { STANDINGS, type Standing } from '../users/standing.ts';

/** Suspension lengths a moderator picks from, in days; null is for good (decision 150). */
export const SUSPENSION_DAYS = [7, 30, 365, null] as const;

/**
 * What a moderator (or the site, for a hold or a suspension's end) decided; an admin giving or taking the moderator
 * role is logged against the person too (decision 152).
 */
export const MODERATION_ACTIONS = [
  'APPROVE',
  'REJECT',
  'TAKE_DOWN',
  'CERTIFY',
  'UNCERTIFY',
  'HOLD',
  'DISMISS',
  'WARN',
  'SUSPEND',
  'LIFT',
  'GRANT_MODERATOR',
  'REVOKE_MODERATOR',
  // An owner's appeal of a take-down answered (decision 174): back online, or kept down.
  'REINSTATE',
  'UPHOLD',
  // A breeder's application for certification refused (decision 176); an approval is CERTIFY.
  'CERTIFICATION_REFUSE',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A moderator's reason, read by the person a decision concerns: its length once trimmed. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** The decisions a moderator takes on the reports of one target; TAKE_DOWN hides a review (decision 184). */
export const REPORT_DECISIONS = ['DISMISS', 'TAKE_DOWN', 'WARN', 'SUSPEND'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** How a moderator answers an owner's appeal of a take-down (decision 174). */
export const APPEAL_DECISIONS = ['REINSTATE', 'UPHOLD'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** An appeal's text, in characters. */
export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 1000;

/** Search terms for people, after trimming (decision 152). */
export const PEOPLE_QUERY_MIN = 2;
export const PEOPLE_QUERY_MAX = 100;
