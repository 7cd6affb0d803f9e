// Reviews reported and hidden (issue 38, decision 184), and the notices that reviews came out: a review is reported
// for its own reasons, about its author; a moderator hides it with a reason the author reads in the bell, by mail and
// on their review page; hidden, it leaves the breeder's page and averages, and the log keeps the decision.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MARTA, MIA_MODERATOR, monthAgo, sellerAndBuyer } from '../helpers/cast.ts';
import { HOUR_MS, pastVisit } from '../helpers/reviews.ts';
import { sendReviewRequests } from '../../src/server/domain/reviews/reminders.ts';
import type { GivenReview, Review, ReviewableVisit } from '../../src/lib/reviews/shapes.ts';
import { type ErrorBody } from './bookings-fixtures.ts';

const ctx = await useTestContext();
const { get, post } = testApi(ctx);

const the = freshEach(ctx, async () => {
  // A visitor of a month's standing: their review counts toward the averages (decision 196).
  const cast = await sellerAndBuyer(ctx, { title: 'Cadela Serra da Estrela' }, { buyer: { since: monthAgo() } });
  const stranger = await signUp(ctx, MARTA);
  const moderator = await signUp(ctx, MIA_MODERATOR);
  return { breeder: cast.seller, visitor: cast.buyer, saleUid: cast.saleUid, stranger, moderator };
});

const VISITOR_REVIEW = {
  ratings: { health: 1, honesty: 1, communication: 1 },
  text: 'A Rita Costa mora na Rua das Flores 12 e o número dela é 912345678.',
};
const write = (user: TestUser, visit: string, body: unknown) =>
  post(`/private/review/visit/${visit}`, body, { token: user.token });
const report = (who: TestUser, uid: string, reason: string) =>
  post('/private/report', { targetType: 'REVIEW', targetUid: uid, reason }, { token: who.token });
const breederPage = async () =>
  (await (await get(`/public/breeders/${the.breeder.uid}/reviews`)).json()) as {
    summary: { count: number };
    content: Review[];
  };
const notesOf = async (who: TestUser) =>
  (
    (await (await get('/private/notification', { token: who.token })).json()) as {
      content: { type: string; title: string; message: string; params: Record<string, string>; referenceKey: string }[];
    }
  ).content;

/** A visit both people reviewed: the visitor's review (about the breeder) is published. */
async function publishedReview(): Promise<{ visit: string; uid: string }> {
  const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
  const { uid } = (await (await write(the.visitor, visit, VISITOR_REVIEW)).json()) as { uid: string };
  await write(the.breeder, visit, { ratings: { punctuality: 4, respect: 4 } });
  return { visit, uid };
}

describe('reporting a review', () => {
  it('takes a review’s own reasons, from anyone but its author, once it is published', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const { uid } = (await (await write(the.visitor, visit, VISITOR_REVIEW)).json()) as { uid: string };
    // Unpublished: nobody else can read it, so nobody can report it.
    expect((await report(the.breeder, uid, 'PERSONAL_DATA')).status).toBe(404);
    await write(the.breeder, visit, { ratings: { punctuality: 4, respect: 4 } });

    const wrongReason = await report(the.breeder, uid, 'SCAM');
    expect(wrongReason.status).toBe(422);
    expect(((await wrongReason.json()) as ErrorBody).message).toBe('report.error.reason');
    const advertWithReviewReason = await post(
      '/private/report',
      { targetType: 'SALE', targetUid: the.saleUid, reason: 'UNTRUE' },
      { token: the.stranger.token },
    );
    expect(advertWithReviewReason.status).toBe(422);
    const own = await report(the.visitor, uid, 'UNTRUE');
    expect(own.status).toBe(422);
    expect(((await own.json()) as ErrorBody).message).toBe('report.error.own');

    expect((await report(the.breeder, uid, 'PERSONAL_DATA')).status).toBe(201);
    expect((await report(the.stranger, uid, 'OFFENSIVE')).status).toBe(201);
    expect((await report(the.stranger, uid, 'UNTRUE')).status).toBe(409);
  });

  it('shows the moderators the review as it reads, whom it is about, and its author as the person concerned', async () => {
    const { uid } = await publishedReview();
    await report(the.breeder, uid, 'PERSONAL_DATA');
    const queue = (await (await get('/private/admin/report', { token: the.moderator.token })).json()) as {
      targetType: string;
      targetUid: string;
      title: string;
      link: string | null;
      owner: { uid: string } | null;
      review: (Review & { about: string | null }) | null;
    }[];
    expect(queue).toMatchObject([
      {
        targetType: 'REVIEW',
        targetUid: uid,
        title: 'Avaliação da visita a Cadela Serra da Estrela',
        link: `/breeders/${the.breeder.uid}`,
        owner: { uid: the.visitor.uid },
        review: { text: VISITOR_REVIEW.text, about: 'Rita Costa', author: 'João P.' },
      },
    ]);
  });
});

