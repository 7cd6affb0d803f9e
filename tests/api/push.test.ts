// Push to a person's devices (issue 42, decision 190), end to end through `web-push` to a push service of our own on
// 127.0.0.1 that checks the VAPID signature and decrypts what arrives as Chrome's or Firefox's service would: turning a
// device on, what each push says and where it leads, the rule of the away mail (nothing a tab received), the
// switches, expired subscriptions, account deletion and two instances' passes at once.
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testApi } from '../helpers/api.ts';
import { resetDatabase, signUp, useTestContext, type TestUser } from '../helpers/context.ts';
import { startPushService, trustPushService, type FakeDevice } from '../helpers/push-service.ts';
import { at, book, createSale, nextWeekday, setHours } from './bookings-fixtures.ts';
import { pushSubscriptions } from '../../src/server/db/schema.ts';
import {
  PUSH_BACKOFF_MS,
  PUSH_DELAY_MS,
  PUSH_FAILURES_MAX,
  receivedMarks,
  sendDuePushes,
} from '../../src/server/domain/push/pushes.ts';
import { findByKeys } from '../../src/server/domain/notifications/notifications.ts';
import { notify } from '../../src/server/domain/notifications/notify.ts';
import { runFreshness } from '../../src/server/domain/sales/freshness.ts';
import { DAY_MS } from '../../src/lib/time.ts';
import type { PushDevice, PushDevices } from '../../src/lib/api/push.ts';
import type { Message } from '../../src/lib/conversations/shapes.ts';

trustPushService();
const service = await startPushService();
afterAll(() => service.close());
const ctx = await useTestContext({ PUSH_LOCAL_SERVICE: service.host });
const api = testApi(ctx);
const { get, post, put, call } = api;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let seller: TestUser;
let buyer: TestUser;
let saleUid: string;

beforeEach(async () => {
  await resetDatabase(ctx);
  service.refusals.length = 0;
  seller = await signUp(ctx, { name: 'Rita', surname: 'Costa', userType: 'BREEDER' });
  buyer = await signUp(ctx, { name: 'João', surname: 'Pereira' });
  saleUid = await createSale(ctx, seller.uid, { title: 'Cadela Serra da Estrela' });
});

/** Turns push on for a new device of `user`, as the page does with the browser's subscription. */
async function turnOn(
  user: TestUser,
  kinds?: string[],
  options?: { silent?: boolean },
): Promise<{ device: FakeDevice; saved: PushDevice }> {
  const { publicKey } = (await (await get('/private/push/device', { token: user.token })).json()) as PushDevices;
  const device = service.device(publicKey, options);
  const res = await put(
    '/private/push/device',
    { endpoint: device.endpoint, keys: device.keys, ...(kinds ? { kinds } : {}) },
    { token: user.token, headers: { 'user-agent': ANDROID_CHROME } },
  );
  expect(res.status).toBe(200);
  return { device, saved: (await res.json()) as PushDevice };
}

async function start(user: TestUser, body: string) {
  const res = await post('/private/conversation', { saleUid, body }, { token: user.token });
  expect(res.status).toBe(201);
  return (await res.json()) as { conversationUid: string; message: Message };
}

/** A pass as the clock reads once the delay has passed (the clock is the outside world: it is faked). */
const later = () => new Date(Date.now() + PUSH_DELAY_MS + 1_000);
const devicesOf = async (user: TestUser) =>
  ((await (await get('/private/push/device', { token: user.token })).json()) as PushDevices).devices;

