// The STOMP endpoint seen by a real @stomp/stompjs client (and a raw socket for what it never sends).
import { Client, Versions, type IFrame } from '@stomp/stompjs';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, savedSearches, users } from '../../src/server/db/schema.ts';
import { alertSavedSearches } from '../../src/server/domain/searches/match.ts';
import { createSale } from '../api/bookings-fixtures.ts';
import { listPage } from '../../src/server/domain/notifications/notifications.ts';
import { endRealtimeSessions, notify } from '../../src/server/domain/notifications/notify.ts';
import { NOTIFICATION_CHANNEL } from '../../src/server/realtime/events.ts';
import { createRealtime } from '../../src/server/realtime/endpoint.ts';
import { testApi } from '../helpers/api.ts';
import { useTestContext } from '../helpers/context.ts';
import {
  connectClient,
  connectFrame,
  createUser,
  expectRefused,
  rawSocket,
  sleep,
  startServer,
  type TestClient,
  type TestServer,
  useRealtimeServer,
} from './helpers.ts';
import { logLinesOf } from '../helpers/logs.ts';
import { inTransaction } from '../../src/server/db/transaction.ts';

const ctx = await useTestContext({
  PUBLIC_SITE_URL: 'https://patinhas.example',
  WS_ALLOWED_ORIGINS: 'https://admin.patinhas.example',
});
const api = testApi(ctx);
const served = useRealtimeServer(ctx);
const { clients } = served;

/** The log lines (parsed) written at LOG_LEVEL=warn while `run` runs. */
const logged = (run: () => Promise<void>) => logLinesOf('warn', run);

async function connect(token: string | undefined): Promise<TestClient> {
  const client = await connectClient(served.server.url, token);
  clients.push(client);
  return client;
}

describe('CONNECT', () => {
  it('is refused with ERROR and a closed socket without a token', async () => {
    const error = await expectRefused(served.server.url, undefined);
    expect(error.command).toBe('ERROR');
    expect(error.headers['message']).toBe('authorization required');
  });

  it('is refused with a forged token', async () => {
    const { id } = await createUser(ctx);
    const forged = await new SignJWT({ v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const error = await expectRefused(served.server.url, forged);
    expect(error.headers['message']).toBe('authorization refused');
  });

  it('is refused with an outdated token (password changed since)', async () => {
    const { id, token } = await createUser(ctx);
    await ctx.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, id));
    const error = await expectRefused(served.server.url, token);
    expect(error.headers['message']).toBe('authorization refused');
  });

  it('answers CONNECTED with version 1.2 and heart-beats 10000,10000', async () => {
    const { token } = await createUser(ctx);
    const client = await connect(token);
    expect(client.connected.command).toBe('CONNECTED');
    expect(client.connected.headers['version']).toBe('1.2');
    expect(client.connected.headers['heart-beat']).toBe('10000,10000');
  });

  it('accepts the header name in lower case too', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(`CONNECT\naccept-version:1.2\nauthorization:Bearer ${token}\n\n\0`);
    expect(await socket.nextFrame('CONNECTED')).toContain('version:1.2');
    socket.ws.close();
  });
});

