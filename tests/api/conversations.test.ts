// Conversations over the API (issue 17): writing from an advert, one conversation per advert and buyer, the list,
// paging back and catching up by message id, read/delivered pointers, access by a third person, limits, block,
// and what account export and deletion do to messages.
import { describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MARTA, sellerAndBuyer } from '../helpers/cast.ts';
import { createSale, type ErrorBody } from './bookings-fixtures.ts';
import type { Conversation, ConversationPage, Message, MessageSlice } from '../../src/lib/conversations/shapes.ts';

const ctx = await useTestContext();
const { get, post, put } = testApi(ctx);

const the = freshEach(ctx, async () => {
  const cast = await sellerAndBuyer(ctx, { title: 'Cadela Serra da Estrela' });
  return { ...cast, stranger: await signUp(ctx, MARTA) };
});

async function start(user: TestUser, body: string, sale = the.saleUid) {
  const res = await post('/private/conversation', { saleUid: sale, body }, { token: user.token });
  expect(res.status).toBe(201);
  return (await res.json()) as { conversationUid: string; created: boolean; message: Message };
}

async function write(user: TestUser, conversation: string, body: string): Promise<Message> {
  const res = await post(`/private/conversation/${conversation}/message`, { body }, { token: user.token });
  expect(res.status).toBe(201);
  return (await res.json()) as Message;
}

async function listOf(user: TestUser): Promise<Conversation[]> {
  const res = await get('/private/conversation', { token: user.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as ConversationPage).content;
}

async function unreadOf(user: TestUser): Promise<number> {
  const res = await get('/private/conversation/unread', { token: user.token });
  expect(res.status).toBe(200);
  return (await res.json()) as number;
}

describe('writing from an advert', () => {
  it('creates one conversation per advert and buyer, which both people see with the advert and each other', async () => {
    const first = await start(the.buyer, 'Olá! Ainda está disponível?');
    expect(first.created).toBe(true);
    expect(first.message).toMatchObject({ mine: true, body: 'Olá! Ainda está disponível?' });
    const second = await start(the.buyer, 'Já tem as primeiras vacinas?');
    expect(second).toMatchObject({ conversationUid: first.conversationUid, created: false });

    const [mine] = await listOf(the.buyer);
    expect(mine).toMatchObject({
      uid: first.conversationUid,
      role: 'buyer',
      sale: { uid: the.saleUid, title: 'Cadela Serra da Estrela' },
      other: { uid: the.seller.uid, name: 'Rita Costa' },
      lastMessage: { body: 'Já tem as primeiras vacinas?', mine: true },
      unread: 0,
    });
    const [theirs] = await listOf(the.seller);
    expect(theirs).toMatchObject({
      uid: first.conversationUid,
      role: 'seller',
      other: { uid: the.buyer.uid, name: 'João Pereira' },
      lastMessage: { body: 'Já tem as primeiras vacinas?', mine: false },
      unread: 2,
    });
    expect(await unreadOf(the.seller)).toBe(2);
  });

  it('lists the conversation with the newest message first', async () => {
    const other = await createSale(ctx, the.seller.uid, { title: 'Gato Persa' });
    const a = await start(the.buyer, 'Sobre a cadela');
    const b = await start(the.buyer, 'Sobre o gato', other);
    expect((await listOf(the.seller)).map((c) => c.uid)).toEqual([b.conversationUid, a.conversationUid]);
    await write(the.seller, a.conversationUid, 'Responde à cadela');
    expect((await listOf(the.seller)).map((c) => c.uid)).toEqual([a.conversationUid, b.conversationUid]);
  });

  it('refuses one’s own advert and an advert that is not public', async () => {
    const own = await post('/private/conversation', { saleUid: the.saleUid, body: 'Olá' }, { token: the.seller.token });
    expect(own.status).toBe(422);
    expect(((await own.json()) as ErrorBody).message).toBe('conversation.error.own-sale');
    const pending = await createSale(ctx, the.seller.uid, { status: 'PENDING' });
    const hidden = await post('/private/conversation', { saleUid: pending, body: 'Olá' }, { token: the.buyer.token });
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as ErrorBody).message).toBe('conversation.error.sale-not-found');
  });

  it('keeps text plain and within 2,000 characters, and refuses an empty one', async () => {
    const html = await start(the.buyer, '<b>olá</b> <script>alert(1)</script>');
    expect(html.message.body).toBe('<b>olá</b> <script>alert(1)</script>');
    const long = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'a'.repeat(2001) },
      { token: the.buyer.token },
    );
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).errors).toEqual({ body: 'conversation.error.too-long' });
    expect((await start(the.buyer, 'a'.repeat(2000))).message.body).toHaveLength(2000);
    const blank = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: '   ' },
      { token: the.buyer.token },
    );
    expect(blank.status).toBe(400);
  });

  it('answers the advert and no conversation before the first message, then the conversation', async () => {
    const before = await get(`/private/conversation/sale/${the.saleUid}`, { token: the.buyer.token });
    expect(await before.json()).toMatchObject({
      sale: { uid: the.saleUid, title: 'Cadela Serra da Estrela', seller: 'Rita Costa' },
      conversation: null,
    });
    const { conversationUid } = await start(the.buyer, 'Olá');
    const after = await get(`/private/conversation/sale/${the.saleUid}`, { token: the.buyer.token });
    expect(await after.json()).toMatchObject({ conversation: { uid: conversationUid } });
    const own = await get(`/private/conversation/sale/${the.saleUid}`, { token: the.seller.token });
    expect(own.status).toBe(422);
  });
});

