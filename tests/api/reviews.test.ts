// Reviews of visits over the API (issue 38, decision 183): who may review what and when, double-blind publication,
// one per side, the answer, a breeder's averages, blocked people and suspended accounts. Issue 52, decision 196: a
// review counts toward a rating only from an established writer independent of the person reviewed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { newBrowser, signInFrom, signUpFrom, type Browser } from '../helpers/browsers.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MARTA, sellerAndBuyer } from '../helpers/cast.ts';
import { HOUR_MS, pastVisit } from '../helpers/reviews.ts';
import { bookings, knownDevices, users, visitReviews } from '../../src/server/db/schema.ts';
import { sendReviewRequests } from '../../src/server/domain/reviews/reminders.ts';
import type { Review, ReviewableVisit } from '../../src/lib/reviews/shapes.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put } = api;

const DAY_MS = 24 * HOUR_MS;
/** People who joined a month ago: established, their reviews count (decision 196). */
const monthAgo = () => new Date(Date.now() - 30 * DAY_MS);

const the = freshEach(ctx, async () => {
  const since = monthAgo();
  const cast = await sellerAndBuyer(ctx, { title: 'Cadela Serra da Estrela' }, { seller: { since }, buyer: { since } });
  const stranger = await signUp(ctx, { ...MARTA, since });
  return { breeder: cast.seller, visitor: cast.buyer, saleUid: cast.saleUid, stranger };
});

const VISITOR_REVIEW = {
  ratings: { health: 5, honesty: 4, communication: 5 },
  text: 'A cadela estava saudável e os documentos batiam certo com o anúncio.',
};
const ADVERTISER_REVIEW = { ratings: { punctuality: 5, respect: 5 } };

const write = (user: TestUser, visit: string, body: unknown) =>
  post(`/private/review/visit/${visit}`, body, { token: user.token });
const formOf = async (user: TestUser, visit: string) =>
  (await (await get(`/private/review/visit/${visit}`, { token: user.token })).json()) as ReviewableVisit & {
    refusal: string | null;
  };
const breederPage = async (uid = the.breeder.uid) =>
  (await (await get(`/public/breeders/${uid}/reviews`)).json()) as {
    summary: { count: number; averages: Record<string, number | null>; overall: number | null };
    content: Review[];
    totalElements: number;
  };

describe('who may review what, and when', () => {
  it('opens after the visit’s hour, to its two people only, and closes 14 days later', async () => {
    const soon = await pastVisit(ctx, the.saleUid, the.visitor.uid, { hoursAgo: 0.5 });
    expect((await formOf(the.visitor, soon)).refusal).toBe('review.error.too-early');
    const early = await write(the.visitor, soon, VISITOR_REVIEW);
    expect(early.status).toBe(422);
    expect(((await early.json()) as ErrorBody).message).toBe('review.error.too-early');

    const other = await createSale(ctx, the.breeder.uid, { title: 'Cachorro Serra da Estrela' });
    const visit = await pastVisit(ctx, other, the.visitor.uid, { hoursAgo: 26 });
    expect(await formOf(the.visitor, visit)).toMatchObject({
      side: 'VISITOR',
      refusal: null,
      other: { name: 'Rita Costa' },
    });
    expect(await formOf(the.breeder, visit)).toMatchObject({ side: 'ADVERTISER', refusal: null });
    expect((await get(`/private/review/visit/${visit}`, { token: the.stranger.token })).status).toBe(404);
    expect((await write(the.stranger, visit, VISITOR_REVIEW)).status).toBe(404);

    const old = await pastVisit(ctx, the.saleUid, the.stranger.uid, { hoursAgo: 15 * 24 });
    const late = await write(the.stranger, old, VISITOR_REVIEW);
    expect(late.status).toBe(422);
    expect(((await late.json()) as ErrorBody).message).toBe('review.error.closed');
  });

  it('gives nothing to a visit that was refused, cancelled or never answered', async () => {
    for (const status of ['REJECTED', 'CANCELLED', 'PENDING'] as const) {
      const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid, { status });
      const res = await write(the.visitor, visit, VISITOR_REVIEW);
      expect(res.status).toBe(422);
      expect(((await res.json()) as ErrorBody).message).toBe('review.error.not-accepted');
    }
  });

  it('takes one review per side, and checks each side’s questions and text', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const short = await write(the.visitor, visit, { ratings: { health: 5, honesty: 5 }, text: 'Bom.' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as ErrorBody).errors).toEqual({
      'ratings.communication': 'review.error.rating-required',
      text: 'review.error.text-short',
    });
    const outOfRange = await write(the.visitor, visit, {
      ...VISITOR_REVIEW,
      ratings: { ...VISITOR_REVIEW.ratings, health: 6 },
    });
    expect(outOfRange.status).toBe(400);
    expect((await write(the.visitor, visit, VISITOR_REVIEW)).status).toBe(201);
    const again = await write(the.visitor, visit, VISITOR_REVIEW);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).message).toBe('review.error.already-written');
    // The advertiser's text is optional; a visitor's questions are not theirs.
    expect((await write(the.breeder, visit, ADVERTISER_REVIEW)).status).toBe(201);
    expect((await get('/private/review/pending', { token: the.visitor.token })).status).toBe(200);
  });

  it('lists the visits waiting for the person’s review until they write it', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const pending = async (user: TestUser) =>
      ((await (await get('/private/review/pending', { token: user.token })).json()) as ReviewableVisit[]).map(
        (v) => v.bookingUid,
      );
    expect(await pending(the.visitor)).toEqual([visit]);
    expect(await pending(the.breeder)).toEqual([visit]);
    await write(the.visitor, visit, VISITOR_REVIEW);
    expect(await pending(the.visitor)).toEqual([]);
    expect(await pending(the.breeder)).toEqual([visit]);
  });
});

