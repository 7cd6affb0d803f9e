/**
 * Reviews of visits (issue 38, decision 183): the form of one visit, the visits waiting for the person's review,
 * writing one, answering one received, and a breeder's published reviews with their averages.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_WINDOW_DAYS, REVIEWS_PAGE_SIZE } from '../../../lib/reviews/types.ts';
import {
  BreederReviewsSchema,
  MyReviewsSchema,
  ReviewableVisitSchema,
  ReviewAnswerSchema,
  ReviewFormSchema,
  ReviewWriteSchema,
  ReviewWrittenSchema,
} from '../../../lib/reviews/shapes.ts';
import { json, jsonBody } from '../bodies.ts';
import { errorResponse } from '../errors.ts';
import { bearerSecurity, requireAuth } from '../middleware/auth.ts';
import { limitPerAccount, RATE_RULES } from '../middleware/rate-limit.ts';
import { pageQuery, uidParam } from '../params.ts';

const tags = ['Reviews'];

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
    200: json(ReviewFormSchema, 'The visit'),
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
    body: jsonBody(ReviewWriteSchema),
  },
  responses: {
    201: json(ReviewWrittenSchema, 'Written'),
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
    body: jsonBody(ReviewAnswerSchema),
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
    200: json(MyReviewsSchema, 'Newest first'),
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
    200: json(BreederReviewsSchema, 'A page of reviews'),
    404: errorResponse('`not-found`: no such person'),
  },
});
