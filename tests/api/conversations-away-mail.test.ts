// Mail for a person away from a conversation (issue 17, decision 147): one mail per conversation with the messages
// they have not received, after a short delay, never while a tab of theirs receives them, and not again until they
// have been back; two passes at once (two instances) mail once.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, sellerAndBuyer } from '../helpers/cast.ts';
import type { Message } from '../../src/lib/conversations/shapes.ts';
import { AWAY_MAIL_DELAY_MS, mailAwayReaders } from '../../src/server/domain/conversations/away-mail.ts';

const ctx = await useTestContext();
const { post, put } = testApi(ctx);

const the = freshEach(ctx, async () => {
  const cast = await sellerAndBuyer(ctx, { title: 'Cadela Serra da Estrela' });
  ctx.mailer.outbox.length = 0;
  return cast;
});

async function start(user: TestUser, body: string) {
  const res = await post('/private/conversation', { saleUid: the.saleUid, body }, { token: user.token });
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
    const { conversationUid } = await start(the.buyer, 'Olá! Ainda está disponível?');
    await write(the.buyer, conversationUid, 'Já tem as primeiras vacinas?');

    expect(await mailAwayReaders(ctx, new Date())).toBe(0);
    expect(mailsTo(the.seller)).toHaveLength(0);

    expect(await mailAwayReaders(ctx, later())).toBe(1);
    const [mail] = mailsTo(the.seller);
    expect(mail?.subject).toBe('João Pereira escreveu-lhe sobre «Cadela Serra da Estrela»');
    expect(mail?.text).toContain('João Pereira enviou-lhe 2 mensagens sobre «Cadela Serra da Estrela»');
    expect(mail?.text).toContain('«Olá! Ainda está disponível?»');
    expect(mail?.text).toContain('«Já tem as primeiras vacinas?»');
    expect(mail?.link).toBe(`${ctx.env.PUBLIC_SITE_URL}/messages?c=${conversationUid}`);
    // The writer is never mailed about their own messages.
    expect(mailsTo(the.buyer)).toHaveLength(0);
  });

  it('sends nothing more for that conversation until they have been back, then mails again', async () => {
    const { conversationUid } = await start(the.buyer, 'Olá!');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    const third = await write(the.buyer, conversationUid, 'Ainda aí?');
    expect(await mailAwayReaders(ctx, later())).toBe(0);

    // The seller comes back: a tab receives everything; later messages may mail again.
    expect(
      (await put(`/private/conversation/${conversationUid}/delivered`, { upTo: third.id }, { token: the.seller.token }))
        .status,
    ).toBe(204);
    await write(the.buyer, conversationUid, 'Posso ir no sábado?');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    expect(mailsTo(the.seller).at(-1)?.text).toContain('João Pereira enviou-lhe uma mensagem');
    expect(mailsTo(the.seller).at(-1)?.text).toContain('«Posso ir no sábado?»');
    expect(mailsTo(the.seller).at(-1)?.text).not.toContain('Ainda aí?');
  });

  it('never mails while a tab of theirs receives the messages', async () => {
    const { conversationUid, message } = await start(the.buyer, 'Olá!');
    await put(`/private/conversation/${conversationUid}/delivered`, { upTo: message.id }, { token: the.seller.token });
    expect(await mailAwayReaders(ctx, later())).toBe(0);
    expect(mailsTo(the.seller)).toHaveLength(0);
  });

  it('two passes at once, as on two instances, send one mail', async () => {
    await start(the.buyer, 'Olá!');
    const when = later();
    const counts = await Promise.all([mailAwayReaders(ctx, when), mailAwayReaders(ctx, when)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(mailsTo(the.seller)).toHaveLength(1);
  });

  it('mails the buyer too, about the seller’s answer', async () => {
    const { conversationUid } = await start(the.buyer, 'Olá!');
    await write(the.seller, conversationUid, 'Sim, está disponível.');
    expect(await mailAwayReaders(ctx, later())).toBe(1);
    expect(mailsTo(the.buyer)[0]?.subject).toBe('Rita Costa escreveu-lhe sobre «Cadela Serra da Estrela»');
    // The seller answered, so they had the buyer's message on their screen: no mail for it.
    expect(mailsTo(the.seller)).toHaveLength(0);
  });
});
