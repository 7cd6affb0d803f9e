/** Binds the review routes (issue 38, decision 183) to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './reviews.handlers.ts';
import * as routes from './reviews.routes.ts';

export function reviewsRouter() {
  return createRouter()
    .openapi(routes.pending, handlers.pending)
    .openapi(routes.mine, handlers.mine)
    .openapi(routes.visit, handlers.visit)
    .openapi(routes.write, handlers.write)
    .openapi(routes.answer, handlers.answer)
    .openapi(routes.ofBreeder, handlers.ofBreeder);
}