describe('double-blind', () => {
  it('shows neither review until both are written, then both at once', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    expect((await write(the.visitor, visit, VISITOR_REVIEW)).status).toBe(201);
    // The breeder cannot read it, nor can the public; the writer sees their own as waiting.
    expect((await formOf(the.breeder, visit)).theirs).toBeNull();
    expect((await breederPage()).content).toEqual([]);
    expect((await formOf(the.visitor, visit)).mine).toMatchObject({
      published: false,
      ratings: VISITOR_REVIEW.ratings,
    });

    const second = await write(the.breeder, visit, {
      ...ADVERTISER_REVIEW,
      text: 'Chegou a horas e foi muito simpático.',
    });
    expect(await second.json()).toMatchObject({ published: true });
    expect((await formOf(the.breeder, visit)).theirs).toMatchObject({ author: 'João P.', text: VISITOR_REVIEW.text });
    expect((await formOf(the.visitor, visit)).theirs).toMatchObject({ ratings: { punctuality: 5, respect: 5 } });
    const page = await breederPage();
    expect(page.content.map((r) => r.text)).toEqual([VISITOR_REVIEW.text]);
    expect(page.summary).toMatchObject({
      count: 1,
      averages: { health: 5, honesty: 4, communication: 5 },
      overall: 4.7,
    });
  });

  it('publishes a lone review when the window closes', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    await write(the.visitor, visit, VISITOR_REVIEW);
    expect((await breederPage()).content).toHaveLength(0);
    // Fourteen days pass: the visit moves back in time, the review's publication with it.
    const earlier = new Date(Date.now() - 15 * 24 * HOUR_MS);
    await ctx.db.update(bookings).set({ startsAt: earlier }).where(eq(bookings.id, visit));
    await ctx.db
      .update(visitReviews)
      .set({ publishAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(visitReviews.bookingId, visit));
    expect((await breederPage()).content).toHaveLength(1);
    expect((await write(the.breeder, visit, ADVERTISER_REVIEW)).status).toBe(422);
  });
});

describe('answers', () => {
  it('lets the reviewed person answer once, in public, after publication', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const { uid } = (await (await write(the.visitor, visit, VISITOR_REVIEW)).json()) as { uid: string };
    const early = await post(`/private/review/${uid}/answer`, { text: 'Obrigada!' }, { token: the.breeder.token });
    expect(early.status).toBe(422);
    await write(the.breeder, visit, ADVERTISER_REVIEW);
    expect(
      (await post(`/private/review/${uid}/answer`, { text: 'Não é meu' }, { token: the.visitor.token })).status,
    ).toBe(403);
    expect(
      (await post(`/private/review/${uid}/answer`, { text: 'Obrigada pela visita!' }, { token: the.breeder.token }))
        .status,
    ).toBe(204);
    expect(
      (await post(`/private/review/${uid}/answer`, { text: 'Outra vez' }, { token: the.breeder.token })).status,
    ).toBe(409);
    expect((await breederPage()).content[0]?.answer).toMatchObject({ text: 'Obrigada pela visita!' });
  });
});

