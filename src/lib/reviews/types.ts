/**
 * Reviews of a visit (issue 38, decision 183): after an accepted visit's hour has passed, the visitor reviews the
 * advertiser and the advertiser the visitor, within REVIEW_WINDOW_DAYS. Double-blind: a review is published when
 * both have written or when the window closes. Its rules, for the server, the pages and the islands; the shapes on
 * the wire are in shapes.ts.
 */

/** Days after the visit's end during which each side may write. */
export const REVIEW_WINDOW_DAYS = 14;
/** Days before the window closes when the last reminder goes. */
export const REVIEW_LAST_REMINDER_DAYS = 3;
/** A visitor's text, in characters after trimming; the advertiser's is optional, up to the same maximum. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 1000;
/** An answer of the reviewed person, once, in public. */
export const REVIEW_ANSWER_MAX = 1000;
/** Adverts and cards show the ratings from this many reviews on. */
export const REVIEWS_SHOWN_FROM = 3;
/** Reviews per page on a breeder's page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Who wrote it: the visitor (about the advertiser) or the advertiser (about the visitor). */
export const REVIEW_SIDES = ['VISITOR', 'ADVERTISER'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** What each side rates, 1 to 5, in the order the form asks. */
export const QUESTIONS = {
  VISITOR: ['health', 'honesty', 'communication'],
  ADVERTISER: ['punctuality', 'respect'],
} as const satisfies Record<ReviewSide, readonly string[]>;
export type VisitorQuestion = (typeof QUESTIONS.VISITOR)[number];
export type AdvertiserQuestion = (typeof QUESTIONS.ADVERTISER)[number];
export type Question = VisitorQuestion | AdvertiserQuestion;
