// One visit request for the people it concerns (GET /private/booking/{uid}, decision 131): the seller sees the
// visitor's other requests and the clashes accepting would decline; the visitor reads their own; an admin reads;
// anyone else is told there is no such visit. Accepting declines the clashes with a reason their visitors read.
import { beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, put } = api;

let seller: TestUser;
let visitor: TestUser;
let rival: TestUser;
let saleUid: string;
let siblingUid: string;
let saturday: string;
let requestUid: string;

interface View {
  uid: string;
  status: string;
  viewerRole: string;
  message: string | null;
  visitor: { name: string };
  sale: { uid: string; title: string };
  otherRequests: { uid: string; sale: { title: string } }[];
  clashes: { uid: string; visitor: { name: string; surname: string }; sale: { title: string } }[];
}

beforeEach(async () => {
  await resetDatabase(ctx);
  seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
  visitor = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  rival = await signUp(ctx, { name: 'Marta', surname: 'Sousa' });
  saleUid = await createSale(ctx, seller.uid);
  siblingUid = await createSale(ctx, seller.uid, { title: 'Irmã da ninhada' });
  saturday = nextWeekday(6);
  await setHours(api, seller.token);
  requestUid = await book(api, visitor.token, saleUid, at(saturday, '10:00'), { message: 'Posso levar os miúdos?' });
});

async function read(uid: string, user: TestUser | undefined) {
  return get(`/private/booking/${uid}`, user ? { token: user.token } : {});
}

describe('GET /private/booking/{uid}', () => {
  it('shows the seller the request, the visitor’s other requests and the requests accepting would decline', async () => {
    const other = await book(api, visitor.token, siblingUid, at(saturday, '11:00'));
    const clash = await book(api, rival.token, siblingUid, at(saturday, '10:00'));
    const res = await read(requestUid, seller);
    expect(res.status).toBe(200);
    const view = (await res.json()) as View;
    expect(view).toMatchObject({
      uid: requestUid,
      status: 'PENDING',
      viewerRole: 'seller',
      message: 'Posso levar os miúdos?',
      visitor: { name: 'João' },
      sale: { uid: saleUid, title: 'Cachorro Serra da Estrela' },
    });
    expect(view.otherRequests.map((b) => [b.uid, b.sale.title])).toEqual([[other, 'Irmã da ninhada']]);
    expect(view.clashes.map((b) => [b.uid, b.visitor.name, b.visitor.surname, b.sale.title])).toEqual([
      [clash, 'Marta', 'Sousa', 'Irmã da ninhada'],
    ]);
  });

  it('shows the visitor their own visit without anyone else’s', async () => {
    await book(api, rival.token, siblingUid, at(saturday, '10:00'));
    const res = await read(requestUid, visitor);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: requestUid, viewerRole: 'visitor', otherRequests: [], clashes: [] });
  });

  it('lets an admin read it all, but not answer', async () => {
    const admin = await signUp(ctx, { role: 'admin' });
    await book(api, rival.token, siblingUid, at(saturday, '10:00'));
    const res = await read(requestUid, admin);
    expect(res.status).toBe(200);
    const view = (await res.json()) as View;
    expect(view.viewerRole).toBe('admin');
    expect(view.clashes).toHaveLength(1);
    expect((await put(`/private/booking/${requestUid}/accept`, undefined, { token: admin.token })).status).toBe(404);
  });

  it('answers a stranger (and an editor) 404 as for no visit, signed-out 401, a bad uid 400', async () => {
    const stranger = await signUp(ctx);
    const editor = await signUp(ctx, { role: 'editor' });
    for (const who of [stranger, editor]) {
      const res = await read(requestUid, who);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).message).toBe('booking.error.not-found');
    }
    expect((await read('0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', seller)).status).toBe(404);
    expect((await read(requestUid, undefined)).status).toBe(401);
    expect((await get('/private/booking/nope', { token: seller.token })).status).toBe(400);
  });

  it('lists no clashes once the request is answered', async () => {
    await book(api, rival.token, siblingUid, at(saturday, '10:00'));
    expect((await put(`/private/booking/${requestUid}/accept`, undefined, { token: seller.token })).status).toBe(200);
    const view = (await (await read(requestUid, seller)).json()) as View;
    expect(view).toMatchObject({ status: 'ACCEPTED', clashes: [] });
  });
});

