// The visit API: who may book, asking for a visit and its time rules, decisions, cancelling, lists and availability.
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema.ts';
import { addDays, lisbonParts } from '../../src/lib/bookings/lisbon-time.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, sellerAndVisitor } from '../helpers/cast.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody, type Json } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put, call } = api;

const the = freshEach(ctx, () => sellerAndVisitor(ctx));

const errorOf = async (res: Response) => (await res.json()) as ErrorBody;

async function notificationsOf(user: TestUser) {
  const res = await get('/private/notification?size=100', { token: user.token });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as { content: { type: string; referenceKey: string | null; params: Json; message: string }[] }
  ).content;
}

describe('GET /private/booking/can-book', () => {
  const canBook = async (user: TestUser, uid: string) => {
    const res = await get(`/private/booking/can-book?saleUid=${uid}`, { token: user.token });
    expect(res.status).toBe(200);
    return res.json();
  };

  it('says yes for an approved sale of someone else', async () => {
    expect(await canBook(the.visitor, the.saleUid)).toEqual({ canBook: true });
  });

  it('says no, with the reason, for my own sale, a sale not approved, and when I already asked', async () => {
    expect(await canBook(the.seller, the.saleUid)).toEqual({ canBook: false, reason: 'booking.error.own-sale' });
    // Not approved: said to those who may see the sale (an admin here); to the visitor it is not found (decision 076).
    const pending = await createSale(ctx, the.seller.uid, { status: 'PENDING' });
    const admin = await signUp(ctx, { role: 'admin' });
    expect(await canBook(admin, pending)).toEqual({ canBook: false, reason: 'booking.error.sale-not-available' });
    await setHours(api, the.seller.token);
    await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
    expect(await canBook(the.visitor, the.saleUid)).toEqual({ canBook: false, reason: 'booking.error.already-booked' });
  });

  it('says no for a reserved or sold animal, and a request for it is refused (decision 137)', async () => {
    await setHours(api, the.seller.token);
    for (const availability of ['RESERVED', 'SOLD']) {
      const marked = await api.put(
        `/private/my-sale/${the.saleUid}/availability`,
        { availability },
        { token: the.seller.token },
      );
      expect(marked.status).toBe(200);
      expect(await canBook(the.visitor, the.saleUid)).toEqual({
        canBook: false,
        reason: 'booking.error.sale-not-available',
      });
      const res = await api.post(
        '/private/booking',
        { saleUid: the.saleUid, date: at(the.saturday, '10:00') },
        { token: the.visitor.token },
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect((await errorOf(res)).message).toBe('booking.error.sale-not-available');
    }
    await api.put(
      `/private/my-sale/${the.saleUid}/availability`,
      { availability: 'AVAILABLE' },
      { token: the.seller.token },
    );
    expect(await canBook(the.visitor, the.saleUid)).toEqual({ canBook: true });
  });

  it('answers 404 for an unknown sale, 400 for a malformed uid, 401 without a token', async () => {
    const unknown = await get('/private/booking/can-book?saleUid=0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', {
      token: the.visitor.token,
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('booking.error.sale-not-found');
    expect((await get('/private/booking/can-book?saleUid=abc', { token: the.visitor.token })).status).toBe(400);
    expect((await get(`/private/booking/can-book?saleUid=${the.saleUid}`)).status).toBe(401);
  });
});

describe('GET /private/booking/slots', () => {
  it("cuts the seller's weekly hours into one-hour slots in Lisbon time, minus blocked days and accepted visits", async () => {
    const nextSaturday = addDays(the.saturday, 7);
    await setHours(api, the.seller.token, undefined, [nextSaturday]);
    const first = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '11:00'));
    expect((await put(`/private/booking/${first}/accept`, undefined, { token: the.seller.token })).status).toBe(200);

    const res = await get(`/private/booking/slots?saleUid=${the.saleUid}`, { token: the.visitor.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      mode: string;
      slotMinutes: number;
      days: { day: string; slots: string[] }[];
      last: string;
    };
    expect(body.mode).toBe('slots');
    expect(body.slotMinutes).toBe(60);
    expect(body.days.find((d) => d.day === the.saturday)?.slots).toEqual([
      at(the.saturday, '10:00'),
      at(the.saturday, '12:00'),
    ]);
    expect(body.days.some((d) => d.day === nextSaturday)).toBe(false);
    const wednesday = body.days.find((d) => new Date(`${d.day}T12:00:00Z`).getUTCDay() === 3);
    expect(wednesday?.slots).toEqual([at(wednesday!.day, '17:00'), at(wednesday!.day, '18:00')]);
    expect(body.last).toBe(addDays(lisbonParts(new Date()).day, 60));
    expect(body.days.every((d) => d.day <= body.last)).toBe(true);
  });

  it('is in proposal mode when the seller set no hours', async () => {
    const res = await get(`/private/booking/slots?saleUid=${the.saleUid}`, { token: the.visitor.token });
    expect(await res.json()).toMatchObject({ mode: 'proposal', days: [] });
  });
});

describe('POST /private/booking', () => {
  it('asks for a visit: PENDING, the seller notified (BOOKING_REQUESTED on the visit) and mailed', async () => {
    await setHours(api, the.seller.token);
    const res = await post(
      '/private/booking',
      {
        saleUid: the.saleUid,
        date: at(the.saturday, '10:00'),
        message: 'Gostava de conhecer os pais.',
        phone: '+351 913 000 111',
      },
      { token: the.visitor.token },
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { uid: string; status: string };
    expect(created).toEqual({ uid: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'PENDING' });

    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, created.uid));
    expect(row).toMatchObject({
      saleId: the.saleUid,
      visitorId: the.visitor.uid,
      status: 'PENDING',
      phone: '+351 913 000 111',
    });
    expect(row!.startsAt.toISOString()).toBe(at(the.saturday, '10:00'));

    const [note] = await notificationsOf(the.seller);
    expect(note).toMatchObject({
      type: 'BOOKING_REQUESTED',
      referenceKey: created.uid,
      message: 'notification.booking-requested.message',
    });
    expect(note!.params).toMatchObject({
      name: 'João Pereira',
      saleTitle: 'Cachorro Serra da Estrela',
      date: expect.stringContaining('10:00'),
    });
    expect(await notificationsOf(the.visitor)).toEqual([]);

    const mail = ctx.mailer.outbox.at(-1)!;
    expect(mail.to).toBe(the.seller.email);
    expect(mail.text).toContain('João Pereira');
    expect(mail.text).toContain('Gostava de conhecer os pais.');
    expect(mail.text).toContain('+351 913 000 111');
    expect(mail.text).toContain('10:00');
    expect(mail.text).toContain('/user-dashboard');
  });

  it('accepts any offset for the same instant (the visit is stored in UTC)', async () => {
    await setHours(api, the.seller.token);
    const instant = new Date(at(the.saturday, '12:00'));
    const withOffset = `${new Date(instant.getTime() + 5 * 3_600_000).toISOString().slice(0, 19)}+05:00`;
    const uid = await book(api, the.visitor.token, the.saleUid, withOffset);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, uid));
    expect(row!.startsAt.toISOString()).toBe(instant.toISOString());
  });

  it.each([
    ['a past date', () => at(addDays(lisbonParts(new Date()).day, -7), '10:00'), 'booking.error.past-date'],
    ['a date beyond 60 days', () => at(nextWeekday(6, 62), '10:00'), 'booking.error.too-far'],
    ['a time outside the weekly hours', () => at(nextWeekday(6), '14:00'), 'booking.error.not-offered'],
    ['a time between two slots', () => at(nextWeekday(6), '10:30'), 'booking.error.not-offered'],
    ['a day without hours', () => at(nextWeekday(1), '10:00'), 'booking.error.not-offered'],
  ])('refuses %s (400, the date field marked)', async (_, date, key) => {
    await setHours(api, the.seller.token);
    const res = await post('/private/booking', { saleUid: the.saleUid, date: date() }, { token: the.visitor.token });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ status: 400, message: key, errors: { date: key } });
    expect(await ctx.db.$count(bookings)).toBe(0);
    expect(ctx.mailer.outbox.filter((m) => m.to === the.seller.email)).toHaveLength(0);
  });

  it('refuses a blocked day', async () => {
    await setHours(api, the.seller.token, undefined, [the.saturday]);
    const res = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '10:00') },
      { token: the.visitor.token },
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('booking.error.day-blocked');
  });

  it('refuses a slot that an accepted visit already holds (409), on any sale of the same seller', async () => {
    await setHours(api, the.seller.token);
    const other = await signUp(ctx, { name: 'Maria' });
    const first = await book(api, other.token, the.saleUid, at(the.saturday, '10:00'));
    await put(`/private/booking/${first}/accept`, undefined, { token: the.seller.token });
    const res = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '10:00') },
      { token: the.visitor.token },
    );
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      status: 409,
      message: 'booking.error.slot-taken',
      errors: { date: 'booking.error.slot-taken' },
    });
    const sibling = await createSale(ctx, the.seller.uid, { title: 'Irmão da ninhada' });
    const onSibling = await post(
      '/private/booking',
      { saleUid: sibling, date: at(the.saturday, '10:00') },
      { token: the.visitor.token },
    );
    expect((await errorOf(onSibling)).message).toBe('booking.error.slot-taken');
  });

  it('keeps one request when the same visitor submits twice at once (409 already-booked)', async () => {
    await setHours(api, the.seller.token);
    const body = { saleUid: the.saleUid, date: at(the.saturday, '10:00') };
    const results = await Promise.all([
      post('/private/booking', body, { token: the.visitor.token }),
      post('/private/booking', body, { token: the.visitor.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect((await errorOf(refused)).message).toBe('booking.error.already-booked');
    expect(await ctx.db.$count(bookings)).toBe(1);
    // A different time is still a second request for the same sale.
    const again = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '11:00') },
      { token: the.visitor.token },
    );
    expect(again.status).toBe(409);
  });

  it("refuses my own sale and a sale not approved (409), an unknown sale or someone else's hidden one (404)", async () => {
    await setHours(api, the.seller.token);
    const own = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '10:00') },
      { token: the.seller.token },
    );
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe('booking.error.own-sale');
    const pending = await createSale(ctx, the.seller.uid, { status: 'PENDING' });
    const admin = await signUp(ctx, { role: 'admin' });
    const notApproved = await post(
      '/private/booking',
      { saleUid: pending, date: at(the.saturday, '10:00') },
      { token: admin.token },
    );
    expect(notApproved.status).toBe(409);
    expect((await errorOf(notApproved)).message).toBe('booking.error.sale-not-available');
    const hidden = await post(
      '/private/booking',
      { saleUid: pending, date: at(the.saturday, '10:00') },
      { token: the.visitor.token },
    );
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).message).toBe('booking.error.sale-not-found');
    const unknown = await post(
      '/private/booking',
      { saleUid: '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90', date: at(the.saturday, '10:00') },
      { token: the.visitor.token },
    );
    expect(unknown.status).toBe(404);
  });

  it('lets the visitor propose a quarter-hour time between 08:00 and 20:00 when the seller set no hours', async () => {
    const askAt = (time: string) =>
      post('/private/booking', { saleUid: the.saleUid, date: at(the.saturday, time) }, { token: the.visitor.token });
    expect((await askAt('07:45')).status).toBe(400);
    expect((await askAt('20:15')).status).toBe(400);
    expect((await errorOf(await askAt('10:10'))).message).toBe('booking.error.outside-hours');
    expect((await askAt('20:00')).status).toBe(201);
  });

  it('validates the body: field errors as translation keys', async () => {
    const res = await post(
      '/private/booking',
      { saleUid: 'x', date: 'sábado às 10', message: 'a'.repeat(1001), phone: '12ab' },
      { token: the.visitor.token },
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errors).toEqual({
      saleUid: 'validation.invalid-format',
      date: 'booking.error.invalid-date',
      message: 'booking.error.message-too-long',
      phone: 'booking.error.invalid-phone',
    });
    const noOffset = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: '2030-01-01T10:00:00' },
      { token: the.visitor.token },
    );
    expect((await errorOf(noOffset)).errors).toEqual({ date: 'booking.error.invalid-date' });
    expect((await post('/private/booking', { saleUid: the.saleUid, date: at(the.saturday, '10:00') })).status).toBe(
      401,
    );
  });

  it('frees the visitor to ask again once an unanswered request has lapsed', async () => {
    await setHours(api, the.seller.token);
    await ctx.db
      .insert(bookings)
      .values({ saleId: the.saleUid, visitorId: the.visitor.uid, startsAt: new Date(Date.now() - 86_400_000) });
    const res = await get(`/private/booking/can-book?saleUid=${the.saleUid}`, { token: the.visitor.token });
    expect(await res.json()).toEqual({ canBook: true });
    await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.visitorId, the.visitor.uid));
    expect(rows.map((r) => r.status).sort()).toEqual(['CANCELLED', 'PENDING']);
  });
});

