/** Visit handlers: the caller is always the token's user; domain refusals become the one error shape. */
import { getAvailability, replaceAvailability } from '../../domain/bookings/availability.ts';
import { saleSlots } from '../../domain/bookings/booking-page.ts';
import {
  acceptVisit,
  canBook as canBookSale,
  cancelVisit,
  rejectVisit,
  requestVisit,
  saleViewerState,
  visibleSale,
} from '../../domain/bookings/bookings.ts';
import { BookingError, type BookingErrorKey } from '../../domain/bookings/errors.ts';
import { getBookingRequest, getBookingView, listAsked, listReceived } from '../../domain/bookings/views.ts';
import { intervalErrors } from '../../../lib/bookings/rules.ts';
import { ApiError, type ApiErrorStatus } from '../errors.ts';
import type { AppRouteHandler } from '../router.ts';
import { DEFAULT_PAGE_SIZE } from './bookings.routes.ts';
import type * as routes from './bookings.routes.ts';

/**
 * 404: nothing the caller may see; 403: a party to the visit doing the other party's part
 * (decision 070); 409: the current state forbids it; 400: the time asked for breaks a rule.
 */
const STATUS: Record<BookingErrorKey, ApiErrorStatus> = {
  'booking.error.sale-not-found': 404,
  'booking.error.not-found': 404,
  'booking.error.not-seller': 403,
  'booking.error.not-visitor': 403,
  'booking.error.blocked': 409,
  'booking.error.own-sale': 409,
  'booking.error.sale-not-available': 409,
  'booking.error.already-booked': 409,
  'booking.error.already-visited': 409,
  'booking.error.slot-taken': 409,
  'booking.error.not-pending': 409,
  'booking.error.visit-passed': 409,
  'booking.error.past-date': 400,
  'booking.error.too-far': 400,
  'booking.error.day-blocked': 400,
  'booking.error.not-offered': 400,
  'booking.error.outside-hours': 400,
  'booking.error.animals': 400,
};

/** Runs a call, turning a booking rule's refusal into the API's error shape (conversations use it too). */
export async function bookingRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BookingError) {
      throw new ApiError(STATUS[error.key], error.key, error.field ? { [error.field]: error.key } : undefined);
    }
    throw error;
  }
}

// can-book, slots and booking apply one visibility rule (visibleSale, decision 076): someone else's
// pending or rejected sale is not found in all three, so none of them tells that it exists.
export const canBook: AppRouteHandler<typeof routes.canBook> = async (c) => {
  const answer = await bookingRefusals(() =>
    canBookSale(c.get('ctx').db, c.get('principal'), c.req.valid('query').saleUid),
  );
  return c.json(answer, 200);
};

export const saleState: AppRouteHandler<typeof routes.saleState> = async (c) => {
  const answer = await bookingRefusals(() =>
    saleViewerState(c.get('ctx').db, c.get('principal'), c.req.valid('query').saleUid),
  );
  return c.json(answer, 200);
};

export const slots: AppRouteHandler<typeof routes.slots> = async (c) => {
  const { saleUid } = c.req.valid('query');
  await bookingRefusals(() => visibleSale(c.get('ctx').db, saleUid, c.get('principal')));
  const answer = await saleSlots(c.get('ctx').db, saleUid);
  if (!answer) throw new ApiError(404, 'booking.error.sale-not-found');
  return c.json(answer, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid('json');
  const created = await bookingRefusals(() =>
    requestVisit(c.get('ctx'), c.get('principal'), {
      saleUid: body.saleUid,
      date: new Date(body.date),
      message: body.message,
      phone: body.phone,
      animals: body.animals,
    }),
  );
  return c.json(created, 201);
};

const listOptions = (q: {
  page?: number | undefined;
  size?: number | undefined;
  status?: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | undefined;
}) => ({
  page: q.page ?? 0,
  size: q.size ?? DEFAULT_PAGE_SIZE,
  status: q.status,
});

export const asked: AppRouteHandler<typeof routes.asked> = async (c) =>
  c.json(await listAsked(c.get('ctx').db, c.get('principal').userId, listOptions(c.req.valid('query'))), 200);

export const received: AppRouteHandler<typeof routes.received> = async (c) =>
  c.json(await listReceived(c.get('ctx').db, c.get('principal').userId, listOptions(c.req.valid('query'))), 200);

async function view(c: { get(key: 'ctx'): { db: Parameters<typeof getBookingView>[0] } }, uid: string) {
  const booking = await getBookingView(c.get('ctx').db, uid);
  if (!booking) throw new ApiError(404, 'booking.error.not-found');
  return booking;
}

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const booking = await getBookingRequest(c.get('ctx').db, c.req.valid('param').uid, c.get('principal'));
  if (!booking) throw new ApiError(404, 'booking.error.not-found');
  return c.json(booking, 200);
};

export const accept: AppRouteHandler<typeof routes.accept> = async (c) => {
  const { uid } = c.req.valid('param');
  await bookingRefusals(() => acceptVisit(c.get('ctx'), c.get('principal').userId, uid));
  return c.json(await view(c, uid), 200);
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { uid } = c.req.valid('param');
  // The body is optional: a bare PUT declines without a reason.
  const reason = c.req.header('content-type')?.includes('json') ? c.req.valid('json').reason : undefined;
  await bookingRefusals(() => rejectVisit(c.get('ctx'), c.get('principal').userId, uid, reason));
  return c.json(await view(c, uid), 200);
};

export const cancel: AppRouteHandler<typeof routes.cancel> = async (c) => {
  const { uid } = c.req.valid('param');
  await bookingRefusals(() => cancelVisit(c.get('ctx').db, c.get('principal').userId, uid));
  return c.json(await view(c, uid), 200);
};

export const availability: AppRouteHandler<typeof routes.getAvailability> = async (c) =>
  c.json(await getAvailability(c.get('ctx').db, c.get('principal').userId), 200);

export const saveAvailability: AppRouteHandler<typeof routes.putAvailability> = async (c) => {
  const body = c.req.valid('json');
  const errors = intervalErrors(body.hours);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([index, key]) => [`hours.${index}`, key]));
    throw new ApiError(400, 'validation-error', fields);
  }
  return c.json(await replaceAvailability(c.get('ctx').db, c.get('principal').userId, body), 200);
};
