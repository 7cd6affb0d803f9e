// Conversations live over /ws with a real @stomp/stompjs client (issue 17, decision 146): a message reaches every
// open connection of both people and nobody else, read/delivered moves reach the writer, the notification
// destination stays apart, and a client that reconnects gets what it missed from the API by its last message id.
import { describe, expect, it } from 'vitest';
import type { ConversationEvent, Message, MessageSlice } from '../../src/lib/conversations/shapes.ts';
import { CONVERSATION_DESTINATION } from '../../src/lib/realtime/destinations.ts';
import { testApi } from '../helpers/api.ts';
import { signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { freshEach, MARTA, sellerAndBuyer } from '../helpers/cast.ts';
import { connectClient, sleep, type TestClient, useRealtimeServer } from './helpers.ts';

const ctx = await useTestContext();
const { get, post, put } = testApi(ctx);
const served = useRealtimeServer(ctx);
const { clients } = served;

const the = freshEach(ctx, async () => ({ ...(await sellerAndBuyer(ctx)), stranger: await signUp(ctx, MARTA) }));

async function listen(user: TestUser, destination: string = CONVERSATION_DESTINATION): Promise<TestClient> {
  const client = await connectClient(served.server.url, user.token, { destination });
  clients.push(client);
  return client;
}

const events = (client: TestClient): ConversationEvent[] =>
  client.messages.map((m) => JSON.parse(m.body) as ConversationEvent);

async function start(body: string): Promise<{ conversationUid: string; message: Message }> {
  const res = await post('/private/conversation', { saleUid: the.saleUid, body }, { token: the.buyer.token });
  expect(res.status).toBe(201);
  return (await res.json()) as { conversationUid: string; message: Message };
}

describe('live messages', () => {
  it('reach every open tab of both people, each seeing whose message it is and their unread counts', async () => {
    const sellerTab1 = await listen(the.seller);
    const sellerTab2 = await listen(the.seller);
    const buyerTab = await listen(the.buyer);
    const { conversationUid, message } = await start('Olá! Ainda está disponível?');

    for (const tab of [sellerTab1, sellerTab2]) {
      const [frame] = await tab.waitForMessages(1);
      expect(frame?.headers['destination']).toBe(CONVERSATION_DESTINATION);
      expect(JSON.parse(frame?.body ?? '')).toEqual({
        type: 'message',
        conversationId: conversationUid,
        message: { ...message, mine: false },
        unread: 1,
        totalUnread: 1,
      });
    }
    const [own] = await buyerTab.waitForMessages(1);
    expect(JSON.parse(own?.body ?? '')).toMatchObject({
      type: 'message',
      message: { id: message.id, mine: true },
      unread: 0,
    });
  });

  it('never reach a third person, nor the notifications destination', async () => {
    const strangerTab = await listen(the.stranger);
    const sellerNotifications = await listen(the.seller, '/user/topic/general');
    const sellerTab = await listen(the.seller);
    await start('Olá');
    await sellerTab.waitForMessages(1);
    await sleep(300);
    expect(strangerTab.messages).toHaveLength(0);
    expect(sellerNotifications.messages).toHaveLength(0);
  });

  it('tells the writer, live, when the other person received and read, in both directions', async () => {
    const sellerTab = await listen(the.seller);
    const buyerTab = await listen(the.buyer);
    const { conversationUid: id, message } = await start('Olá');
    await Promise.all([sellerTab.waitForMessages(1), buyerTab.waitForMessages(1)]);

    await put(`/private/conversation/${id}/delivered`, { upTo: message.id }, { token: the.seller.token });
    const delivered = (await buyerTab.waitForMessages(2))[1];
    expect(JSON.parse(delivered?.body ?? '')).toEqual({
      type: 'receipt',
      conversationId: id,
      otherDeliveredId: message.id,
      otherReadId: 0,
      unread: 0,
      totalUnread: 0,
    });
    await put(`/private/conversation/${id}/read`, { upTo: message.id }, { token: the.seller.token });
    const read = (await buyerTab.waitForMessages(3))[2];
    expect(JSON.parse(read?.body ?? '')).toMatchObject({ type: 'receipt', otherReadId: message.id });
    // The seller's own tabs learn their unread count fell to 0 (the top bar's badge).
    await sellerTab.waitForMessages(3);
    expect(events(sellerTab).at(-1)).toMatchObject({ type: 'receipt', unread: 0, totalUnread: 0 });

    // And back: the seller answers, the buyer reads.
    const answer = await post(`/private/conversation/${id}/message`, { body: 'Sim!' }, { token: the.seller.token });
    const reply = (await answer.json()) as Message;
    await buyerTab.waitForMessages(4);
    expect(events(buyerTab)[3]).toMatchObject({ type: 'message', message: { body: 'Sim!', mine: false }, unread: 1 });
    await put(`/private/conversation/${id}/read`, { upTo: reply.id }, { token: the.buyer.token });
    await sellerTab.waitForMessages(5);
    expect(events(sellerTab).at(-1)).toMatchObject({
      type: 'receipt',
      otherDeliveredId: reply.id,
      otherReadId: reply.id,
    });
  });
});

describe('what a push carries (issue 41)', () => {
  it("counts a person's unread over all their conversations, as reads and answers move them", async () => {
    const sellerTab = await listen(the.seller);
    const { conversationUid: first } = await start('Olá');
    const other = await post(
      '/private/conversation',
      { saleUid: the.saleUid, body: 'Bom dia' },
      { token: the.stranger.token },
    );
    const { conversationUid: second } = (await other.json()) as { conversationUid: string };
    await sellerTab.waitForMessages(2);
    expect(events(sellerTab)[1]).toMatchObject({ type: 'message', conversationId: second, unread: 1, totalUnread: 2 });
    await post(`/private/conversation/${second}/message`, { body: 'Mais uma' }, { token: the.stranger.token });
    await sellerTab.waitForMessages(3);
    expect(events(sellerTab)[2]).toMatchObject({ unread: 2, totalUnread: 3 });
    // Answering reads everything before: the writer's own push says so.
    await post(`/private/conversation/${first}/message`, { body: 'Olá!' }, { token: the.seller.token });
    await sellerTab.waitForMessages(4);
    expect(events(sellerTab)[3]).toMatchObject({
      conversationId: first,
      message: { mine: true },
      unread: 0,
      totalUnread: 2,
    });
    const total = await get('/private/conversation/unread', { token: the.seller.token });
    expect(await total.json()).toBe(2);
  });

  it('brings a message whose event passes the 8,000 bytes of a NOTIFY whole, read once by id', async () => {
    const sellerTab = await listen(the.seller);
    const { message } = await start('Olá');
    await sellerTab.waitForMessages(1);
    // A control character is 6 bytes in JSON (\u0001): 1,500 of them and the event is over 9,000 bytes.
    const long = `${'\u0001'.repeat(1500)}fim`;
    const sent = await post(
      `/private/conversation/${message.conversationId}/message`,
      { body: long },
      { token: the.buyer.token },
    );
    expect(sent.status).toBe(201);
    await sellerTab.waitForMessages(2);
    expect(events(sellerTab)[1]).toMatchObject({ type: 'message', message: { body: long, mine: false }, unread: 2 });
  });
});

describe('a client that reconnects', () => {
  it('gets what it missed by its last message id, and nothing twice', async () => {
    const buyerTab = await listen(the.buyer);
    const { conversationUid: id, message } = await start('m1');
    await buyerTab.waitForMessages(1);
    await buyerTab.disconnect();

    const missed: Message[] = [];
    for (const body of ['m2', 'm3']) {
      const res = await post(`/private/conversation/${id}/message`, { body }, { token: the.seller.token });
      missed.push((await res.json()) as Message);
    }
    const again = await listen(the.buyer);
    const res = await get(`/private/conversation/${id}/message?after=${message.id}`, { token: the.buyer.token });
    const slice = (await res.json()) as MessageSlice;
    expect(slice).toEqual({ content: missed.map((m) => ({ ...m, mine: false })), more: false });
    // Live again from there on.
    await post(`/private/conversation/${id}/message`, { body: 'm4' }, { token: the.seller.token });
    const [live] = await again.waitForMessages(1);
    expect(JSON.parse(live?.body ?? '')).toMatchObject({ message: { body: 'm4' } });
  });
});