describe('turning push on and off', () => {
  it('keeps the device with every kind on, names it, and gives the key to subscribe with', async () => {
    const { publicKey, devices } = (await (
      await get('/private/push/device', { token: buyer.token })
    ).json()) as PushDevices;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(devices).toEqual([]);

    const { device, saved } = await turnOn(buyer);
    expect(saved).toMatchObject({
      endpoint: device.endpoint,
      device: 'Chrome · Android',
      kinds: ['message', 'visit', 'search', 'report'],
    });
    expect(await devicesOf(buyer)).toEqual([saved]);

    // The same browser again (its keys renewed) is the same device, its switches kept.
    expect(
      (await call('PATCH', `/private/push/device/${saved.id}`, { body: { kinds: ['visit'] }, token: buyer.token }))
        .status,
    ).toBe(200);
    const again = await put(
      '/private/push/device',
      { endpoint: device.endpoint, keys: device.keys },
      { token: buyer.token },
    );
    expect(((await again.json()) as PushDevice).kinds).toEqual(['visit']);
    expect(await devicesOf(buyer)).toHaveLength(1);

    expect((await call('DELETE', `/private/push/device/${saved.id}`, { token: buyer.token })).status).toBe(204);
    expect(await devicesOf(buyer)).toEqual([]);
  });

  it('refuses an endpoint that is not a known push service: the server posts nowhere else', async () => {
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'tBHItJI5svbpez7KI4CCXg' };
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.example.pt/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.pt/fcm/send/x',
    ]) {
      const res = await put('/private/push/device', { endpoint, keys }, { token: buyer.token });
      expect(res.status, endpoint).toBe(422);
      expect(await res.json()).toMatchObject({ message: 'push.error.service' });
    }
    expect(await devicesOf(buyer)).toEqual([]);
  });

  it('a device another person signed in on moves to them, without their switches', async () => {
    const { device, saved } = await turnOn(buyer, ['search']);
    const res = await put(
      '/private/push/device',
      { endpoint: device.endpoint, keys: device.keys },
      { token: seller.token },
    );
    expect(((await res.json()) as PushDevice).kinds).toEqual(['message', 'visit', 'search', 'report']);
    expect(await devicesOf(buyer)).toEqual([]);
    expect((await devicesOf(seller)).map((d) => d.id)).toEqual([saved.id]);
  });

  it('keeps ten devices a person, the one used least recently giving way', async () => {
    const first = await turnOn(buyer);
    for (let i = 0; i < 10; i++) await turnOn(buyer);
    const kept = await devicesOf(buyer);
    expect(kept).toHaveLength(10);
    expect(kept.map((d) => d.id)).not.toContain(first.saved.id);
  });
});