describe('pushes', () => {
  it('delivers a notification to its user only after the transaction commits', async () => {
    const alice = await createUser(ctx);
    const client = await connect(alice.token);
    let key: string | undefined;
    await inTransaction(ctx, async (tx) => {
      ({ key } = await notify(tx, {
        userId: alice.id,
        type: 'SALE_APPROVE',
        params: { saleTitle: 'Bobi' },
        referenceKey: 'sale-1',
      }));
      await sleep(150);
      expect(client.messages).toHaveLength(0);
    });
    const [message] = await client.waitForMessages(1);
    expect(message?.headers['destination']).toBe('/user/topic/general');
    expect(message?.headers['content-type']).toBe('application/json');
    // The person's unread notifications once it was written: the bell needs no request (decision 199).
    expect(message?.headers['unread-count']).toBe('1');
    const body = JSON.parse(message?.body ?? '');
    expect(body).toEqual({
      key,
      type: 'SALE_APPROVE',
      title: 'notification.SALE_APPROVE.title',
      message: 'notification.SALE_APPROVE.message',
      params: { saleTitle: 'Bobi' },
      createDate: expect.any(String),
      visualized: false,
      referenceKey: 'sale-1',
    });
    // The same JSON the API lists.
    const page = await listPage(ctx.db, alice.id, 0, 20);
    expect(page.content[0]).toEqual(body);
  });

  it('delivers nothing when the transaction rolls back', async () => {
    const alice = await createUser(ctx);
    const client = await connect(alice.token);
    await expect(
      inTransaction(ctx, async (tx) => {
        await notify(tx, { userId: alice.id, type: 'GLOBAL' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await notify(ctx.db, { userId: alice.id, type: 'BOOKING_ACCEPTED', referenceKey: 'sale-2' });
    const [message] = await client.waitForMessages(1);
    expect(JSON.parse(message?.body ?? '').type).toBe('BOOKING_ACCEPTED');
    await sleep(100);
    expect(client.messages).toHaveLength(1);
  });

  it("never delivers one user's notification to another user", async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const aliceClient = await connect(alice.token);
    const bobClient = await connect(bob.token);
    await notify(ctx.db, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'secret-sale' });
    await notify(ctx.db, { userId: bob.id, type: 'SALE_REJECT', referenceKey: 'bob-sale' });
    await aliceClient.waitForMessages(1);
    await bobClient.waitForMessages(1);
    await sleep(100);
    expect(aliceClient.messages.map((m) => JSON.parse(m.body).referenceKey)).toEqual(['secret-sale']);
    expect(bobClient.messages.map((m) => JSON.parse(m.body).referenceKey)).toEqual(['bob-sale']);
  });

  it('marks a notification it hands to a socket as received, so no push follows (decision 190)', async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const client = await connect(alice.token);
    const handed = await notify(ctx.db, { userId: alice.id, type: 'BOOKING_REQUESTED', referenceKey: 'visita-1' });
    const away = await notify(ctx.db, { userId: bob.id, type: 'BOOKING_REQUESTED', referenceKey: 'visita-2' });
    await client.waitForMessages(1);
    const receivedAt = async (key: string | undefined) =>
      (
        await ctx.db
          .select()
          .from(notifications)
          .where(eq(notifications.key, key as string))
      )[0]?.deliveredAt;
    await expect.poll(() => receivedAt(handed.key)).toBeInstanceOf(Date);
    // Bob has no socket: his stays due for a push.
    expect(await receivedAt(away.key)).toBeNull();
  });

  it('delivers to every connection of the user', async () => {
    const alice = await createUser(ctx);
    const tab1 = await connect(alice.token);
    const tab2 = await connect(alice.token);
    await notify(ctx.db, { userId: alice.id, type: 'ARTICLE_CREATED', referenceKey: 'artigo-1' });
    const [[m1], [m2]] = await Promise.all([tab1.waitForMessages(1), tab2.waitForMessages(1)]);
    expect(JSON.parse(m1?.body ?? '').key).toBe(JSON.parse(m2?.body ?? '').key);
  });

  it('broadcasts to all users, each with their own row', async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const aliceClient = await connect(alice.token);
    const bobClient = await connect(bob.token);
    const result = await inTransaction(ctx, (tx) =>
      notify(tx, { userId: 'all', type: 'GLOBAL', params: { title: 'Olá', message: 'Novidades' } }),
    );
    expect(result.recipients).toBeGreaterThanOrEqual(2);
    const [[a], [b]] = await Promise.all([aliceClient.waitForMessages(1), bobClient.waitForMessages(1)]);
    const bodyA = JSON.parse(a?.body ?? '');
    const bodyB = JSON.parse(b?.body ?? '');
    expect(bodyA).toMatchObject({ type: 'GLOBAL', params: { title: 'Olá', message: 'Novidades' }, visualized: false });
    expect(bodyA.key).not.toBe(bodyB.key);
    expect((await listPage(ctx.db, alice.id, 0, 20)).content.map((n) => n.key)).toEqual([bodyA.key]);
    expect((await listPage(ctx.db, bob.id, 0, 20)).content.map((n) => n.key)).toEqual([bodyB.key]);
  });

  it("delivers a saved search's matches with one NOTIFY, each person their own row, only to those told", async () => {
    const seller = await createUser(ctx);
    const [alice, bob, carol] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    await ctx.db.insert(savedSearches).values([
      { userId: alice.id, name: 'Cães da Alice', speciesCode: 'DOG' },
      { userId: bob.id, name: 'Qualquer coisa do Bob', priceMax: 900 },
      { userId: carol.id, name: 'Gatos', speciesCode: 'CAT' },
    ]);
    const saleUid = await createSale(ctx, seller.id, { title: 'Cachorro Serra da Estrela' });
    const [aliceClient, bobClient, carolClient] = [
      await connect(alice.token),
      await connect(bob.token),
      await connect(carol.token),
    ];
    const payloads: string[] = [];
    const stop = await ctx.database.listen(NOTIFICATION_CHANNEL, (payload) => payloads.push(payload));
    try {
      await inTransaction(ctx, (tx) => alertSavedSearches(tx, saleUid));
      const [[a], [b]] = await Promise.all([aliceClient.waitForMessages(1), bobClient.waitForMessages(1)]);
      expect(JSON.parse(a?.body ?? '')).toMatchObject({
        type: 'SEARCH_MATCH',
        referenceKey: saleUid,
        params: { searchName: 'Cães da Alice', saleTitle: 'Cachorro Serra da Estrela' },
      });
      expect(JSON.parse(b?.body ?? '')).toMatchObject({ params: { searchName: 'Qualquer coisa do Bob' } });
      await sleep(200);
      expect(carolClient.messages).toEqual([]);
      const kinds = payloads.map((p) => (JSON.parse(p) as { kind: string }).kind);
      expect(kinds.filter((kind) => kind === 'batch')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'user')).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('drops a bus payload it did not write, saying so in the log, and goes on delivering', async () => {
    const alice = await createUser(ctx);
    const client = await connect(alice.token);
    const stray = [
      'u not-ours',
      JSON.stringify({ kind: 'user', userId: alice.id, key: 'x' }),
      JSON.stringify({ kind: 'teleport', userId: alice.id }),
    ];
    const log = await logged(async () => {
      for (const payload of stray) await ctx.db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
      await notify(ctx.db, { userId: alice.id, type: 'SALE_APPROVE', referenceKey: 'after-the-noise' });
      await client.waitForMessages(1);
    });
    await sleep(100);
    expect(client.messages.map((m) => JSON.parse(m.body).referenceKey)).toEqual(['after-the-noise']);
    const ignored = log.filter((line) => line.msg === 'realtime: ignored bus payload');
    expect(ignored.map((line) => line.payload)).toEqual(stray);
  });

  it('frames a broadcast per subscription: escaped id, own message-id, UTF-8 content-length, the row as body', async () => {
    const alice = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(connectFrame(alice.token));
    await socket.nextFrame('CONNECTED');
    socket.send('SUBSCRIBE\nid:tab\\c1\ndestination:/user/topic/general\n\n\0');
    socket.send('SUBSCRIBE\nid:tab-2\ndestination:/user/topic/general\nreceipt:s-2\n\n\0');
    await socket.nextFrame('RECEIPT');
    await inTransaction(ctx, (tx) =>
      notify(tx, { userId: 'all', type: 'GLOBAL', params: { title: 'Ração grátis 🐾', message: 'Até amanhã' } }),
    );
    const [row] = (await listPage(ctx.db, alice.id, 0, 20)).content;
    const frames = await new Promise<string[]>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const messages = socket.received.filter((f) => f.startsWith('MESSAGE\n'));
        if (messages.length >= 2) resolve(messages);
        else if (Date.now() - started > 15_000) reject(new Error(`MESSAGE frames: ${messages.length}`));
        else setTimeout(poll, 20);
      };
      poll();
    });
    expect(frames).toHaveLength(2);
    const parsed = frames.map((frame) => {
      const split = frame.indexOf('\n\n');
      const headers = frame.slice('MESSAGE\n'.length, split).split('\n');
      const body = frame.slice(split + 2, -1);
      return { headers, body, nul: frame.endsWith('\0') };
    });
    const messageIds = parsed.map((p) => p.headers.find((h) => h.startsWith('message-id:')));
    expect(new Set(messageIds).size).toBe(2);
    for (const [index, { headers, body, nul }] of parsed.entries()) {
      expect(headers).toEqual([
        `subscription:${index === 0 ? 'tab\\c1' : 'tab-2'}`,
        expect.stringMatching(/^message-id:.+/),
        'destination:/user/topic/general',
        'content-type:application/json',
        `content-length:${Buffer.byteLength(body)}`,
      ]);
      expect(nul).toBe(true);
      expect(JSON.parse(body)).toEqual(row);
    }
    socket.ws.close();
  });
});