describe('people', () => {
  it('lets a blocked person still say how the visit went: a block does not silence a review', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const started = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Olá' },
      { token: the.visitor.token },
    );
    const { conversationUid } = (await started.json()) as { conversationUid: string };
    expect(
      (await put(`/private/conversation/${conversationUid}/block`, { blocked: true }, { token: the.breeder.token }))
        .status,
    ).toBe(204);
    expect((await write(the.visitor, visit, VISITOR_REVIEW)).status).toBe(201);
  });

  it('refuses a suspended account, whose reviews received stay', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    await write(the.visitor, visit, VISITOR_REVIEW);
    await write(the.breeder, visit, ADVERTISER_REVIEW);
    const admin = await signUp(ctx, { role: 'admin' });
    const suspended = await put(
      `/private/admin/user/${the.breeder.uid}/suspension`,
      { days: 7, reason: 'Anúncios repetidos depois de avisos.' },
      { token: admin.token },
    );
    expect(suspended.status, await suspended.clone().text()).toBeLessThan(300);
    const [review] = (await breederPage()).content;
    const refused = await post(`/private/review/${review!.uid}/answer`, { text: 'Olá' }, { token: the.breeder.token });
    expect(refused.status).toBe(401);
    expect((await breederPage()).summary.count).toBe(1);
  });

  it('shows a person what they received and what they gave', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    await write(the.visitor, visit, VISITOR_REVIEW);
    const mine = async (user: TestUser) =>
      (await (await get('/private/review/mine', { token: user.token })).json()) as {
        received: Review[];
        given: (Review & { published: boolean; about: string | null })[];
      };
    expect((await mine(the.visitor)).given).toMatchObject([{ published: false, about: 'Rita Costa' }]);
    expect((await mine(the.breeder)).received).toEqual([]);
    await write(the.breeder, visit, ADVERTISER_REVIEW);
    expect((await mine(the.breeder)).received).toMatchObject([{ side: 'VISITOR', author: 'João P.' }]);
    expect((await mine(the.visitor)).received).toMatchObject([{ side: 'ADVERTISER', ratings: { punctuality: 5 } }]);
  });
});

describe('asking both people how it went', () => {
  const notificationsOf = async (user: TestUser) =>
    (
      (await (await get('/private/notification', { token: user.token })).json()) as {
        content: { type: string; referenceKey: string | null; title: string; visualized: boolean }[];
      }
    ).content.filter((n) => n.type === 'VISIT_REVIEW');
  const mailsTo = (user: TestUser) => ctx.mailer.outbox.filter((m) => m.to === user.email);

  it('asks both the morning after, once, and reminds who has not written 3 days before the window closes', async () => {
    ctx.mailer.outbox.length = 0;
    const now = Date.now();
    // A visit that started 10 hours ago ends 9 hours ago: too soon to ask.
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid, { hoursAgo: 10, now });
    expect(await sendReviewRequests(ctx, new Date(now))).toBe(0);
    // Its next morning: both are asked, by the bell and by mail, with the form's link.
    const morning = new Date(now + 12 * HOUR_MS);
    expect(await sendReviewRequests(ctx, morning)).toBe(2);
    expect(await sendReviewRequests(ctx, morning)).toBe(0);
    for (const person of [the.visitor, the.breeder]) {
      expect(await notificationsOf(person)).toMatchObject([{ referenceKey: visit }]);
      const [mail] = mailsTo(person);
      expect(mail?.subject).toBe('Como correu a visita?');
      expect(mail?.link).toMatch(new RegExp(`/review\\?visit=${visit}$`));
    }
    // The visitor writes; 12 days later only the breeder is reminded.
    const written = await write(the.visitor, visit, VISITOR_REVIEW);
    expect(written.status).toBe(201);
    expect(await sendReviewRequests(ctx, new Date(now + 12 * 24 * HOUR_MS))).toBe(1);
    expect(mailsTo(the.breeder).map((m) => m.subject)).toEqual([
      'Como correu a visita?',
      'Faltam 3 dias para avaliar a visita de «Cadela Serra da Estrela»',
    ]);
    expect(mailsTo(the.visitor)).toHaveLength(1);
    // After the window, nobody is asked any more.
    expect(await sendReviewRequests(ctx, new Date(now + 16 * 24 * HOUR_MS))).toBe(0);
  });

  it('marks "Como correu a visita?" read in each bell once that person has written (issue 55)', async () => {
    const now = Date.now();
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid, { hoursAgo: 10, now });
    expect(await sendReviewRequests(ctx, new Date(now + 12 * HOUR_MS))).toBe(2);
    expect((await write(the.visitor, visit, VISITOR_REVIEW)).status).toBe(201);
    expect(await notificationsOf(the.visitor)).toMatchObject([
      { title: 'notification.VISIT_REVIEW.ASK.title', visualized: true },
    ]);
    // The the.breeder has not written yet: theirs still waits.
    expect(await notificationsOf(the.breeder)).toMatchObject([
      { title: 'notification.VISIT_REVIEW.ASK.title', visualized: false },
    ]);
    expect((await write(the.breeder, visit, ADVERTISER_REVIEW)).status).toBe(201);
    const breederBell = await notificationsOf(the.breeder);
    expect(breederBell.find((n) => n.title === 'notification.VISIT_REVIEW.ASK.title')?.visualized).toBe(true);
    // What is new to the the.visitor, "both reviews are out", stays unread.
    const visitorBell = await notificationsOf(the.visitor);
    expect(visitorBell.find((n) => n.title === 'notification.VISIT_REVIEW.PUBLISHED.title')?.visualized).toBe(false);
  });
});