describe('a push for a new message', () => {
  it('reaches the devices of a reader with no tab open, saying who wrote about which advert, never the text', async () => {
    const { device } = await turnOn(seller);
    const { conversationUid } = await start(buyer, 'Basta um sinal? O meu IBAN é PT50…');

    expect(await sendDuePushes(ctx, new Date())).toBe(0);
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(device.received).toEqual([
      {
        title: 'João enviou-lhe uma mensagem',
        body: 'Cadela Serra da Estrela',
        url: `/messages?c=${conversationUid}`,
        tag: `conversation-${conversationUid}`,
      },
    ]);
    expect(JSON.stringify(device.received)).not.toMatch(/sinal|IBAN|Pereira/);
    expect(service.refusals).toEqual([]);

    // Claimed once: the next pass sends nothing; a new message is pushed again.
    expect(await sendDuePushes(ctx, later())).toBe(0);
    expect(
      (await post(`/private/conversation/${conversationUid}/message`, { body: 'Ainda aí?' }, { token: buyer.token }))
        .status,
    ).toBe(201);
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(device.received).toHaveLength(2);
    // The writer's own devices are not told of what they wrote.
    const writer = await turnOn(buyer);
    await sendDuePushes(ctx, later());
    expect(writer.device.received).toEqual([]);
  });

  it('is not sent when a tab of theirs received the message (the away mail rule)', async () => {
    const { device } = await turnOn(seller);
    const { conversationUid, message } = await start(buyer, 'Olá!');
    const delivered = await put(
      `/private/conversation/${conversationUid}/delivered`,
      { upTo: message.id },
      { token: seller.token },
    );
    expect(delivered.status).toBe(204);
    expect(await sendDuePushes(ctx, later())).toBe(0);
    expect(device.received).toEqual([]);
  });

  it('goes only to the devices whose "Mensagens novas" is on', async () => {
    const quiet = await turnOn(seller, ['visit', 'search']);
    const loud = await turnOn(seller);
    await start(buyer, 'Olá!');
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(quiet.device.received).toEqual([]);
    expect(loud.device.received).toHaveLength(1);
  });

  it('is pushed once when two instances run their pass at the same moment', async () => {
    const { device } = await turnOn(seller);
    await start(buyer, 'Olá!');
    const now = later();
    const counts = await Promise.all([sendDuePushes(ctx, now), sendDuePushes(ctx, now)]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(device.received).toHaveLength(1);
  });
});

describe('a push for a visit, a saved search, a report', () => {
  it('tells the seller of a visit request and opens its page; the seller answering tells the buyer', async () => {
    const sellerDevice = (await turnOn(seller)).device;
    const buyerDevice = (await turnOn(buyer)).device;
    await setHours(api, seller.token);
    const bookingUid = await book(api, buyer.token, saleUid, at(nextWeekday(6), '11:00'));

    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(sellerDevice.received).toEqual([
      {
        title: 'Novo pedido de visita',
        body: 'Cadela Serra da Estrela',
        url: `/visit-request?searchValue=${bookingUid}`,
        tag: expect.stringMatching(/^notification-/),
      },
    ]);

    expect((await put(`/private/booking/${bookingUid}/accept`, undefined, { token: seller.token })).status).toBe(200);
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(buyerDevice.received).toEqual([
      expect.objectContaining({
        title: 'Visita aceite',
        url: `/sales/sale-detail?searchValue=${saleUid}`,
      }),
    ]);
  });

  it('asks the seller whether an advert is still available, and opens its one-tap page (issue 57)', async () => {
    const { device } = await turnOn(seller);
    expect(await runFreshness(ctx, new Date(Date.now() + 31 * DAY_MS))).toEqual({ asked: 1, lapsed: 0 });
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(device.received).toEqual([
      {
        title: 'O seu anúncio ainda está disponível?',
        body: 'Cadela Serra da Estrela',
        url: `/sales/confirm?sale=${saleUid}`,
        tag: expect.stringMatching(/^notification-/),
      },
    ]);
  });

  it('is not sent for a notification a socket of theirs received, nor for kinds that are not pushed', async () => {
    const { device } = await turnOn(buyer);
    const received = await notify(ctx.db, {
      userId: buyer.uid,
      type: 'SEARCH_MATCH',
      referenceKey: saleUid,
      params: { saleTitle: 'Cadela Serra da Estrela' },
    });
    // The real-time endpoint marks what it handed to a socket (src/server/realtime/endpoint.ts).
    const marks = receivedMarks(ctx.db);
    marks.add(await findByKeys(ctx.db, [received.key as string]));
    await marks.flush();
    await notify(ctx.db, { userId: buyer.uid, type: 'GLOBAL', params: { title: 'Olá', message: 'a todos' } });
    await notify(ctx.db, {
      userId: buyer.uid,
      type: 'REPORT_RESOLVED',
      message: 'notification.REPORT_RESOLVED.message.HIDE',
      referenceKey: saleUid,
      params: { saleTitle: 'Gato Persa' },
    });
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect(device.received).toEqual([
      {
        title: 'Denúncia analisada',
        body: 'Gato Persa',
        url: `/sales/sale-detail?searchValue=${saleUid}`,
        tag: expect.stringMatching(/^notification-/),
      },
    ]);
  });
});

describe('expired devices, the data export, a deleted account', () => {
  it('forgets a device its push service says expired (410)', async () => {
    const { device } = await turnOn(seller);
    const kept = await turnOn(seller);
    device.expire();
    await start(buyer, 'Olá!');
    expect(await sendDuePushes(ctx, later())).toBe(1);
    expect((await devicesOf(seller)).map((d) => d.endpoint)).toEqual([kept.device.endpoint]);
  });

  it("are in the person's data export, without the push service's address", async () => {
    const { device } = await turnOn(buyer, ['message']);
    const data = (await (await get('/private/account/export', { token: buyer.token })).json()) as Record<
      string,
      unknown
    >;
    expect(data['pushDevices']).toEqual([
      { device: 'Chrome · Android', kinds: ['message'], createdAt: expect.any(String), usedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain(device.endpoint);
  });

  it("removes a person's devices with their account", async () => {
    await turnOn(buyer);
    const res = await post('/private/account/delete', { password: 'Patinhas2024' }, { token: buyer.token });
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.uid))).toEqual([]);
  });
});

describe('an endpoint that aims the server at its own network (issue 52, finding 1)', () => {
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'tBHItJI5svbpez7KI4CCXg' };
  // What one parser reads as a host under push.apple.com and another as 127.0.0.1.
  const hiding = [';', '{', '}', '`', "'", '"'].map((c) => `https://127.0.0.1${c}.push.apple.com/push/x`);

  it('is refused whatever hides the address: one parser, https on 443, the host matched exactly (422)', async () => {
    for (const endpoint of [
      ...hiding,
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://FCM.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com\\@127.0.0.1/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://push.apple.com/push/x',
      'https://x.push.apple.com%2e127.0.0.1.nip.io/push/x',
    ]) {
      const res = await put('/private/push/device', { endpoint, keys }, { token: buyer.token });
      expect(res.status, endpoint).toBe(422);
    }
    expect(await devicesOf(buyer)).toEqual([]);
    // A real one still passes.
    const real = 'https://web.push.apple.com/QGuQyavXutnMH7GGp1E2w6qJ3lTB0Ca6Lx1A2M6vDk4h';
    expect((await put('/private/push/device', { endpoint: real, keys }, { token: buyer.token })).status).toBe(200);
  });

  it('is never connected to, even when it was stored before the check was strict', async () => {
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(443, '127.0.0.1', resolve);
    });
    try {
      // Rows kept before the check was strict: the pass posts nowhere and forgets them.
      await ctx.db.insert(pushSubscriptions).values(
        hiding.map((endpoint) => ({
          userId: seller.uid,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          device: 'x',
        })),
      );
      await start(buyer, 'Olá!');
      expect(await sendDuePushes(ctx, later())).toBe(0);
      expect(await devicesOf(seller)).toEqual([]);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});

describe("one person's silent devices (issue 52, finding 2)", () => {
  it("never delay another person's push, are backed off, then forgotten", async () => {
    // The attacker: a seller whose ten devices take the connection and the push, and never answer.
    const attacker = seller;
    const silent: FakeDevice[] = [];
    for (let i = 0; i < 10; i++) silent.push((await turnOn(attacker, undefined, { silent: true })).device);
    const tries = () => silent.reduce((sum, d) => sum + d.unanswered, 0);
    const victim = await signUp(ctx, { name: 'Ana', surname: 'Lopes', userType: 'BREEDER' });
    const victimSale = await createSale(ctx, victim.uid, { title: 'Gatinho Persa' });
    const { device } = await turnOn(victim);
    // The attacker's message is older, so a pass that went one by one would reach it first.
    const { conversationUid } = await start(buyer, 'Olá!');
    const res = await post('/private/conversation', { saleUid: victimSale, body: 'Olá!' }, { token: buyer.token });
    expect(res.status).toBe(201);

    let passDone = false;
    const pass = sendDuePushes(ctx, later()).finally(() => (passDone = true));
    await service.next(device);
    // The victim's push arrived while the attacker's were still waiting for an answer.
    expect(passDone).toBe(false);
    expect(await pass).toBe(1);
    expect(tries()).toBe(10);
    await expect.poll(() => service.hanging()).toBe(0);
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, attacker.uid));
    expect(rows.map((row) => row.failures)).toEqual(Array(10).fill(1));
    for (const row of rows) expect(row.retryAt!.getTime()).toBeGreaterThan(Date.now() + PUSH_BACKOFF_MS / 2);

    // While backed off they are not tried at all.
    const again = `/private/conversation/${conversationUid}/message`;
    expect((await post(again, { body: 'Ainda aí?' }, { token: buyer.token })).status).toBe(201);
    expect(await sendDuePushes(ctx, later())).toBe(0);
    expect(tries()).toBe(10);

    // Tried again once the wait is over; after PUSH_FAILURES_MAX pushes in a row not taken, forgotten.
    await ctx.db
      .update(pushSubscriptions)
      .set({ failures: PUSH_FAILURES_MAX - 1, retryAt: null })
      .where(eq(pushSubscriptions.userId, attacker.uid));
    expect((await post(again, { body: 'Está aí?' }, { token: buyer.token })).status).toBe(201);
    expect(await sendDuePushes(ctx, later())).toBe(0);
    expect(tries()).toBe(20);
    expect(await devicesOf(attacker)).toEqual([]);
  }, 60_000);
});