describe('a third person', () => {
  it('gets 404 for every call on a conversation of two others, as for one that does not exist', async () => {
    const { conversationUid: id } = await start(the.buyer, 'Olá');
    const missing = '0b9f3b8e-5f1a-4c52-9d8e-2f6a3c1d7e90';
    for (const uid of [id, missing]) {
      const token = the.stranger.token;
      const answers = [
        await get(`/private/conversation/${uid}`, { token }),
        await get(`/private/conversation/${uid}/message`, { token }),
        await post(`/private/conversation/${uid}/message`, { body: 'Intruso' }, { token }),
        await put(`/private/conversation/${uid}/read`, { upTo: 1 }, { token }),
        await put(`/private/conversation/${uid}/delivered`, { upTo: 1 }, { token }),
        await put(`/private/conversation/${uid}/block`, { blocked: true }, { token }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(((await res.json()) as ErrorBody).message).toBe('conversation.error.not-found');
      }
    }
    expect(await listOf(the.stranger)).toEqual([]);
    const slice = (await (
      await get(`/private/conversation/${id}/message`, { token: the.buyer.token })
    ).json()) as MessageSlice;
    expect(slice.content.map((m) => m.body)).toEqual(['Olá']);
  });

  it('is refused without a session', async () => {
    expect((await get('/private/conversation')).status).toBe(401);
    expect((await post('/private/conversation', { saleUid: the.saleUid, body: 'Olá' })).status).toBe(401);
  });
});

describe('messages by id', () => {
  it('pages back through older messages and catches up after a message id, always ascending', async () => {
    const { conversationUid: id, message: first } = await start(the.buyer, 'm1');
    const sent: Message[] = [first];
    for (let i = 2; i <= 7; i++) sent.push(await write(i % 2 ? the.buyer : the.seller, id, `m${i}`));
    const path = `/private/conversation/${id}/message`;
    const newest = (await (await get(`${path}?size=3`, { token: the.seller.token })).json()) as MessageSlice;
    expect(newest.content.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.more).toBe(true);
    const older = (await (
      await get(`${path}?size=3&before=${newest.content[0]?.id}`, { token: the.seller.token })
    ).json()) as MessageSlice;
    expect(older.content.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const oldest = (await (
      await get(`${path}?size=3&before=${older.content[0]?.id}`, { token: the.seller.token })
    ).json()) as MessageSlice;
    expect(oldest).toEqual({ content: [expect.objectContaining({ body: 'm1', mine: false })], more: false });
    const missed = (await (
      await get(`${path}?after=${sent[3]?.id}`, { token: the.buyer.token })
    ).json()) as MessageSlice;
    expect(missed.content.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(missed.more).toBe(false);
    const both = await get(`${path}?after=1&before=5`, { token: the.buyer.token });
    expect(both.status).toBe(400);
  });
});

describe('read and delivered', () => {
  it('moves forward only, never past the last message, and read implies delivered', async () => {
    const { conversationUid: id, message } = await start(the.buyer, 'Olá');
    const second = await write(the.buyer, id, 'Está aí?');
    expect((await listOf(the.buyer))[0]).toMatchObject({ otherDeliveredId: 0, otherReadId: 0 });

    expect(
      (await put(`/private/conversation/${id}/delivered`, { upTo: second.id }, { token: the.seller.token })).status,
    ).toBe(204);
    expect((await listOf(the.buyer))[0]).toMatchObject({ otherDeliveredId: second.id, otherReadId: 0 });
    expect(await unreadOf(the.seller)).toBe(2);

    await put(`/private/conversation/${id}/read`, { upTo: message.id }, { token: the.seller.token });
    expect((await listOf(the.seller))[0]?.unread).toBe(1);
    await put(`/private/conversation/${id}/read`, { upTo: 10 ** 12 }, { token: the.seller.token });
    expect((await listOf(the.buyer))[0]).toMatchObject({ otherDeliveredId: second.id, otherReadId: second.id });
    await put(`/private/conversation/${id}/read`, { upTo: 0 }, { token: the.seller.token });
    expect((await listOf(the.buyer))[0]?.otherReadId).toBe(second.id);
    expect(await unreadOf(the.seller)).toBe(0);
  });
});

describe('block', () => {
  it('stops both people writing to each other until the blocker unblocks', async () => {
    const { conversationUid: id } = await start(the.buyer, 'Olá');
    expect(
      (await put(`/private/conversation/${id}/block`, { blocked: true }, { token: the.seller.token })).status,
    ).toBe(204);
    expect((await listOf(the.seller))[0]).toMatchObject({ blockedByMe: true, blockedByOther: false });
    expect((await listOf(the.buyer))[0]).toMatchObject({ blockedByMe: false, blockedByOther: true });

    const blocked = await post(`/private/conversation/${id}/message`, { body: 'Olá?' }, { token: the.buyer.token });
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as ErrorBody).message).toBe('conversation.error.blocked');
    const fromAdvert = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Olá?' },
      { token: the.buyer.token },
    );
    expect(fromAdvert.status).toBe(403);
    const back = await post(`/private/conversation/${id}/message`, { body: 'Não' }, { token: the.seller.token });
    expect(back.status).toBe(403);

    await put(`/private/conversation/${id}/block`, { blocked: false }, { token: the.seller.token });
    await write(the.buyer, id, 'Olá de novo');
  });
});

