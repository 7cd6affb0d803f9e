/** Binds the breeder routes (directory, public card) to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './breeders.handlers.ts';
import * as routes from './breeders.routes.ts';

export function breedersRouter() {
  return createRouter()
    .openapi(routes.listBreeders, handlers.listBreeders)
    .openapi(routes.publicProfile, handlers.publicProfile);
}
