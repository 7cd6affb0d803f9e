// Visits in conversations (issue 17, decision 148): the seller proposes a time, the buyer accepts it in one click
// under the booking rules, and every change of the buyer's visit appears in the conversation.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, sellerAndBuyer } from '../helpers/cast.ts';
import { at, book, createSale, nextWeekday, setHours, type ErrorBody } from './bookings-fixtures.ts';
import type { Message, MessageSlice } from '../../src/lib/conversations/shapes.ts';

const ctx = await useTestContext();
const api = testApi(ctx);
const { get, post, put } = api;

const the = freshEach(ctx, async () => {
  const { seller, buyer, saleUid } = await sellerAndBuyer(ctx, { title: 'Cadela Serra da Estrela' });
  const rival = await signUp(ctx, { name: 'Marta', surname: 'Sousa' });
  const stranger = await signUp(ctx, { name: 'Olga', surname: 'Matos' });
  await setHours(api, seller.token);
  const started = await post('/private/conversation', { saleUid, body: 'Posso visitar?' }, { token: buyer.token });
  const conversation = ((await started.json()) as { conversationUid: string }).conversationUid;
  return { seller, buyer, rival, stranger, saleUid, conversation, saturday: nextWeekday(6) };
});

const propose = (user: TestUser, date: string) =>
  post(`/private/conversation/${the.conversation}/visit-proposal`, { date }, { token: user.token });
const accept = (user: TestUser, messageId: number) =>
  post(`/private/conversation/${the.conversation}/visit-proposal/${messageId}/accept`, undefined, {
    token: user.token,
  });
const messagesOf = async (user: TestUser) =>
  (
    (await (
      await get(`/private/conversation/${the.conversation}/message`, { token: user.token })
    ).json()) as MessageSlice
  ).content;

describe('the seller proposes a visit, the buyer accepts it in one click', () => {
  it('books an accepted visit, mails the buyer its calendar file, and both see it in the conversation', async () => {
    // Any quarter hour of the day, not only the weekly slots (10:00-13:00 on Saturdays).
    const when = at(the.saturday, '17:30');
    const proposed = await propose(the.seller, when);
    expect(proposed.status).toBe(201);
    const proposal = (await proposed.json()) as Message;
    expect(proposal).toMatchObject({ mine: true, body: null, visit: { kind: 'proposal', date: when } });
    // The buyer sees it as the seller's, unread.
    const [, seen] = await messagesOf(the.buyer);
    expect(seen).toMatchObject({ id: proposal.id, mine: false, visit: { kind: 'proposal', date: when } });

    ctx.mailer.outbox.length = 0;
    const accepted = await accept(the.buyer, proposal.id);
    expect(accepted.status).toBe(201);
    const { bookingUid } = (await accepted.json()) as { bookingUid: string };
    const visit = (await (await get(`/private/booking/${bookingUid}`, { token: the.seller.token })).json()) as {
      status: string;
      date: string;
    };
    expect(visit).toMatchObject({ status: 'ACCEPTED', date: when });
    const mail = ctx.mailer.outbox.find((m) => m.to === the.buyer.email);
    expect(mail?.attachments?.[0]?.filename).toMatch(/\.ics$/);
    // The seller is not asked to answer a request they made themself.
    expect(ctx.mailer.outbox.some((m) => m.to === the.seller.email)).toBe(false);

    const last = (await messagesOf(the.seller)).at(-1);
    expect(last).toMatchObject({
      mine: false,
      visit: { kind: 'booking', bookingUid, status: 'ACCEPTED', date: when, proposalId: proposal.id },
    });
    // Once only.
    const again = await accept(the.buyer, proposal.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).message).toBe('booking.error.already-booked');
  });

  it('applies the booking rules to the proposal and to its acceptance', async () => {
    const past = await propose(the.seller, new Date(Date.now() - 3_600_000).toISOString());
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      message: 'booking.error.past-date',
      errors: { date: 'booking.error.past-date' },
    });
    const late = await propose(the.seller, at(the.saturday, '22:00'));
    expect(((await late.json()) as ErrorBody).message).toBe('booking.error.outside-hours');

    // The hour goes to someone else before the buyer accepts: refused, nothing booked.
    const when = at(the.saturday, '10:00');
    const proposal = (await (await propose(the.seller, when)).json()) as Message;
    const rivalsSale = await createSale(ctx, the.seller.uid, { title: 'Irmã da ninhada' });
    const other = await book(api, the.rival.token, rivalsSale, when);
    expect((await put(`/private/booking/${other}/accept`, undefined, { token: the.seller.token })).status).toBe(200);
    const refused = await accept(the.buyer, proposal.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).message).toBe('booking.error.slot-taken');
  });

  it('declines the seller’s other requests for that hour, as accepting one does', async () => {
    const when = at(the.saturday, '11:00');
    const sibling = await createSale(ctx, the.seller.uid, { title: 'Irmã da ninhada' });
    const pending = await book(api, the.rival.token, sibling, when);
    const proposal = (await (await propose(the.seller, when)).json()) as Message;
    expect((await accept(the.buyer, proposal.id)).status).toBe(201);
    const declined = (await (await get(`/private/booking/${pending}`, { token: the.rival.token })).json()) as {
      status: string;
    };
    expect(declined.status).toBe('REJECTED');
  });

  it('lets only the seller propose and only the buyer accept; a third person finds nothing', async () => {
    const byBuyer = await propose(the.buyer, at(the.saturday, '10:00'));
    expect(byBuyer.status).toBe(403);
    expect(((await byBuyer.json()) as ErrorBody).message).toBe('conversation.error.not-seller');
    expect((await propose(the.stranger, at(the.saturday, '10:00'))).status).toBe(404);

    const proposal = (await (await propose(the.seller, at(the.saturday, '10:00'))).json()) as Message;
    const bySeller = await accept(the.seller, proposal.id);
    expect(bySeller.status).toBe(403);
    expect(((await bySeller.json()) as ErrorBody).message).toBe('conversation.error.not-buyer');
    expect((await accept(the.stranger, proposal.id)).status).toBe(404);
    // A text message is not a proposal.
    const [first] = await messagesOf(the.buyer);
    const notProposal = await accept(the.buyer, first!.id);
    expect(notProposal.status).toBe(404);
    expect(((await notProposal.json()) as ErrorBody).message).toBe('conversation.error.proposal-not-found');
  });
});

