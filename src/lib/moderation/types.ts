/** Reports and moderation decisions as the API answers them (issue 18, decision 149): one definition for both sides. */
import type { MessagePhoto } from '../conversations/shapes.ts';
import type { RiskKind } from '../conversations/risk-signals.ts';
import type { Review } from '../reviews/types.ts';

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

export interface ModerationEntry {
  uid: string;
  action: ModerationAction;
  /** Null for the site's own decision (an automatic hold). */
  moderator: string | null;
  reason: string | null;
  createdAt: string;
}

/** One open report in the queue: who filed it, what it weighs, and how their earlier reports went. */
export interface ReportEntry {
  /** Null once the reporter deleted their account. */
  reporter: { uid: string; name: string } | null;
  /** Whether the reporter's e-mail is confirmed (an unconfirmed account's report weighs nothing). */
  confirmed: boolean;
  memberSince: string | null;
  weight: number;
  /** Whether the reporter shared an address or a browser with the person reported or another reporter (decision 196). */
  linked: boolean;
  reason: ReportReason;
  text: string | null;
  createdAt: string;
  /** Reports the reporter filed in all, and how many a moderator upheld. */
  filed: number;
  upheld: number;
}

/** The open reports of one target about one person, as the queue shows them (worst first). */
export interface ReportGroup {
  targetType: ReportTarget;
  targetUid: string;
  /** The advert's title, the person's name, or the conversation's advert. */
  title: string;
  /** The page a moderator opens to see it. */
  link: string | null;
  /**
   * The person the reports are about, whom a warning or suspension hits (decision 174): the advert's owner, the person
   * reported, or in a conversation the other person than the reporters. A counter-report is another group.
   */
  owner: { uid: string; name: string } | null;
  reporters: number;
  /** What the open reports weigh together, and what holds an advert (settings, decision 174). */
  weight: number;
  holdWeight: number;
  reasons: { reason: ReportReason; count: number }[];
  /** The reporters' texts, newest first. */
  texts: string[];
  /** Each open report, newest first, with what it weighs and its reporter's record. */
  reports: ReportEntry[];
  firstReportedAt: string;
  /** When the advert was created (an advert's age is a signal). */
  targetCreatedAt: string | null;
  held: boolean;
  /** Why a held advert was held (the automatic hold's own words: how many reports, what they weighed). */
  heldBecause: string | null;
  /** Earlier decisions against the owner (take-downs, warnings, rejections). */
  ownerHistory: number;
  /** How often the owner's messages carried a scam note (decision 177); null when the reports name nobody. */
  ownerMessages: { total: number; flagged: number; kinds: { kind: RiskKind; count: number }[] } | null;
  log: ModerationEntry[];
  /** A reported conversation's latest messages, oldest first: moderators read a conversation only once reported. */
  /** With their photos (issue 40), which moderators read from the conversation's photo address. */
  messages: { author: string | null; body: string | null; photos: MessagePhoto[]; createdAt: string }[];
  /** A reported review as it reads, with whom it is about (decision 184); null for other targets. */
  review: (Review & { about: string | null }) | null;
}

/** How a moderator answers an owner's appeal of a take-down (decision 174). */
export const APPEAL_DECISIONS = ['REINSTATE', 'UPHOLD'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** An appeal's text, in characters. */
export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 1000;

/** An open appeal as the moderators' queue shows it. */
export interface AppealEntry {
  uid: string;
  sale: { uid: string; title: string };
  owner: { uid: string; name: string };
  text: string;
  createdAt: string;
  /** The take-down it answers: the moderator's reason and when. */
  takeDown: { reason: string | null; at: string | null };
}

/** Search terms for people, after trimming (decision 152). */
export const PEOPLE_QUERY_MIN = 2;
export const PEOPLE_QUERY_MAX = 100;

/** A person as the moderators' people page lists them. */
export interface PersonSummary {
  uid: string;
  name: string;
  surname: string;
  email: string;
  role: 'user' | 'editor' | 'moderator' | 'admin';
  /** Until when they are suspended (9999-12-31 for good), or null. */
  suspendedUntil: string | null;
}

/** One person for the moderators: their suspension and every decision about them, newest first. */
export interface PersonDetail extends PersonSummary {
  userType: string;
  certified: boolean;
  memberSince: string;
  suspensionReason: string | null;
  /** Open reports about them. */
  openReports: number;
  log: ModerationEntry[];
}
