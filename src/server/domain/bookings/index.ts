/** What other areas may use of bookings (issue 53): the rest of the area is its own. */
export { visitHoursOf } from './availability.ts';
export { cancelVisitsOfWithdrawnSale, deliverAll } from './bookings.ts';
export { uniqueViolation } from './errors.ts';