describe('protocol errors', () => {
  async function connected(): Promise<Awaited<ReturnType<typeof rawSocket>>> {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    return socket;
  }

  const cases: [string, string, boolean][] = [
    ['an unknown command', 'HELLO\n\n\0', false],
    ['a header without a colon', 'SUBSCRIBE\nid 1\n\n\0', true],
    ['an undefined escape sequence', 'SUBSCRIBE\nid:1\ndestination:/user/topic/gen\\teral\n\n\0', true],
    ['a bad content-length', 'SUBSCRIBE\nid:1\ncontent-length:ten\n\n\0', true],
    ['a body longer than its content-length', 'SEND\ndestination:/x\ncontent-length:2\n\nabc\0', true],
    ['a frame over 64 KB', `SEND\ndestination:/x\n\n${'x'.repeat(70 * 1024)}\0`, true],
    ['SUBSCRIBE before CONNECT', 'SUBSCRIBE\nid:1\ndestination:/user/topic/general\n\n\0', false],
    ['another destination', 'SUBSCRIBE\nid:1\ndestination:/topic/everyone\n\n\0', true],
    ['another user destination', 'SUBSCRIBE\nid:1\ndestination:/user/abc/topic/general\n\n\0', true],
    ['SUBSCRIBE without id', 'SUBSCRIBE\ndestination:/user/topic/general\n\n\0', true],
    ['SEND', 'SEND\ndestination:/user/topic/general\n\nhi\0', true],
    ['a transaction', 'BEGIN\ntransaction:t1\n\n\0', true],
    ['CONNECT twice', 'CONNECT\naccept-version:1.2\n\n\0', true],
  ];

  it.each(cases)('answers %s with ERROR and closes the socket', async (_name, frame, afterConnect) => {
    const socket = afterConnect ? await connected() : await rawSocket(served.server.url);
    socket.send(frame);
    expect(await socket.nextFrame('ERROR')).toMatch(/^ERROR\nmessage:.+/);
    await socket.closed();
  });

  it('sends the receipt of the offending frame with the ERROR', async () => {
    const socket = await connected();
    socket.send('SUBSCRIBE\nid:1\ndestination:/topic/x\nreceipt:r-7\n\n\0');
    expect(await socket.nextFrame('ERROR')).toContain('receipt-id:r-7');
  });

  it('refuses CONNECT without STOMP 1.2, naming the version it supports in a version header', async () => {
    const { token } = await createUser(ctx);
    const client = new Client({
      webSocketFactory: () => new WebSocket(served.server.url),
      connectHeaders: { Authorization: `Bearer ${token}` },
      stompVersions: new Versions(['1.0', '1.1']),
      reconnectDelay: 0,
    });
    const error = await new Promise<IFrame>((resolve, reject) => {
      client.onConnect = () => reject(new Error('connected with STOMP 1.1'));
      client.onStompError = resolve;
      client.activate();
    });
    await client.deactivate();
    expect(error.headers['message']).toBe('supported protocol versions are 1.2');
    expect(error.headers['version']).toBe('1.2');
  });

  it('reads the headers of an unknown command, so its ERROR carries the receipt', async () => {
    const socket = await connected();
    socket.send('HELLO\nreceipt:r-unknown\n\n\0');
    const error = await socket.nextFrame('ERROR');
    expect(error).toContain('message:unknown command');
    expect(error).toContain('receipt-id:r-unknown');
    await socket.closed();
  });

  it.each(['ACK', 'NACK'])('answers %s without its id header with ERROR, not RECEIPT', async (command) => {
    const socket = await connected();
    socket.send(`${command}\nreceipt:r-${command}\n\n\0`);
    const error = await socket.nextFrame('ERROR');
    expect(error).toContain(`message:${command} needs id`);
    expect(error).toContain(`receipt-id:r-${command}`);
    await socket.closed();
    expect(socket.received.some((f) => f.startsWith('RECEIPT'))).toBe(false);
  });

  it('still answers ACK with an id (nothing to acknowledge under ack:auto) with its RECEIPT', async () => {
    const socket = await connected();
    socket.send('ACK\nid:m-1\nreceipt:r-ack\n\n\0');
    expect(await socket.nextFrame('RECEIPT')).toContain('receipt-id:r-ack');
    socket.ws.close();
  });

  it('keeps serving other clients after all that', async () => {
    const alice = await createUser(ctx);
    const client = await connect(alice.token);
    await notify(ctx.db, { userId: alice.id, type: 'GLOBAL' });
    await client.waitForMessages(1);
  });
});

