/** Binds the breeders route to its handler. */
import { createRouter } from '../router.ts';
import * as handlers from './breeders.handlers.ts';
import * as routes from './breeders.routes.ts';

export function breedersRouter() {
  return createRouter().openapi(routes.listBreeders, handlers.listBreeders);
}
