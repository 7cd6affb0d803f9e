/**
 * Reviews of a visit (issue 38, decision 183): after an accepted visit's hour has passed, the visitor reviews the
 * advertiser and the advertiser the visitor, within REVIEW_WINDOW_DAYS. Double-blind: a review is published when
 * both have written or when the window closes. One definition for the server, the pages and the islands.
 */
import type { Standing } from '../users/standing.ts';

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

export type Ratings = Partial<Record<Question, number>>;

/** A published review as people read it. */
export interface Review {
  uid: string;
  side: ReviewSide;
  /** The writer's first name and initial ("Ana S."); null once their account was deleted. */
  author: string | null;
  ratings: Ratings;
  text: string | null;
  /** The advert the visit was for (its title as it was). */
  saleTitle: string;
  visitedOn: string;
  publishedAt: string;
  answer: { text: string; at: string } | null;
  /**
   * Whether it counts toward the person's rating (decision 196): only a review by an established writer independent
   * of them does; the others are shown marked, and left out of averages and counts.
   */
  counted: boolean;
  /** Where its writer stands towards the person reviewed: why it does not count, when it does not. */
  standing: Standing;
}

/** A person's ratings as an advertiser: the average per question (one decimal) and how many reviews, of those that count. */
export interface RatingSummary {
  count: number;
  averages: Record<VisitorQuestion, number | null>;
  /** The mean of the three averages. */
  overall: number | null;
}

/** A visit the person may review now, or has reviewed and waits for the other side. */
export interface ReviewableVisit {
  bookingUid: string;
  side: ReviewSide;
  saleTitle: string;
  /** The person reviewed. */
  other: { uid: string | null; name: string | null };
  visitedAt: string;
  closesAt: string;
  /** The person's own review, when written (never the other side's before publication); `hidden` is the moderator's reason. */
  mine: { uid: string; ratings: Ratings; text: string | null; published: boolean; hidden: string | null } | null;
  /** The other side's review, once published. */
  theirs: Review | null;
}

/** A review the person wrote, as their profile lists it: whether it is out yet, about whom, and why it was hidden. */
export interface GivenReview extends Review {
  published: boolean;
  about: string | null;
  /** The moderator's reason when hidden (decision 184). */
  hidden: string | null;
}
