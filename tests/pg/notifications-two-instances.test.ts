// Scale-out on one PostgreSQL: an event committed through instance A reaches a client of instance B.
// Two instances need a database both can open; PGlite belongs to one process, so this file runs in
// the PostgreSQL pass (`npm run test:pg`, which CI runs): vitest.config.ts includes tests/pg only there.
// On each bus: LISTEN/NOTIFY, and NATS when TEST_BUS_URL is set, as in CI (tests/helpers/buses.ts).
import { describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { useTwoServers } from '../helpers/two-instances.ts';
import { testBuses } from '../helpers/buses.ts';
import { connectClient, createUser, sleep } from '../realtime/helpers.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

describe.each(testBuses())('two instances on one PostgreSQL, bus $name', async (bus) => {
  const two = await useTwoServers(bus.env);
  const { instanceA, instanceB } = two;

  it('pushes a notification written through A to the user connected to B, and to nobody else', async () => {
    const alice = await createUser(instanceA);
    const bob = await createUser(instanceA);
    const aliceOnB = await connectClient(two.serverB.url, alice.token);
    const bobOnA = await connectClient(two.serverA.url, bob.token);
    const { key } = await inTransaction(instanceA, (tx) =>
      notify(tx, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'sale-on-a' }),
    );
    const [message] = await aliceOnB.waitForMessages(1);
    expect(JSON.parse(message?.body ?? '')).toMatchObject({ key, type: 'SALE_INTERESTED', referenceKey: 'sale-on-a' });
    await sleep(200);
    expect(bobOnA.messages).toHaveLength(0);
    await Promise.all([aliceOnB.disconnect(), bobOnA.disconnect()]);
  });

  it('announces nothing of a rolled-back transaction nor of a savepoint rolled back in a committed one', async () => {
    const alice = await createUser(instanceA);
    const aliceOnB = await connectClient(two.serverB.url, alice.token);
    const rolledBack = new Error('rolled back');
    await expect(
      inTransaction(instanceA, async (tx) => {
        await notify(tx, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'rolled-back' });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await inTransaction(instanceA, async (tx) => {
      await inTransaction({ db: tx }, async (savepoint) => {
        await notify(savepoint, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'savepoint' });
        throw rolledBack;
      }).catch(() => {});
      await inTransaction({ db: tx }, (savepoint) =>
        notify(savepoint, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'released' }),
      );
    });
    await notify(instanceA.db, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'autocommit' });
    const received = await aliceOnB.waitForMessages(2);
    await sleep(300);
    expect(aliceOnB.messages).toHaveLength(2);
    expect(received.map((m) => (JSON.parse(m.body) as { referenceKey: string }).referenceKey)).toEqual([
      'released',
      'autocommit',
    ]);
    await aliceOnB.disconnect();
  });

  it("delivers an admin's GLOBAL sent through A's API to users on both instances", async () => {
    const alice = await createUser(instanceA);
    const bob = await createUser(instanceB);
    const admin = await createUser(instanceB, 'admin');
    const aliceOnB = await connectClient(two.serverB.url, alice.token);
    const bobOnA = await connectClient(two.serverA.url, bob.token);
    const res = await two.a.post(
      '/private/admin/notification/global',
      { title: 't', message: 'm' },
      { token: admin.token },
    );
    expect(res.status).toBe(201);
    const [[a], [b]] = await Promise.all([aliceOnB.waitForMessages(1), bobOnA.waitForMessages(1)]);
    expect(JSON.parse(a?.body ?? '').type).toBe('GLOBAL');
    expect(JSON.parse(b?.body ?? '').type).toBe('GLOBAL');
    await Promise.all([aliceOnB.disconnect(), bobOnA.disconnect()]);
  });
});
