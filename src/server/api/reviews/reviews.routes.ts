/**
 * Reviews of visits (issue 38, decision 183): the form of one visit, the visits waiting for the person's review,
 * writing one, answering one received, and a breeder's published reviews with their averages.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  QUESTIONS,
  REVIEW_ANSWER_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_WINDOW_DAYS,
  REVIEWS_PAGE_SIZE,
} from '../../../lib/reviews/types.ts';
import { STANDINGS } from '../../../lib/moderation/types.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { pageQuery, uidParam } from '../params.ts';

const tags = ['Reviews'];
const isoDate = z.string().openapi({ format: 'date-time' });
const rating = z.number().int('validation.integer').min(1, 'review.error.rating-required').max(5, 'validation.too-big');
const questions = [...QUESTIONS.VISITOR, ...QUESTIONS.ADVERTISER] as const;

const RatingsSchema = z
  .object(
    Object.fromEntries(questions.map((q) => [q, rating.optional()])) as Record<
      (typeof questions)[number],
      z.ZodOptional<typeof rating>
    >,
  )
  .openapi('ReviewRatings', {
    description: `1 to 5 each: a visitor rates ${QUESTIONS.VISITOR.join(', ')}; an advertiser ${QUESTIONS.ADVERTISER.join(', ')}`,
  });

export const ReviewSchema = z
  .object({
    uid: z.uuid(),
    side: z.enum(['VISITOR', 'ADVERTISER']).openapi({ description: 'Written by the visitor, or by the advertiser' }),
    author: z.string().nullable().openapi({ description: 'First name and initial; null once the account was deleted' }),
    ratings: RatingsSchema,
    text: z.string().nullable(),
    saleTitle: z.string(),
    visitedOn: isoDate,
    publishedAt: isoDate,
    answer: z
      .object({ text: z.string(), at: isoDate })
      .nullable()
      .openapi({ description: "The reviewed person's answer" }),
    counted: z.boolean().openapi({
      description:
        "Whether it counts toward the reviewed person's averages and count (decision 196): only a review by an " +
        'established writer independent of them does; the others are shown marked and left out',
    }),
    standing: z.enum(STANDINGS).openapi({
      description:
        "The writer's standing towards the person reviewed, read now: `unconfirmed` (e-mail not confirmed), `new` " +
        '(account under 7 days old: it counts once older), `linked` (the two were seen sharing a sign-in address or ' +
        'a browser: it never counts), `established` (counted)',
    }),
  })
  .openapi('Review');

const average = z.number().nullable();
export const RatingSummarySchema = z
  .object({
    count: z.number().int().openapi({ description: 'Reviews that count (decision 196)' }),
    averages: z.object({ health: average, honesty: average, communication: average }),
    overall: average.openapi({ description: 'Mean of the three averages, one decimal' }),
  })
  .openapi('RatingSummary');

const ReviewableVisitSchema = z
  .object({
    bookingUid: z.uuid(),
    side: z.enum(['VISITOR', 'ADVERTISER']).openapi({ description: 'The side the caller writes as' }),
    saleTitle: z.string(),
    other: z.object({ uid: z.uuid().nullable(), name: z.string().nullable() }),
    visitedAt: isoDate,
    closesAt: isoDate,
    mine: z
      .object({
        uid: z.uuid(),
        ratings: RatingsSchema,
        text: z.string().nullable(),
        published: z.boolean(),
        hidden: z.string().nullable().openapi({ description: "A moderator's reason when hidden (decision 184)" }),
      })
      .nullable(),
    theirs: ReviewSchema.nullable().openapi({ description: "The other side's review, only once published" }),
  })
  .openapi('ReviewableVisit');

const visitNotFound = errorResponse('`review.error.not-found`: no such visit, or one the caller took no part in');

export const visit = createRoute({
  method: 'get',
  path: '/private/review/visit/{uid}',
  tags,
  summary: 'The review form of one of my visits',
  description:
    "The visit, the caller's side, the window and the caller's review if written; the other side's only once " +
    '`refusal` says why the caller cannot write now (null when they can).',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  request: { params: z.object({ uid: uidParam }) },
  responses: {
    200: json(
      ReviewableVisitSchema.extend({
        refusal: z
          .enum([
            'review.error.not-accepted',
            'review.error.too-early',
            'review.error.closed',
            'review.error.already-written',
          ])
          .nullable(),
      }).openapi('ReviewForm'),
      'The visit',
    ),
    404: visitNotFound,
  },
});

export const pending = createRoute({
  method: 'get',
  path: '/private/review/pending',
  tags,
  summary: 'The visits waiting for my review',
  description: `Accepted visits whose hour has passed within the last ${REVIEW_WINDOW_DAYS} days, not yet reviewed by the caller.`,
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: { 200: json(z.array(ReviewableVisitSchema), 'Oldest visit first') },
});

export const write = createRoute({
  method: 'post',
  path: '/private/review/visit/{uid}',
  tags,
  summary: 'Review one of my visits',
  description:
    `Once per side, from the end of the visit's hour for ${REVIEW_WINDOW_DAYS} days. A visitor rates the animal's health, ` +
    `the advert's honesty and the communication, with ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters; an ` +
    'advertiser rates punctuality and respect, text optional. Published when both sides have written or when the ' +
    'window closes; it cannot be changed.',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.review)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(
      z
        .object({
          ratings: RatingsSchema,
          text: z.string().max(REVIEW_TEXT_MAX, 'review.error.text-long').optional(),
        })
        .openapi('ReviewWrite', {
          example: {
            ratings: { health: 5, honesty: 4, communication: 5 },
            text: 'A cadela estava saudável e os documentos batiam certo com o anúncio.',
          },
        }),
    ),
  },
  responses: {
    201: json(z.object({ uid: z.uuid(), published: z.boolean() }).openapi('ReviewWritten'), 'Written'),
    404: visitNotFound,
    409: errorResponse('`review.error.already-written`: the caller already reviewed this visit'),
    422: errorResponse(
      '`review.error.not-accepted`: the visit was not accepted; `review.error.too-early`: its hour has not ended; ' +
        '`review.error.closed`: the window closed',
    ),
  },
});

export const answer = createRoute({
  method: 'post',
  path: '/private/review/{uid}/answer',
  tags,
  summary: 'Answer a review I received, once and in public',
  security: bearerSecurity,
  middleware: [requireAuth, limitPerAccount(RATE_RULES.review)] as const,
  request: {
    params: z.object({ uid: uidParam }),
    body: jsonBody(
      z
        .object({
          text: z.string().trim().min(1, 'validation.required').max(REVIEW_ANSWER_MAX, 'review.error.text-long'),
        })
        .openapi('ReviewAnswer'),
    ),
  },
  responses: {
    204: { description: 'Answered' },
    403: errorResponse('`review.error.not-yours`: the review is about someone else'),
    404: errorResponse('`review.error.not-found`: no such review'),
    409: errorResponse('`review.error.already-answered`: answered before'),
    422: errorResponse('`review.error.not-published`: not published yet'),
  },
});

export const mine = createRoute({
  method: 'get',
  path: '/private/review/mine',
  tags,
  summary: 'The reviews I received (published) and the ones I wrote',
  security: bearerSecurity,
  middleware: [requireAuth] as const,
  responses: {
    200: json(
      z
        .object({
          received: z.array(ReviewSchema),
          given: z.array(
            ReviewSchema.extend({
              published: z.boolean(),
              about: z.string().nullable(),
              hidden: z.string().nullable().openapi({ description: "A moderator's reason when hidden (decision 184)" }),
            }),
          ),
        })
        .openapi('MyReviews'),
      'Newest first',
    ),
  },
});

export const ofBreeder = createRoute({
  method: 'get',
  path: '/public/breeders/{uid}/reviews',
  tags,
  summary: 'What visitors said of an advertiser: averages and the published reviews, newest first',
  description:
    'Every published review that was not hidden, each saying whether it counts; the summary averages and counts only ' +
    'those that count (decision 196), as the cards and the breeder page do.',
  request: {
    params: z.object({ uid: uidParam }),
    query: pageQuery(50, REVIEWS_PAGE_SIZE),
  },
  responses: {
    200: json(
      z
        .object({ summary: RatingSummarySchema, content: z.array(ReviewSchema), totalElements: z.number().int() })
        .openapi('BreederReviews'),
      'A page of reviews',
    ),
    404: errorResponse('`not-found`: no such person'),
  },
});
