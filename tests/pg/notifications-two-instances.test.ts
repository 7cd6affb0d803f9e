// Scale-out on one PostgreSQL: an event committed through instance A reaches a client of instance B.
// Two instances need a database both can open; PGlite belongs to one process, so this file runs in
// the PostgreSQL pass (`npm run test:pg`, which CI runs): vitest.config.ts includes tests/pg only there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';
import { connectClient, createUser, sleep, startServer, type TestServer } from '../realtime/helpers.ts';

describe('two instances on one PostgreSQL', async () => {
  const instanceA = await useTestContext();
  const instanceB = await useTestContext();
  let serverA: TestServer;
  let serverB: TestServer;
  beforeAll(async () => {
    serverA = await startServer(instanceA.realtime);
    serverB = await startServer(instanceB.realtime);
  });
  afterAll(async () => {
    await serverA.close();
    await serverB.close();
  });

  it('pushes a notification written through A to the user connected to B, and to nobody else', async () => {
    const alice = await createUser(instanceA);
    const bob = await createUser(instanceA);
    const aliceOnB = await connectClient(serverB.url, alice.token);
    const bobOnA = await connectClient(serverA.url, bob.token);
    const { key } = await instanceA.db.transaction((tx) =>
      notify(tx, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'sale-on-a' }),
    );
    const [message] = await aliceOnB.waitForMessages(1);
    expect(JSON.parse(message?.body ?? '')).toMatchObject({ key, type: 'SALE_INTERESTED', referenceKey: 'sale-on-a' });
    await sleep(200);
    expect(bobOnA.messages).toHaveLength(0);
    await Promise.all([aliceOnB.disconnect(), bobOnA.disconnect()]);
  });

  it("delivers an admin's GLOBAL sent through A's API to users on both instances", async () => {
    const alice = await createUser(instanceA);
    const bob = await createUser(instanceB);
    const admin = await createUser(instanceB, 'admin');
    const aliceOnB = await connectClient(serverB.url, alice.token);
    const bobOnA = await connectClient(serverA.url, bob.token);
    const res = await testApi(instanceA).post(
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