describe('session lifecycle', () => {
  it('answers DISCONNECT with its RECEIPT, then closes', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    socket.send('SUBSCRIBE\nid:sub-0\ndestination:/user/topic/general\nreceipt:s-1\n\n\0');
    expect(await socket.nextFrame('RECEIPT')).toContain('receipt-id:s-1');
    socket.send('DISCONNECT\nreceipt:bye-1\n\n\0');
    await socket.closed();
    expect(socket.received.some((f) => f.startsWith('RECEIPT\nreceipt-id:bye-1\n'))).toBe(true);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const alice = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(connectFrame(alice.token));
    await socket.nextFrame('CONNECTED');
    socket.send('SUBSCRIBE\nid:a\ndestination:/user/topic/general\n\n\0');
    socket.send('UNSUBSCRIBE\nid:a\nreceipt:u-1\n\n\0');
    await socket.nextFrame('RECEIPT');
    await notify(ctx.db, { userId: alice.id, type: 'GLOBAL' });
    await sleep(200);
    expect(socket.received.filter((f) => f.startsWith('MESSAGE'))).toHaveLength(0);
    socket.ws.close();
  });

  it('ends the sessions of a user whose account is deleted, on commit, and keeps serving the others', async () => {
    const alice = await createUser(ctx);
    const socket = await rawSocket(served.server.url);
    socket.send(connectFrame(alice.token));
    await socket.nextFrame('CONNECTED');
    socket.send('SUBSCRIBE\nid:0\ndestination:/user/topic/general\n\n\0');
    const bob = await createUser(ctx);
    const bobClient = await connect(bob.token);
    await inTransaction(ctx, async (tx) => {
      await tx.delete(users).where(eq(users.id, alice.id));
      await endRealtimeSessions(tx, alice.id);
      await sleep(100);
      expect(socket.received.some((f) => f.startsWith('ERROR'))).toBe(false);
    });
    expect(await socket.nextFrame('ERROR')).toContain('message:authorization revoked');
    await socket.closed();
    await notify(ctx.db, { userId: 'all', type: 'GLOBAL' });
    await bobClient.waitForMessages(1);
    expect(socket.received.filter((f) => f.startsWith('MESSAGE'))).toHaveLength(0);
  });
});