describe('accepting declines the clashes with a reason their visitors read', () => {
  it('declines the other pending request of that hour, tells its visitor why in the bell, the list and the mail', async () => {
    const clash = await book(api, rival.token, siblingUid, at(saturday, '10:00'));
    ctx.mailer.outbox.length = 0;
    expect((await put(`/private/booking/${requestUid}/accept`, undefined, { token: seller.token })).status).toBe(200);

    const list = (await (await get('/private/booking', { token: rival.token })).json()) as {
      content: { uid: string; status: string; rejectReason: string | null }[];
    };
    expect(list.content[0]).toMatchObject({
      uid: clash,
      status: 'REJECTED',
      rejectReason: expect.stringContaining('atribuído a outra visita'),
    });
    const notes = (await (await get('/private/notification', { token: rival.token })).json()) as {
      content: { type: string; message: string; params: Record<string, string> }[];
    };
    expect(notes.content[0]).toMatchObject({
      type: 'BOOKING_REJECTED',
      message: 'notification.booking-slot-taken.message',
      params: { saleTitle: 'Irmã da ninhada' },
    });
    const mail = ctx.mailer.outbox.find((m) => m.to === rival.email);
    expect(mail?.text).toContain('atribuído a outra visita');
  });
});

describe('GET /private/booking/sale-state', () => {
  const state = async (user: TestUser, uid = saleUid) =>
    get(`/private/booking/sale-state?saleUid=${uid}`, { token: user.token });

  it('gives the owner the favourites and coming visits, never a visit of their own', async () => {
    expect(
      (await put('/private/sale/update-favorite', { saleUid, favorite: true }, { token: rival.token })).status,
    ).toBe(200);
    await book(api, rival.token, saleUid, at(saturday, '11:00'));
    expect((await put(`/private/booking/${requestUid}/accept`, undefined, { token: seller.token })).status).toBe(200);
    const res = await state(seller);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ role: 'owner', favorites: 1, visits: { pending: 1, accepted: 1 } });
  });

  it('gives a visitor their open visit (pending, then accepted), and nothing once it is cancelled', async () => {
    expect(await (await state(visitor)).json()).toEqual({
      role: 'visitor',
      visit: { uid: requestUid, status: 'PENDING', date: at(saturday, '10:00') },
    });
    await put(`/private/booking/${requestUid}/accept`, undefined, { token: seller.token });
    expect(await (await state(visitor)).json()).toMatchObject({ visit: { status: 'ACCEPTED' } });
    expect(await (await state(rival)).json()).toEqual({ role: 'visitor', visit: null });
  });

  it('hides a sale the person may not see (404), like booking', async () => {
    const pending = await createSale(ctx, seller.uid, { status: 'PENDING' });
    expect((await state(visitor, pending)).status).toBe(404);
    expect((await state(seller, pending)).status).toBe(200);
    expect((await get(`/private/booking/sale-state?saleUid=${saleUid}`)).status).toBe(401);
  });
});

describe('deleting a sale with coming visits', () => {
  it('tells each visitor in the bell and by mail, with the date that is cancelled; past visits and others stay quiet', async () => {
    const other = await book(api, rival.token, saleUid, at(saturday, '11:00'));
    expect((await put(`/private/booking/${other}/accept`, undefined, { token: seller.token })).status).toBe(200);
    const stranger = await signUp(ctx);
    ctx.mailer.outbox.length = 0;
    const res = await api.call('DELETE', `/private/my-sale-delete/${saleUid}`, { token: seller.token });
    expect(res.status).toBeLessThan(300);

    for (const who of [visitor, rival]) {
      const notes = (await (await get('/private/notification', { token: who.token })).json()) as {
        content: { type: string; message: string; referenceKey: string; params: Record<string, string> }[];
      };
      expect(notes.content[0]).toMatchObject({
        type: 'BOOKING_REJECTED',
        message: 'notification.booking-sale-removed.message',
        referenceKey: saleUid,
        params: { saleTitle: 'Cachorro Serra da Estrela', name: 'Rita', date: expect.stringMatching(/\d{2}:00/) },
      });
      const mail = ctx.mailer.outbox.find((m) => m.to === who.email);
      expect(mail?.subject).toBe('Visita cancelada: Cachorro Serra da Estrela');
      expect(mail?.text).toMatch(/A sua visita de .+ foi cancelada/);
    }
    expect(ctx.mailer.outbox.some((m) => m.to === stranger.email)).toBe(false);
  });
});