describe('rate limits per account', () => {
  it('allows 20 writes from adverts an hour, then 429', async () => {
    const sales = [];
    for (let i = 0; i < 21; i++) sales.push(await createSale(ctx, the.seller.uid, { title: `Anúncio ${i}` }));
    for (const sale of sales.slice(0, 20)) await start(the.buyer, 'Olá', sale);
    const res = await post('/private/conversation', { saleUid: sales[20], body: 'Olá' }, { token: the.buyer.token });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    // The limit is the account's: another buyer still writes.
    await start(the.stranger, 'Olá', sales[20]);
  });

  it('allows 60 messages in 5 minutes, then 429', async () => {
    const { conversationUid: id } = await start(the.buyer, 'Olá');
    for (let i = 0; i < 59; i++) await write(the.buyer, id, `m${i}`);
    const res = await post(`/private/conversation/${id}/message`, { body: 'demais' }, { token: the.buyer.token });
    expect(res.status).toBe(429);
    await write(the.seller, id, 'Ainda posso responder');
  });
});

describe('account export and deletion', () => {
  it('exports the messages the person wrote, not the other person’s', async () => {
    const { conversationUid: id } = await start(the.buyer, 'Olá, é meu');
    await write(the.seller, id, 'Resposta da vendedora');
    const res = await get('/private/account/export', { token: the.buyer.token });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { messages: { conversationUid: string; saleTitle: string; body: string }[] };
    expect(doc.messages).toEqual([
      expect.objectContaining({ conversationUid: id, saleTitle: 'Cadela Serra da Estrela', body: 'Olá, é meu' }),
    ]);
  });

  it('removes a deleted person’s text and shows the conversation as with a deleted account', async () => {
    const { conversationUid: id } = await start(the.buyer, 'Texto que vai desaparecer');
    await write(the.seller, id, 'Resposta');
    const del = await post('/private/account/delete', { password: the.buyer.password }, { token: the.buyer.token });
    expect(del.status).toBe(204);
    const [conversation] = await listOf(the.seller);
    expect(conversation).toMatchObject({ uid: id, other: { uid: null, name: null, avatar: null } });
    const slice = (await (
      await get(`/private/conversation/${id}/message`, { token: the.seller.token })
    ).json()) as MessageSlice;
    expect(slice.content.map((m) => [m.body, m.mine])).toEqual([
      [null, false],
      ['Resposta', true],
    ]);
    const answer = await post(`/private/conversation/${id}/message`, { body: 'Olá?' }, { token: the.seller.token });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as ErrorBody).message).toBe('conversation.error.account-deleted');
  });
});
