/** Review handlers (issue 38): the writer is always the token's person; a breeder's page reads what is published. */
import { REVIEWS_PAGE_SIZE } from '../../../lib/reviews/types.ts';
import {
  answerReview,
  ReviewError,
  ReviewFieldsError,
  reviewableVisit,
  reviewsOf,
  visitsToReview,
  writeReview,
} from '../../domain/reviews/reviews.ts';
import { breederReviews } from '../../domain/reviews/breeder-page.ts';
import { ApiError, VALIDATION_MESSAGE, VALIDATION_STATUS } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import type * as routes from './reviews.routes.ts';

const STATUS = {
  'review.error.not-found': 404,
  'review.error.not-accepted': 422,
  'review.error.too-early': 422,
  'review.error.closed': 422,
  'review.error.already-written': 409,
  'review.error.not-yours': 403,
  'review.error.not-published': 422,
  'review.error.already-answered': 409,
} as const;

async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ReviewError) throw new ApiError(STATUS[error.key], error.key);
    if (error instanceof ReviewFieldsError) throw new ApiError(VALIDATION_STATUS, VALIDATION_MESSAGE, error.errors);
    throw error;
  }
}

export const visit: AppRouteHandler<typeof routes.visit> = async (c) => {
  const found = await reviewableVisit(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid);
  if (!found) throw new ApiError(404, 'review.error.not-found');
  return c.json(found, 200);
};

export const pending: AppRouteHandler<typeof routes.pending> = async (c) =>
  c.json(await visitsToReview(c.get('ctx').db, c.get('principal').userId), 200);

export const write: AppRouteHandler<typeof routes.write> = async (c) => {
  const written = await refusals(() =>
    writeReview(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json')),
  );
  return c.json(written, 201);
};

export const answer: AppRouteHandler<typeof routes.answer> = async (c) => {
  await refusals(() =>
    answerReview(c.get('ctx').db, c.get('principal').userId, c.req.valid('param').uid, c.req.valid('json').text),
  );
  return c.body(null, 204);
};

export const mine: AppRouteHandler<typeof routes.mine> = async (c) =>
  c.json(await reviewsOf(c.get('ctx').db, c.get('principal').userId), 200);

export const ofBreeder: AppRouteHandler<typeof routes.ofBreeder> = async (c) => {
  const { page = 0, size = REVIEWS_PAGE_SIZE } = c.req.valid('query');
  const reviews = await breederReviews(c.get('ctx').db, c.req.valid('param').uid, { page, size });
  if (!reviews) throw new ApiError(404, 'not-found');
  return c.json(reviews, 200);
};