describe('origin check on upgrade', () => {
  it('accepts the site origin, the extra allowed origins and clients without Origin', async () => {
    for (const origin of ['https://patinhas.example', 'https://admin.patinhas.example', undefined]) {
      const socket = await rawSocket(served.server.url, origin ? { Origin: origin } : {});
      socket.ws.close();
    }
  });

  it('refuses another origin with 403', async () => {
    await expect(rawSocket(served.server.url, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });

  it("accepts a page of the host the socket is asked of: the site opened at the machine's address", async () => {
    const { host } = new URL(served.server.url);
    for (const origin of [`http://${host}`, `https://${host}`]) {
      const socket = await rawSocket(served.server.url, { Origin: origin });
      socket.ws.close();
    }
    // A phone on the same network: the page and the socket both at the machine's address.
    const lan = await rawSocket(served.server.url, { Origin: 'http://192.168.1.20:4321', Host: '192.168.1.20:4321' });
    lan.ws.close();
    // Another host's page is another site, whatever its port or scheme.
    await expect(rawSocket(served.server.url, { Origin: 'http://192.168.1.20:4321' })).rejects.toThrow(/403/);
    await expect(
      rawSocket(served.server.url, { Origin: `http://evil.example:${new URL(served.server.url).port}` }),
    ).rejects.toThrow(/403/);
  });
});

describe('limits and heart-beats (short intervals)', () => {
  const quick = createRealtime({
    ctx,
    bus: ctx.bus,
    limits: {
      heartbeatMs: 200,
      connectTimeoutMs: 300,
      reverifyMs: 200,
      maxConnectionsPerUser: 2,
      maxSubscriptions: 2,
      maxInboundPerSecond: 20,
    },
  });
  let quickServer: TestServer;
  beforeAll(async () => {
    quickServer = await startServer(quick);
  });
  afterAll(() => quickServer.close());

  it('sends heart-beats and drops a peer silent for twice the interval', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(quickServer.url);
    socket.send(connectFrame(token, '200,200'));
    expect(await socket.nextFrame('CONNECTED')).toContain('heart-beat:200,200');
    const closed = await socket.closed(3000);
    expect(socket.received).toContain('\n');
    expect(closed.code).toBe(1006);
  });

  it('keeps a peer that sends heart-beats', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(quickServer.url);
    socket.send(connectFrame(token, '200,0'));
    await socket.nextFrame('CONNECTED');
    const beat = setInterval(() => socket.send('\n'), 150);
    await sleep(1000);
    clearInterval(beat);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
  });

  it('closes a socket that never sends CONNECT', async () => {
    const socket = await rawSocket(quickServer.url);
    expect(await socket.nextFrame('ERROR', 3000)).toContain('no CONNECT frame');
    await socket.closed();
  });

  it('bounds connections per user', async () => {
    const { token } = await createUser(ctx);
    const first = await connectClient(quickServer.url, token);
    const second = await connectClient(quickServer.url, token);
    const error = await expectRefused(quickServer.url, token);
    expect(error.headers['message']).toBe('too many connections for this user');
    await first.disconnect();
    await sleep(50);
    const third = await connectClient(quickServer.url, token);
    await Promise.all([second.disconnect(), third.disconnect()]);
  });

  it('bounds subscriptions per connection', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(quickServer.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    for (const id of ['a', 'b', 'c']) socket.send(`SUBSCRIBE\nid:${id}\ndestination:/user/topic/general\n\n\0`);
    expect(await socket.nextFrame('ERROR')).toContain('message:too many subscriptions');
    await socket.closed();
  });

  it('cuts off a client flooding frames', async () => {
    const { token } = await createUser(ctx);
    const socket = await rawSocket(quickServer.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    for (let i = 0; i < 40; i += 1) socket.send('ACK\nid:1\n\n\0');
    expect(await socket.nextFrame('ERROR')).toContain('message:too many frames');
    await socket.closed();
  });

  it('drops a session whose token was revoked after it connected', async () => {
    const { id, token } = await createUser(ctx);
    const socket = await rawSocket(quickServer.url);
    socket.send(connectFrame(token));
    await socket.nextFrame('CONNECTED');
    await ctx.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, id));
    expect(await socket.nextFrame('ERROR', 3000)).toContain('message:authorization revoked');
    await socket.closed();
  });
});

