/** Binds the reference routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './reference.handlers.ts';
import * as routes from './reference.routes.ts';

export function referenceRouter() {
  return createRouter()
    .openapi(routes.districts, handlers.districts)
    .openapi(routes.municipalities, handlers.municipalities)
    .openapi(routes.countries, handlers.countries)
    .openapi(routes.userTypeList, handlers.userTypeList)
    .openapi(routes.speciesList, handlers.speciesList)
    .openapi(routes.breedList, handlers.breedList);
}
