// One visibility rule for visits (decision 076): can-book, slots and booking a visit answer alike, by sale state
// and caller. Someone else's pending or rejected sale must be indistinguishable from a sale that does not exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { at, createSale, nextWeekday } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);

type State = 'APPROVED' | 'PENDING' | 'REJECTED' | 'unknown';
type Caller = 'stranger' | 'owner' | 'admin';
type CallName = 'can-book' | 'slots' | 'book';

const UNKNOWN = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
const saturday = nextWeekday(6);
const users = {} as Record<Caller, TestUser>;
const sales = {} as Record<State, string>;

beforeAll(async () => {
  users.owner = await signUp(ctx, { name: 'Rita', userType: 'BREEDER' });
  users.stranger = await signUp(ctx, { name: 'Vasco' });
  users.admin = await signUp(ctx, { name: 'Adão', role: 'admin' });
  for (const status of ['APPROVED', 'PENDING', 'REJECTED'] as const)
    sales[status] = await createSale(ctx, users.owner.uid, { status, title: `Cachorro ${status}` });
  sales.unknown = UNKNOWN;
});

// The seller set no hours: any quarter hour of the day may be proposed, so only visibility and state decide.
const CALLS: Record<CallName, (saleUid: string, token: string) => Promise<Response>> = {
  'can-book': (saleUid, token) => api.get(`/private/booking/can-book?saleUid=${saleUid}`, { token }),
  slots: (saleUid, token) => api.get(`/private/booking/slots?saleUid=${saleUid}`, { token }),
  book: (saleUid, token) => api.post('/private/booking', { saleUid, date: at(saturday, '10:00') }, { token }),
};

const hidden = { 'can-book': 404, slots: 404, book: 404 };
/** Visible but not bookable: the state is told (409 for a booking, the reason for can-book). */
const visibleNotBookable = { 'can-book': 200, slots: 200, book: 409 };

const MATRIX: Record<State, Record<Caller, Record<CallName, number>>> = {
  APPROVED: {
    stranger: { 'can-book': 200, slots: 200, book: 201 },
    owner: visibleNotBookable,
    admin: { 'can-book': 200, slots: 200, book: 201 },
  },
  PENDING: { stranger: hidden, owner: visibleNotBookable, admin: visibleNotBookable },
  REJECTED: { stranger: hidden, owner: visibleNotBookable, admin: visibleNotBookable },
  unknown: { stranger: hidden, owner: hidden, admin: hidden },
};

const cells = (Object.keys(MATRIX) as State[]).flatMap((state) =>
  (['stranger', 'owner', 'admin'] as const).flatMap((caller) =>
    (Object.keys(CALLS) as CallName[]).map((call) => [call, state, caller, MATRIX[state][caller][call]] as const),
  ),
);

describe('the visit calls by sale state and caller', () => {
  it.each(cells)('%s on a %s sale as its %s: %i', async (call, state, caller, status) => {
    const res = await CALLS[call](sales[state], users[caller].token);
    expect(res.status).toBe(status);
    if (status === 404) expect(await res.json()).toEqual({ status: 404, message: 'booking.error.sale-not-found' });
  });

  it("tells a stranger nothing about someone else's hidden sale: the same answers as for a sale that does not exist", async () => {
    for (const call of Object.keys(CALLS) as CallName[]) {
      const unknown = await CALLS[call](UNKNOWN, users.stranger.token);
      for (const state of ['PENDING', 'REJECTED'] as const) {
        const res = await CALLS[call](sales[state], users.stranger.token);
        expect({ call, state, status: res.status, body: await res.json() }).toEqual({
          call,
          state,
          status: unknown.status,
          body: await unknown.clone().json(),
        });
      }
    }
  });

  it('gives the owner and admins the reason a visible sale cannot be booked', async () => {
    const reasons = async (caller: Caller, state: State) => {
      const canBook = (await (await CALLS['can-book'](sales[state], users[caller].token)).json()) as {
        reason?: string;
      };
      const booked = (await (await CALLS.book(sales[state], users[caller].token)).json()) as { message?: string };
      return [canBook.reason, booked.message];
    };
    expect(await reasons('owner', 'PENDING')).toEqual(['booking.error.own-sale', 'booking.error.own-sale']);
    expect(await reasons('admin', 'REJECTED')).toEqual([
      'booking.error.sale-not-available',
      'booking.error.sale-not-available',
    ]);
  });
});