describe('ratings beside the adverts', () => {
  it('shows the seller’s rating on cards and the advert from three published reviews on', async () => {
    const sellerRating = async () => {
      const page = (await (await get('/public/sales')).json()) as {
        content: { uid: string; sellerRating: { overall: number; count: number } | null }[];
      };
      const card = page.content.find((c) => c.uid === the.saleUid);
      const detail = (await (await get(`/public/sale?searchValue=${the.saleUid}`)).json()) as {
        sellerRating: unknown;
      };
      expect(detail.sellerRating).toEqual(card?.sellerRating);
      return card?.sellerRating;
    };
    const visitors = [
      the.visitor,
      the.stranger,
      await signUp(ctx, { name: 'Rui', surname: 'Matos', since: monthAgo() }),
    ];
    for (const [i, person] of visitors.entries()) {
      const other = await createSale(ctx, the.breeder.uid, { title: `Cachorro ${i}` });
      const visit = await pastVisit(ctx, other, person.uid);
      await write(person, visit, { ...VISITOR_REVIEW, ratings: { health: 5, honesty: 5, communication: 3 + (i % 2) } });
      await write(the.breeder, visit, ADVERTISER_REVIEW);
      expect(await sellerRating()).toEqual(i < 2 ? null : { overall: 4.4, count: 3 });
    }
  });
});