describe('the buyer’s visit appears in the conversation', () => {
  it('as it is asked for, declined with a reason, asked again and cancelled', async () => {
    const first = await book(api, the.buyer.token, the.saleUid, at(the.saturday, '10:00'));
    await put(`/private/booking/${first}/reject`, { reason: 'Nesse dia não posso.' }, { token: the.seller.token });
    const second = await book(api, the.buyer.token, the.saleUid, at(the.saturday, '11:00'));
    await api.call('DELETE', `/private/booking/${second}`, { token: the.buyer.token });
    const notes = (await messagesOf(the.seller)).filter((m) => m.visit).map((m) => [m.mine, m.visit]);
    expect(notes).toEqual([
      [false, { kind: 'booking', bookingUid: first, status: 'PENDING', date: at(the.saturday, '10:00') }],
      [
        true,
        {
          kind: 'booking',
          bookingUid: first,
          status: 'REJECTED',
          date: at(the.saturday, '10:00'),
          reason: 'Nesse dia não posso.',
        },
      ],
      [false, { kind: 'booking', bookingUid: second, status: 'PENDING', date: at(the.saturday, '11:00') }],
      [false, { kind: 'booking', bookingUid: second, status: 'CANCELLED', date: at(the.saturday, '11:00') }],
    ]);
  });

  it('as the seller marks the advert sold', async () => {
    const visit = await book(api, the.buyer.token, the.saleUid, at(the.saturday, '10:00'));
    await put(`/private/my-sale/${the.saleUid}/availability`, { availability: 'SOLD' }, { token: the.seller.token });
    expect((await messagesOf(the.buyer)).at(-1)).toMatchObject({
      mine: false,
      visit: { kind: 'booking', bookingUid: visit, status: 'CANCELLED', bySeller: true },
    });
    // A sold animal takes no proposal.
    const refused = await propose(the.seller, at(the.saturday, '12:00'));
    expect(((await refused.json()) as ErrorBody).message).toBe('booking.error.sale-not-available');
  });
});

// Issue 37: an accepted visit hands each one the other's address and phone; a block ends what is pending.
describe('a block ends what is pending', () => {
  const block = (user: TestUser, blocked = true) =>
    put(`/private/conversation/${the.conversation}/block`, { blocked }, { token: user.token });

  it.each([
    ['the seller', () => the.seller],
    ['the buyer', () => the.buyer],
  ] as const)(
    'when %s blocks, the open proposal is withdrawn and cannot be taken, even after unblocking',
    async (_, who) => {
      const proposal = (await (await propose(the.seller, at(the.saturday, '17:30'))).json()) as Message;
      expect((await block(who())).status).toBe(204);
      const [, seen] = await messagesOf(the.buyer);
      expect(seen).toMatchObject({ id: proposal.id, visit: { kind: 'proposal', withdrawn: true } });

      ctx.mailer.outbox.length = 0;
      const refused = await accept(the.buyer, proposal.id);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ErrorBody).message).toBe('conversation.error.blocked');
      expect(
        ((await (await get('/private/booking', { token: the.buyer.token })).json()) as { content: unknown[] }).content,
      ).toEqual([]);
      expect(ctx.mailer.outbox).toHaveLength(0);
      // Unblocked, the withdrawn proposal stays withdrawn; a new one can be taken.
      expect((await block(who(), false)).status).toBe(204);
      expect((await accept(the.buyer, proposal.id)).status).toBe(403);
      const fresh = (await (await propose(the.seller, at(the.saturday, '18:00'))).json()) as Message;
      expect((await accept(the.buyer, fresh.id)).status).toBe(201);
    },
  );

  it('a blocked seller cannot propose, a blocked buyer cannot ask for a visit, and no request is accepted across it', async () => {
    const pending = await book(api, the.buyer.token, the.saleUid, at(the.saturday, '10:00'));
    expect((await block(the.seller)).status).toBe(204);
    const proposed = await propose(the.seller, at(the.saturday, '17:30'));
    expect(proposed.status).toBe(403);
    const asked = await post(
      '/private/booking',
      { saleUid: the.saleUid, date: at(the.saturday, '11:00') },
      { token: the.buyer.token },
    );
    expect(asked.status).toBe(409);
    expect(((await asked.json()) as ErrorBody).message).toBe('booking.error.blocked');
    const canBook = await get(`/private/booking/can-book?saleUid=${the.saleUid}`, { token: the.buyer.token });
    expect(await canBook.json()).toEqual({ canBook: false, reason: 'booking.error.blocked' });
    ctx.mailer.outbox.length = 0;
    const accepted = await put(`/private/booking/${pending}/accept`, undefined, { token: the.seller.token });
    expect(accepted.status).toBe(409);
    expect(((await accepted.json()) as ErrorBody).message).toBe('booking.error.blocked');
    expect(ctx.mailer.outbox).toHaveLength(0);
  });
});