describe('the seller decides', () => {
  let bookingUid: string;
  beforeEach(async () => {
    await setHours(api, the.seller.token);
    bookingUid = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'), { message: 'Olá!' });
  });

  it('accepts: ACCEPTED, the visitor notified (BOOKING_ACCEPTED on the sale) and sees the seller contact', async () => {
    const res = await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.seller.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: bookingUid, status: 'ACCEPTED', date: at(the.saturday, '10:00') });
    const notes = await notificationsOf(the.visitor);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'BOOKING_ACCEPTED',
      referenceKey: the.saleUid,
      params: { name: 'Rita', saleTitle: 'Cachorro Serra da Estrela' },
    });
    const mine = (await (await get('/private/booking', { token: the.visitor.token })).json()) as { content: Json[] };
    expect(mine.content[0]).toMatchObject({
      status: 'ACCEPTED',
      seller: { name: 'Rita', email: the.seller.email, phone: '+351 912345678' },
    });
  });

  it('rejects with a reason: REJECTED, the visitor notified (BOOKING_REJECTED) and told why', async () => {
    const res = await put(
      `/private/booking/${bookingUid}/reject`,
      { reason: 'Estaremos fora nesse fim de semana.' },
      { token: the.seller.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Estaremos fora nesse fim de semana.',
      seller: { name: 'Rita' },
    });
    const [note] = await notificationsOf(the.visitor);
    // The reason is in the bell too, not only in the mail.
    expect(note).toMatchObject({
      type: 'BOOKING_REJECTED',
      referenceKey: the.saleUid,
      message: 'notification.booking-rejected.reason-message',
      params: { reason: 'Estaremos fora nesse fim de semana.', saleTitle: 'Cachorro Serra da Estrela', name: 'Rita' },
    });
    const mine = (await (await get('/private/booking', { token: the.visitor.token })).json()) as { content: Json[] };
    expect(mine.content[0]!['seller']).not.toHaveProperty('email');
  });

  it('rejects without a body', async () => {
    const res = await call('PUT', `/private/booking/${bookingUid}/reject`, { token: the.seller.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'REJECTED', rejectReason: null });
    const [note] = await notificationsOf(the.visitor);
    expect(note).toMatchObject({ type: 'BOOKING_REJECTED', message: 'notification.booking-rejected.message' });
    expect(note!.params).not.toHaveProperty('reason');
  });

  it('refuses a decision by the visitor (403) or anyone else (404), and a second decision (409)', async () => {
    const visitorTry = await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.visitor.token });
    expect(visitorTry.status).toBe(403);
    expect((await errorOf(visitorTry)).message).toBe('booking.error.not-seller');
    const stranger = await signUp(ctx);
    const strangerTry = await put(`/private/booking/${bookingUid}/reject`, {}, { token: stranger.token });
    expect(strangerTry.status).toBe(404);
    expect((await errorOf(strangerTry)).message).toBe('booking.error.not-found');
    expect(
      (
        await put(`/private/booking/0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90/accept`, undefined, {
          token: the.seller.token,
        })
      ).status,
    ).toBe(404);
    expect((await put(`/private/booking/nope/accept`, undefined, { token: the.seller.token })).status).toBe(400);
    expect((await put(`/private/booking/${bookingUid}/accept`, undefined)).status).toBe(401);

    expect((await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.seller.token })).status).toBe(
      200,
    );
    const again = await put(`/private/booking/${bookingUid}/reject`, {}, { token: the.seller.token });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('booking.error.not-pending');
    expect((await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.seller.token })).status).toBe(
      409,
    );
    expect(await notificationsOf(the.visitor)).toHaveLength(1);
  });

  it('refuses to accept a request whose time has passed (409 visit-passed)', async () => {
    const [late] = await ctx.db
      .insert(bookings)
      .values({ saleId: the.saleUid, visitorId: (await signUp(ctx)).uid, startsAt: new Date(Date.now() - 3_600_000) })
      .returning();
    const res = await put(`/private/booking/${late!.id}/accept`, undefined, { token: the.seller.token });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('booking.error.visit-passed');
  });

  it('refuses a reason longer than 500 characters', async () => {
    const res = await put(
      `/private/booking/${bookingUid}/reject`,
      { reason: 'x'.repeat(501) },
      { token: the.seller.token },
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errors).toEqual({ reason: 'booking.error.reason-too-long' });
  });
});