describe('what a review weighs (issue 52, decision 196)', () => {
  const sellerRating = async () => {
    const page = (await (await get('/public/sales')).json()) as {
      content: { uid: string; sellerRating: { overall: number; count: number } | null }[];
    };
    return page.content.find((c) => c.uid === the.saleUid)?.sellerRating ?? null;
  };
  const receivedBy = async (user: TestUser) =>
    ((await (await get('/private/review/mine', { token: user.token })).json()) as { received: Review[] }).received;
  const aged = (user: TestUser, days: number) =>
    ctx.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(users.id, user.uid));

  /** Three real buyers rated the breeder 4, 4, 4: the cards show it. */
  async function threeRealReviews() {
    for (const [i, person] of [the.visitor, the.stranger, await signUp(ctx, { since: monthAgo() })].entries()) {
      const other = await createSale(ctx, the.breeder.uid, { title: `Cachorro ${i}` });
      const visit = await pastVisit(ctx, other, person.uid);
      await write(person, visit, { ...VISITOR_REVIEW, ratings: { health: 4, honesty: 4, communication: 4 } });
      await write(the.breeder, visit, ADVERTISER_REVIEW);
    }
    expect(await sellerRating()).toEqual({ overall: 4, count: 3 });
  }

  it('a seller’s new second account books, visits and reviews: shown marked, the rating does not move', async () => {
    await threeRealReviews();
    // The breeder signs in at home; minutes later a second account is made there, books, and the breeder accepts.
    const home: Browser = newBrowser();
    the.breeder.token = await signInFrom(api, home, the.breeder);
    const second = await signUpFrom(ctx, api, home, { name: 'Rita', surname: 'Outra' });
    await setHours(api, the.breeder.token);
    const visit = await book(api, second.token, the.saleUid, at(nextWeekday(6), '10:00'));
    expect((await put(`/private/booking/${visit}/accept`, undefined, { token: the.breeder.token })).status).toBe(200);
    // An hour later (the clock is the outside world): the visit is over, both write, both are published.
    await ctx.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR_MS) })
      .where(eq(bookings.id, visit));
    const praise = { ratings: { health: 5, honesty: 5, communication: 5 }, text: 'Criadora exemplar, tudo perfeito!' };
    const { uid } = (await (await write(second, visit, praise)).json()) as { uid: string };
    expect(await (await write(the.breeder, visit, ADVERTISER_REVIEW)).json()).toMatchObject({ published: true });

    const page = await breederPage();
    expect(page.summary).toMatchObject({ count: 3, overall: 4 });
    expect(page.content.find((r) => r.uid === uid)).toMatchObject({ counted: false, standing: 'new' });
    expect(page.content.filter((r) => r.counted)).toHaveLength(3);
    expect(await sellerRating()).toEqual({ overall: 4, count: 3 });
    expect((await receivedBy(the.breeder)).find((r) => r.uid === uid)).toMatchObject({ counted: false });
    // The moderators read it as it is shown.
    expect(
      (
        await post(
          '/private/report',
          { targetType: 'REVIEW', targetUid: uid, reason: 'UNTRUE' },
          { token: the.stranger.token },
        )
      ).status,
    ).toBe(201);
    const admin = await signUp(ctx, { role: 'admin' });
    const groups = (await (await get('/private/admin/report', { token: admin.token })).json()) as {
      review: Review | null;
    }[];
    expect(groups[0]?.review).toMatchObject({ uid, counted: false, standing: 'new' });

    // A week later the second account is no longer new, but it was seen with the breeder: it never counts.
    await aged(second, 8);
    expect((await breederPage()).content.find((r) => r.uid === uid)).toMatchObject({
      counted: false,
      standing: 'linked',
    });
    expect((await breederPage()).summary).toMatchObject({ count: 3, overall: 4 });
    expect(await sellerRating()).toEqual({ overall: 4, count: 3 });
  });

  it('a real buyer’s review counts: at once from an established account, from its seventh day from a new one', async () => {
    const newcomer = await signUpFrom(ctx, api, newBrowser(), { name: 'Inês', surname: 'Nova' });
    const first = await pastVisit(ctx, the.saleUid, newcomer.uid);
    await write(newcomer, first, VISITOR_REVIEW);
    await write(the.breeder, first, ADVERTISER_REVIEW);
    const [waiting] = (await breederPage()).content;
    expect(waiting).toMatchObject({ author: 'Inês N.', counted: false, standing: 'new' });
    expect((await breederPage()).summary).toMatchObject({ count: 0, overall: null });

    const other = await createSale(ctx, the.breeder.uid, { title: 'Cachorra Serra da Estrela' });
    const second = await pastVisit(ctx, other, the.visitor.uid);
    await write(the.visitor, second, { ...VISITOR_REVIEW, ratings: { health: 3, honesty: 3, communication: 3 } });
    await write(the.breeder, second, ADVERTISER_REVIEW);
    expect((await breederPage()).summary).toMatchObject({ count: 1, overall: 3 });

    await aged(newcomer, 8);
    const page = await breederPage();
    expect(page.content.every((r) => r.counted && r.standing === 'established')).toBe(true);
    expect(page.summary).toMatchObject({ count: 2, averages: { health: 4, honesty: 3.5, communication: 4 } });
  });

  it('an unconfirmed writer’s review is shown marked and left out', async () => {
    const unconfirmed = await signUp(ctx, { since: monthAgo(), confirmed: false });
    const visit = await pastVisit(ctx, the.saleUid, unconfirmed.uid);
    await write(unconfirmed, visit, VISITOR_REVIEW);
    await write(the.breeder, visit, ADVERTISER_REVIEW);
    expect((await breederPage()).content).toMatchObject([{ counted: false, standing: 'unconfirmed' }]);
    expect((await breederPage()).summary.count).toBe(0);
  });

  it('a review stops counting for good once its writer signs in from the breeder’s browser', async () => {
    const home = newBrowser();
    await signInFrom(api, home, the.breeder);
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    await write(the.visitor, visit, VISITOR_REVIEW);
    await write(the.breeder, visit, ADVERTISER_REVIEW);
    expect((await breederPage()).summary.count).toBe(1);
    // From the breeder's browser, on another network.
    await signInFrom(api, { ip: '198.19.52.77', device: home.device! }, the.visitor);
    expect((await breederPage()).content).toMatchObject([{ counted: false, standing: 'linked' }]);
    expect((await breederPage()).summary.count).toBe(0);
    // Thirty days on, the browsers are forgotten; the review still does not count.
    await ctx.db.delete(knownDevices);
    expect((await breederPage()).summary.count).toBe(0);
    // So is the breeder's review of that visitor, about the same two people.
    expect((await receivedBy(the.visitor))[0]).toMatchObject({
      side: 'ADVERTISER',
      counted: false,
      standing: 'linked',
    });
  });
});
