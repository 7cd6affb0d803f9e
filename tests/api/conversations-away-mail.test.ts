// Mail for a person away from a conversation (issue 17, decision 147): one mail per conversation with the messages
// they have not received, after a short delay, never while a tab of theirs receives them, and not again until they
// have been back; two passes at once (two instances) mail once.
import { beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { createSale } from './bookings-fixtures.ts';
import type { Message } from '../../src/lib/conversations/types.ts';
import { AWAY_MAIL_DELAY_MS, mailAwayReaders } from '../../src/server/domain/conversations/away-mail.ts';

const ctx = await useTestContext();
const { post, put } = testApi(ctx);

let seller: TestUser;
let buyer: TestUser;
let saleUid: string;

beforeEach(async () => {
  await resetDatabase(ctx);
  seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
  buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  saleUid = await createSale(ctx, seller.uid, { title: 'Cadela Serra da Estrela' });
  ctx.mailer.outbox.length = 0;
});

async function start(user: TestUser, body: string) {
  const res = await post('/private/conversation', { saleUid, body }, { token: user.token });
  expect(res.status).toBe(201);
  return (await res.json()) as { conversationUid: string; message: Message };
}

async function write(user: TestUser, conversation: string, body: string): Promise<Message> {
  const res = await post(`/private/conversation/${conversation}/message`, { body }, { token: user.token });
  expect(res.status).toBe(201);
  return (await res.json()) as Message;
}

/** A pass as the clock will read once the delay has passed (the clock is the outside world: it is faked). */
const later = (ms = AWAY_MAIL_DELAY_MS + 1_000) => new Date(Date.now() + ms);
const mailsTo = (user: TestUser) => ctx.mailer.outbox.filter((m) => m.to === user.email);

describe('mail for a person who is away', () => {
  it('waits for the delay, then sends one mail with every message not received and a link to the conversation', async () => {
    const { conversationUid } = await start(buyer, 'Olá! Ainda está disponível?');
    await write(buyer, conversationUid, 'Já tem as primeiras vacinas?');

    expect(await mailAwayReaders(ctx, new Date())).toBe(0);
    expect(mailsTo(seller)).toHaveLength(0);

    expect(await mailAwayReaders(ctx, later())).toBe(1);
    const [mail] = mailsTo(seller);
    expect(mail?.subject).toBe('João Pereira escreveu-lhe sobre «Cadela Serra da Estrela»');
    expect(mail?.text).toContain('João Pereira enviou-lhe 2 mensagens sobre «Cadela Serra da Estrela»');
    expect(mail?.text).toContain('«Olá! Ainda está disponível?»');
    expect(mail?.text).toContain('«Já tem as primeiras vacinas?»');
    expect(mail?.link).toBe(`${ctx.env.PUBLIC_SITE_URL}/messages?c=${conversationUid}`);
    // The writer is never mailed about their own messages.
    expect(mailsTo(buyer)).toHaveLength(0);
  });

  it('sends nothing more for that conversation until they have been back, then mails again', async () => {
    const { conversationUid } = await start(buyer, 'Olá!');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    const third = await write(buyer, conversationUid, 'Ainda aí?');
    expect(await mailAwayReaders(ctx, later())).toBe(0);

    // The seller comes back: a tab receives everything; later messages may mail again.
    expect(
      (await put(`/private/conversation/${conversationUid}/delivered`, { upTo: third.id }, { token: seller.token }))
        .status,
    ).toBe(204);
    await write(buyer, conversationUid, 'Posso ir no sábado?');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    expect(mailsTo(seller).at(-1)?.text).toContain('João Pereira enviou-lhe uma mensagem');
    expect(mailsTo(seller).at(-1)?.text).toContain('«Posso ir no sábado?»');
    expect(mailsTo(seller).at(-1)?.text).not.toContain('Ainda aí?');
  });

  it('never mails while a tab of theirs receives the messages', async () => {
    const { conversationUid, message } = await start(buyer, 'Olá!');
    await put(`/private/conversation/${conversationUid}/delivered`, { upTo: message.id }, { token: seller.token });
    expect(await mailAwayReaders(ctx, later())).toBe(0);
    expect(mailsTo(seller)).toHaveLength(0);
  });

  it('two passes at once, as on two instances, send one mail', async () => {
    await start(buyer, 'Olá!');
    const when = later();
    const counts = await Promise.all([mailAwayReaders(ctx, when), mailAwayReaders(ctx, when)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(mailsTo(seller)).toHaveLength(1);
  });

  it('mails the buyer too, about the seller’s answer', async () => {
    const { conversationUid } = await start(buyer, 'Olá!');
    await write(seller, conversationUid, 'Sim, está disponível.');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    expect(mailsTo(buyer)[0]?.subject).toBe('Rita Costa escreveu-lhe sobre «Cadela Serra da Estrela»');
    // The seller answered, so they had the buyer's message on their screen: no mail for it.
    expect(mailsTo(seller)).toHaveLength(0);
  });
});