interface Listed {
  uid: string;
  status: string;
  cancelledBySeller: boolean;
  sale: { uid: string; title: string; removed: boolean };
}

const asked = async (who: TestUser) =>
  (await (await get('/private/booking', { token: who.token })).json()) as { content: Listed[]; totalElements: number };
const received = async (who: TestUser) =>
  (await (await get('/private/booking/received', { token: who.token })).json()) as { content: Listed[] };
const notesOf = async (who: TestUser) =>
  (
    (await (await get('/private/notification', { token: who.token })).json()) as {
      content: { type: string; message: string; referenceKey: string }[];
    }
  ).content;

describe('the visits of a deleted advert stay with their visitors (decision 138)', () => {
  it('the visitor still lists the visit, cancelled by the seller, naming the removed advert; the seller no longer does', async () => {
    const res = await api.call('DELETE', `/private/my-sale-delete/${saleUid}`, { token: seller.token });
    expect(res.status).toBeLessThan(300);
    const mine = await asked(visitor);
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0]).toMatchObject({
      uid: requestUid,
      status: 'CANCELLED',
      cancelledBySeller: true,
      sale: { uid: saleUid, title: 'Cachorro Serra da Estrela', removed: true },
    });
    expect((await received(seller)).content.map((b) => b.uid)).not.toContain(requestUid);
    // The visitor can still open it; the seller's old decision page says it is cancelled.
    expect(await (await read(requestUid, visitor)).json()).toMatchObject({
      status: 'CANCELLED',
      viewerRole: 'visitor',
    });
    expect(await (await read(requestUid, seller)).json()).toMatchObject({ cancelledBySeller: true });
  });

  it('a visitor who cancelled before the deletion keeps "cancelled" as their own act', async () => {
    await api.call('DELETE', `/private/booking/${requestUid}`, { token: visitor.token });
    await api.call('DELETE', `/private/my-sale-delete/${saleUid}`, { token: seller.token });
    expect((await asked(visitor)).content[0]).toMatchObject({ status: 'CANCELLED', cancelledBySeller: false });
  });

  it('deleting the seller’s account takes the visits on their adverts with it', async () => {
    const res = await api.post('/private/account/delete', { password: seller.password }, { token: seller.token });
    expect(res.status).toBe(204);
    expect((await asked(visitor)).totalElements).toBe(0);
  });
});

describe('marking an advert sold cancels its coming visits (decision 138)', () => {
  it('tells each visitor once, in the bell and by mail; a reservation keeps the visits', async () => {
    await put('/private/sale/update-favorite', { saleUid, favorite: true }, { token: visitor.token });
    const reserved = await put(
      `/private/my-sale/${saleUid}/availability`,
      { availability: 'RESERVED' },
      { token: seller.token },
    );
    expect(reserved.status).toBe(200);
    expect((await asked(visitor)).content[0]).toMatchObject({ status: 'PENDING' });

    ctx.mailer.outbox.length = 0;
    const sold = await put(
      `/private/my-sale/${saleUid}/availability`,
      { availability: 'SOLD' },
      { token: seller.token },
    );
    expect(await sold.json()).toMatchObject({ availability: 'SOLD', notified: 1 });
    expect((await asked(visitor)).content[0]).toMatchObject({
      status: 'CANCELLED',
      cancelledBySeller: true,
      sale: { removed: false },
    });
    const notes = await notesOf(visitor);
    expect(notes[0]).toMatchObject({ type: 'BOOKING_REJECTED', message: 'notification.booking-sale-sold.message' });
    // Their heart does not add a second notice about the same sale.
    expect(notes.filter((n) => n.type === 'SALE_SOLD')).toHaveLength(0);
    const mail = ctx.mailer.outbox.find((m) => m.to === visitor.email);
    expect(mail?.text).toMatch(/marcou o anúncio «Cachorro Serra da Estrela» como vendido/);
  });
});
