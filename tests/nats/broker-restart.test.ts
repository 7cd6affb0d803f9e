// The NATS bus rides out a restart of its broker (issue 41, decision 187): what instance A commits while the broker is
// down reaches the person connected to instance B once it is back, once. Runs its own throw-away nats-server, in the
// PostgreSQL pass when TEST_BUS_URL says a broker belongs to the run (CI): vitest.config.ts collects tests/nats then.
import { afterAll, describe, expect, it } from 'vitest';
import type { ConversationEvent } from '../../src/lib/conversations/shapes.ts';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { CONVERSATION_DESTINATION } from '../../src/lib/realtime/destinations.ts';
import { createSale } from '../api/bookings-fixtures.ts';
import { useTwoServers } from '../helpers/two-instances.ts';
import { signUp, useTestContext } from '../helpers/context.ts';
import { throwAwayNats } from '../helpers/nats-server.ts';
import { connectClient, sleep } from '../realtime/helpers.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

describe('the NATS bus when its broker restarts', async () => {
  const nats = await throwAwayNats();
  afterAll(() => nats.destroy());
  const env = { BUS_URL: nats.url, BUS_STREAM: 'patinhas' };
  const two = await useTwoServers(env);
  const { instanceA } = two;

  it('delivers what A committed while the broker was down to the people connected to B, once it is back', async () => {
    const seller = await signUp(instanceA, { name: 'Rita', surname: 'Costa' });
    const buyer = await signUp(instanceA, { name: 'João', surname: 'Pereira' });
    const saleUid = await createSale(instanceA, seller.uid);
    const sellerOnB = await connectClient(two.serverB.url, seller.token);
    const sellerMessagesOnB = await connectClient(two.serverB.url, seller.token, {
      destination: CONVERSATION_DESTINATION,
    });
    const referenceOf = (body: string) => (JSON.parse(body) as { referenceKey: string }).referenceKey;

    await notify(instanceA.db, { userId: seller.uid, type: 'SALE_INTERESTED', referenceKey: 'before' });
    expect(referenceOf((await sellerOnB.waitForMessages(1))[0]?.body ?? '')).toBe('before');

    await nats.stop();
    await inTransaction(instanceA, (tx) =>
      notify(tx, { userId: seller.uid, type: 'SALE_INTERESTED', referenceKey: 'while-down' }),
    );
    // The API answers as usual: the event waits in A's outbox, not in the request.
    const res = await two.a.post(
      '/private/conversation',
      { saleUid, body: 'Ainda está disponível?' },
      { token: buyer.token },
    );
    expect(res.status).toBe(201);
    await notify(instanceA.db, { userId: seller.uid, type: 'SALE_INTERESTED', referenceKey: 'autocommit' });
    await sleep(500);
    expect(sellerOnB.messages).toHaveLength(1);
    expect(sellerMessagesOnB.messages).toHaveLength(0);

    await nats.start();
    const received = await sellerOnB.waitForMessages(3, 20_000);
    expect(received.map((m) => referenceOf(m.body))).toEqual(['before', 'while-down', 'autocommit']);
    const [message] = await sellerMessagesOnB.waitForMessages(1, 20_000);
    expect(JSON.parse(message?.body ?? '') as ConversationEvent).toMatchObject({
      type: 'message',
      message: { body: 'Ainda está disponível?', mine: false },
    });

    // Both instances' consumers resumed where they were: nothing again, and what follows still flows.
    await notify(instanceA.db, { userId: seller.uid, type: 'SALE_INTERESTED', referenceKey: 'after' });
    await sellerOnB.waitForMessages(4);
    await sleep(300);
    expect(sellerOnB.messages.map((m) => referenceOf(m.body))).toEqual(['before', 'while-down', 'autocommit', 'after']);
    expect(sellerMessagesOnB.messages).toHaveLength(1);
    await Promise.all([sellerOnB.disconnect(), sellerMessagesOnB.disconnect()]);
  });

  it('refuses to start an instance whose broker cannot be reached, saying where it looked', async () => {
    await expect(useTestContext({ BUS_URL: 'nats://127.0.0.1:1' })).rejects.toThrow(
      /BUS_URL: cannot reach the NATS broker at nats:\/\/127\.0\.0\.1:1/,
    );
  });
});