describe('two visitors racing for one slot', () => {
  it('lets exactly one of two concurrent accepts win; the other request is declined for its visitor', async () => {
    await setHours(api, the.seller.token);
    const rival = await signUp(ctx, { name: 'Marta' });
    const a = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
    const b = await book(api, rival.token, the.saleUid, at(the.saturday, '10:00'));

    const results = await Promise.all([
      put(`/private/booking/${a}/accept`, undefined, { token: the.seller.token }),
      put(`/private/booking/${b}/accept`, undefined, { token: the.seller.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await errorOf(loser)).message).toBe('booking.error.slot-taken');

    const rows = await ctx.db.select().from(bookings).where(eq(bookings.saleId, the.saleUid));
    expect(rows.filter((r) => r.status === 'ACCEPTED')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'REJECTED')).toHaveLength(1);
    const loserVisitor = rows.find((r) => r.status === 'REJECTED')!.visitorId === the.visitor.uid ? the.visitor : rival;
    const [note] = await notificationsOf(loserVisitor);
    expect(note).toMatchObject({
      type: 'BOOKING_REJECTED',
      referenceKey: the.saleUid,
      message: 'notification.booking-slot-taken.message',
    });
  });

  it('still accepts exactly one when eight requests for one hour, across two sales of the seller, are accepted at once', async () => {
    await setHours(api, the.seller.token);
    const sibling = await createSale(ctx, the.seller.uid, { title: 'Irmã da ninhada' });
    const visitors = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(ctx, { name: `Visitante ${i}` })));
    const uids = await Promise.all(
      visitors.map((v, i) => book(api, v.token, i % 2 ? sibling : the.saleUid, at(the.saturday, '11:00'))),
    );
    const results = await Promise.all(
      uids.map((uid) => put(`/private/booking/${uid}/accept`, undefined, { token: the.seller.token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const rows = await ctx.db.select().from(bookings);
    expect(rows.filter((r) => r.status === 'ACCEPTED')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'REJECTED')).toHaveLength(7);
  });

  it('is guarded by the database itself: two ACCEPTED rows for one sale and time cannot exist', async () => {
    const startsAt = new Date(at(the.saturday, '10:00'));
    const rival = await signUp(ctx);
    await ctx.db
      .insert(bookings)
      .values({ saleId: the.saleUid, visitorId: the.visitor.uid, startsAt, status: 'ACCEPTED' });
    await expect(
      ctx.db.insert(bookings).values({ saleId: the.saleUid, visitorId: rival.uid, startsAt, status: 'ACCEPTED' }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
  });
});

describe('DELETE /private/booking/{uid}', () => {
  let bookingUid: string;
  beforeEach(async () => {
    await setHours(api, the.seller.token);
    bookingUid = await book(api, the.visitor.token, the.saleUid, at(the.saturday, '10:00'));
  });

  it('lets the visitor cancel a pending visit, and ask again afterwards', async () => {
    const res = await call('DELETE', `/private/booking/${bookingUid}`, { token: the.visitor.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: bookingUid, status: 'CANCELLED' });
    expect(
      await (await get(`/private/booking/can-book?saleUid=${the.saleUid}`, { token: the.visitor.token })).json(),
    ).toEqual({
      canBook: true,
    });
    const accept = await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.seller.token });
    expect((await errorOf(accept)).message).toBe('booking.error.not-pending');
  });

  it('refuses the seller (403), strangers (404) and a visit already decided (409)', async () => {
    const bySeller = await call('DELETE', `/private/booking/${bookingUid}`, { token: the.seller.token });
    expect(bySeller.status).toBe(403);
    expect((await errorOf(bySeller)).message).toBe('booking.error.not-visitor');
    expect((await call('DELETE', `/private/booking/${bookingUid}`, { token: (await signUp(ctx)).token })).status).toBe(
      404,
    );
    await put(`/private/booking/${bookingUid}/accept`, undefined, { token: the.seller.token });
    const late = await call('DELETE', `/private/booking/${bookingUid}`, { token: the.visitor.token });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe('booking.error.not-pending');
  });
});

describe('the two lists', () => {
  it('shows the visitor their requests and the seller the requests on their sales, nobody else', async () => {
    await setHours(api, the.seller.token);
    const other = await signUp(ctx, { name: 'Maria', surname: 'Lopes' });
    const later = addDays(the.saturday, 7);
    const a = await book(api, the.visitor.token, the.saleUid, at(later, '10:00'), {
      phone: '912000111',
      message: 'Até já',
    });
    const b = await book(api, other.token, the.saleUid, at(the.saturday, '11:00'));
    await put(`/private/booking/${b}/reject`, {}, { token: the.seller.token });

    const mine = (await (await get('/private/booking', { token: the.visitor.token })).json()) as {
      content: Json[];
      totalElements: number;
    };
    expect(mine.totalElements).toBe(1);
    expect(mine.content[0]).toMatchObject({
      uid: a,
      status: 'PENDING',
      expired: false,
      phone: '912000111',
      message: 'Até já',
      sale: { uid: the.saleUid, title: 'Cachorro Serra da Estrela', location: expect.stringContaining('Lisboa') },
      visitor: { name: 'João', surname: 'Pereira' },
      seller: { name: 'Rita', surname: 'Costa' },
    });
    expect(mine.content[0]!['seller']).not.toHaveProperty('phone');

    const received = (await (await get('/private/booking/received', { token: the.seller.token })).json()) as {
      content: Json[];
      totalElements: number;
    };
    expect(received.totalElements).toBe(2);
    // Soonest first.
    expect(received.content.map((b) => b['uid'])).toEqual([b, a]);
    const pending = (await (
      await get('/private/booking/received?status=PENDING', { token: the.seller.token })
    ).json()) as {
      content: Json[];
    };
    expect(pending.content.map((b) => b['uid'])).toEqual([a]);
    const paged = (await (
      await get('/private/booking/received?size=1&page=1', { token: the.seller.token })
    ).json()) as {
      content: Json[];
      totalElements: number;
    };
    expect(paged).toMatchObject({ totalElements: 2, content: [{ uid: a }] });

    expect(await (await get('/private/booking/received', { token: the.visitor.token })).json()).toEqual({
      content: [],
      totalElements: 0,
    });
    expect((await get('/private/booking?status=LATER', { token: the.visitor.token })).status).toBe(400);
    expect((await get('/private/booking')).status).toBe(401);
  });
});

describe('availability', () => {
  it('starts empty, is replaced whole, and keeps only today and later as blocked days', async () => {
    expect(await (await get('/private/booking/availability', { token: the.seller.token })).json()).toEqual({
      hours: [],
      blockedDays: [],
      slotMinutes: 60,
    });
    const today = lisbonParts(new Date()).day;
    const res = await put(
      '/private/booking/availability',
      {
        hours: [
          { weekday: 6, start: '10:00', end: '13:00' },
          { weekday: 6, start: '15:00', end: '16:30' },
        ],
        blockedDays: [addDays(today, -3), the.saturday, the.saturday],
      },
      { token: the.seller.token },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      hours: [
        { weekday: 6, start: '10:00', end: '13:00' },
        { weekday: 6, start: '15:00', end: '16:30' },
      ],
      blockedDays: [the.saturday],
      slotMinutes: 60,
    });
    await put('/private/booking/availability', { hours: [], blockedDays: [] }, { token: the.seller.token });
    expect(await (await get('/private/booking/availability', { token: the.seller.token })).json()).toEqual({
      hours: [],
      blockedDays: [],
      slotMinutes: 60,
    });
    // Each person edits only their own.
    expect(await (await get('/private/booking/availability', { token: the.visitor.token })).json()).toMatchObject({
      hours: [],
    });
  });

  it('refuses broken intervals with a key per interval', async () => {
    const res = await put(
      '/private/booking/availability',
      {
        hours: [
          { weekday: 1, start: '10:00', end: '12:00' },
          { weekday: 1, start: '11:00', end: '13:00' },
          { weekday: 2, start: '10:00', end: '10:45' },
          { weekday: 3, start: '10:10', end: '12:00' },
        ],
        blockedDays: [],
      },
      { token: the.seller.token },
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).errors).toEqual({
      'hours.1': 'availability.error.overlap',
      'hours.2': 'availability.error.too-short',
      'hours.3': 'availability.error.time',
    });
    const shape = await put(
      '/private/booking/availability',
      { hours: [{ weekday: 7, start: '25:00', end: '1' }], blockedDays: ['2026-02-30'] },
      { token: the.seller.token },
    );
    expect(shape.status).toBe(400);
    expect((await errorOf(shape)).errors).toMatchObject({
      'hours.0.weekday': 'availability.error.weekday',
      'hours.0.start': 'availability.error.time',
      'blockedDays.0': 'availability.error.blocked-day',
    });
    expect(await (await get('/private/booking/availability', { token: the.seller.token })).json()).toMatchObject({
      hours: [],
    });
  });
});

describe('accepted visits across both lists', () => {
  it('marks a pending request whose time passed as expired', async () => {
    const [row] = await ctx.db
      .insert(bookings)
      .values({ saleId: the.saleUid, visitorId: the.visitor.uid, startsAt: new Date(Date.now() - 86_400_000) })
      .returning();
    const mine = (await (await get('/private/booking', { token: the.visitor.token })).json()) as { content: Json[] };
    expect(mine.content[0]).toMatchObject({ uid: row!.id, status: 'PENDING', expired: true });
    const [still] = await ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, row!.id)));
    expect(still!.status).toBe('PENDING');
  });
});