describe('hiding a review', () => {
  it('takes it out of the page and the averages, tells its author why and every reporter, and logs it', async () => {
    const { visit, uid } = await publishedReview();
    expect((await breederPage()).summary.count).toBe(1);
    await report(the.breeder, uid, 'PERSONAL_DATA');
    ctx.mailer.outbox.length = 0;
    const reason = 'Expõe a morada e o telefone de uma pessoa.';
    const decided = await post(
      '/private/admin/report/decision',
      { targetType: 'REVIEW', targetUid: uid, decision: 'TAKE_DOWN', reason },
      { token: the.moderator.token },
    );
    expect(decided.status, await decided.clone().text()).toBe(200);

    expect(await breederPage()).toMatchObject({ summary: { count: 0 }, content: [] });
    // Its author reads why: on the visit's review page, in their list, in the bell and by mail.
    const form = (await (
      await get(`/private/review/visit/${visit}`, { token: the.visitor.token })
    ).json()) as ReviewableVisit;
    expect(form.mine).toMatchObject({ hidden: reason });
    const mine = (await (await get('/private/review/mine', { token: the.visitor.token })).json()) as {
      given: GivenReview[];
    };
    expect(mine.given).toMatchObject([{ uid, hidden: reason }]);
    expect(await notesOf(the.visitor)).toContainEqual(
      expect.objectContaining({
        type: 'VISIT_REVIEW',
        title: 'notification.VISIT_REVIEW.HIDDEN.title',
        referenceKey: visit,
        params: expect.objectContaining({ reason }),
      }),
    );
    const [mail] = ctx.mailer.outbox.filter((m) => m.to === the.visitor.email);
    expect(mail?.subject).toBe('A sua avaliação da visita a «Cadela Serra da Estrela» foi ocultada');
    expect(mail?.text).toContain(reason);
    expect(mail?.link).toMatch(new RegExp(`/review\\?visit=${visit}$`));
    // The reporter learns the outcome; the person it was about no longer receives it.
    expect(await notesOf(the.breeder)).toContainEqual(
      expect.objectContaining({ type: 'REPORT_RESOLVED', message: 'notification.report-review-hidden.message' }),
    );
    const received = (await (await get('/private/review/mine', { token: the.breeder.token })).json()) as {
      received: Review[];
    };
    expect(received.received).toEqual([]);
    // Hidden: it cannot be answered or reported again; the log keeps the decision and its reason.
    expect(
      (await post(`/private/review/${uid}/answer`, { text: 'Obrigada' }, { token: the.breeder.token })).status,
    ).toBe(404);
    expect((await report(the.stranger, uid, 'OFFENSIVE')).status).toBe(404);
    const log = (await (
      await get(`/private/admin/moderation-log?targetType=REVIEW&targetUid=${uid}`, { token: the.moderator.token })
    ).json()) as { action: string; reason: string | null }[];
    expect(log).toMatchObject([{ action: 'TAKE_DOWN', reason }]);
  });

  it('keeps a review whose reports are dismissed', async () => {
    const { uid } = await publishedReview();
    await report(the.breeder, uid, 'UNTRUE');
    const dismissed = await post(
      '/private/admin/report/decision',
      { targetType: 'REVIEW', targetUid: uid, decision: 'DISMISS', reason: 'Relato de uma visita real.' },
      { token: the.moderator.token },
    );
    expect(dismissed.status).toBe(200);
    expect((await breederPage()).content.map((r) => r.uid)).toEqual([uid]);
  });
});

describe('telling people the reviews are out', () => {
  const published = async (who: TestUser) =>
    (await notesOf(who)).filter((n) => n.title === 'notification.VISIT_REVIEW.PUBLISHED.title');

  it('tells the first writer when the second writes, once', async () => {
    const { visit } = await publishedReview();
    expect(await published(the.visitor)).toMatchObject([{ referenceKey: visit }]);
    // The second writer read both on the spot; the job tells nobody again.
    expect(await published(the.breeder)).toEqual([]);
    await sendReviewRequests(ctx, new Date(Date.now() + HOUR_MS));
    expect(await published(the.visitor)).toHaveLength(1);
    expect(await published(the.breeder)).toEqual([]);
  });

  it('tells both when the window closes on a lone review, so the person reviewed may answer', async () => {
    const now = Date.now();
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid, { now });
    await write(the.visitor, visit, VISITOR_REVIEW);
    await sendReviewRequests(ctx, new Date(now));
    expect(await published(the.breeder)).toEqual([]);
    const closed = new Date(now + 14 * 24 * HOUR_MS);
    await sendReviewRequests(ctx, closed);
    await sendReviewRequests(ctx, closed);
    expect(await published(the.breeder)).toMatchObject([{ referenceKey: visit }]);
    expect(await published(the.visitor)).toHaveLength(1);
  });
});

describe('the visits waiting for a review', () => {
  it('names the other person and the window, for each side', async () => {
    const visit = await pastVisit(ctx, the.saleUid, the.visitor.uid);
    const pending = async (who: TestUser) =>
      (await (await get('/private/review/pending', { token: who.token })).json()) as ReviewableVisit[];
    expect(await pending(the.visitor)).toMatchObject([
      { bookingUid: visit, side: 'VISITOR', saleTitle: 'Cadela Serra da Estrela', other: { name: 'Rita Costa' } },
    ]);
    expect(await pending(the.breeder)).toMatchObject([
      { bookingUid: visit, side: 'ADVERTISER', other: { uid: the.visitor.uid, name: 'João Pereira' }, mine: null },
    ]);
  });
});