describe('server restart', () => {
  it('the client reconnects and its refetch on connect covers what was sent while the server was down', async () => {
    const alice = await createUser(ctx);
    let first = createRealtime({ ctx, bus: ctx.bus });
    let running = await startServer(first);
    const port = running.port;
    // What the browser store does on every (re)connect: refetch the list from page 0 through the API.
    const seen: string[][] = [];
    const client = await connectClient(running.url, alice.token, {
      reconnectDelay: 200,
      onConnect: () => {
        void api
          .get('/private/notification?page=0&size=20', { token: alice.token })
          .then((res) => res.json() as Promise<{ content: { referenceKey: string }[] }>)
          .then((page) => seen.push(page.content.map((n) => n.referenceKey)));
      },
    });
    await notify(ctx.db, { userId: alice.id, type: 'SALE_APPROVE', referenceKey: 'before' });
    await client.waitForMessages(1);

    await running.close();
    await notify(ctx.db, { userId: alice.id, type: 'SALE_REJECT', referenceKey: 'while-down' });
    first = createRealtime({ ctx, bus: ctx.bus });
    running = await startServer(first, port);

    await expect.poll(() => seen.at(-1), { timeout: 5000 }).toEqual(['while-down', 'before']);
    await notify(ctx.db, { userId: alice.id, type: 'SALE_INTERESTED', referenceKey: 'after' });
    const messages = await client.waitForMessages(2);
    expect(JSON.parse(messages[1]?.body ?? '').referenceKey).toBe('after');
    await client.disconnect();
    await running.close();
  });
});
