/** Binds the visit routes to their handlers. */
import { createRouter } from '../router.ts';
import * as handlers from './bookings.handlers.ts';
import * as routes from './bookings.routes.ts';

export function bookingsRouter() {
  return createRouter()
    .openapi(routes.canBook, handlers.canBook)
    .openapi(routes.slots, handlers.slots)
    .openapi(routes.saleState, handlers.saleState)
    .openapi(routes.getAvailability, handlers.availability)
    .openapi(routes.putAvailability, handlers.saveAvailability)
    .openapi(routes.asked, handlers.asked)
    .openapi(routes.received, handlers.received)
    .openapi(routes.one, handlers.one)
    .openapi(routes.create, handlers.create)
    .openapi(routes.accept, handlers.accept)
    .openapi(routes.reject, handlers.reject)
    .openapi(routes.cancel, handlers.cancel);
}
