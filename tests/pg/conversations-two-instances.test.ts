// Scale-out on one PostgreSQL (issue 17, decision 146): a message written through instance A reaches the other
// person connected to B, and the writer's own tab on A, and nobody else; the read mark made on B reaches A.
// On each bus: LISTEN/NOTIFY, and NATS when TEST_BUS_URL is set, as in CI (tests/helpers/buses.ts).
import { describe, expect, it } from 'vitest';
import type { ConversationEvent, Message } from '../../src/lib/conversations/shapes.ts';
import { CONVERSATION_DESTINATION } from '../../src/lib/realtime/destinations.ts';
import { createSale } from '../api/bookings-fixtures.ts';
import { useTwoServers } from '../helpers/two-instances.ts';
import { testBuses } from '../helpers/buses.ts';
import { signUp } from '../helpers/context.ts';
import { connectClient, sleep } from '../realtime/helpers.ts';

describe.each(testBuses())('conversations on two instances on one PostgreSQL, bus $name', async (bus) => {
  const two = await useTwoServers(bus.env);
  const { instanceA } = two;

  it('delivers a message sent through A to the seller connected to B, and the read mark back', async () => {
    const seller = await signUp(instanceA, { name: 'Rita', surname: 'Costa' });
    const buyer = await signUp(instanceA, { name: 'João', surname: 'Pereira' });
    const stranger = await signUp(instanceA, { name: 'Marta', surname: 'Lopes' });
    const saleUid = await createSale(instanceA, seller.uid);
    const options = { destination: CONVERSATION_DESTINATION };
    const sellerOnB = await connectClient(two.serverB.url, seller.token, options);
    const buyerOnA = await connectClient(two.serverA.url, buyer.token, options);
    const strangerOnB = await connectClient(two.serverB.url, stranger.token, options);

    const res = await two.a.post('/private/conversation', { saleUid, body: 'Olá' }, { token: buyer.token });
    expect(res.status).toBe(201);
    const { conversationUid, message } = (await res.json()) as { conversationUid: string; message: Message };
    const [received] = await sellerOnB.waitForMessages(1);
    expect(JSON.parse(received?.body ?? '') as ConversationEvent).toMatchObject({
      type: 'message',
      conversationId: conversationUid,
      message: { id: message.id, body: 'Olá', mine: false },
    });
    await buyerOnA.waitForMessages(1);

    const read = await two.b.put(
      `/private/conversation/${conversationUid}/read`,
      { upTo: message.id },
      { token: seller.token },
    );
    expect(read.status).toBe(204);
    const [, receipt] = await buyerOnA.waitForMessages(2);
    expect(JSON.parse(receipt?.body ?? '')).toMatchObject({ type: 'receipt', otherReadId: message.id });
    await sleep(200);
    expect(strangerOnB.messages).toHaveLength(0);
    await Promise.all([sellerOnB.disconnect(), buyerOnA.disconnect(), strangerOnB.disconnect()]);
  });
});
